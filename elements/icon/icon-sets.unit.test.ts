import { describe, expect, it } from 'vitest';
import {
  customIconNames,
  customIcons,
  dotCells,
  dotCentre,
  dotRadius,
  hasIcon,
  iconCatalogue,
  iconNames,
  iconSize,
  iconStroke,
  searchIcons,
  standardIconNames,
  standardIcons,
} from './icon-sets.js';

const REQUIRED_STANDARD = [
  'home',
  'search',
  'settings',
  'close',
  'menu',
  'check',
  'plus',
  'minus',
  'arrow-left',
  'arrow-right',
  'arrow-up',
  'arrow-down',
  'chevron-left',
  'chevron-right',
  'chevron-up',
  'chevron-down',
  'heart',
  'star',
  'bookmark',
  'share',
  'copy',
  'download',
  'upload',
  'trash',
  'edit',
  'eye',
  'eye-off',
  'lock',
  'user',
  'mail',
  'phone',
  'calendar',
  'clock',
  'sun',
  'moon',
  'cloud',
  'bell',
  'info',
  'warning',
  'grid',
  'list',
  'layout-stream',
  'layout-table',
  'layout-grid',
  'layout-column',
];

/** Numbers in path data (after the command letters), e.g. "M4.5 10 12 4l7.5 6" -> 4.5, 10, 12, 4, 7.5, 6. */
const numbersIn = (d: string): number[] => (d.match(/-?(?:\d+\.?\d*|\.\d+)/g) ?? []).map(Number);

describe('icon sets', () => {
  it('has the standard UI icons the design system needs, and a dozen Dotline icons', () => {
    for (const name of REQUIRED_STANDARD) expect(standardIcons.has(name), name).toBe(true);
    expect(standardIconNames.length).toBeGreaterThanOrEqual(40);
    expect(customIconNames.length).toBeGreaterThanOrEqual(12);
  });

  it('exports the names per set, unique and in kebab case', () => {
    expect(iconNames.standard).toBe(standardIconNames);
    expect(iconNames.custom).toBe(customIconNames);
    for (const names of [standardIconNames, customIconNames]) {
      expect(new Set(names).size).toBe(names.length);
      for (const name of names) expect(name).toMatch(/^[a-z]+(?:-[a-z]+)*$/);
    }
    expect(iconCatalogue).toHaveLength(standardIconNames.length + customIconNames.length);
  });

  it('has well-formed path data on the 24 × 24 grid', () => {
    for (const icon of standardIcons.values()) {
      expect(icon.pieces.length, icon.name).toBeGreaterThan(0);
      for (const piece of icon.pieces) {
        if (piece.type === 'path') {
          expect(piece.d, icon.name).toMatch(/^[Mm][\d\s.,\-MmLlHhVvCcSsQqTtAaZz]+$/);
          expect(numbersIn(piece.d).every(Number.isFinite), icon.name).toBe(true);
        } else if (piece.type === 'circle') {
          expect(piece.cx - piece.r >= 0 && piece.cx + piece.r <= 24, icon.name).toBe(true);
          expect(piece.cy - piece.r >= 0 && piece.cy + piece.r <= 24, icon.name).toBe(true);
        } else {
          expect(piece.x >= 0 && piece.x + piece.width <= 24, icon.name).toBe(true);
          expect(piece.y >= 0 && piece.y + piece.height <= 24, icon.name).toBe(true);
        }
      }
    }
  });

  it('gives filled icons something to fill, and cuts only inside shapes', () => {
    for (const icon of standardIcons.values()) {
      const roles = icon.pieces.map(p => p.role);
      if (roles.includes('cut')) expect(roles, icon.name).toContain('shape');
    }
  });

  it('has Dotline icons as 9 × 9 dot matrices', () => {
    for (const icon of customIcons.values()) {
      expect(icon.rows, icon.name).toHaveLength(9);
      for (const row of icon.rows) expect(row, icon.name).toMatch(/^[X.]{9}$/);
      expect(icon.rows.join('').includes('X'), icon.name).toBe(true);
    }
  });

  it('gives every icon search tags', () => {
    for (const entry of iconCatalogue) expect(entry.tags.length, entry.name).toBeGreaterThan(0);
  });
});

