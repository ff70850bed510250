// The editor data (VS Code custom data, JetBrains web-types) shows the public API of every tag.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
// @ts-expect-error: a plain .mjs script without type declarations
import { toJson, vscodeCustomData, webTypes } from './make-editor-data.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const SCRIPT = path.join(ROOT, 'scripts/make-editor-data.mjs');

const manifest = {
  schemaVersion: '2.1.0',
  modules: [
    {
      kind: 'javascript-module',
      path: 'elements/foo/ds-foo.ts',
      declarations: [
        {
          kind: 'variable',
          name: 'fooTones',
          type: { text: "['calm', 'loud']" },
        },
        {
          kind: 'class',
          name: 'DsFoo',
          customElement: true,
          tagName: 'ds-foo',
          summary: 'A foo.',
          description: 'Foo in full.\n\n```html\n<ds-foo>\n  Hi\n</ds-foo>\n```',
          attributes: [
            { name: 'variant', type: { text: "'primary' | 'secondary'" }, default: "'primary'", fieldName: 'variant' },
            { name: 'tone', type: { text: 'DsFooTone' }, fieldName: 'tone' },
            { name: 'open', type: { text: 'boolean' }, default: 'false', fieldName: 'open' },
            { name: 'secret', type: { text: 'string' }, fieldName: 'secret' },
          ],
          members: [
            { kind: 'field', name: 'variant', type: { text: "'primary' | 'secondary'" }, attribute: 'variant' },
            { kind: 'field', name: 'open', type: { text: 'boolean' }, description: 'Shown.' },
            { kind: 'field', name: 'items', type: { text: 'string[]' }, readonly: true },
            { kind: 'field', name: 'secret', privacy: 'private' },
            { kind: 'field', name: 'guarded', privacy: 'protected' },
            { kind: 'field', name: '_cache' },
            { kind: 'field', name: '#ripple', privacy: 'private' },
            { kind: 'field', name: 'styles', static: true },
            { kind: 'method', name: 'show' },
          ],
          slots: [
            { name: '', description: 'The content.' },
            { name: 'icon', description: 'An icon.' },
          ],
          events: [{ name: 'ds-foo-show', type: { text: 'DsFooShowEvent' }, description: 'Shown.' }],
          cssParts: [{ name: 'base', description: 'The box.' }],
          cssProperties: [{ name: '--ds-foo-gap', description: 'The gap.', default: '4px' }],
        },
        // not a custom element: skipped
        { kind: 'class', name: 'DsBase', customElement: true },
        // no description, nothing else: no crash
        { kind: 'class', name: 'DsBare', customElement: true, tagName: 'ds-bare' },
      ],
    },
  ],
};

/** What the tests read of the (untyped) outputs: tags, attributes, values, slots, events… */
interface Entry {
  name: string;
  description?: string;
  references?: { name: string; url: string }[];
  attributes?: Entry[];
  values?: Entry[];
  value?: { type: string };
  'doc-url'?: string;
  slots?: Entry[];
  js?: { properties?: Entry[]; events?: Entry[] };
  css?: { parts?: Entry[]; properties?: Entry[] };
}
interface VscodeData {
  version: number;
  tags: Entry[];
}
interface WebTypes {
  contributions: { html: { elements: Entry[] } };
}
const names = (items: Entry[] | undefined) => (items ?? []).map(i => i.name);
const byName = (items: Entry[] | undefined, name: string): Entry => {
  const found = items?.find(i => i.name === name);
  if (!found) throw new Error(`${name} not found`);
  return found;
};

const docUrl = 'https://example.org/{tag}';
const vscode: VscodeData = vscodeCustomData(manifest, { docUrl });
const web: WebTypes = webTypes(manifest, { name: 'ds', version: '1.2.3', docUrl });

