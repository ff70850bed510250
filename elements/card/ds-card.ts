import { defineElement } from '../internal/core/define.js';
import { DsCard } from './ds-card.component.js';

export * from './ds-card.component.js';

defineElement('ds-card', DsCard);

declare global {
  interface HTMLElementTagNameMap {
    'ds-card': DsCard;
  }
}
