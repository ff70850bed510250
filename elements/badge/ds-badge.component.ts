import { html, nothing, type PropertyValues, type TemplateResult } from 'lit';
import { property } from 'lit/decorators.js';
import { DsElement } from '../internal/core/ds-element.js';
import { warnAttribute } from '../internal/core/warn.js';
import { HasSlotController } from '../internal/core/slot.js';
import { LocalizeController } from '../internal/i18n/localize.js';
import { formatString, textOf } from '../internal/i18n/strings.js';
import { visuallyHiddenStyles } from '../internal/styles/visually-hidden.styles.js';
import en from '../translations/en.js';
import { badgeStyles } from './ds-badge.styles.js';
import { badgeCount, badgeVariant, type DsBadgeVariant } from './badge-count.js';

export { badgeCount, badgeVariants, type DsBadgeVariant } from './badge-count.js';

/** The words `<ds-badge>` says; override them with its `strings` property. */
export interface BadgeStrings {
  /** What a dot badge without a `label` says. */
  dot: string;
  /** A count over `max` (`{max}`, formatted in the element's locale): "99+". */
  overflow: string;
}

/** The English defaults of `BadgeStrings` (other languages: `translations/`, chosen by `lang`). */
export const badgeStrings: Readonly<BadgeStrings> = en.badge;

/**
 * A small mark for a count ("3", "99+"), a dot ("something new") or a status ("Beta", "Active"),
 * in one of five colours (`variant`).
 *
 * On its own it sits in the text: its content is the default slot (`<ds-badge>Beta</ds-badge>`),
 * or the number of `count`. To mark an icon or a button, wrap it and give it `slot="anchor"`: the
 * badge sits on the anchor's top-end corner (top right, top left in right-to-left text), as a
 * Material badge on its icon does and as Shoelace places a badge inside a button. The count is
 * formatted in the element's locale (`locale`, else the nearest `lang`); over `max` it shows
 * "99+". A count of 0 shows no badge.
 *
 * What assistive technology reads: the badge's text, or `label` in its place ("3 unread messages";
 * `{count}` in it is replaced by the formatted count). A dot has no text of its own: it reads
 * `label`, else "New" in the element's language. The badge is not part of its anchor's name: name
 * the anchor for what it does ("Messages") and let `label` say what the badge adds.
 *
 * ```html
 * <ds-badge variant="success">Active</ds-badge>
 * <ds-badge count="3" variant="danger" label="{count} unread messages">
 *   <ds-button slot="anchor" icon-only label="Messages"><ds-icon name="mail"></ds-icon></ds-button>
 * </ds-badge>
 * <ds-badge dot variant="primary" label="New release"><ds-icon slot="anchor" name="bell"></ds-icon></ds-badge>
 * ```
 *
 * @summary A count, dot or status mark, alone or on an icon or button.
 * @status stable
 * @since 1.1
 *
 * @slot - The badge's text (when it has no `count` and is not a `dot`).
 * @slot anchor - The icon or button the badge marks; the badge then sits on its top-end corner.
 *
 * @csspart base - The badge itself (the pill or the dot).
 *
 * @cssprop --ds-badge-background - Background (default: the variant's colour).
 * @cssprop --ds-badge-color - Text colour (default: the text colour that goes with the variant's colour).
 * @cssprop [--ds-badge-dot-size=0.625rem] - Size of a dot.
 * @cssprop [--ds-badge-offset=0px] - Moves a badge on an anchor towards the anchor's centre (a round icon button wants a few px).
 */
export class DsBadge extends DsElement {
  static override styles = [DsElement.styles, visuallyHiddenStyles, badgeStyles];

  /** `neutral` (default), `primary`, `success`, `warning` or `danger`. Other values: `neutral`. */
  @property({ reflect: true, useDefault: true })
  variant: DsBadgeVariant = 'neutral';

  /** A number to show (whole, ≥ 0); 0 or none: no badge. Over `max`: "99+". */
  @property({ type: Number, useDefault: true })
  count: number | null = null;

  /** The largest count shown as a number (default 99). */
  @property({ type: Number, useDefault: true })
  max = 99;

  /** A dot with no text: "there is something new". Read as `label`, else "New". */
  @property({ type: Boolean, reflect: true, useDefault: true })
  dot = false;

  /** What assistive technology reads in place of the badge's text; `{count}` is the formatted count. */
  @property({ useDefault: true })
  label = '';

  /** A BCP 47 language tag for the count's digits. Empty: the nearest `lang`, else the browser's. */
  @property({ useDefault: true })
  locale = '';

  /** Replaces the element's own words, in any language (see `BadgeStrings`). */
  @property({ attribute: false })
  strings: Partial<BadgeStrings> = {};

  readonly #localize = new LocalizeController(this);
  readonly #slots = new HasSlotController(this, 'anchor');

  protected override updated(changed: PropertyValues<this>): void {
    if (!changed.has('count') && !changed.has('max')) return;
    const { countProblem, maxProblem } = badgeCount(this.count, this.max);
    if (countProblem) warnAttribute(this, 'count', this.count, countProblem);
    // null or undefined (a framework's unset prop) means the default, silently
    if (maxProblem && this.max != null) warnAttribute(this, 'max', this.max, maxProblem);
  }

  override render(): TemplateResult {
    const strings = this.#localize.strings('badge', badgeStrings, this.strings);
    const variant = badgeVariant(this.variant);
    const anchored = this.#slots.test('anchor');
    const { kind, shown } = badgeCount(this.count, this.max);
    const dot = !!this.dot;
    const number = this.#localize.number(shown, undefined, this.locale);
    const countText =
      kind === 'over' ? formatString(strings.overflow, { max: number }) : kind === 'count' ? number : '';
    const label = formatString(textOf(this.label).trim(), { count: countText });
    // a dot has no text of its own: it always reads a label
    const spoken = label || (dot ? strings.dot : '');
    // a count badge at 0 (or without a count) is not drawn at all
    const hidden = !dot && kind === 'none' && this.count !== null && this.count !== undefined;
    const content = dot ? nothing : kind === 'none' ? html`<slot></slot>` : countText;
    return html`<slot name="anchor"></slot>${
      hidden
        ? nothing
        : html`<span
            part="base"
            class=${`badge badge--${variant}${dot ? ' badge--dot' : ''}${anchored ? ' badge--anchored' : ''}`}
            ><span class="content" aria-hidden=${spoken ? 'true' : nothing}>${content}</span>${
              spoken ? html`<span class="visually-hidden">${spoken}</span>` : nothing
            }</span
          >`
    }`;
  }
}