describe('make-editor-data: VS Code custom data', () => {
  const foo = byName(vscode.tags, 'ds-foo');

  it('lists the tags, sorted, with markdown of their slots, events, parts and custom properties', () => {
    expect(vscode.version).toBe(1.1);
    expect(names(vscode.tags)).toEqual(['ds-bare', 'ds-foo']);
    expect(foo.description).toMatch(/^A foo\.\n\nFoo in full\./);
    // code blocks keep their lines
    expect(foo.description).toContain('```html\n<ds-foo>\n  Hi\n</ds-foo>\n```');
    expect(foo.description).toContain('- _(default)_ - The content.');
    expect(foo.description).toContain('- `icon` - An icon.');
    expect(foo.description).toContain('- `ds-foo-show` - Shown.');
    expect(foo.description).toContain('- `base` - The box.');
    expect(foo.description).toContain('- `--ds-foo-gap` - The gap. Default: `4px`.');
    expect(foo.references).toEqual([{ name: 'Documentation', url: 'https://example.org/ds-foo' }]);
  });

  it('gives union attributes their values and boolean attributes the value set "v"', () => {
    expect(foo.attributes).toEqual([
      { name: 'variant', description: 'Default: `primary`.', values: [{ name: 'primary' }, { name: 'secondary' }] },
      // a type alias resolves through the constant tuple it is read from
      { name: 'tone', values: [{ name: 'calm' }, { name: 'loud' }] },
      { name: 'open', valueSet: 'v' },
    ]);
  });
});

describe('make-editor-data: web-types', () => {
  const foo = byName(web.contributions.html.elements, 'ds-foo');

  it('has the header of a web-types file', () => {
    expect(web).toMatchObject({
      $schema: 'https://json.schemastore.org/web-types',
      name: 'ds',
      version: '1.2.3',
      'description-markup': 'markdown',
    });
    expect(foo['doc-url']).toBe('https://example.org/ds-foo');
    expect(foo.description).toMatch(/^A foo\.\n\nFoo in full\./);
  });

  it('types the public attributes for HTML', () => {
    expect(foo.attributes).toEqual([
      { name: 'variant', value: { type: "'primary' | 'secondary'", required: false }, default: 'primary' },
      { name: 'tone', value: { type: "'calm' | 'loud'", required: false } },
      { name: 'open', value: { type: 'boolean', required: false } },
    ]);
  });

  it('lists named slots, public properties, events, CSS parts and custom properties', () => {
    expect(foo.slots).toEqual([{ name: 'icon', description: 'An icon.' }]);
    expect(foo.js?.properties).toEqual([
      { name: 'variant', type: "'primary' | 'secondary'" },
      { name: 'open', type: 'boolean', description: 'Shown.' },
      { name: 'items', type: 'string[]', 'read-only': true },
    ]);
    expect(foo.js?.events).toEqual([{ name: 'ds-foo-show', description: 'Shown.', type: 'DsFooShowEvent' }]);
    expect(foo.css).toEqual({
      parts: [{ name: 'base', description: 'The box.' }],
      properties: [{ name: '--ds-foo-gap', description: 'The gap. Default: `4px`.' }],
    });
  });
});

describe('make-editor-data: bad input', () => {
  it('gives no tags for a manifest without modules or declarations', () => {
    expect(vscodeCustomData({ schemaVersion: '2.1.0' }).tags).toEqual([]);
    expect(vscodeCustomData({ modules: [{ path: 'x.ts' }] }).tags).toEqual([]);
    expect(webTypes({}, { name: 'ds', version: '0.0.0' }).contributions.html.elements).toEqual([]);
  });

  it('skips a declaration without a tag name and keeps an element without a description', () => {
    expect(names(web.contributions.html.elements)).toEqual(['ds-bare', 'ds-foo']);
    expect(byName(vscode.tags, 'ds-bare')).toEqual({
      name: 'ds-bare',
      attributes: [],
      references: [{ name: 'Documentation', url: 'https://example.org/ds-bare' }],
    });
    expect(byName(web.contributions.html.elements, 'ds-bare')).toEqual({
      name: 'ds-bare',
      'doc-url': 'https://example.org/ds-bare',
      attributes: [],
    });
  });
});

