/**
 * The rule for property defaults (docs/ARCHITECTURE.md): every public property with an attribute and a default
 * uses Lit's `useDefault`, so removing the attribute gives the default back, on every element alike. For every
 * element and attribute of the manifest (custom-elements.json): the attribute is set to a value other than the
 * default, then removed; the property must be back at its default (the manifest's, where it writes a literal)
 * and the attribute must stay removed.
 */
import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import '../index.js';

interface ManifestAttribute {
  name: string;
  fieldName?: string;
  default?: string;
  type?: { text: string };
}
interface ManifestElement {
  tagName?: string;
  customElement?: boolean;
  attributes?: ManifestAttribute[];
}

/**
 * A form control's `value` attribute is its initial value (as an `<input>`'s is), read once when it connects
 * by an accessor of its own, not a default the property falls back to.
 */
const INITIAL_VALUE_ATTRIBUTES: Record<string, readonly string[]> = {
  'ds-color-picker': ['value'],
  'ds-dot-grid': ['value'],
  'ds-slider': ['value', 'value-start', 'value-end'],
};

const manifest = (await (await fetch(new URL('../../custom-elements.json', import.meta.url))).json()) as {
  modules: { declarations?: ManifestElement[] }[];
};
const elements = manifest.modules
  .flatMap(module => module.declarations ?? [])
  .filter((d): d is ManifestElement & { tagName: string } => Boolean(d.customElement && d.tagName?.startsWith('ds-')));

type Lit = HTMLElement & { updateComplete: Promise<unknown> } & Record<string, unknown>;

/** The manifest's default as a value, when it is a literal (`'primary'`, `10`, `false`); else undefined. */
function literal(text: string | undefined): { value: unknown } | undefined {
  if (text === undefined) return undefined;
  const json = /^'[^'"\\]*'$/.test(text) ? `"${text.slice(1, -1)}"` : text;
  try {
    return { value: JSON.parse(json) as unknown };
  } catch {
    return undefined;
  }
}

const same = (a: unknown, b: unknown) => Object.is(a, b) || JSON.stringify(a) === JSON.stringify(b);

/** An attribute value whose property differs from `fallback`: another literal of the type's union if it has one. */
function otherValue(fallback: unknown, type: string | undefined): string {
  if (typeof fallback === 'boolean') return '';
  if (typeof fallback === 'number') return String(fallback === 0 ? 1 : fallback + 1);
  const choices = [...(type ?? '').matchAll(/'([^']*)'/g)].map(m => m[1]!).filter(v => v !== fallback);
  return choices[0] ?? 'x-not-the-default';
}

/** A connected element, updated once (in a fresh fixture: the previous one is removed). */
async function make(tag: string): Promise<Lit> {
  const host = await fixture<HTMLDivElement>(html`<div></div>`);
  const el = document.createElement(tag) as Lit;
  host.append(el);
  await el.updateComplete;
  return el;
}

describe('property defaults: removing an attribute restores the default', () => {
  it('reads the elements from the manifest', () => {
    expect(elements.length).to.equal(50);
  });

  for (const element of elements) {
    const attributes = (element.attributes ?? []).filter(
      a => a.fieldName && !INITIAL_VALUE_ATTRIBUTES[element.tagName]?.includes(a.name),
    );
    if (!attributes.length) continue;
    it(`${element.tagName}: ${attributes.map(a => a.name).join(', ')}`, async () => {
      const failures: string[] = [];
      for (const attribute of attributes) {
        const field = attribute.fieldName!;
        const probe = await make(element.tagName);
        const fallback = probe[field];
        if (fallback === undefined || fallback === null) continue; // no default to restore
        const documented = literal(attribute.default);
        if (documented && !same(documented.value, fallback))
          failures.push(`${attribute.name}: starts at ${String(fallback)}, documented ${attribute.default}`);

        probe.setAttribute(attribute.name, otherValue(fallback, attribute.type?.text));
        await probe.updateComplete;
        probe.removeAttribute(attribute.name);
        const restored = await waitUntil(
          () => same(probe[field], fallback) && !probe.hasAttribute(attribute.name),
          undefined,
          { timeout: 500 },
        ).then(
          () => true,
          () => false,
        );
        if (!restored)
          failures.push(
            `${attribute.name}: after removing it, ${field} is ${JSON.stringify(probe[field])} (default ${JSON.stringify(fallback)})` +
              (probe.hasAttribute(attribute.name) ? `, attribute back as "${probe.getAttribute(attribute.name)}"` : ''),
          );
      }
      expect(failures, failures.join('\n')).to.deep.equal([]);
    });
  }
});
