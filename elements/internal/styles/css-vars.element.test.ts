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

  it('bound to style, sets the properties through the CSSOM and never writes the attribute', async () => {
    const host = await fixture<HTMLDivElement>(html`<div></div>`);
    const written: string[] = [];
    const setAttribute = Element.prototype.setAttribute;
    Element.prototype.setAttribute = function (this: Element, name: string, value: string) {
      written.push(name);
      setAttribute.call(this, name, value);
    };
    try {
      render(html`<div style=${cssVars({ '--_x': '10%' })}></div>`, host);
      render(html`<div style=${cssVars({ '--_x': '20%' })}></div>`, host);
    } finally {
      Element.prototype.setAttribute = setAttribute;
    }
    const div = host.firstElementChild as HTMLElement;
    expect(div.style.getPropertyValue('--_x')).to.equal('20%');
    expect(written).to.deep.equal([]);
  });

  it('refuses any other attribute, and style with other text around it', async () => {
    const host = await fixture<HTMLDivElement>(html`<div><div></div><div></div></div>`);
    const [a, b] = host.children;
    expect(() => render(html`<div title=${cssVars({})}></div>`, a as HTMLElement)).to.throw(/cssVars/);
    expect(() => render(html`<p style="color: red; ${cssVars({})}"></p>`, b as HTMLElement)).to.throw(/cssVars/);
  });
});
