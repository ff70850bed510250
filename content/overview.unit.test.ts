import { describe, expect, it } from 'vitest';
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
    expect(numbers).toHaveLength(18);
  });

  it('skips a path that names no page instead of showing a broken tile', () => {
    const [only] = overviewTiles([{ title: 'T', description: 'D', paths: ['Components/Nope', 'Components/Icons'] }]);
    expect(only!.tiles.map(t => [t.number, t.page.label])).toEqual([['01', 'Icons']]);
  });
});
