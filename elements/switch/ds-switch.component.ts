import { html, type TemplateResult } from 'lit';
import { classMap } from 'lit/directives/class-map.js';
import { DsCheckable } from '../internal/form/checkable.js';
import { DsElement } from '../internal/core/ds-element.js';
import { DEFAULT_SLOT, HasSlotController } from '../internal/core/slot.js';
import { switchStyles } from './ds-switch.styles.js';

/**
 * A toggle switch: on or off, with its label in the default slot. Use it for a setting that
 * takes effect at once (a checkbox is for a choice confirmed later).
 *
 * The element itself has `role="switch"` and `aria-checked` (WAI-ARIA switch pattern): Space
 * and Enter toggle it, so does a click anywhere on it (label included) or on a `<label for>`.
 * In a form it submits `value` (default `on`) under `name` while on, like a native checkbox;
 * the `checked` attribute is the initial state (`defaultChecked`), the `checked` property the
 * current one, restored by `form.reset()`. A switch without visible text takes its accessible
 * name from `label`.
 *
 * @summary Switches turn a setting on or off at once.
 * @status stable
 * @since 1.0
 *
 * @slot - The label.
 *
 * @csspart base - The wrapper of the track and the label.
 * @csspart control - The track.
 * @csspart thumb - The thumb that slides along the track.
 * @csspart label - The wrapper of the default slot.
 *
 * @cssprop [--ds-switch-width=2.5rem] - Width of the track.
 * @cssprop [--ds-switch-height=1.5rem] - Height of the track.
 * @cssprop [--ds-switch-thumb-size=1rem] - Size of the thumb.
 * @cssprop --ds-switch-track-color - Track colour while off (default: `--ds-color-surface-sunken`).
 * @cssprop --ds-switch-track-border-color - Track border while off (default: `--ds-color-border-strong`).
 * @cssprop --ds-switch-thumb-color - Thumb colour while off (default: `--ds-color-on-surface-muted`).
 * @cssprop --ds-switch-checked-track-color - Track colour while on (default: `--ds-color-accent`).
 * @cssprop --ds-switch-checked-thumb-color - Thumb colour while on (default: `--ds-color-on-accent`).
 * @cssprop --ds-switch-label-color - Label colour (default: `--ds-color-on-surface`).
 * @cssprop --ds-switch-gap - Space between the track and the label (default: `--ds-space-s`).
 * @cssprop --ds-switch-font-size - Label font size (default: `--ds-font-size-m`).
 * @cssprop --ds-switch-duration - Duration of the thumb's slide (default: `--ds-duration-fast`; none with reduced motion).
 *
 * @cssstate checked - The switch is on.
 * @cssstate disabled - The switch is disabled (by itself or a fieldset).
 *
 * @fires input - The user toggled the switch (click, Space, Enter, `click()`). Bubbles and is composed. Not fired on a programmatic change.
 * @fires change - The user toggled the switch, after `input`. Bubbles. Not fired on a programmatic change.
 */
export class DsSwitch extends DsCheckable {
  static override styles = [DsElement.styles, switchStyles];

  readonly #slots = new HasSlotController(this, DEFAULT_SLOT);

  protected hostRole(): 'switch' {
    return 'switch';
  }

  protected override toggleKeys(): readonly string[] {
    return [' ', 'Enter'];
  }

  override render(): TemplateResult {
    return html`<span
      part="base"
      class=${classMap({ base: true, checked: this.checked, disabled: this.isDisabled, 'has-label': this.#slots.test(DEFAULT_SLOT) })}
    >
      <span part="control" class="control"><span part="thumb" class="thumb"></span></span>
      <span part="label" class="label"><slot></slot></span>
    </span>`;
  }
}
