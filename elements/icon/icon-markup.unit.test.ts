import { describe, expect, it } from 'vitest';
import { dotMarkup, lineMarkup, markupTemplate } from './icon-markup.js';
import { customIcons, dotCells, standardIcons } from './icon-sets.js';

const icon = (name: string) => standardIcons.get(name)!;
const count = (markup: string, tag: string) => markup.split(`<${tag} `).length - 1;

describe('dotMarkup', () => {
  const rows = ['X.X', '...', 'XXX'];

  it('draws one circle per dot of the matrix', () => {
    const markup = dotMarkup(rows, true, 2);
    expect(count(markup, 'circle')).toBe(dotCells(rows, 'filled').length);
    expect(markup).toMatch(/^<g fill="currentColor" stroke="none"><circle cx="2.4" cy="2.4" r="0.9"><\/circle>/);
    expect(markup.endsWith('</circle></g>')).toBe(true);
  });

  it('sizes the dots by the stroke', () => {
    expect(dotMarkup(rows, true, 0.5)).toContain('r="0.45"');
    expect(dotMarkup(rows, true, 3)).toContain('r="1.2"');
  });

  it('draws the edge dots only in outline', () => {
    const block = ['XXX', 'XXX', 'XXX'];
    expect(count(dotMarkup(block, true, 2), 'circle')).toBe(9);
    expect(count(dotMarkup(block, false, 2), 'circle')).toBe(8);
  });

  it('draws every icon of the custom set', () => {
    for (const [name, dots] of customIcons)
      expect(count(dotMarkup(dots.rows, true, 2), 'circle'), name).toBeGreaterThan(0);
  });
});

describe('lineMarkup', () => {
  it('draws each piece once, with its role, inside a group of the stroke width', () => {
    for (const [name, line] of standardIcons) {
      const markup = lineMarkup(line, false, 1.5);
      expect(markup, name).toContain('<g fill="none" stroke="currentColor" stroke-width="1.5"');
      for (const role of ['line', 'shape', 'cut', 'slash']) {
        const pieces = line.pieces.filter(p => p.role === role).length;
        // in outline a slash is drawn twice where there is a mask: as a line, and as its gap in the mask
        const masked = markup.includes('<mask ') && role === 'slash' ? pieces : 0;
        expect(markup.split(`data-role="${role}"`).length - 1, `${name} ${role}`).toBe(pieces + masked);
      }
    }
  });

  it('cuts the details out of a filled icon through a mask, and draws them in outline', () => {
    const withDetails = [...standardIcons.values()].find(
      i => i.pieces.some(p => p.role === 'cut') && i.pieces.some(p => p.role === 'shape'),
    )!;
    const filled = lineMarkup(withDetails, true, 2);
    expect(filled).toContain('<mask id="cut" maskUnits="userSpaceOnUse" x="-4" y="-4" width="32" height="32">');
    expect(filled).toContain('<g mask="url(#cut)"><g class="shapes" fill="currentColor">');
    const outline = lineMarkup(withDetails, false, 2);
    expect(outline).toContain('<g class="shapes" fill="none">');
  });

  it('widens the gap around a slash to three strokes', () => {
    const slashed = [...standardIcons.values()].find(i => i.pieces.some(p => p.role === 'slash'))!;
    expect(lineMarkup(slashed, false, 2)).toMatch(/<mask [^]*data-role="slash" stroke-width="6"/);
  });

  it('has no mask where nothing is cut', () => {
    const plain = [...standardIcons.values()].find(i => i.pieces.every(p => p.role === 'line'))!;
    const markup = lineMarkup(plain, true, 2);
    expect(markup).not.toContain('<mask');
    expect(markup).toContain('<g><g class="shapes"');
  });

  it('writes circles, rectangles and paths with their geometry', () => {
    const all = [...standardIcons.values()].map(i => lineMarkup(i, false, 2)).join('');
    expect(all).toMatch(/<circle cx="[\d.]+" cy="[\d.]+" r="[\d.]+" data-role="\w+"><\/circle>/);
    expect(all).toMatch(
      /<rect x="[\d.]+" y="[\d.]+" width="[\d.]+" height="[\d.]+" rx="[\d.]+" data-role="\w+"><\/rect>/,
    );
    expect(all).toMatch(/<path d="M[^"]+" data-role="\w+"><\/path>/);
    expect(icon('search')).toBeDefined();
  });
});

describe('markupTemplate', () => {
  it('gives the same strings for the same markup, so Lit prepares each icon once', () => {
    const a = markupTemplate('<circle r="1"></circle>');
    const b = markupTemplate('<circle r="1"></circle>');
    expect(b.strings).toBe(a.strings);
    expect(a.values).toEqual([]);
    expect([...a.strings]).toEqual(['<circle r="1"></circle>']);
    expect(Object.hasOwn(a.strings, 'raw')).toBe(true); // what Lit checks before it trusts the strings
  });

  it('gives different strings for different markup', () => {
    expect(markupTemplate('<circle r="1"></circle>').strings).not.toBe(
      markupTemplate('<circle r="2"></circle>').strings,
    );
  });

  it('keeps a bounded number of templates', () => {
    const first = markupTemplate('<g id="first"></g>').strings;
    for (let i = 0; i < 600; i++) markupTemplate(`<circle r="${i}"></circle>`);
    expect(markupTemplate('<g id="first"></g>').strings).not.toBe(first); // dropped, then made again
  });
});
