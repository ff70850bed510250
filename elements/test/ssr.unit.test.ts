// Every ds-* tag of the manifest renders on a server (Lit's SSR in Node) without throwing, with its
// shadow tree as a declarative shadow root. Elements touch the document only once connected.
import { html } from 'lit';
import { beforeAll, describe, expect, it } from 'vitest';
import { manifestTags as tags, renderOnServer, renderTag } from './ssr.fixture.js';

beforeAll(async () => {
  await import('../index.js');
});

describe('server rendering', () => {
  it('finds every tag of the manifest', () => {
    expect(tags.length).toBe(50);
  });
  for (const tag of tags) {
    it(`<${tag}> renders with its shadow root`, () => {
      expect(renderTag(tag)).toMatch(new RegExp(`<${tag}[^>]*><template shadowroot="open" shadowrootmode="open"`));
    });
  }

  // What a visitor sees before the elements' script has run.
  describe('<ds-slider> shows its label, value and thumbs', () => {
    /** The shadow root's markup without its stylesheet and Lit's hydration comments. */
    const shadow = (out: string) =>
      /<template shadowroot[^>]*>([\s\S]*)<\/template>/
        .exec(out)![1]!
        .replace(/<style>[\s\S]*?<\/style>/g, '')
        .replace(/<!--[\s\S]*?-->/g, '');

    it('a plain slider: its label and the position of its thumb', () => {
      const out = shadow(renderOnServer(html`<ds-slider label="Volume" value="30"></ds-slider>`));
      expect(out).toMatch(/<div part="header label"[^>]*>Volume<\/div>/);
      expect(out).toMatch(/<div part="rail" class="rail" style="--_to:0.3;">/);
      expect(out).toMatch(/aria-valuenow="30"/);
    });

    it('with show-value: the shown value', () => {
      const out = shadow(renderOnServer(html`<ds-slider label="Volume" value="30" show-value></ds-slider>`));
      expect(out).toMatch(/<span part="label"[^>]*>Volume<\/span>/);
      expect(out).toMatch(/<span part="value"[^>]*>30<\/span>/);
      expect(out).toMatch(/<div part="rail" class="rail" style="--_from:0;--_to:0.3;">/);
    });

    it('a range with ticks: both values, the filled span and each tick', () => {
      const out = shadow(
        renderOnServer(
          html`<ds-slider label="Price" range value-start="20" value-end="80" show-value ticks="3"></ds-slider>`,
        ),
      );
      expect(out).toMatch(/<span part="value"[^>]*>20 – 80<\/span>/);
      expect(out).toMatch(/<div part="rail" class="rail" style="--_from:0.2;--_to:0.8;">/);
      expect([...out.matchAll(/class="tick" style="--_at:([\d.]+);"/g)].map(m => m[1])).toEqual(['0', '0.5', '1']);
    });
  });
});
