import { html, nothing, type TemplateResult } from 'lit';
import { property } from 'lit/decorators.js';
import { DsElement } from '../internal/core/ds-element.js';
import { delegateAria } from '../internal/a11y/host-aria.js';
import { OverflowFadeController } from '../internal/styles/overflow-fade.controller.js';
import { buttonGroupStyles } from './ds-button-group.styles.js';

/**
 * Groups related buttons: one accessible group (`role="group"` named by `label`), drawn as one
 * joined control. Put `<ds-button>` elements (also toggle buttons) in the default slot.
 *
 * The buttons stay on one row: where they do not fit, the row scrolls sideways inside the group
 * (touch, trackpad, or Tab, which brings the focused button into view) and fades out the side
 * that hides buttons (`:state(overflow-start)`, `:state(overflow-end)`). A pressed toggle is
 * scrolled into view when the group first overflows. On a touch screen each button is at least
 * 44 px tall.
 *
 * @summary Joins related buttons into one labelled group.
 * @status stable
 * @since 1.0
 *
 * @slot - The buttons of the group.
 *
 * @csspart base - The element with `role="group"` that holds the buttons: the row that scrolls sideways.
 *
 * @cssprop --ds-button-group-fade-size - Width of the fade on a side of the row that hides buttons, and the room kept between a focused button and that side (default: `--ds-space-xl`).
 *
 * @cssstate overflow-start - The row is scrolled: buttons are hidden at its start.
 * @cssstate overflow-end - The row does not fit: buttons are hidden at its end.
 */
export class DsButtonGroup extends DsElement {
  static override styles = [DsElement.styles, buttonGroupStyles];

  static {
    // `aria-label`, `aria-describedby`, … on the host name and describe the group (internal/a11y/host-aria.ts)
    delegateAria(this, { targets: el => [el.renderRoot?.querySelector('[role="group"]')] });
  }

  /** Accessible name of the group (`aria-label`), e.g. "Text alignment". */
  @property({ useDefault: true })
  label = '';

  constructor() {
    super();
    new OverflowFadeController(this, {
      scroller: () => this.renderRoot?.querySelector?.<HTMLElement>('.group'),
      selected: () => this.querySelector(':scope > [toggle][pressed]'),
      onChange: ({ start, end }) => {
        this.toggleState('overflow-start', start);
        this.toggleState('overflow-end', end);
      },
    });
  }

  override render(): TemplateResult {
    return html`<div part="base" class="group" role="group" aria-label=${this.label || nothing}>
      <slot></slot>
    </div>`;
  }
}
