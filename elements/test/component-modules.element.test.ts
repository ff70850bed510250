/**
 * Every element's class is importable without registering it: `ds-<tag>.component.js` declares the class
 * (nothing defined), `ds-<tag>.js` registers that same class. A subclass registered under another name
 * works, and `defineElement()` registers the elements it renders (`static dependencies`) first. The tags
 * and their modules come from the manifest (custom-elements.json). No `../index.js` here: it would
 * register every tag.
 */
import { expect } from '@open-wc/testing';
import { defineElement } from '../internal/core/define.js';

interface Definition {
  tag: string;
  className: string;
  /** The registering module, `elements/button/ds-button.ts`. */
  module: string;
  /** The class's module, `elements/button/ds-button.component.ts`. */
  component: string;
}

const manifest = (await (await fetch(new URL('../../custom-elements.json', import.meta.url))).json()) as {
  modules: {
    path: string;
    exports?: { kind: string; name: string; declaration: { name: string; module?: string } }[];
  }[];
};
const definitions: Definition[] = manifest.modules.flatMap(m =>
  (m.exports ?? [])
    .filter(e => e.kind === 'custom-element-definition')
    .map(e => ({ tag: e.name, className: e.declaration.name, module: m.path, component: e.declaration.module ?? '' })),
);

/** `elements/x/ds-x.component.ts` -> its URL (the dev server compiles the `.ts` it is asked for). */
const url = (path: string) => new URL(`../../${path}`, import.meta.url).href;

type ElementClass = CustomElementConstructor & { dependencies?: Record<string, CustomElementConstructor> };
type Lit = HTMLElement & { updateComplete: Promise<unknown> };

// Every class module first, before anything registers: importing them must define no tag at all.
const classes = new Map<string, ElementClass>();
for (const d of definitions)
  classes.set(d.tag, ((await import(url(d.component))) as Record<string, ElementClass>)[d.className]!);
const definedAfterImports = definitions.filter(d => customElements.get(d.tag)).map(d => d.tag);

describe('element class modules (ds-<tag>.component.js)', () => {
  it('the manifest names a class module apart from the registering module for each of the 50 tags', () => {
    expect(definitions.length).to.equal(50);
    for (const d of definitions) {
      expect(d.component, d.tag).to.match(/\/ds-[a-z-]+\.component\.ts$/);
      expect(d.module, d.tag).to.equal(d.component.replace('.component.ts', '.ts'));
    }
  });

  it('importing every class module defines no tag', () => {
    expect(definedAfterImports).to.deep.equal([]);
  });

  for (const d of definitions) {
    it(`${d.tag}: a subclass registered under another name works, its dependencies registered first`, async () => {
      const Base = classes.get(d.tag)!;
      expect(Base, d.className).to.be.a('function');
      const name = `x-sub-${d.tag}`;
      const Sub = class extends (Base as unknown as typeof HTMLElement) {};
      defineElement(name, Sub);
      expect(customElements.get(name)).to.equal(Sub);
      for (const dependency of Object.keys(Base.dependencies ?? {}))
        expect(customElements.get(dependency), `${d.tag} depends on ${dependency}`).to.equal(
          Base.dependencies![dependency],
        );
      const el = document.createElement(name) as Lit;
      document.body.append(el);
      try {
        await el.updateComplete;
        expect(el).to.be.instanceOf(Base);
        expect(el.shadowRoot, `${name} rendered`).to.not.equal(null);
      } finally {
        el.remove();
      }
    });
  }

  it('importing ds-<tag>.js registers the same class under its tag', async () => {
    for (const d of definitions) {
      await import(url(d.module));
      expect(customElements.get(d.tag), d.tag).to.equal(classes.get(d.tag));
    }
  });
});
