import { LitElement, css, html } from 'lit';

/** The baseline: the least a Lit button can be (a native button around a slot, static styles). */
export class LitButton extends LitElement {
  static styles = css`
    :host {
      display: inline-block;
    }
    button {
      min-height: 2.5rem;
      padding: 0 1rem;
      border: 1px solid #0066ff;
      border-radius: 999px;
      background: #0066ff;
      color: #fff;
      font: inherit;
    }
  `;

  render() {
    return html`<button part="base"><slot></slot></button>`;
  }
}
customElements.define('lit-button', LitButton);
