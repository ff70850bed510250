/// <reference types="node" />
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { namedPalette } from '../../content/swatches.js';
import { contrastRatio, generateShades, neutralScale, parseHex } from '../color/index.js';
import { BACKGROUND, themeVariables } from './theme.js';
import { parseRules, resolveToken, rootTokens, type Scheme } from './tokens-parse.js';

const css = readFileSync(new URL('./tokens.css', import.meta.url), 'utf8');
const tokens = rootTokens(css);
const SCHEMES: Scheme[] = ['light', 'dark'];
const get = (name: string, scheme: Scheme): string => resolveToken(tokens, `--ds-${name}`, scheme);

// Every token docs/CONTRACTS.md promises (palette shades are checked separately below).
const CONTRACT_TOKENS = [
  'primary',
  'on-primary',
  'secondary',
  'on-secondary',
  'color-background',
  'color-surface',
  'color-surface-raised',
  'color-surface-sunken',
  'color-on-surface',
  'color-on-surface-muted',
  'color-border',
  'color-border-strong',
  'color-accent',
  'color-on-accent',
  'color-accent-soft',
  'color-on-accent-soft',
  'color-secondary',
  'color-on-secondary',
  'color-focus-ring',
  'color-danger',
  'color-on-danger',
  'color-success',
  'color-warning',
  'color-inverse-surface',
  'color-on-inverse-surface',
  'color-scrim',
  'color-overlay-border',
  'space-2xs',
  'space-xs',
  'space-s',
  'space-m',
  'space-l',
  'space-xl',
  'space-2xl',
  'space-3xl',
  'radius-s',
  'radius-m',
  'radius-l',
  'radius-xl',
  'radius-pill',
  'font-family',
  'font-family-mono',
  'font-size-root',
  'font-size-xs',
  'font-size-s',
  'font-size-m',
  'font-size-l',
  'font-size-xl',
  'font-size-2xl',
  'font-size-3xl',
  'font-weight-regular',
  'font-weight-medium',
  'font-weight-bold',
  'line-height',
  'duration-fast',
  'duration-medium',
  'duration-slow',
  'easing-standard',
  'easing-emphasized',
  'shadow-1',
  'shadow-2',
  'shadow-3',
];

