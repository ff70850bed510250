import { html, nothing, svg, type PropertyValues, type TemplateResult } from 'lit';
import { property, state } from 'lit/decorators.js';
import { DsElement } from '../internal/core/ds-element.js';
import { delegateAria } from '../internal/a11y/host-aria.js';
import { warnAttribute } from '../internal/core/warn.js';
import { textOf } from '../internal/i18n/strings.js';
import { LocalizeController } from '../internal/i18n/localize.js';
import { avatarStyles } from './ds-avatar.styles.js';
import { initialsOf } from './initials.js';

export { initialsOf } from './initials.js';

/** Valid values of `<ds-avatar shape>`. */
export const avatarShapes = ['circle', 'square', 'rounded'] as const;
export type DsAvatarShape = (typeof avatarShapes)[number];

/** Valid values of `<ds-avatar size>` and `<ds-avatar-group size>`. */
export const avatarSizes = ['small', 'medium', 'large'] as const;
export type DsAvatarSize = (typeof avatarSizes)[number];

/** The person silhouette shown when there is neither a picture nor initials (the `user` icon's shapes). */
const PERSON = svg`<circle cx="12" cy="8" r="4"></circle><path d="M4.5 20.5c0-4 3.4-6.5 7.5-6.5s7.5 2.5 7.5 6.5Z"></path>`;

/**
 * A person or an account as a small picture: the image at `src`, else the initials of `name`,
 * else a silhouette.
 *
 * The avatar is one image for assistive technology (`role="img"`) named by `name`; the picture,
 * the initials and the silhouette inside it are not read. Without a name (and without an
 * `aria-label` on the host, which replaces the name) it is decorative and hidden from assistive
 * technology: write the person's name beside it, or give it a `name`.
 *
 * When the image fails to load (or `src` is empty) the initials show: the first letters of the
 * name's first and last words ("Ada Lovelace" → "AL"), one character for names written without
 * spaces ("山田太郎" → "山"), upper-cased in the element's language. A name without letters shows
 * the silhouette.
 *
 * ```html
 * <ds-avatar name="Ada Lovelace" src="/people/ada.jpg"></ds-avatar>
 * <ds-avatar name="Grace Hopper" shape="rounded" size="large"></ds-avatar>
 * ```
 *
 * @summary A person's picture, initials or silhouette, named by their name.
 * @status stable
 * @since 1.1
 *
 * @csspart base - The avatar's box (`role="img"`, named by `name`).
 * @csspart image - The picture (while `src` loads or has loaded).
 * @csspart initials - The initials (no picture).
 * @csspart icon - The silhouette (no picture, no initials).
 *
 * @cssprop [--ds-avatar-size=2.5rem] - Width and height (the `size` values set 2rem, 2.5rem, 3.5rem; a group's `size` sets it for its avatars).
 * @cssprop --ds-avatar-background - Background behind initials and silhouette (default: `--ds-color-accent-soft`).
 * @cssprop --ds-avatar-color - Colour of the initials and the silhouette (default: `--ds-color-on-accent-soft`).
 * @cssprop --ds-avatar-radius - Corner radius (default: 50 % for `circle`, `--ds-radius-m` for `rounded`, 0 for `square`).
 * @cssprop [--ds-avatar-ring-width=0] - Width of a ring around the avatar (a group sets 2px, to part overlapping avatars).
 * @cssprop --ds-avatar-ring-color - Colour of the ring (default: `--ds-color-background`).
 */
export class DsAvatar extends DsElement {
  static override styles = [DsElement.styles, avatarStyles];

  static {
    // an aria-label on the host names the image instead of `name` (internal/a11y/host-aria.ts)
    delegateAria(this, { targets: el => [el.renderRoot?.querySelector('[part="base"]')] });
  }

  /** The person's name: the avatar's accessible name and the source of its initials. */
  @property({ useDefault: true })
  name = '';

  /** The picture's address. Empty, or an image that fails to load: the initials show instead. */
  @property({ useDefault: true })
  src = '';

  /** `circle` (default), `square` or `rounded`. Other values: `circle`, with a console warning. */
  @property({ reflect: true, useDefault: true })
  shape: DsAvatarShape = 'circle';

  /** `small` (2rem), `medium` (default, 2.5rem) or `large` (3.5rem). Other values: `medium`, with a console warning. */
  @property({ reflect: true, useDefault: true })
  size: DsAvatarSize = 'medium';

  /** The picture at `src` failed to load. */
  @state() private failed = false;

  readonly #localize = new LocalizeController(this);

  protected override willUpdate(changed: PropertyValues<this>): void {
    if (changed.has('src')) this.failed = false;
    if (changed.has('shape') && !avatarShapes.includes(this.shape)) {
      // null or undefined (a framework's unset prop) means the default, silently
      if (this.shape != null)
        warnAttribute(this, 'shape', this.shape, 'is not a shape; use circle, square or rounded.');
      this.shape = 'circle';
    }
    if (changed.has('size') && !avatarSizes.includes(this.size)) {
      // null or undefined (a framework's unset prop) means the default, silently
      if (this.size != null) warnAttribute(this, 'size', this.size, 'is not a size; use small, medium or large.');
      this.size = 'medium';
    }
  }

  protected override firstUpdated(): void {
    // a server-rendered picture that failed before the element's listener was there
    void this.updateComplete.then(() => {
      const image = this.renderRoot.querySelector('img');
      if (image?.complete && image.naturalWidth === 0) this.failed = true;
    });
  }

  override render(): TemplateResult {
    const name = textOf(this.name).trim();
    const src = textOf(this.src).trim();
    const initials = initialsOf(name, this.#localize.lang());
    const named = name !== '' || this.hasAttribute('aria-label') || this.hasAttribute('aria-labelledby');
    return html`<span
      part="base"
      class="avatar"
      role=${named ? 'img' : nothing}
      aria-label=${name || nothing}
      aria-hidden=${named ? nothing : 'true'}
      >${
        initials
          ? html`<span part="initials" class="initials" aria-hidden="true">${initials}</span>`
          : html`<svg part="icon" class="icon" viewBox="0 0 24 24" aria-hidden="true">${PERSON}</svg>`
      }${
        src && !this.failed
          ? html`<img part="image" class="image" src=${src} alt="" @error=${this.#onError} />`
          : nothing
      }</span
    >`;
  }

  #onError = (): void => {
    this.failed = true;
  };
}