describe('hasIcon / searchIcons', () => {
  it('looks names up per set', () => {
    expect(hasIcon('search')).toBe(true);
    expect(hasIcon('search', 'custom')).toBe(false);
    expect(hasIcon('smile', 'custom')).toBe(true);
    expect(hasIcon('nope')).toBe(false);
    expect(hasIcon(undefined)).toBe(false);
    expect(hasIcon(42)).toBe(false);
  });

  it('finds icons by name or tag, case-insensitively', () => {
    expect(searchIcons('delete').map(e => e.name)).toContain('trash');
    expect(searchIcons('  CHEVRON ').map(e => e.name)).toEqual([
      'chevron-left',
      'chevron-right',
      'chevron-up',
      'chevron-down',
    ]);
    expect(searchIcons('heart').map(e => `${e.set}:${e.name}`)).toEqual(['standard:heart', 'custom:heart']);
    expect(searchIcons('heart', 'custom').map(e => e.name)).toEqual(['heart']);
    expect(searchIcons('')).toHaveLength(iconCatalogue.length);
    expect(searchIcons('zzz')).toEqual([]);
    expect(searchIcons(undefined as unknown as string)).toHaveLength(iconCatalogue.length);
  });
});

describe('dot icons', () => {
  const block = [
    '.........',
    '.XXX.....',
    '.XXX.....',
    '.XXX.....',
    '.........',
    '.........',
    '.........',
    '.........',
    '....X....',
  ];

  it('draws every dot when filled and only the edge dots in outline', () => {
    expect(dotCells(block, 'filled')).toHaveLength(10);
    const outline = dotCells(block, 'outline');
    expect(outline).toHaveLength(9);
    expect(outline).not.toContainEqual({ col: 2, row: 2 });
    expect(outline).toContainEqual({ col: 4, row: 8 });
  });

  it('treats dots on the matrix border as edges', () => {
    const full = Array(9).fill('XXXXXXXXX');
    expect(dotCells(full, 'outline')).toHaveLength(32);
    expect(dotCells(full, 'filled')).toHaveLength(81);
  });

  it('keeps outline a subset of filled for every icon', () => {
    for (const icon of customIcons.values()) {
      const filled = dotCells(icon.rows, 'filled');
      const outline = dotCells(icon.rows, 'outline');
      expect(outline.length, icon.name).toBeGreaterThan(0);
      expect(outline.length, icon.name).toBeLessThanOrEqual(filled.length);
      const all = new Set(filled.map(c => `${c.col},${c.row}`));
      expect(
        outline.every(c => all.has(`${c.col},${c.row}`)),
        icon.name,
      ).toBe(true);
    }
  });

  it('places dots 2.4 apart inside the grid and sizes them by stroke', () => {
    expect(dotCentre(0)).toBe(2.4);
    expect(dotCentre(4)).toBe(12);
    expect(dotCentre(8)).toBe(21.6);
    expect(dotRadius(0.5)).toBe(0.45);
    expect(dotRadius(2)).toBe(0.9);
    expect(dotRadius(3)).toBe(1.2);
  });
});

describe('iconSize / iconStroke', () => {
  it('accepts positive sizes and falls back to 24', () => {
    expect(iconSize(48)).toBe(48);
    expect(iconSize('18')).toBe(18);
    for (const bad of [0, -5, NaN, Infinity, null, undefined, '', 'abc', {}, Symbol('x')])
      expect(iconSize(bad)).toBe(24);
  });

  it('clamps the stroke to 0.5–3 and falls back to 2', () => {
    expect(iconStroke(1.5)).toBe(1.5);
    expect(iconStroke('2.5')).toBe(2.5);
    expect(iconStroke(10)).toBe(3);
    expect(iconStroke(0)).toBe(0.5);
    expect(iconStroke(-1)).toBe(0.5);
    expect(iconStroke(Infinity)).toBe(3);
    for (const bad of [NaN, null, undefined, '', 'abc', {}, Symbol('x')]) expect(iconStroke(bad)).toBe(2);
  });
});
