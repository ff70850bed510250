import { describe, expect, it } from 'vitest';
import { searchCatalogue, type SearchEntry } from '../../content/route-table';
import {
  catalogueByKind,
  MAX_QUERY_LENGTH,
  MIN_QUERY_LENGTH,
  STOP_WORDS,
  SUGGESTION_COUNT,
  drawSuggestions,
  findEntries,
  highlight,
  matchRanges,
  parseQuery,
  searchStatus,
  suggestionPool,
} from './search';

const entry = (title: string, tags: string[]): SearchEntry => ({
  title,
  description: `${title} description`,
  path: `/${title}`,
  tags,
});
const catalogue = [
  entry('Buttons', ['button', 'toggle', 'icon button']),
  entry('Slider', ['slider', 'range']),
  entry('Colors', ['color', 'palette', 'theme']),
  entry('Icons', ['icon', 'svg']),
];
const titles = (raw: unknown, list: readonly SearchEntry[] = catalogue) =>
  findEntries(list, parseQuery(raw)).map(r => r.entry.title);

/** A deterministic random source: the given values in turn, repeating. */
const sequence =
  (...values: number[]) =>
  () => {
    const value = values.shift()!;
    values.push(value);
    return value;
  };

describe('parseQuery', () => {
  it('lowercases the query and splits it on whitespace', () => {
    expect(parseQuery('Blue  SLIDER')).toEqual({ text: 'Blue  SLIDER', words: ['blue', 'slider'], problem: null });
    expect(parseQuery('a\tb\ncd').words).toEqual(['b', 'cd']);
  });

  it('splits on any Unicode whitespace (tab, new line, no-break and ideographic spaces)', () => {
    expect(parseQuery('red\u00a0green\u3000blue\u2003tone').words).toEqual(['red', 'green', 'blue', 'tone']);
  });

  it('drops empty words and each of the twelve stop words', () => {
    expect([...STOP_WORDS].sort()).toEqual([
      'a',
      'an',
      'and',
      'at',
      'by',
      'for',
      'in',
      'on',
      'or',
      'the',
      'to',
      'with',
    ]);
    expect(parseQuery('  the button and   the slider  ').words).toEqual(['button', 'slider']);
    for (const word of STOP_WORDS) expect(parseQuery(`${word} icon`).words).toEqual(['icon']);
  });

  it('drops stop words whatever their case, but keeps words that only contain one', () => {
    expect(parseQuery('THE And icon').words).toEqual(['icon']);
    expect(parseQuery('theme android tool').words).toEqual(['theme', 'android', 'tool']);
  });

  it('keeps each word once', () => {
    expect(parseQuery('icon Icon ICON svg icon').words).toEqual(['icon', 'svg']);
  });

  it('an empty or blank query is empty', () => {
    expect(parseQuery('')).toEqual({ text: '', words: [], problem: 'empty' });
    expect(parseQuery('   \t\n ')).toEqual({ text: '', words: [], problem: 'empty' });
  });

  it('a one-character query is too short, also with spaces around it', () => {
    expect(parseQuery('b').problem).toBe('too-short');
    expect(parseQuery('  b  ').problem).toBe('too-short');
    expect(parseQuery('😀').problem).toBe('too-short'); // one character, two UTF-16 units
    expect(parseQuery('ab').problem).toBeNull();
    expect(MIN_QUERY_LENGTH).toBe(2);
  });

  it('searches queries of 2 to 100 characters; 101 is too long', () => {
    expect(MAX_QUERY_LENGTH).toBe(100);
    const hundred = `icon ${'x'.repeat(95)}`;
    expect(hundred).toHaveLength(100);
    expect(parseQuery(hundred)).toMatchObject({ problem: null, words: ['icon', 'x'.repeat(95)] });
    expect(parseQuery(`${hundred}y`).problem).toBe('too-long');
    expect(parseQuery(`  ${hundred}  `).problem).toBeNull(); // spaces around do not count
    expect(parseQuery('😀'.repeat(100)).problem).toBeNull(); // counted in characters, not UTF-16 units
    expect(parseQuery('😀'.repeat(101)).problem).toBe('too-long');
  });

  it('a query of stop words only has no words left', () => {
    expect(parseQuery('the and')).toEqual({ text: 'the and', words: [], problem: 'only-stop-words' });
    expect(parseQuery('a an').problem).toBe('only-stop-words');
    expect(parseQuery('to').problem).toBe('only-stop-words');
  });

  it('lowercases non-ASCII letters too', () => {
    expect(parseQuery('ÉCLAIR Straße ΣΟΦΊΑ').words).toEqual(['éclair', 'straße', 'σοφία']);
  });

  it('treats anything but a string as an empty query', () => {
    for (const bad of [undefined, null, 42, {}, ['icon']]) expect(parseQuery(bad).problem).toBe('empty');
  });
});