/** How many ds-* tags the repository's manifest defines. */
function realTagCount(): number {
  const manifest = JSON.parse(readFileSync(path.join(ROOT, 'custom-elements.json'), 'utf8')) as {
    modules: { exports?: { kind: string }[] }[];
  };
  return manifest.modules.flatMap(m => m.exports ?? []).filter(e => e.kind === 'custom-element-definition').length;
}

describe('make-editor-data: the real custom-elements.json', () => {
  const real = JSON.parse(readFileSync(path.join(ROOT, 'custom-elements.json'), 'utf8'));
  const realVscode: VscodeData = vscodeCustomData(real);
  const realWeb: WebTypes = webTypes(real, { name: 'ds-portfolio', version: '1.0.0' });
  const elements = realWeb.contributions.html.elements;
  const tagCount = realTagCount();

  it('has every tag of the manifest, each with a description', () => {
    expect(tagCount).toBeGreaterThanOrEqual(30);
    expect(realVscode.tags).toHaveLength(tagCount);
    expect(elements).toHaveLength(tagCount);
    for (const tag of [...realVscode.tags, ...elements]) expect(tag.description, tag.name).toMatch(/\S/);
  });

  it("offers ds-button's variants and the placements a constant spreads from another", () => {
    const variant = byName(byName(realVscode.tags, 'ds-button').attributes, 'variant');
    expect(names(variant.values)).toContain('primary');
    expect(byName(byName(elements, 'ds-button').attributes, 'variant').value?.type).toContain("'primary'");
    const placement = byName(byName(realVscode.tags, 'ds-tooltip').attributes, 'placement');
    expect(names(placement.values)).toEqual(expect.arrayContaining(['auto', 'top', 'bottom']));
  });

  it('shows no private, protected, underscored or static member', () => {
    interface Member {
      name: string;
      privacy?: string;
      static?: boolean;
    }
    const decls = real.modules.flatMap((mod: { declarations?: object[] }) => mod.declarations ?? []);
    let checked = 0;
    for (const element of elements) {
      const members: Member[] = decls.find((d: { tagName?: string }) => d.tagName === element.name).members ?? [];
      const hidden = members.filter(m => m.privacy === 'private' || m.privacy === 'protected' || m.static);
      for (const name of [...names(element.js?.properties), ...names(element.attributes)]) {
        expect(name, element.name).not.toMatch(/^[_#]/);
        expect(
          hidden.map(m => m.name),
          `${element.name} ${name}`,
        ).not.toContain(name);
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(100);
  });

  it('round-trips both outputs through JSON', () => {
    expect(JSON.parse(toJson(realVscode))).toEqual(realVscode);
    expect(JSON.parse(toJson(realWeb))).toEqual(realWeb);
  });
});

describe('make-editor-data: command line', () => {
  it('writes both files, pretty-printed with a final newline', () => {
    const out = mkdtempSync(path.join(tmpdir(), 'editor-data-'));
    try {
      execFileSync(process.execPath, [SCRIPT, '--out', out, '--name', 'pkg', '--version', '9.9.9'], { cwd: ROOT });
      const vs = readFileSync(path.join(out, 'vscode.html-custom-data.json'), 'utf8');
      const wt = readFileSync(path.join(out, 'web-types.json'), 'utf8');
      expect(vs).toMatch(/^\{\n {2}"\$schema"/);
      expect(vs.endsWith('}\n')).toBe(true);
      expect(JSON.parse(vs).tags).toHaveLength(realTagCount());
      expect(JSON.parse(wt)).toMatchObject({ name: 'pkg', version: '9.9.9' });
    } finally {
      rmSync(out, { recursive: true, force: true });
    }
  });
});
