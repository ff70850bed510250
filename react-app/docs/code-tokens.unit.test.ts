import { describe, expect, it } from 'vitest';
import { tokenize, type CodeLanguage, type TokenType } from './code-tokens';
import { snippetOf } from './snippet-markup';

const LANGUAGES: CodeLanguage[] = ['html', 'jsx', 'css', 'json'];

/** The coloured tokens as `type:text` (plain text and spaces left out). */
const coloured = (code: string, language: CodeLanguage) =>
  tokenize(code, language)
    .filter(token => token.type !== 'text')
    .map(token => `${token.type}:${token.text}`);

/** The texts of one type. */
const ofType = (code: string, language: CodeLanguage, type: TokenType) =>
  tokenize(code, language)
    .filter(token => token.type === type)
    .map(token => token.text);

describe('tokenize: HTML', () => {
  it('colours tags, attribute names, values and punctuation; element text stays plain', () => {
    expect(coloured('<ds-button variant="primary" disabled>Save</ds-button>', 'html')).toEqual([
      'punct:<',
      'tag:ds-button',
      'attr:variant',
      'punct:=',
      'string:"primary"',
      'attr:disabled',
      'punct:>',
      'punct:</',
      'tag:ds-button',
      'punct:>',
    ]);
  });

  it('names the attribute on its value, quoted or not', () => {
    const values = tokenize(`<a href='/x' data-n=3 title="t">`, 'html').filter(t => t.attr);
    expect(values.map(t => [t.attr, t.text])).toEqual([
      ['href', "'/x'"],
      ['data-n', '3'],
      ['title', '"t"'],
    ]);
  });

  it('keeps a > inside a quoted value in the value', () => {
    expect(ofType('<p title="a > b">x</p>', 'html', 'string')).toEqual(['"a > b"']);
    expect(ofType('<p title="a > b">x</p>', 'html', 'tag')).toEqual(['p', 'p']);
  });

  it('colours comments, and the script and style inside HTML as JavaScript and CSS', () => {
    const code = [
      '<!-- the host -->',
      '<ds-snackbar-host></ds-snackbar-host>',
      '<script type="module">',
      "  const host = document.querySelector('ds-snackbar-host');",
      '</script>',
      '<style>p { color: red; }</style>',
    ].join('\n');
    expect(ofType(code, 'html', 'comment')).toEqual(['<!-- the host -->']);
    expect(ofType(code, 'html', 'keyword')).toEqual(['const']);
    expect(ofType(code, 'html', 'string')).toEqual(['"module"', "'ds-snackbar-host'"]);
    expect(ofType(code, 'html', 'property')).toEqual(['color']);
    expect(ofType(code, 'html', 'tag')).toEqual([
      'ds-snackbar-host',
      'ds-snackbar-host',
      'script',
      'script',
      'style',
      'p',
      'style',
    ]);
  });
});

describe('tokenize: JSX and TSX', () => {
  const code = [
    "import { DsButton } from './ds';",
    '',
    '<DsButton variant="secondary" size={2} onClick={() => setOpen(a > b)} {...rest}>',
    '  Save {name}',
    '  <DsIcon slot="start" name="copy" />',
    '</DsButton>',
  ].join('\n');

  it('colours keywords, strings, JSX tags and attributes', () => {
    expect(ofType(code, 'jsx', 'keyword')).toEqual(['import', 'from']);
    expect(ofType(code, 'jsx', 'tag')).toEqual(['DsButton', 'DsIcon', 'DsButton']);
    expect(ofType(code, 'jsx', 'attr')).toEqual(['variant', 'size', 'onClick', 'slot', 'name']);
    expect(ofType(code, 'jsx', 'string')).toEqual(["'./ds'", '"secondary"', '"start"', '"copy"']);
    expect(ofType(code, 'jsx', 'value')).toEqual(['2']);
  });

  it('reads a {…} expression to its matching brace, a > inside it included', () => {
    const tokens = tokenize(code, 'jsx');
    expect(tokens.some(t => t.type === 'text' && t.text.includes('Save'))).toBe(true);
    // the > of `a > b` is an operator, not the end of the tag
    expect(coloured(code, 'jsx').join(' ')).toContain(
      'punct:( punct:> punct:) punct:} punct:{ punct:... punct:} punct:>',
    );
    expect(ofType(code, 'jsx', 'punct')).toContain('=>');
  });

  it('tells a comparison from a JSX tag, and a comment from code', () => {
    expect(ofType('if (a < b) x = <B />;', 'jsx', 'tag')).toEqual(['B']);
    expect(ofType('// under <SnackbarProvider>\nshow();', 'jsx', 'comment')).toEqual(['// under <SnackbarProvider>']);
    expect(ofType('const n = useState<number>(0);', 'jsx', 'tag')).toEqual([]);
  });

  it('colours the keys of an object literal as properties', () => {
    expect(ofType("show({ message: 'Saved', duration: 3000 });", 'jsx', 'property')).toEqual(['message', 'duration']);
    expect(ofType("show({ message: 'Saved', duration: 3000 });", 'jsx', 'value')).toEqual(['3000']);
  });

  it('colours the demos’ own snippets', () => {
    const { react } = snippetOf({ tag: 'ds-dot-grid', attrs: { label: 'My icon', value: '1,2,3', guides: true } });
    expect(ofType(react, 'jsx', 'tag')).toEqual(['DsDotGrid']);
    expect(ofType(react, 'jsx', 'attr')).toEqual(['label', 'value', 'guides']);
  });
});

