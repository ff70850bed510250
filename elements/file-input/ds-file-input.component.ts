import { html, isServer, nothing, type PropertyValues, type TemplateResult } from 'lit';
import { property, state } from 'lit/decorators.js';
import { classMap } from 'lit/directives/class-map.js';
import { repeat } from 'lit/directives/repeat.js';
import { DsElement } from '../internal/core/ds-element.js';
import type { DsFormValue, DsValidationResult } from '../internal/form/ds-form-element.js';
import { DsLabelledField } from '../internal/form/labelled-field.js';
import { delegateAria } from '../internal/a11y/host-aria.js';
import { LocalizeController } from '../internal/i18n/localize.js';
import { formatString } from '../internal/i18n/strings.js';
import { focusRingStyles } from '../internal/styles/focus-ring.styles.js';
import { visuallyHiddenStyles } from '../internal/styles/visually-hidden.styles.js';
import en from '../translations/en.js';
import { fileInputStyles } from './ds-file-input.styles.js';
import { FileDropController } from './file-drop.controller.js';
import {
  formatFileSize,
  formatNameList,
  isImage,
  isPluralOne,
  parseMaxSize,
  selectFiles,
  type FileSelection,
} from './file-rules.js';

export { formatFileSize, matchesAccept, parseAccept } from './file-rules.js';

/** The words `<ds-file-input>` shows or announces; override them with its `strings` property. */
export interface FileInputStrings {
  /** The button's text (single file). */
  choose: string;
  /** The button's text with `multiple`. */
  chooseMultiple: string;
  /** The drop zone's text (single file). */
  dropHint: string;
  /** The drop zone's text with `multiple`. */
  dropHintMultiple: string;
  /** Read with the button of a required input, for the asterisk after the label. */
  required: string;
  /** The mark after the label of a required input (hidden from assistive technology). */
  requiredMark: string;
  /** The validation message of a required input without a file. */
  valueMissing: string;
  /** A remove button's name; `{name}` is the file's name. */
  remove: string;
  /** Announced after files were added; `{count}` is their number. */
  added: string;
  /** The same where the language's plural rules call `{count}` "one". */
  addedOne: string;
  /** Announced after a file was removed; `{name}` is its name. */
  removed: string;
  /** Files refused for their type; `{names}` lists them. */
  wrongType: string;
  /** Files refused for their size; `{limit}` is `max-size` in words ("2.5 MB"), `{names}` lists them. */
  tooLarge: string;
  /** Files past the one a single-file input holds; `{names}` lists them. */
  tooMany: string;
}

/** The names of the files a choice or drop refused, by reason, and the size limit that applied (bytes). */
interface Refused {
  wrongType: string[];
  tooLarge: string[];
  tooMany: string[];
  limit: number;
}

/** The English defaults of `FileInputStrings` (other languages: `translations/`, chosen by `lang`). */
export const fileInputStrings: Readonly<FileInputStrings> = en.fileInput;

/** `max-size` as HTML reads a number: missing or empty is no limit (Lit's Number converter would read `''` as 0). */
const optionalNumber = {
  fromAttribute: (value: string | null): number | undefined =>
    value === null || value.trim() === '' ? undefined : Number(value),
  toAttribute: (value: number | null | undefined): string | null =>
    value === null || value === undefined ? null : String(value),
};

const uploadIcon = html`<svg part="icon" class="icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
  <path d="M12 15V4m0 0L7.5 8.5M12 4l4.5 4.5M5 14v4a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2v-4" />
</svg>`;

const fileIcon = html`<svg part="file-icon" class="file-icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
  <path d="M14 3H7a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2V8l-5-5Z" />
  <path d="M14 3v5h5" />
</svg>`;

const removeIcon = html`<svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
  <path d="M6 6l12 12M18 6 6 18" />
</svg>`;

const errorIcon = html`<svg class="error-icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
  <circle cx="12" cy="12" r="9" />
  <path d="M12 7.5v5.5M12 16.2v.3" />
</svg>`;

