import { LitElement, css, html } from 'lit';

/** The baseline: a closed tooltip is its trigger slot plus a hidden bubble with the text. */
export class LitTooltip extends LitElement {
  static properties = { content: {} };
  static styles = css`
    :host {
      display: inline-block;
    }
    [role='tooltip'] {
      display: none;
    }
  `;

  constructor() {
    super();
    this.content = '';
  }

  render() {
    return html`<slot></slot><div role="tooltip">${this.content}</div>`;
  }
}
customElements.define('lit-tooltip', LitTooltip);