describe('tokens.css structure', () => {
  it('defines every contract token', () => {
    for (const name of CONTRACT_TOKENS) expect(tokens.has(`--ds-${name}`), name).toBe(true);
  });

  it('fixes the contract values of spacing, radius and durations', () => {
    const expected: Record<string, string> = {
      'space-2xs': '2px',
      'space-xs': '4px',
      'space-s': '8px',
      'space-m': '12px',
      'space-l': '16px',
      'space-xl': '24px',
      'space-2xl': '32px',
      'space-3xl': '48px',
      'radius-s': '4px',
      'radius-m': '8px',
      'radius-l': '12px',
      'radius-xl': '20px',
      'radius-pill': '999px',
      'duration-fast': '150ms',
      'duration-medium': '300ms',
      'duration-slow': '500ms',
    };
    for (const [name, value] of Object.entries(expected)) expect(get(name, 'light'), name).toBe(value);
  });

  it('font sizes are rem so the root size setting scales them; small print never goes under 12 px', () => {
    for (const size of ['s', 'm', 'l', 'xl', '2xl', '3xl']) expect(get(`font-size-${size}`, 'light')).toMatch(/rem$/);
    expect(get('font-size-xs', 'light')).toMatch(/^max\(12px, [\d.]+rem\)$/);
  });

  it('sets color-scheme per data-theme and the root font size', () => {
    const rules = parseRules(css).filter(r => r.at.length === 0);
    const scheme = (selector: string): string | undefined =>
      rules.find(r => r.selector === selector && r.declarations.has('color-scheme'))?.declarations.get('color-scheme');
    expect(scheme(':root')).toBe('light dark');
    expect(scheme(":root[data-theme='light']")).toBe('light');
    expect(scheme(":root[data-theme='dark']")).toBe('dark');
    expect(rules.find(r => r.selector === 'html')?.declarations.get('font-size')).toBe(
      'var(--ds-font-size-root, 87.5%)',
    );
  });

  it('reduces every duration to 0.01ms under prefers-reduced-motion', () => {
    const reduced = parseRules(css).filter(r => r.at.some(a => /prefers-reduced-motion:\s*reduce/.test(a)));
    const declared = new Map(reduced.flatMap(r => [...r.declarations]));
    for (const name of ['fast', 'medium', 'slow']) expect(declared.get(`--ds-duration-${name}`)).toBe('0.01ms');
  });

  it('writes semantic colours with light-dark()', () => {
    const semantic = [...tokens.keys()].filter(n => n.startsWith('--ds-color-'));
    expect(semantic.length).toBeGreaterThan(20);
    for (const name of semantic) expect(tokens.get(name), name).toMatch(/^light-dark\(/);
  });
});

describe('tokens.css palette defaults match the engine', () => {
  it('primary and secondary shades equal generateShades of the defaults', () => {
    const p = generateShades('#0066ff');
    const s = generateShades('#49c5b6');
    for (const level of [100, 200, 300, 400, 500, 600, 700, 800, 900] as const) {
      expect(get(`primary-${level}`, 'light')).toBe(p[level]);
      expect(get(`secondary-${level}`, 'light')).toBe(s[level]);
    }
  });

  it('every variable applyTheme sets for the defaults has the same default in tokens.css', () => {
    const vars = themeVariables({ primary: '#0066ff', secondary: '#49c5b6', fontSize: 14 });
    expect(Object.keys(vars).length).toBeGreaterThan(30);
    for (const [name, value] of Object.entries(vars)) {
      for (const scheme of SCHEMES) expect(resolveToken(tokens, name, scheme), name).toBe(value);
    }
  });

  it('neutrals equal neutralScale()', () => {
    for (const [level, value] of Object.entries(neutralScale())) expect(get(`neutral-${level}`, 'light')).toBe(value);
  });

  it('named palette equals content/swatches', () => {
    for (const color of namedPalette) expect(get(`palette-${color.name.toLowerCase()}`, 'light')).toBe(color.value);
    expect([...tokens.keys()].filter(n => n.startsWith('--ds-palette-'))).toHaveLength(18);
  });

  it('background is #fbfbfb light and #191919 dark, like the theme-color meta', () => {
    expect(get('color-background', 'light')).toBe(BACKGROUND.light);
    expect(get('color-background', 'dark')).toBe(BACKGROUND.dark);
  });
});

describe('default colours meet WCAG AA in both modes', () => {
  const expectContrast = (fg: string, bg: string, min: number): void => {
    for (const scheme of SCHEMES) {
      const ratio = contrastRatio(get(fg, scheme), get(bg, scheme));
      expect(ratio, `${fg} on ${bg} (${scheme}) = ${ratio.toFixed(2)}`).toBeGreaterThanOrEqual(min);
    }
  };
  const surfaces = ['color-background', 'color-surface', 'color-surface-raised'];

  it('text reaches 4.5:1 on every surface', () => {
    for (const text of ['color-on-surface', 'color-on-surface-muted']) {
      for (const bg of [...surfaces, 'color-surface-sunken']) expectContrast(text, bg, 4.5);
    }
  });

  it('accent, secondary and status colours reach 4.5:1 as text on background and surfaces', () => {
    for (const fg of ['color-accent', 'color-secondary', 'color-danger', 'color-success', 'color-warning']) {
      for (const bg of surfaces) expectContrast(fg, bg, 4.5);
    }
  });

  it('on-colours reach 4.5:1 on their colour', () => {
    expectContrast('color-on-accent', 'color-accent', 4.5);
    expectContrast('color-on-accent-soft', 'color-accent-soft', 4.5);
    expectContrast('color-on-secondary', 'color-secondary', 4.5);
    expectContrast('color-on-danger', 'color-danger', 4.5);
    expectContrast('color-on-inverse-surface', 'color-inverse-surface', 4.5);
    expectContrast('on-primary', 'primary', 4.5);
    expectContrast('on-secondary', 'secondary', 4.5);
  });

  it('focus ring and strong border reach 3:1 (non-text) on background and surfaces', () => {
    for (const fg of ['color-focus-ring', 'color-border-strong']) for (const bg of surfaces) expectContrast(fg, bg, 3);
  });

  it('a modal stands out from the page its scrim dims: 3:1 at its edge (its border, else its surface)', () => {
    for (const scheme of SCHEMES) {
      const page = parseHex(get('color-background', scheme))!;
      const [r, g, b, alpha] = get('color-scrim', scheme)
        .match(/[\d.]+/g)!
        .map(Number) as [number, number, number, number];
      const dimmed = {
        r: page.r + (r - page.r) * alpha,
        g: page.g + (g - page.g) * alpha,
        b: page.b + (b - page.b) * alpha,
      };
      const border = get('color-overlay-border', scheme);
      const edge = border === 'transparent' ? get('color-surface-raised', scheme) : border;
      const ratio = contrastRatio(edge, dimmed);
      expect(ratio, `${edge} on the dimmed page (${scheme}) = ${ratio.toFixed(2)}`).toBeGreaterThanOrEqual(3);
    }
  });

  it('every code sample colour reaches 4.5:1 on the code background', () => {
    const colours = [...tokens.keys()].map(n => n.slice('--ds-'.length)).filter(n => /^code-(?!background$)/.test(n));
    const kinds = ['text', 'punctuation', 'tag', 'attr', 'property', 'string', 'value', 'keyword', 'comment'];
    expect(colours).toEqual(expect.arrayContaining(kinds.map(kind => `code-${kind}`)));
    for (const fg of colours) expectContrast(fg, 'code-background', 4.5);
  });
});