describe('findEntries (any word a substring of any tag)', () => {
  it('matches a word that is a whole tag or part of one', () => {
    expect(titles('slider')).toEqual(['Slider']);
    expect(titles('pal')).toEqual(['Colors']);
    expect(titles('con')).toEqual(['Buttons', 'Icons']); // "icon button", "icon"
  });

  it('is an OR of the words', () => {
    expect(titles('slider svg')).toEqual(['Slider', 'Icons']);
    expect(titles('slider nothing')).toEqual(['Slider']);
  });

  it('ignores the case of the query and of the tags', () => {
    expect(titles('SLIDER')).toEqual(['Slider']);
    expect(titles('theme', [entry('Loud', ['THEME'])])).toEqual(['Loud']);
  });

  it('does not match titles or descriptions, only tags', () => {
    expect(titles('description')).toEqual([]);
    expect(titles('buttons')).toEqual([]); // the title, but no tag contains "buttons"
  });

  it('does not match across a word boundary of the query', () => {
    expect(titles('icon button')).toEqual(['Buttons', 'Icons']);
    expect(titles('iconbutton')).toEqual([]);
  });

  it('lists entries matching more words first, otherwise in catalogue order, each once', () => {
    expect(titles('svg icon')).toEqual(['Icons', 'Buttons']);
    expect(titles('icon icon button')).toEqual(['Buttons', 'Icons']);
  });

  it('tells which words and tags matched', () => {
    const [buttons] = findEntries(catalogue, parseQuery('icon toggle zzz'));
    expect(buttons).toMatchObject({ words: ['icon', 'toggle'], tags: ['toggle', 'icon button'] });
  });

  it('gives no results for an empty, one-character, over-long or stop-word-only query', () => {
    for (const raw of ['', '   ', 'i', ' s ', `icon${' icon'.repeat(20)}`, 'the', 'and or the', 'a an in on at']) {
      expect(titles(raw), JSON.stringify(raw)).toEqual([]);
    }
    // the over-long query would match if it were searched
    expect(`icon${' icon'.repeat(20)}`.length).toBeGreaterThan(100);
  });

  it('a two-character query is searched', () => {
    expect(titles('sv')).toEqual(['Icons']);
  });

  it('stop words never match, though tags contain them', () => {
    expect(titles('an', [entry('Anchor', ['anchor'])])).toEqual([]);
    expect(titles('the anchor', [entry('Anchor', ['anchor'])])).toEqual(['Anchor']);
  });

  it('gives nothing for an empty catalogue or a word no tag holds', () => {
    expect(titles('icon', [])).toEqual([]);
    expect(titles('zebra')).toEqual([]);
    expect(titles('café')).toEqual([]);
  });

  it('works on the real catalogue', () => {
    expect(titles('svg', searchCatalogue)).toEqual(['Icons', 'Icon Creator', 'Blob Generator']);
    expect(titles('SideBar', searchCatalogue)).toEqual(['Side Bar']);
    expect(titles('the dialog', searchCatalogue)).toEqual(['Modal']);
    expect(titles('x', searchCatalogue)).toEqual([]);
  });
});

describe('matchRanges and highlight', () => {
  it('finds every occurrence of every word, ignoring case', () => {
    expect(matchRanges('Icon icons ICON', ['icon'])).toEqual([
      [0, 4],
      [5, 9],
      [11, 15],
    ]);
  });

  it('merges overlapping and touching ranges', () => {
    expect(matchRanges('slider', ['sli', 'lid', 'der'])).toEqual([[0, 6]]);
    expect(matchRanges('aaaa', ['aa'])).toEqual([[0, 4]]);
  });

  it('keeps indexes of the original text where lowercasing changes a length', () => {
    // "İ" lowercases to two code units ("i" + a combining dot)
    const text = 'İcon icon';
    const ranges = matchRanges(text, ['icon']);
    expect(ranges.map(([s, e]) => text.slice(s, e))).toEqual(['icon']);
    expect(matchRanges(text, ['i']).map(([s, e]) => text.slice(s, e))).toEqual(['İ', 'i']);
  });

  it('handles astral characters and no words', () => {
    expect(matchRanges('😀 smile', ['smile'])).toEqual([[3, 8]]);
    expect(matchRanges('anything', [])).toEqual([]);
    expect(matchRanges('anything', [''])).toEqual([]);
    expect(matchRanges('', ['x'])).toEqual([]);
  });

  it('cuts a text into plain and matched pieces that join back into it', () => {
    const text = 'Six variants, icon-only buttons, toggles';
    const segments = highlight(text, ['button', 'toggle']);
    expect(segments.filter(s => s.match).map(s => s.text)).toEqual(['button', 'toggle']);
    expect(segments.map(s => s.text).join('')).toBe(text);
    expect(highlight('Button', ['button'])).toEqual([{ text: 'Button', match: true }]);
    expect(highlight('plain', ['zzz'])).toEqual([{ text: 'plain', match: false }]);
    expect(highlight('', ['zzz'])).toEqual([{ text: '', match: false }]);
  });
});