/**
 * A file input: a labelled drop zone with a button that opens the system's file chooser, and the list of the
 * files chosen, each with its size, a preview when it is an image and a remove button. It takes part in forms
 * like a native `<input type="file">` (its files in `FormData` under its `name`, `form.reset()`, `required`,
 * `disabled` from a `<fieldset>`). Nothing is uploaded: the form, or the page's script, sends the files.
 *
 * ```html
 * <ds-file-input label="Photos" name="photos" accept="image/*" max-size="2500000" multiple></ds-file-input>
 * ```
 *
 * Files come from the chooser or from a drop on the zone (files only: dragged text is not taken), and both go
 * through the same rules: `accept` (MIME types, `image/*` wildcards and `.ext` extensions, as the native
 * attribute), `max-size` and, without `multiple`, one file (the first valid one of a drop; a new choice
 * replaces it). With `multiple`, each choice or drop adds to the list, leaving out files already in it. Refused
 * files are named in a message that says why (the wrong type; larger than the limit, shown as "2.5 MB" in the
 * element's language); it stays until the next change.
 *
 * Keyboard: the button is a normal Tab stop, and Enter or Space opens the chooser; each file's remove button is
 * a Tab stop too. After a removal, focus moves to the next remove button, or to the button when none is left.
 * Additions and removals are announced in a polite live region ("2 files added", "photo.png removed"), in the
 * element's language with its plural rules.
 *
 * The button is named by the label and its own text ("Photos Choose files"). ARIA written on the host goes to
 * the button (`aria-label` replaces that name), and a `<label for>` names it as it names a native input.
 *
 * @summary A labelled drop zone and button for choosing files, with previews, limits and remove buttons.
 * @status experimental
 * @since 3.7
 *
 * @csspart form-control - The wrapper of label, zone, list and texts.
 * @csspart label - The label (it names the button and the list).
 * @csspart required-indicator - The asterisk after the label of a required input (hidden from assistive technology; the button's description says "Required").
 * @csspart drop-zone - The zone files are dropped on (dashed border), around the icon, hint and button.
 * @csspart icon - The upload icon in the zone.
 * @csspart hint - The zone's text ("Drop files here").
 * @csspart button - The button that opens the file chooser (a native `<button>`).
 * @csspart file-list - The list of chosen files (`<ul>`, named by the label).
 * @csspart file - A chosen file's row (`<li>`).
 * @csspart preview - An image file's preview (`<img>`).
 * @csspart file-icon - The icon of a file that is not an image.
 * @csspart file-name - A file's name.
 * @csspart file-size - A file's size, in the element's language.
 * @csspart remove-button - A file's remove button.
 * @csspart message - The message naming refused files, when shown.
 * @csspart help-text - The help text.
 * @csspart error-text - The validation error (a required input without a file, after a submit attempt).
 *
 * @cssprop --ds-file-input-background - Background of the drop zone (default: `--ds-color-surface`).
 * @cssprop --ds-file-input-background-active - Background of the zone while files are dragged over it (default: `--ds-color-accent-soft`).
 * @cssprop --ds-file-input-border-color - Dashed border of the zone (default: `--ds-color-border-strong`).
 * @cssprop --ds-file-input-border-color-active - Border of the zone while files are dragged over it (default: `--ds-color-accent`).
 * @cssprop --ds-file-input-border-color-invalid - Border of the zone while an error or refusal is shown (default: `--ds-color-danger`).
 * @cssprop --ds-file-input-radius - Corner radius of the zone and the list's rows (default: `--ds-radius-m`).
 * @cssprop --ds-file-input-padding - Padding inside the zone (default: `--ds-space-l`).
 * @cssprop [--ds-file-input-preview-size=2.5rem] - Width and height of a file's preview or icon.
 * @cssprop --ds-file-input-button-background - The button's background (default: `--ds-color-accent`).
 * @cssprop --ds-file-input-button-color - The button's text colour (default: `--ds-color-on-accent`).
 * @cssprop --ds-file-input-help-color - Help text, hint and file size colour (default: `--ds-color-on-surface-muted`).
 * @cssprop --ds-file-input-error-color - Error and refusal text colour (default: `--ds-color-danger`).
 *
 * @fires input - The user added or removed files (chooser, drop, remove button). Bubbles and is composed, with `target` the element; read `files`. Not fired by a script or `form.reset()`.
 * @fires change - Right after `input`, for the same change. Bubbles and is composed.
 * @fires invalid - A validity check (`checkValidity()`, `reportValidity()`, a submit attempt) found the input invalid. Cancelable.
 */
