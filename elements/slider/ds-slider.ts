import { defineElement } from '../internal/core/define.js';
import { DsSlider } from './ds-slider.component.js';

export * from './ds-slider.component.js';

defineElement('ds-slider', DsSlider);

declare global {
  interface HTMLElementTagNameMap {
    'ds-slider': DsSlider;
  }
}
