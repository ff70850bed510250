import { describe, expect, it } from 'vitest';
import { customIconNames } from '../elements/icon/icon-sets';
import { demoCards } from './home';
import { overviewCategories, overviewTiles } from './overview';
import { componentsNav } from './route-table';

describe('Overview categories', () => {
  it('are the four, in order', () => {
    expect(overviewCategories.map(c => c.title)).toEqual([
      'Visual Components',
      'Interactive Elements',
      'Structure & Navigation',
      'Miscellaneous & Demos',
    ]);
  });

  it('link every component page but the Overview exactly once, in the side navigation order', () => {
    const linked = overviewCategories.flatMap(c => c.paths);
    const expected = componentsNav.map(p => p.path).filter(p => p !== 'Components/Overview');
    expect(linked).toEqual(expected);
  });

  it('number the tiles 01, 02 … across the categories', () => {
    const numbers = overviewTiles().flatMap(c => c.tiles.map(t => t.number));
    expect(numbers[0]).toBe('01');
    expect(numbers).toEqual(numbers.map((_, i) => String(i + 1).padStart(2, '0')));
    expect(numbers).toHaveLength(22);
  });

  it("give each tile the icon of the home page's card for the same page, and a dot icon to the rest", () => {
    const tiles = overviewTiles().flatMap(c => c.tiles);
    for (const card of demoCards) {
      const tile = tiles.find(t => card.path === t.page.path || card.path.startsWith(`${t.page.path}/`));
      expect(tile?.icon, card.path).toBe(card.icon);
    }
    expect(tiles.find(t => t.page.path === 'Components/Navigation')?.icon).toBe('home');
    for (const tile of tiles) expect(customIconNames, tile.page.path).toContain(tile.icon);
  });

  it('skips a path that names no page instead of showing a broken tile', () => {
    const [only] = overviewTiles([
      { id: 't', title: 'T', description: 'D', paths: ['Components/Nope', 'Components/Icons'] },
    ]);
    expect(only!.tiles.map(t => [t.number, t.page.label])).toEqual([['01', 'Icons']]);
  });
});
