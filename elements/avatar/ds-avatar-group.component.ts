import { html, nothing, type PropertyValues, type TemplateResult } from 'lit';
import { property, state } from 'lit/decorators.js';
import { DsElement } from '../internal/core/ds-element.js';
import { formatString } from '../internal/i18n/strings.js';
import { LocalizeController } from '../internal/i18n/localize.js';
import { visuallyHiddenStyles } from '../internal/styles/visually-hidden.styles.js';
import { warnAttribute } from '../internal/core/warn.js';
import en from '../translations/en.js';
import { avatarSizes, type DsAvatarSize } from './ds-avatar.component.js';
import { avatarGroupStyles } from './ds-avatar-group.styles.js';

/** The words of `<ds-avatar-group>`. */
export interface AvatarStrings {
  /** The "+N" read as words (`{count}`, formatted in the element's locale): "and 3 more". */
  more: string;
  /** The same for a count the language's plural rules call "one". */
  moreOne: string;
}

/** The English defaults of `AvatarStrings` (other languages: `translations/`, chosen by `lang`). */
export const avatarStrings: Readonly<AvatarStrings> = en.avatar;

/**
 * A row of overlapping avatars, such as the people on a project, with "+N" for those past `max`.
 *
 * Put `<ds-avatar>` elements inside. With `max` set, the avatars after the first `max` are hidden
 * (the group sets their `hidden` and gives it back when they fit again) and a "+N" bubble follows,
 * read as "and 3 more" in the element's language. Each avatar stays an image named by its `name`,
 * so a screen reader reads the row as "Ada Lovelace, Grace Hopper, and 3 more".
 *
 * ```html
 * <ds-avatar-group max="3" size="small">
 *   <ds-avatar name="Ada Lovelace"></ds-avatar>
 *   <ds-avatar name="Grace Hopper"></ds-avatar>
 *   …
 * </ds-avatar-group>
 * ```
 *
 * @summary Overlapping avatars with a "+N" for the ones that do not fit.
 * @status stable
 * @since 1.1
 *
 * @slot - The `<ds-avatar>` elements.
 *
 * @csspart base - The row.
 * @csspart more - The "+N" bubble (its text is hidden from assistive technology, which reads "and N more").
 *
 * @cssprop [--ds-avatar-group-overlap=0.25] - How far each avatar slides under the one before it, as a share of the avatar's size.
 * @cssprop --ds-avatar-group-more-background - Background of the "+N" bubble (default: `--ds-color-surface-sunken`).
 * @cssprop --ds-avatar-group-more-color - Text colour of the "+N" bubble (default: `--ds-color-on-surface`).
 */
export class DsAvatarGroup extends DsElement {
  static override styles = [DsElement.styles, visuallyHiddenStyles, avatarGroupStyles];

  /** How many avatars show; the rest are counted in "+N". 0 (default) or less: all of them. */
  @property({ type: Number, useDefault: true })
  max = 0;

  /** The size of the avatars that set none of their own, and of "+N": `small`, `medium` (default) or `large`. */
  @property({ reflect: true, useDefault: true })
  size: DsAvatarSize = 'medium';

  /** Replaces the group's own words, in any language (see `AvatarStrings`). Missing or non-string entries keep the default. */
  @property({ attribute: false })
  strings: Partial<AvatarStrings> = {};

  /** How many avatars are hidden. */
  @state() private hiddenCount = 0;

  readonly #localize = new LocalizeController(this);
  /** The avatars this group hid (an author's own `hidden` is left alone). */
  readonly #hidden = new WeakSet<Element>();

  protected override willUpdate(changed: PropertyValues<this>): void {
    if (changed.has('size') && !avatarSizes.includes(this.size)) {
      // null or undefined (a framework's unset prop) means the default, silently
      if (this.size != null) warnAttribute(this, 'size', this.size, 'is not a size; use small, medium or large.');
      this.size = 'medium';
    }
    if (changed.has('max')) this.#fit();
  }

  override render(): TemplateResult {
    const count = this.hiddenCount;
    const strings = this.#localize.strings('avatar', avatarStrings, this.strings);
    const number = this.#localize.number(count);
    return html`<div part="base" class="group">
      <slot @slotchange=${this.#fit}></slot>${
        count > 0
          ? html`<span part="more" class="more"
            ><span aria-hidden="true">+${number}</span
            ><span class="visually-hidden">${formatString(count === 1 ? strings.moreOne : strings.more, {
              count: number,
            })}</span></span
          >`
          : nothing
      }
    </div>`;
  }

  /** Hides the avatars past `max` and shows the others again. */
  #fit = (): void => {
    const avatars = [...this.children].filter(el => el.localName === 'ds-avatar' && !this.#authorHidden(el));
    const max = Number.isFinite(this.max) && this.max > 0 ? Math.floor(this.max) : avatars.length;
    avatars.forEach((avatar, i) => {
      const hide = i >= max;
      if (hide) this.#hidden.add(avatar);
      else this.#hidden.delete(avatar);
      avatar.toggleAttribute('hidden', hide);
    });
    this.hiddenCount = Math.max(0, avatars.length - max);
  };

  /** Hidden by the author, not by this group. */
  #authorHidden(el: Element): boolean {
    return el.hasAttribute('hidden') && !this.#hidden.has(el);
  }
}
