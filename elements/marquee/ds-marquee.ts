import { defineElement } from '../internal/core/define.js';
import { DsMarquee } from './ds-marquee.component.js';

export * from './ds-marquee.component.js';

defineElement('ds-marquee', DsMarquee);

declare global {
  interface HTMLElementTagNameMap {
    'ds-marquee': DsMarquee;
  }
}