describe('tokenize: CSS and JSON', () => {
  it('colours selectors, properties, values, comments and at-rules', () => {
    const code = [
      '/* Theme */',
      ':root {',
      '  --ds-primary: #0066ff;',
      '  color: var(--ds-x, rgb(0 0 0 / 0.4)) !important;',
      '}',
      '@media (min-width: 600px) { a:hover { gap: 4px } }',
    ].join('\n');
    expect(ofType(code, 'css', 'comment')).toEqual(['/* Theme */']);
    expect(ofType(code, 'css', 'tag')).toEqual([':root', 'a:hover']);
    expect(ofType(code, 'css', 'property')).toEqual(['--ds-primary', 'color', '--ds-x', 'gap']);
    expect(ofType(code, 'css', 'value')).toEqual(
      expect.arrayContaining(['#0066ff', 'var', 'rgb', '0.4', 'min-width', '600px', '4px']),
    );
    expect(ofType(code, 'css', 'keyword')).toEqual(['!important', '@media']);
  });

  it('colours JSON keys as properties, strings, numbers and literals', () => {
    const code = '{ "primary": { "$type": "color", "$value": "#0066ff", "n": 1.5, "ok": true } }';
    expect(ofType(code, 'json', 'property')).toEqual(['"primary"', '"$type"', '"$value"', '"n"', '"ok"']);
    expect(ofType(code, 'json', 'string')).toEqual(['"color"', '"#0066ff"']);
    expect(ofType(code, 'json', 'value')).toEqual(['1.5', 'true']);
  });
});

describe('tokenize: any input', () => {
  const MALFORMED = [
    '',
    '<',
    '</',
    '<>',
    '<a',
    '<a href="x',
    "<a href='x>y</a>",
    '<a b=>',
    '<a {x}>',
    '<!--',
    '<!-- never closed <b>',
    '<script>const a = "x',
    '<style>p { color: ',
    '<A b={() => { return <C d={{',
    '<A>{',
    '}}}',
    '"unclosed\nnext line',
    '`template ${x',
    '/* never closed',
    '@',
    ':root { --a: ; } }',
    'a { b: c',
    '{ "a": ',
    '\\',
    '😀 <ds-icon name="😀">',
  ];

  it.each(LANGUAGES)('%s: malformed input never throws and the tokens join to the input', language => {
    for (const code of MALFORMED) {
      const tokens = tokenize(code, language);
      expect(tokens.map(t => t.text).join(''), code).toBe(code);
      expect(tokens.every(t => t.text.length > 0)).toBe(true);
    }
  });

  it('gives no tokens for empty input', () => {
    for (const language of LANGUAGES) expect(tokenize('', language)).toEqual([]);
  });

  it('survives deep nesting and random input', () => {
    const deep = '<a>{'.repeat(5000);
    expect(
      tokenize(deep, 'jsx')
        .map(t => t.text)
        .join(''),
    ).toBe(deep);
    // A fixed pseudo-random sequence: the same cases every run.
    let seed = 7;
    const random = () => (seed = (seed * 16807) % 2147483647) / 2147483647;
    const alphabet = '<>/="\'{}()[];:,.!@#-_ \n\tabcAB12`*$&';
    for (let n = 0; n < 300; n++) {
      const code = Array.from({ length: Math.floor(random() * 60) }, () =>
        alphabet.charAt(Math.floor(random() * alphabet.length)),
      ).join('');
      for (const language of LANGUAGES) {
        expect(
          tokenize(code, language)
            .map(t => t.text)
            .join(''),
        ).toBe(code);
      }
    }
  });
});
