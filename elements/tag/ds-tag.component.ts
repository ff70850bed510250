import { html, isServer, nothing, type PropertyValues, type TemplateResult } from 'lit';
import { property, state } from 'lit/decorators.js';
import { DsRemoveEvent } from '../events/ds-remove.js';
import { DsElement } from '../internal/core/ds-element.js';
import { warnAttribute } from '../internal/core/warn.js';
import { formatString } from '../internal/i18n/strings.js';
import { LocalizeController } from '../internal/i18n/localize.js';
import { focusRingStyles } from '../internal/styles/focus-ring.styles.js';
import en from '../translations/en.js';
import { tagStyles } from './ds-tag.styles.js';

/** Valid values of `<ds-tag variant>`. */
export const tagVariants = ['neutral', 'accent', 'success', 'warning', 'danger'] as const;
export type DsTagVariant = (typeof tagVariants)[number];

/** Valid values of `<ds-tag size>`. */
export const tagSizes = ['small', 'medium', 'large'] as const;
export type DsTagSize = (typeof tagSizes)[number];

/** The words of `<ds-tag>`. */
export interface TagStrings {
  /** The remove button's name; `{text}` is the tag's text. */
  remove: string;
}

/** The English defaults of `TagStrings` (other languages: `translations/`, chosen by `lang`). */
export const tagStrings: Readonly<TagStrings> = en.tag;

const cross = html`<svg viewBox="0 0 24 24" aria-hidden="true" focusable="false"><path d="M6 6l12 12M18 6 6 18" /></svg>`;

/**
 * A short label for a keyword, a category or a chosen value, which the user may remove.
 *
 * With `removable`, a remove button follows the text, named "Remove {text}" (the tag's text, in the
 * element's language). Its click, or Backspace or Delete while it has focus (as on Material's input
 * chips), fires `ds-remove`; the tag does not remove itself: the owner removes it (or the value it
 * stands for) and moves focus to a sensible place, such as the next tag's remove button.
 *
 * The tag itself is plain text for assistive technology; only the remove button is a control.
 *
 * ```html
 * <ds-tag variant="accent">Design</ds-tag>
 * <ds-tag removable size="small">Colour: blue</ds-tag>
 * ```
 *
 * @summary A short label for a keyword or a chosen value, optionally removable.
 * @status stable
 * @since 1.1
 *
 * @slot - The tag's text.
 *
 * @csspart base - The tag's box.
 * @csspart label - The text.
 * @csspart remove-button - The remove button (with `removable`), named "Remove {text}".
 *
 * @cssprop --ds-tag-background - Background (default: the variant's, e.g. `--ds-color-surface-sunken` for neutral, `--ds-color-accent-soft` for accent).
 * @cssprop --ds-tag-color - Text colour (default: the variant's, e.g. `--ds-color-on-surface`).
 * @cssprop --ds-tag-border-color - Border colour (default: the variant's).
 * @cssprop --ds-tag-radius - Corner radius (default: `--ds-radius-pill`).
 * @cssprop --ds-tag-height - Height (default: 1.5rem, 1.75rem, 2.25rem by size).
 * @cssprop --ds-tag-font-size - Font size (default: `--ds-font-size-xs|s|m` by size).
 *
 * @fires {DsRemoveEvent} ds-remove - The user asked to remove the tag (its remove button: click, Backspace or Delete). Bubbles and is composed.
 */
export class DsTag extends DsElement {
  static override styles = [DsElement.styles, focusRingStyles, tagStyles];

  /** `neutral` (default), `accent`, `success`, `warning` or `danger`. Other values: `neutral`, with a console warning. */
  @property({ reflect: true, useDefault: true })
  variant: DsTagVariant = 'neutral';

  /** `small`, `medium` (default) or `large`. Other values: `medium`, with a console warning. */
  @property({ reflect: true, useDefault: true })
  size: DsTagSize = 'medium';

  /** Shows a remove button that fires `ds-remove`. */
  @property({ type: Boolean, reflect: true, useDefault: true })
  removable = false;

  /** Disables the remove button. */
  @property({ type: Boolean, reflect: true, useDefault: true })
  disabled = false;

  /** Replaces the tag's own words, in any language (see `TagStrings`). Missing or non-string entries keep the default. */
  @property({ attribute: false })
  strings: Partial<TagStrings> = {};

  /** The tag's text, for the remove button's name. */
  @state() private text = '';

  readonly #localize = new LocalizeController(this);
  #observer: MutationObserver | undefined;

  /** The remove button (with `removable`). */
  get removeButton(): HTMLButtonElement | null {
    return this.renderRoot?.querySelector('.remove') ?? null;
  }

  override connectedCallback(): void {
    super.connectedCallback();
    this.#readText();
    // a framework changes text by writing a text node's data, which fires no slotchange
    this.#observer ??= new MutationObserver(this.#readText);
    this.#observer.observe(this, { childList: true, characterData: true, subtree: true });
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.#observer?.disconnect();
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    if (changed.has('variant') && !tagVariants.includes(this.variant)) {
      // null or undefined (a framework's unset prop) means the default, silently
      if (this.variant != null)
        warnAttribute(
          this,
          'variant',
          this.variant,
          'is not a variant; use neutral, accent, success, warning or danger.',
        );
      this.variant = 'neutral';
    }
    if (changed.has('size') && !tagSizes.includes(this.size)) {
      // null or undefined (a framework's unset prop) means the default, silently
      if (this.size != null) warnAttribute(this, 'size', this.size, 'is not a size; use small, medium or large.');
      this.size = 'medium';
    }
  }

  override render(): TemplateResult {
    const strings = this.#localize.strings('tag', tagStrings, this.strings);
    return html`<span part="base" class="tag"
      ><span part="label" class="label"><slot></slot></span>${
        this.removable
          ? html`<button
            part="remove-button"
            class="remove"
            type="button"
            ?disabled=${this.disabled}
            aria-label=${formatString(strings.remove, { text: this.text })}
            @click=${this.#remove}
            @keydown=${this.#onKeyDown}
          >
            ${cross}
          </button>`
          : nothing
      }</span
    >`;
  }

  #readText = (): void => {
    if (isServer) return;
    this.text = (this.textContent ?? '').replace(/\s+/g, ' ').trim();
  };

  #remove = (): void => {
    if (this.disabled) return;
    this.emit(new DsRemoveEvent());
  };

  #onKeyDown = (event: KeyboardEvent): void => {
    if (event.key !== 'Backspace' && event.key !== 'Delete') return;
    event.preventDefault();
    this.#remove();
  };
}
