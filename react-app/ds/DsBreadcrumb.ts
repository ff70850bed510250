// GENERATED from custom-elements.json by scripts/make-react-wrappers.mjs — do not edit
import * as React from 'react';
import { createComponent } from '@lit/react';
import { DsBreadcrumb as DsBreadcrumbElement } from '../../elements/breadcrumb/ds-breadcrumb.js';

/**
 * React wrapper of `<ds-breadcrumb>`: A trail of links to the pages above the current one, collapsing its middle when room runs out.
 */
export const DsBreadcrumb = createComponent({
  tagName: 'ds-breadcrumb',
  elementClass: DsBreadcrumbElement,
  react: React,
  events: {},
  displayName: 'DsBreadcrumb',
});
