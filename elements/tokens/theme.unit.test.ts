import { describe, expect, it } from 'vitest';
import { generateShades } from '../color/index.js';
import {
  BACKGROUND,
  applyTheme,
  colorVariables,
  resolvedMode,
  themeColorMetas,
  themeVariables,
  useKnownColorVariables,
} from './theme.js';

describe('resolvedMode', () => {
  it('follows the system only in auto', () => {
    expect(resolvedMode('light', true)).toBe('light');
    expect(resolvedMode('dark', false)).toBe('dark');
    expect(resolvedMode('auto', true)).toBe('dark');
    expect(resolvedMode('auto', false)).toBe('light');
  });
});

describe('themeVariables', () => {
  it('gives the palette tier of both colours', () => {
    const vars = themeVariables({ primary: '#d8342f', secondary: '#72bff5' });
    const p = generateShades('#d8342f');
    for (const level of [100, 200, 300, 400, 500, 600, 700, 800, 900] as const) {
      expect(vars[`--ds-primary-${level}`]).toBe(p[level]);
      expect(vars[`--ds-on-primary-${level}`]).toMatch(/^#(1a1a1a|ffffff)$/);
    }
    expect(vars['--ds-primary']).toBe('#d8342f');
    expect(vars['--ds-on-primary']).toBe('#ffffff');
    expect(vars['--ds-secondary']).toBe('#72bff5');
    expect(vars['--ds-on-secondary']).toBe('#1a1a1a');
    expect(vars['--ds-secondary-500']).toBe('#72bff5');
  });

  it('sets the root font size as a share of the browser default (15 px at 16 px)', () => {
    expect(themeVariables({ fontSize: 15 })).toEqual({ '--ds-font-size-root': '93.75%' });
    expect(themeVariables({ fontSize: 13 })).toEqual({ '--ds-font-size-root': '81.25%' });
  });

  it('accepts 3-digit colours and normalises case', () => {
    expect(themeVariables({ primary: '#ABC' })['--ds-primary-500']).toBe('#aabbcc');
  });

  it('ignores what is missing or invalid, never throwing', () => {
    expect(themeVariables({})).toEqual({});
    const bad = [undefined, null, '', '#12', '#ggg', '#0066ff80', 'null', 42, {}] as never[];
    for (const value of bad) {
      expect(themeVariables({ primary: value, secondary: value, fontSize: value })).toEqual({});
    }
    for (const fontSize of [12, 16, 14.5, NaN]) expect(themeVariables({ fontSize })).toEqual({});
    expect(
      Object.keys(themeVariables({ primary: 'nope', secondary: '#49c5b6' })).every(k => !k.includes('primary')),
    ).toBe(true);
  });
});

describe('themeColorMetas', () => {
  it('is one fixed colour for light and dark, a media pair for auto', () => {
    expect(themeColorMetas('light')).toEqual([{ media: null, content: '#fbfbfb' }]);
    expect(themeColorMetas('dark')).toEqual([{ media: null, content: '#191919' }]);
    expect(themeColorMetas('auto')).toEqual([
      { media: '(prefers-color-scheme: light)', content: BACKGROUND.light },
      { media: '(prefers-color-scheme: dark)', content: BACKGROUND.dark },
    ]);
  });
});

// A minimal stand-in for the few DOM calls applyTheme makes; real-browser behaviour is covered
// by the element and e2e tests.
function fakeDom() {
  const metas: FakeMeta[] = [];
  class FakeMeta {
    name = '';
    content = '';
    attrs = new Map<string, string>();
    setAttribute(k: string, v: string): void {
      this.attrs.set(k, v);
    }
    removeAttribute(k: string): void {
      this.attrs.delete(k);
    }
    remove(): void {
      metas.splice(metas.indexOf(this), 1);
    }
  }
  const doc = {
    head: { append: (m: FakeMeta) => metas.push(m) },
    createElement: () => new FakeMeta(),
    querySelectorAll: () => [...metas],
  };
  const props = new Map<string, string>();
  const attrs = new Map<string, string>();
  const root = {
    ownerDocument: doc,
    setAttribute: (k: string, v: string) => attrs.set(k, v),
    style: { setProperty: (k: string, v: string) => props.set(k, v) },
  };
  return { root: root as unknown as HTMLElement, metas, props, attrs };
}

describe('applyTheme (DOM part, on a fake)', () => {
  it('sets data-theme, the variables through the CSSOM and the theme-color metas', () => {
    const dom = fakeDom();
    applyTheme(dom.root, { mode: 'auto', primary: '#0066ff', secondary: '#49c5b6', fontSize: 14 });
    expect(dom.attrs.get('data-theme')).toBe('auto');
    expect(dom.props.get('--ds-primary-500')).toBe('#0066ff');
    expect(dom.props.get('--ds-font-size-root')).toBe('87.5%');
    expect(dom.metas.map(m => [m.name, m.attrs.get('media'), m.content])).toEqual([
      ['theme-color', '(prefers-color-scheme: light)', '#fbfbfb'],
      ['theme-color', '(prefers-color-scheme: dark)', '#191919'],
    ]);
    applyTheme(dom.root, { mode: 'dark' });
    expect(dom.attrs.get('data-theme')).toBe('dark');
    expect(dom.metas.map(m => [m.attrs.get('media'), m.content])).toEqual([[undefined, '#191919']]);
  });

  it('leaves everything alone for invalid settings', () => {
    const dom = fakeDom();
    applyTheme(dom.root, { mode: 'night' as never, primary: '#12', fontSize: 99 });
    expect(dom.attrs.size + dom.props.size + dom.metas.length).toBe(0);
  });

  it('never throws, even on a broken root', () => {
    expect(() => applyTheme(null as never, { mode: 'dark', primary: '#0066ff' })).not.toThrow();
    expect(() => applyTheme({} as HTMLElement, { mode: 'dark', primary: '#0066ff' })).not.toThrow();
  });
});

describe('colour variables known ahead (the boot script gets the defaults from its build)', () => {
  it('are taken as given instead of computed, for that role and colour only', () => {
    const computed = colorVariables('primary', '#123456');
    expect(computed['--ds-primary-500']).toBe('#123456');
    useKnownColorVariables({ 'primary #123456': { '--ds-primary-500': 'given' } });
    expect(themeVariables({ primary: '#123456' })).toEqual({ '--ds-primary-500': 'given' });
    expect(themeVariables({ secondary: '#123456' })['--ds-secondary-500']).toBe('#123456');
    // a copy each time: a caller changing it changes nothing for the next
    colorVariables('primary', '#123456')['--ds-primary-500'] = 'changed';
    expect(colorVariables('primary', '#123456')).toEqual({ '--ds-primary-500': 'given' });
    useKnownColorVariables({ 'primary #123456': computed }); // as computed, for the tests after this one
  });
});
