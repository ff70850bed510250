import { LitElement, css, html, nothing } from 'lit';

/**
 * The like-for-like baseline of ds-button: a Lit button with its features and nothing more.
 * Start, default and end slots; a form-associated element (`ElementInternals`: type submit or
 * reset acts on its form, `name` and `value`); `delegatesFocus`; a link (`<a>`) when `href` is
 * set; `variant` and `size` reflected for the styles. Written the way the Lit docs show, with the
 * defaults not written as attributes (`useDefault`), and none of ds-button's own optimisations.
 */
export class LitFormButton extends LitElement {
  static formAssociated = true;
  static shadowRootOptions = { ...LitElement.shadowRootOptions, delegatesFocus: true };
  static properties = {
    variant: { reflect: true, useDefault: true },
    size: { reflect: true, useDefault: true },
    type: { reflect: true, useDefault: true },
    name: { reflect: true, useDefault: true },
    value: { useDefault: true },
    href: { useDefault: true },
    disabled: { type: Boolean, reflect: true, useDefault: true },
  };

  static styles = css`
    :host {
      display: inline-block;
      --_height: 2.5rem;
      --_padding: 1.25rem;
      --_bg: #0066ff;
      --_fg: #fff;
    }
    :host([size='small']) {
      --_height: 2rem;
      --_padding: 1rem;
    }
    :host([size='large']) {
      --_height: 3rem;
      --_padding: 1.5rem;
    }
    :host([variant='secondary']) {
      --_bg: #5b6470;
    }
    :host([variant='outline']) {
      --_bg: transparent;
      --_fg: #1a1c1e;
    }
    :host([disabled]) {
      opacity: 0.5;
    }
    .button {
      display: block;
      min-height: var(--_height);
      padding: 0 var(--_padding);
      border: 1px solid var(--_bg);
      border-radius: 999px;
      background: var(--_bg);
      color: var(--_fg);
      font: inherit;
      line-height: calc(var(--_height) - 2px);
      text-decoration: none;
      white-space: nowrap;
    }
  `;

  constructor() {
    super();
    this.internals = this.attachInternals();
    this.variant = 'primary';
    this.size = 'medium';
    this.type = 'button';
    this.name = '';
    this.value = '';
    this.href = '';
    this.disabled = false;
    this.addEventListener('click', this.#onClick);
  }

  get form() {
    return this.internals.form;
  }

  render() {
    if (this.href) {
      return html`<a part="base" class="button" href=${this.disabled ? nothing : this.href}
        ><slot name="start"></slot><slot></slot><slot name="end"></slot
      ></a>`;
    }
    return html`<button part="base" class="button" type="button" ?disabled=${this.disabled}
      ><slot name="start"></slot><slot></slot><slot name="end"></slot
    ></button>`;
  }

  #onClick = () => {
    if (this.disabled || !this.form) return;
    if (this.type === 'reset') this.form.reset();
    else if (this.type === 'submit') {
      // a custom element cannot be the submitter: a hidden native button stands in with name=value
      const proxy = Object.assign(document.createElement('button'), { type: 'submit', hidden: true });
      if (this.name) Object.assign(proxy, { name: this.name, value: this.value });
      this.form.append(proxy);
      this.form.requestSubmit(proxy);
      proxy.remove();
    }
  };
}
customElements.define('lit-form-button', LitFormButton);