describe('suggestions (three random lowercased tags)', () => {
  it('the pool is every distinct tag, lowercased', () => {
    const pool = suggestionPool([entry('A', ['Icon', 'svg']), entry('B', ['icon', ' Dots '])]);
    expect(pool).toEqual(['icon', 'svg', 'dots']);
    expect(suggestionPool(searchCatalogue).length).toBeGreaterThan(2 * SUGGESTION_COUNT);
  });

  it('draws three distinct tags from the pool', () => {
    const pool = suggestionPool(searchCatalogue);
    for (let i = 0; i < 30; i++) {
      const drawn = drawSuggestions(pool);
      expect(drawn).toHaveLength(SUGGESTION_COUNT);
      expect(new Set(drawn).size).toBe(SUGGESTION_COUNT);
      for (const tag of drawn) {
        expect(pool).toContain(tag);
        expect(tag).toBe(tag.toLowerCase());
      }
    }
  });

  it('uses the injected random source', () => {
    const pool = ['a1', 'b2', 'c3', 'd4', 'e5'];
    expect(drawSuggestions(pool, () => 0)).toEqual(drawSuggestions(pool, () => 0));
    expect(drawSuggestions(pool, () => 0.999999)).toEqual(['a1', 'b2', 'c3']); // each swap with itself
    expect(drawSuggestions(pool, () => 0)).toEqual(['b2', 'c3', 'd4']);
    const draws = new Set(Array.from({ length: 10 }, (_, i) => drawSuggestions(pool, sequence(i / 10, 0.5)).join()));
    expect(draws.size).toBeGreaterThan(1);
  });

  it('avoids the previous suggestions when there are enough others (Clear draws new ones)', () => {
    const pool = suggestionPool(searchCatalogue);
    let shown = drawSuggestions(pool);
    for (let i = 0; i < 50; i++) {
      const next = drawSuggestions(pool, Math.random, shown);
      expect(next.some(tag => shown.includes(tag))).toBe(false);
      shown = next;
    }
  });

  it('fills up with earlier suggestions when the pool is small', () => {
    const drawn = drawSuggestions(['a1', 'b2', 'c3', 'd4'], () => 0.5, ['a1', 'b2', 'c3']);
    expect(drawn[0]).toBe('d4');
    expect(new Set(drawn).size).toBe(3);
  });

  it('gives what there is when the pool is smaller than three, and nothing for none', () => {
    expect(drawSuggestions(['only'])).toEqual(['only']);
    expect(drawSuggestions(['x1', 'x1', 'y2']).sort()).toEqual(['x1', 'y2']);
    expect(drawSuggestions([])).toEqual([]);
  });

  it('survives a random source outside [0, 1) and odd counts', () => {
    const pool = ['a1', 'b2', 'c3', 'd4'];
    for (const bad of [1, 2, -1, NaN, Infinity]) {
      const drawn = drawSuggestions(pool, () => bad);
      expect(drawn).toHaveLength(3);
      expect(new Set(drawn).size).toBe(3);
    }
    expect(drawSuggestions(pool, Math.random, [], 0)).toEqual([]);
    expect(drawSuggestions(pool, Math.random, [], -2)).toEqual([]);
    expect(drawSuggestions(pool, Math.random, [], NaN)).toEqual([]);
    expect(drawSuggestions(pool, Math.random, [], 10)).toHaveLength(4);
  });
});

describe('searchStatus (announced politely)', () => {
  const status = (raw: string) => {
    const query = parseQuery(raw);
    return searchStatus(query, findEntries(catalogue, query).length);
  };

  it('says nothing for an empty box', () => {
    expect(status('')).toBe('');
    expect(status('   ')).toBe('');
  });

  it('counts the results with the query', () => {
    expect(status('slider')).toBe('1 result for “slider”.');
    expect(status(' slider svg ')).toBe('2 results for “slider svg”.');
  });

  it('says clearly when nothing matches, naming the query', () => {
    expect(status('zebra')).toBe('No results for “zebra”.');
  });

  it('explains a one-character, an over-long and a stop-word-only query', () => {
    expect(status('s')).toBe('Type at least 2 characters to search.');
    expect(status('s'.repeat(101))).toBe('No results: a search can be at most 100 characters long.');
    expect(status('the and')).toMatch(/^No results for “the and”: short common words/);
  });
});

describe('catalogueByKind (the index shown before a query)', () => {
  it('groups every entry of the catalogue once: components, tools, then pages, in catalogue order', () => {
    const groups = catalogueByKind(searchCatalogue);
    expect(groups.map(g => g.title)).toEqual(['Components', 'Tools', 'Pages']);
    expect(groups.flatMap(g => g.entries).length).toBe(searchCatalogue.length);
    const [components, tools, pages] = groups;
    expect(components!.entries.every(e => e.path.startsWith('/Components/'))).toBe(true);
    expect(components!.entries[0]!.title).toBe('Typography');
    expect(tools!.entries.map(e => e.path)).toEqual(['/Tools/DotIconMaker', '/Tools/BlobGenerator']);
    expect(pages!.entries.some(e => e.path === '/Tools')).toBe(true);
  });

  it('leaves out a kind with no entry', () => {
    const only: SearchEntry = { title: 'A', description: 'B', path: '/About', tags: [] };
    expect(catalogueByKind([only])).toEqual([{ kind: 'pages', title: 'Pages', entries: [only] }]);
  });
});
