// GENERATED from custom-elements.json by scripts/make-react-wrappers.mjs — do not edit
import * as React from 'react';
import { createComponent } from '@lit/react';
import { DsBlob as DsBlobElement } from '../../elements/blob/ds-blob.js';

/**
 * React wrapper of `<ds-blob>`: A seeded organic blob shape (SVG), filled from the theme's tokens.
 */
export const DsBlob = createComponent({
  tagName: 'ds-blob',
  elementClass: DsBlobElement,
  react: React,
  events: {},
  displayName: 'DsBlob',
});