export class DsFileInput extends DsLabelledField {
  static override styles = [DsElement.styles, focusRingStyles, visuallyHiddenStyles, fileInputStyles];

  static {
    // ARIA on the host is the button's (internal/a11y/host-aria.ts)
    delegateAria(this, { targets: el => [el.renderRoot?.querySelector('#button')] });
  }

  /**
   * The types of file taken, as the native attribute: comma-separated MIME types (`application/pdf`),
   * wildcards (`image/*`) and extensions (`.png`). Empty, or with no valid entry: any file. The chooser offers
   * these, and dropped files are checked against them.
   */
  @property({ useDefault: true })
  accept = '';

  /** Several files may be chosen; each choice or drop adds to the list. Without it, one file, which a new choice replaces. */
  @property({ type: Boolean, reflect: true, useDefault: true })
  multiple = false;

  /** The largest file taken, in bytes (`max-size="2500000"`). Not a positive number: no limit. */
  @property({ type: Number, converter: optionalNumber, attribute: 'max-size' })
  maxSize?: number | null;

  /** At least one file must be chosen (`valueMissing`). */
  @property({ type: Boolean, reflect: true, useDefault: true })
  required = false;

  /**
   * Replaces the element's own words, in any language (see `FileInputStrings`). Missing or non-string entries
   * keep the default.
   */
  @property({ attribute: false })
  strings: Partial<FileInputStrings> = {};

  /**
   * The files the last choice or drop refused, by reason, with the size limit applied: the message is worded at
   * each render, so it follows a change of language.
   */
  @state()
  private refused: Refused | null = null;

  /** What the live region says now. */
  @state()
  private announcement = '';

  readonly #localize = new LocalizeController(this);

