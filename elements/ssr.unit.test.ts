// Every ds-* tag of the manifest renders on a server (Lit's SSR in Node) without throwing, with its
// shadow tree as a declarative shadow root. Elements touch the document only once connected.
import { readFileSync } from 'node:fs';
import { render } from '@lit-labs/ssr';
import { collectResultSync } from '@lit-labs/ssr/lib/render-result.js';
import { html as staticHtml, unsafeStatic } from 'lit/static-html.js';
import { beforeAll, describe, expect, it } from 'vitest';

interface Manifest {
  modules: { declarations?: { tagName?: string; customElement?: boolean }[] }[];
}
const manifest = JSON.parse(readFileSync('custom-elements.json', 'utf8')) as Manifest;
const tags = manifest.modules.flatMap(m => (m.declarations ?? []).flatMap(d => (d.tagName ? [d.tagName] : [])));

beforeAll(async () => {
  await import('./index.js');
});

describe('server rendering', () => {
  it('finds every tag of the manifest', () => {
    expect(tags.length).toBe(30);
  });
  for (const tag of tags) {
    it(`<${tag}> renders with its shadow root`, () => {
      const t = unsafeStatic(tag);
      const out = collectResultSync(render(staticHtml`<${t}>Text</${t}>`));
      expect(out).toMatch(new RegExp(`<${tag}[^>]*><template shadowroot="open" shadowrootmode="open"`));
    });
  }
});
