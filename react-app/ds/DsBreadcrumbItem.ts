// GENERATED from custom-elements.json by scripts/make-react-wrappers.mjs — do not edit
import * as React from 'react';
import { createComponent } from '@lit/react';
import { DsBreadcrumbItem as DsBreadcrumbItemElement } from '../../elements/breadcrumb/ds-breadcrumb-item.js';

/**
 * React wrapper of `<ds-breadcrumb-item>`: One level of a breadcrumb trail.
 */
export const DsBreadcrumbItem = createComponent({
  tagName: 'ds-breadcrumb-item',
  elementClass: DsBreadcrumbItemElement,
  react: React,
  events: {},
  displayName: 'DsBreadcrumbItem',
});
