import { html, nothing, type PropertyValues, type TemplateResult } from 'lit';
import { property } from 'lit/decorators.js';
import { DsElement } from '../internal/core/ds-element.js';
import { warnAttribute } from '../internal/core/warn.js';
import { iconStyles } from './ds-icon.styles.js';
import { dotMarkup, lineMarkup, markupTemplate } from './icon-markup.js';
import {
  ICON_GRID,
  customIconNames,
  customIcons,
  iconSize,
  iconStroke,
  standardIconNames,
  standardIcons,
  type DsIconSet,
  type DsIconVariant,
} from './icon-sets.js';

export {
  customIconNames,
  iconCatalogue,
  iconNames,
  iconSets,
  iconVariants,
  searchIcons,
  standardIconNames,
  type DsIconSet,
  type DsIconVariant,
  type IconEntry,
} from './icon-sets.js';

/**
 * An icon drawn inline as SVG in `currentColor`: a line icon of the `standard` set or a dot
 * icon of the `custom` (Dotline) set. The path data is the project's own.
 *
 * Decorative by default (`aria-hidden="true"` on the host). With `label` it is an image with
 * that name (`role="img"`, `aria-label`); so it is with an `aria-label` or `aria-labelledby` of
 * the author's on the host. An author's own `role`, `aria-label` or `aria-hidden` wins. An
 * unknown `name` draws nothing, with a console warning
 * (once per element and name) that names the set and where its names are listed.
 * The names of each set are exported as `iconNames` (and `iconCatalogue` with search tags).
 *
 * @summary A scalable icon from the standard or the Dotline set.
 * @status stable
 * @since 1.0
 *
 * @attr aria-label - The author's name for the icon: it makes the icon an image (`role="img"`) named so.
 * @attr aria-labelledby - Ids of elements that name the icon: it makes the icon an image named by them.
 *
 * @csspart svg - The `<svg>` element (absent when the name is unknown).
 *
 * @cssprop --ds-icon-color - The icon's colour (default: `currentColor`, the surrounding text colour).
 */
export class DsIcon extends DsElement {
  static override styles = [DsElement.styles, iconStyles];

  /** The icon's name in its set, e.g. `search` or `chevron-down`. Unknown names draw nothing. */
  @property({ reflect: true, useDefault: true })
  name = '';

  /** The set the name is looked up in: `standard` (default) or `custom` (Dotline dot icons). */
  @property({ reflect: true, useDefault: true })
  set: DsIconSet = 'standard';

  /** Width and height in px (default 24). Not a positive number: 24. */
  @property({ type: Number, reflect: true, useDefault: true })
  size = 24;

  /** Stroke width in grid units of the 24 × 24 icon, 0.5–3 (default 2); out-of-range values are clamped. For dot icons it sets the dot size. */
  @property({ type: Number, reflect: true, useDefault: true })
  stroke = 2;

  /** `outline` (default) draws strokes only; `filled` fills the closed shapes (dot icons: every dot instead of the edge dots). */
  @property({ reflect: true, useDefault: true })
  variant: DsIconVariant = 'outline';

  /** Accessible name. Empty (default): the icon is decorative and hidden from assistive technology. */
  @property({ useDefault: true })
  label = '';

  protected override willUpdate(changed: PropertyValues<this>): void {
    if (changed.has('set') && this.set !== 'standard' && this.set !== 'custom')
      warnAttribute(this, 'set', this.set, 'is not an icon set: use "standard" (the default) or "custom".');
    if ((changed.has('name') || changed.has('set')) && this.name) {
      const custom = this.set === 'custom';
      if (!(custom ? customIcons : standardIcons).has(this.name)) {
        warnAttribute(
          this,
          'name',
          this.name,
          `is not an icon of the ${custom ? 'custom' : 'standard'} set, so nothing is drawn: use a name of \`iconNames.${custom ? 'custom' : 'standard'}\` (e.g. "${custom ? customIconNames[0] : standardIconNames[0]}"), listed on the Icons page.`,
        );
      }
    }
    this.#syncAria();
  }

  /** The ARIA attributes this element wrote on its host: an author's own are never changed. */
  readonly #own = new Set<string>();

  static override get observedAttributes(): string[] {
    // an author's own name on the host makes the icon an image, as `label` does
    return [...super.observedAttributes, 'aria-label', 'aria-labelledby'];
  }

  override attributeChangedCallback(name: string, old: string | null, value: string | null): void {
    super.attributeChangedCallback(name, old, value);
    if ((name === 'aria-label' || name === 'aria-labelledby') && old !== value) this.requestUpdate();
  }

  /** An image when named (by `label`, or by the author's `aria-label`/`aria-labelledby`), else hidden. */
  #syncAria(): void {
    const set = (name: string, value: string | null): void => {
      if (value === null) {
        if (this.#own.delete(name)) this.removeAttribute(name);
      } else if (this.#own.has(name) || !this.hasAttribute(name)) {
        this.#own.add(name);
        if (this.getAttribute(name) !== value) this.setAttribute(name, value);
      }
    };
    set('aria-label', this.label || null);
    const named = this.hasAttribute('aria-label') || this.hasAttribute('aria-labelledby');
    set('role', named ? 'img' : null);
    set('aria-hidden', named ? null : 'true');
  }

  override render(): TemplateResult | typeof nothing {
    const size = iconSize(this.size);
    const stroke = iconStroke(this.stroke);
    const filled = this.variant === 'filled';
    let content: string | undefined;
    if (this.set === 'custom') {
      const icon = customIcons.get(this.name);
      if (icon) content = dotMarkup(icon.rows, filled, stroke);
    } else {
      const icon = standardIcons.get(this.name);
      if (icon) content = lineMarkup(icon, filled, stroke);
    }
    if (content === undefined) return nothing;
    return html`<svg
      part="svg"
      viewBox="0 0 ${ICON_GRID} ${ICON_GRID}"
      width=${size}
      height=${size}
      aria-hidden="true"
      focusable="false"
    >${markupTemplate(content)}</svg>`;
  }
}