  #files: File[] = [];
  /** Object URLs of the image previews, made on first render and revoked on removal, reset and disconnect. */
  readonly #previews = new Map<File, string>();
  readonly #drop = new FileDropController(this, {
    disabled: () => this.isDisabled,
    drop: files => this.#addFiles(files, true),
  });
  /** A submit or validity report found the input invalid: its error is shown until a file is added or the form is reset. */
  #interacted = false;

  constructor() {
    super();
    this.addEventListener('invalid', this.#onInvalid);
  }

  /** The chosen files, in order (a copy: the user changes them by the chooser, a drop or the remove buttons; a script by `addFiles()`). */
  get files(): readonly File[] {
    return [...this.#files];
  }

  /** Moves focus to the button. */
  override focus(options?: FocusOptions): void {
    const button = this.#button;
    if (button && !this.isDisabled) button.focus(options);
    else super.focus(options);
  }

  /**
   * Adds files by script (a paste handler, files a page already holds) through the rules of a choice or a drop:
   * refused files are named in the message. A script's change: no `input` or `change` event, no announcement;
   * also while disabled.
   * @param files - The files, e.g. `event.clipboardData.files` or an array of `File`.
   */
  addFiles(files: Iterable<File> | ArrayLike<File>): void {
    let list: File[] = [];
    try {
      list = Array.from(files ?? []).filter(f => typeof File !== 'undefined' && f instanceof File);
    } catch {
      // not a list of files: nothing to add
    }
    this.#addFiles(list, false);
  }

  /** Opens the file chooser, as a click on the button does (browsers open it only during a user action). */
  showPicker(): void {
    if (this.isDisabled) return;
    this.#input?.click();
  }

  get #button(): HTMLButtonElement | null {
    return this.renderRoot?.querySelector<HTMLButtonElement>('#button') ?? null;
  }

  get #input(): HTMLInputElement | null {
    return this.renderRoot?.querySelector<HTMLInputElement>('#input') ?? null;
  }

  // ---- lifecycle -------------------------------------------------------------------------

  override connectedCallback(): void {
    super.connectedCallback();
    // Previews were revoked on disconnect: render them again.
    if (this.hasUpdated && this.#files.length > 0) this.requestUpdate();
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.#revokePreviews(this.#previews.keys());
  }

  // ---- DsFormElement hooks ---------------------------------------------------------------

  protected override formValue(): DsFormValue {
    if (!this.name || this.#files.length === 0) return null;
    const data = new FormData();
    for (const file of this.#files) data.append(this.name, file);
    return data;
  }

  protected override validate(): DsValidationResult {
    if (this.required && this.#files.length === 0) {
      return { flags: { valueMissing: true }, message: this.#strings().valueMissing };
    }
    return { flags: {}, message: '' };
  }

  protected override validationAnchor(): HTMLElement | undefined {
    return this.#button ?? undefined;
  }

  protected override resetValue(): void {
    this.#revokePreviews([...this.#files]);
    this.#files = [];
    this.#interacted = false;
    this.refused = null;
    this.announcement = '';
  }

  /** The files the browser kept (back/forward navigation): those that still pass the rules, without a message. */
  protected override restoreValue(state: DsFormValue): void {
    const list = state instanceof FormData ? state.getAll(this.name) : [state];
    const files = list.filter((f): f is File => typeof File !== 'undefined' && f instanceof File);
    this.#files = this.#select(files, []).added;
  }

  // ---- rendering -------------------------------------------------------------------------

  protected override updated(changed: PropertyValues<this>): void {
    super.updated(changed);
    this.toggleState('drag-over', this.#drop.over);
  }

  override render(): TemplateResult {
    const strings = this.#strings();
    const disabled = this.isDisabled;
    const error = this.#interacted && !disabled ? this.validate().message : '';
    const locale = this.#localize.locale();
    const refusals = this.#refusalLines(strings, locale);
    const refused = refusals.length > 0;
    const described = [this.required ? 'required-text' : '', refused ? 'message' : '', this.describedBy(error)]
      .filter(Boolean)
      .join(' ');

    /* eslint-disable lit-a11y/click-events-have-key-events -- a click on the zone or the label is a shortcut for the button, itself a tab stop */
    return html`<div
      part="form-control"
      class=${classMap({ 'form-control': true, invalid: Boolean(error) || refused, disabled })}
    >
      <div part="label" id="label" class=${classMap({ label: true, 'visually-hidden': this.hideLabel })} @click=${this.#onLabelClick}
        >${this.labelContent(this.required, strings.requiredMark)}</div
      >
      <div
        part="drop-zone"
        class=${classMap({ zone: true, 'drag-over': this.#drop.over })}
        @click=${this.#onZoneClick}
        @dragenter=${this.#drop.onDragEnter}
        @dragover=${this.#drop.onDragOver}
        @dragleave=${this.#drop.onDragLeave}
        @drop=${this.#drop.onDrop}
      >
        ${uploadIcon}
        <span part="hint" class="hint">${this.multiple ? strings.dropHintMultiple : strings.dropHint}</span>
        <button
          part="button"
          id="button"
          class="button"
          type="button"
          aria-labelledby="label button-text"
          aria-describedby=${described || nothing}
          aria-invalid=${error ? 'true' : nothing}
          ?disabled=${disabled}
          @click=${this.#onButtonClick}
        ><span id="button-text">${this.multiple ? strings.chooseMultiple : strings.choose}</span></button>
        <input
          id="input"
          type="file"
          hidden
          tabindex="-1"
          accept=${this.accept || nothing}
          ?multiple=${this.multiple}
          ?disabled=${disabled}
          @change=${this.#onInputChange}
          @input=${this.#stop}
        />
      </div>
      ${this.required ? html`<span id="required-text" hidden>${strings.required}</span>` : nothing}
      ${this.renderFieldTexts(error)}
      ${
        refused
          ? html`<div part="message" id="message" class="message">
              ${errorIcon}<span class="message-lines">${refusals.map(line => html`<span class="message-line">${line}</span>`)}</span>
            </div>`
          : nothing
      }
      ${
        this.#files.length > 0
          ? html`<ul part="file-list" class="file-list" aria-labelledby="label">
              ${repeat(
                this.#files,
                file => file,
                (file, index) => this.#renderFile(file, index, strings, locale, disabled),
              )}
            </ul>`
          : nothing
      }
      <div class="visually-hidden" role="status">${this.announcement}</div>
    </div>`;
    /* eslint-enable lit-a11y/click-events-have-key-events */
  }

  #renderFile(
    file: File,
    index: number,
    strings: FileInputStrings,
    locale: string | undefined,
    disabled: boolean,
  ): TemplateResult {
    const preview = this.#previewOf(file);
    return html`<li part="file" class="file">
      ${preview ? html`<img part="preview" class="preview" src=${preview} alt="" />` : fileIcon}
      <span class="file-text">
        <span part="file-name" class="file-name" title=${file.name}>${file.name}</span>
        <span part="file-size" class="file-size">${formatFileSize(file.size, locale)}</span>
      </span>
      <button
        part="remove-button"
        class="remove-button"
        type="button"
        data-index=${index}
        aria-label=${formatString(strings.remove, { name: file.name })}
        ?disabled=${disabled}
        @click=${this.#onRemoveClick}
      >
        ${removeIcon}
      </button>
    </li>`;
  }

  /** An image file's object URL, made when first shown (none on a server or without `URL.createObjectURL`). */
  #previewOf(file: File): string | undefined {
    if (isServer || !isImage(file) || typeof URL.createObjectURL !== 'function') return undefined;
    let url = this.#previews.get(file);
    if (!url && this.isConnected) {
      url = URL.createObjectURL(file);
      this.#previews.set(file, url);
    }
    return url;
  }

  #revokePreviews(files: Iterable<File>): void {
    for (const file of [...files]) {
      const url = this.#previews.get(file);
      if (url) URL.revokeObjectURL(url);
      this.#previews.delete(file);
    }
  }

  /** The refusal message, one line per reason, in the element's language now. */
  #refusalLines(strings: FileInputStrings, locale: string | undefined): string[] {
    const refused = this.refused;
    if (!refused) return [];
    const names = (list: string[]) => formatNameList(list, locale);
    const lines: string[] = [];
    if (refused.wrongType.length) lines.push(formatString(strings.wrongType, { names: names(refused.wrongType) }));
    if (refused.tooLarge.length) {
      const limit = formatFileSize(refused.limit, locale);
      lines.push(formatString(strings.tooLarge, { limit, names: names(refused.tooLarge) }));
    }
    if (refused.tooMany.length) lines.push(formatString(strings.tooMany, { names: names(refused.tooMany) }));
    return lines;
  }

  #strings(): FileInputStrings {
    return this.#localize.strings('fileInput', fileInputStrings, this.strings);
  }

  // ---- adding and removing ---------------------------------------------------------------

  #select(incoming: readonly File[], current: readonly File[]): FileSelection<File> {
    return selectFiles(incoming, current, { accept: this.accept, maxSize: this.maxSize, multiple: this.multiple });
  }

  /**
   * Adds the files of one choice or drop, by the rules; names the refused ones; for the user's (`fromUser`)
   * announces what was added and fires `input` and `change` when the list changed. The chooser, a drop and
   * `addFiles()` all come here.
   */
  #addFiles(incoming: readonly File[], fromUser: boolean): void {
    // A disabled input takes nothing from the user; a script may still fill it (a restored draft).
    if (fromUser && this.isDisabled) return;
    const result = this.#select(incoming, this.multiple ? this.#files : []);
    const strings = this.#strings();
    const locale = this.#localize.locale();
    const names = (files: File[]) => files.map(f => f.name);
    const refused: Refused = {
      wrongType: names(result.wrongType),
      tooLarge: names(result.tooLarge),
      tooMany: names(result.tooMany),
      limit: parseMaxSize(this.maxSize) ?? 0,
    };
    const any = refused.wrongType.length + refused.tooLarge.length + refused.tooMany.length > 0;
    this.refused = any ? refused : null;
    const refusals = this.#refusalLines(strings, locale);

    const count = result.added.length;
    const added = count
      ? formatString(isPluralOne(count, locale) ? strings.addedOne : strings.added, {
          count: this.#localize.number(count),
        })
      : '';
    if (fromUser) this.#announce([added, ...refusals].filter(Boolean).join(' '));
    if (count === 0) return;
    if (!this.multiple) this.#revokePreviews([...this.#files]);
    this.#files = this.multiple ? [...this.#files, ...result.added] : result.added;
    this.#interacted = false;
    if (fromUser) this.#changed();
    else this.#sync();
  }

  #removeAt(index: number): void {
    const file = this.#files[index];
    if (!file || this.isDisabled) return;
    this.#revokePreviews([file]);
    this.#files = this.#files.filter((_, i) => i !== index);
    this.refused = null;
    this.#announce(formatString(this.#strings().removed, { name: file.name }));
    this.#changed();
    // Focus would fall to the page with the removed button: the next remove button, else the chooser's.
    void this.updateComplete.then(() => {
      const buttons = this.renderRoot.querySelectorAll<HTMLButtonElement>('.remove-button');
      (buttons[index] ?? this.#button)?.focus();
    });
  }

  /** The list changed by the user: form value and validity first, then the events, then the render. */
  #changed(): void {
    this.#sync();
    this.dispatchEvent(new Event('input', { bubbles: true, composed: true }));
    this.dispatchEvent(new Event('change', { bubbles: true, composed: true }));
  }

  /** Form value and validity current at once (for a `FormData` read right after), the render to follow. */
  #sync(): void {
    this.updateFormValue();
    this.updateValidity();
    this.requestUpdate();
  }

  /** A live region reads a change of its text: the same words again get a no-break space, so they are read again. */
  #announce(text: string): void {
    this.announcement = text && text === this.announcement ? `${text}\u00a0` : text;
  }

  // ---- events ----------------------------------------------------------------------------

  #onButtonClick = (): void => {
    this.showPicker();
  };

  #onLabelClick = (): void => {
    this.focus();
  };

  /** A click on the zone around the button (its padding, icon or hint) opens the chooser too. */
  #onZoneClick = (event: MouseEvent): void => {
    if (this.isDisabled || (event.target as Element | null)?.closest?.('button, input')) return;
    this.showPicker();
  };

  #onInputChange = (event: Event): void => {
    // The native `change` is not composed and stops at the shadow root; the host fires its own.
    event.stopPropagation();
    const input = event.target as HTMLInputElement;
    const files = [...(input.files ?? [])];
    // Cleared, so that choosing the same file again is a change, and the input holds no second copy.
    input.value = '';
    this.#addFiles(files, true);
  };

  /** The native `input` of the hidden input is composed: the host fires its own once the list changed. */
  #stop = (event: Event): void => {
    event.stopPropagation();
  };

  #onRemoveClick = (event: MouseEvent): void => {
    const index = Number((event.currentTarget as HTMLElement).dataset.index);
    if (Number.isInteger(index)) this.#removeAt(index);
  };

  #onInvalid = (): void => {
    if (this.#interacted) return;
    this.#interacted = true;
    this.requestUpdate();
  };
}
