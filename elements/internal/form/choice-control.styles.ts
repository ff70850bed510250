import { css, unsafeCSS, type CSSResult } from 'lit';
import { focusRingOn } from '../styles/focus-ring.styles.js';

/**
 * Host-level basics of a control whose host is the focusable element (`<ds-checkbox>`,
 * `<ds-switch>`, `<ds-radio>`): no outline on the host itself (the ring is drawn on the part that
 * looks like the control), no text selection on double click, a not-allowed cursor when disabled.
 */
export const checkableHostStyles = css`
  :host {
    display: inline-flex;
    vertical-align: middle;
    max-width: 100%;
    outline: none;
    cursor: pointer;
    user-select: none;
    -webkit-user-select: none;
    -webkit-tap-highlight-color: transparent;
    font-family: var(--ds-font-family, inherit);
    line-height: var(--ds-line-height, 1.5);
  }

  /* state, not aria-*: \`disabled\` is the element's own attribute, :state(disabled) covers a fieldset or group */
  :host([disabled]),
  :host(:state(disabled)) {
    cursor: not-allowed;
  }
`;

/**
 * The host basics (`checkableHostStyles`) and the layout of a control and its label that
 * `<ds-checkbox>`, `<ds-switch>` and `<ds-radio>` share, themed by the element's own tokens
 * (`--ds-<name>-label-color`, `--ds-<name>-font-size`, `--ds-<name>-gap`). An empty label takes
 * no room.
 */
export function choiceLayoutStyles(name: 'checkbox' | 'switch' | 'radio'): CSSResult {
  const token = unsafeCSS(`--ds-${name}`);
  return css`
    ${checkableHostStyles}

    :host {
      color: var(${token}-label-color, var(--ds-color-on-surface));
      font-size: var(${token}-font-size, var(--ds-font-size-m));
    }

    .base {
      display: inline-flex;
      align-items: center;
      gap: var(${token}-gap, var(--ds-space-s));
      min-width: 0;
    }

    .base:not(.has-label) .label {
      display: none;
    }

    .label {
      min-width: 0;
    }
  `;
}

/**
 * The states that `<ds-checkbox>`, `<ds-switch>` and `<ds-radio>` share word for word: a
 * disabled control fades, its label in muted text; the keyboard focus ring goes on the box; and
 * their forced-colours versions (an outlined box on Canvas, a disabled control in GrayText).
 *
 * Interpolate it last in the element's styles: its rules win over the element's own rules of the
 * same specificity (a disabled checked control is grey, not the checked colour).
 */
export const choiceStateStyles = css`
  /* a disabled control fades; its label stays readable (muted text, 4.5:1) */
  .disabled > .control,
  .disabled > .icon {
    opacity: 0.5;
  }

  .disabled:not(.button) .label {
    color: var(--ds-color-on-surface-muted);
  }

  /* the keyboard focus ring, on the box */
  ${focusRingOn(':host(:focus-visible) .control')}

  @media (forced-colors: active) {
    .control {
      forced-color-adjust: none;
      border-color: ButtonText;
      background-color: Canvas;
    }

    .disabled > .control,
    .disabled > .icon {
      opacity: 1;
      border-color: GrayText;
      color: GrayText;
    }

    .disabled:not(.button) .label {
      color: GrayText;
    }
  }
`;

/**
 * The buttons appearance that `<ds-checkbox>` and `<ds-radio>` share word for word (`.button`,
 * inside a group with `appearance="buttons"`): the box is hidden, a disabled button fades, the
 * keyboard focus ring goes on the whole button, and their forced-colours versions (a disabled
 * button, and a disabled checked one, in GrayText). Comes with `choiceStateStyles`.
 *
 * Interpolate it last in the element's styles, like `choiceStateStyles`.
 */
export const choiceControlStyles = css`
  ${choiceStateStyles}

  .button .control {
    display: none;
  }

  .button.disabled {
    opacity: 0.5;
  }

  ${focusRingOn(':host(:focus-visible) .button')}

  @media (forced-colors: active) {
    .button {
      forced-color-adjust: none;
      border-color: ButtonText;
      background-color: ButtonFace;
      color: ButtonText;
    }

    .button.disabled {
      opacity: 1;
      border-color: GrayText;
      color: GrayText;
    }

    .button.disabled.checked {
      background-color: GrayText;
      color: Canvas;
    }
  }
`;

/**
 * The styles of `<ds-checkbox-group>` and `<ds-radio-group>`, themed by the group's own tokens
 * (`--ds-<name>-group-label-color`, `--ds-<name>-group-label-font-size`, `--ds-<name>-group-gap`):
 * a label above a column of options (a wrapping row with `appearance="buttons"`, `buttonsGap`
 * apart unless the gap token is set); an empty label takes no room, and the label of a disabled
 * group is muted (GrayText in forced colours).
 */
export function choiceGroupStyles(name: 'checkbox' | 'radio', buttonsGap: string): CSSResult {
  const token = unsafeCSS(`--ds-${name}-group`);
  return css`
  :host {
    display: block;
    font-family: var(--ds-font-family, inherit);
  }

  .group {
    display: flex;
    flex-direction: column;
    gap: var(--ds-space-xs);
  }

  .label {
    color: var(${token}-label-color, var(--ds-color-on-surface));
    font-size: var(${token}-label-font-size, var(--ds-font-size-s));
    font-weight: var(--ds-font-weight-medium);
  }

  .options {
    display: flex;
    flex-direction: column;
    align-items: flex-start;
    gap: var(${token}-gap, var(--ds-space-s));
  }

  .buttons .options {
    flex-direction: row;
    flex-wrap: wrap;
    align-items: stretch;
    gap: var(${token}-gap, ${unsafeCSS(buttonsGap)});
  }

  .label.empty {
    display: none;
  }

  .group[aria-disabled='true'] .label {
    color: var(--ds-color-on-surface-muted);
  }

  @media (forced-colors: active) {
    .group[aria-disabled='true'] .label {
      color: GrayText;
    }
  }
`;
}
