import { LitElement, css, html } from 'lit';

/** The baseline: a labelled native range input in a shadow root. */
export class LitSlider extends LitElement {
  static properties = { label: {}, value: { type: Number } };
  static styles = css`
    :host {
      display: block;
    }
    input {
      width: 100%;
    }
  `;

  constructor() {
    super();
    this.label = '';
    this.value = 0;
  }

  render() {
    return html`<label>${this.label}<input type="range" .value=${String(this.value)} /></label>`;
  }
}
customElements.define('lit-slider', LitSlider);
