import { defineElement } from '../internal/core/define.js';
import { DsDotGrid } from './ds-dot-grid.component.js';

export * from './ds-dot-grid.component.js';

defineElement('ds-dot-grid', DsDotGrid);

declare global {
  interface HTMLElementTagNameMap {
    'ds-dot-grid': DsDotGrid;
  }
}
