import { expect, fixture, html } from '@open-wc/testing';
import { render } from 'lit';
import { cssVars, type CssVars } from './css-vars.js';

describe('cssVars directive', () => {
  const view = (vars: CssVars) => html`<div ${cssVars(vars)}></div>`;

  it('sets custom properties on the first render and updates and removes them later', async () => {
    const host = await fixture<HTMLDivElement>(html`<div></div>`);
    render(view({ '--_x': '10%', color: 'red' }), host);
    const div = host.firstElementChild as HTMLElement;
    expect(div.style.getPropertyValue('--_x')).to.equal('10%');
    expect(div.style.getPropertyValue('color')).to.equal('red');
    render(view({ '--_x': '20%', color: undefined }), host);
    expect(div.style.getPropertyValue('--_x')).to.equal('20%');
    expect(div.style.getPropertyValue('color')).to.equal('');
  });
});
