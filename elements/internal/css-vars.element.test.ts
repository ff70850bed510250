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

  it('removes a property left out of the set, and does not write a value again when it did not change', async () => {
    const host = await fixture<HTMLDivElement>(html`<div></div>`);
    render(view({ '--_a': 1, '--_b': 2 }), host);
    const div = host.firstElementChild as HTMLElement;
    const written: string[] = [];
    const setProperty = div.style.setProperty.bind(div.style);
    div.style.setProperty = (name: string, value: string | null) => {
      written.push(`${name}: ${value}`);
      setProperty(name, value);
    };
    render(view({ '--_a': 1, '--_b': 3 }), host);
    expect(written).to.deep.equal(['--_b: 3']);
    render(view({ '--_b': 3 }), host);
    expect(div.style.getPropertyValue('--_a')).to.equal('');
    expect(div.style.getPropertyValue('--_b')).to.equal('3');
    render(view({ '--_a': 0, '--_b': 3 }), host);
    expect(div.style.getPropertyValue('--_a')).to.equal('0');
  });
});
