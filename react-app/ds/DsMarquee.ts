// GENERATED from custom-elements.json by scripts/make-react-wrappers.mjs — do not edit
import * as React from 'react';
import { createComponent } from '@lit/react';
import { DsMarquee as DsMarqueeElement } from '../../elements/marquee/ds-marquee.js';

/**
 * React wrapper of `<ds-marquee>`: A continuously scrolling strip of content that pauses on hover and focus.
 */
export const DsMarquee = createComponent({
  tagName: 'ds-marquee',
  elementClass: DsMarqueeElement,
  react: React,
  events: {},
  displayName: 'DsMarquee',
});
