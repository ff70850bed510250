import { describe, expect, it } from 'vitest';
import type { OverviewCategory, OverviewTile } from '../../../../content/overview';
import { overviewFilterTexts } from '../../../../content/overview';
import { countText, filterGroups, parseFilters, toggleFilter, type OverviewGroup } from './overview-filter';

const known = ['visual', 'interactive', 'new'];

const category = (id: string): OverviewCategory => ({ id, title: id, description: '', paths: [] });
const tile = (label: string, isNew = false): OverviewTile => ({
  number: '01',
  icon: 'circle',
  page: { path: `Components/${label}`, title: label, description: '', label, isNew },
});
const groups: OverviewGroup[] = [
  { category: category('visual'), tiles: [tile('Type', true), tile('Icons')] },
  { category: category('interactive'), tiles: [tile('Buttons')] },
];
const labels = (shown: OverviewGroup[]) => shown.map(g => [g.category.id, g.tiles.map(t => t.page.label)]);

describe('parseFilters', () => {
  it('keeps known filters once, in their order, from repeated or comma-separated values', () => {
    expect(parseFilters(['new', 'visual,new', ' Visual '], known)).toEqual(['visual', 'new']);
  });

  it('ignores unknown, empty and non-string values, and a missing list', () => {
    expect(parseFilters(['bogus', '', ',,', 'visual;new'], known)).toEqual([]);
    expect(parseFilters([42, null, {}, 'interactive'] as unknown[], known)).toEqual(['interactive']);
    expect(parseFilters(null, known)).toEqual([]);
    expect(parseFilters(undefined, known)).toEqual([]);
    expect(parseFilters('visual' as unknown as string[], known)).toEqual([]);
  });
});

describe('toggleFilter', () => {
  it('adds a filter that is off and removes one that is on, in the known order', () => {
    expect(toggleFilter(['new'], 'visual', known)).toEqual(['visual', 'new']);
    expect(toggleFilter(['visual', 'new'], 'visual', known)).toEqual(['new']);
  });
});

describe('filterGroups', () => {
  it('shows everything without filters', () => {
    expect(filterGroups(groups, [])).toEqual(groups);
  });

  it('adds categories up and narrows them to new pages', () => {
    expect(labels(filterGroups(groups, ['interactive']))).toEqual([['interactive', ['Buttons']]]);
    expect(labels(filterGroups(groups, ['visual', 'interactive']))).toEqual(labels(groups));
    expect(labels(filterGroups(groups, ['new']))).toEqual([['visual', ['Type']]]);
  });

  it('drops categories left empty, down to an empty result', () => {
    expect(filterGroups(groups, ['interactive', 'new'])).toEqual([]);
  });

  it('ignores a filter that names no category', () => {
    expect(filterGroups(groups, ['bogus'])).toEqual([]);
  });
});

describe('countText', () => {
  it('says all, some or none of the pages', () => {
    expect(countText(22, 22, overviewFilterTexts)).toBe('All 22 pages');
    expect(countText(5, 22, overviewFilterTexts)).toBe('5 of 22 pages');
    expect(countText(1, 22, overviewFilterTexts)).toBe('1 of 22 pages');
    expect(countText(0, 22, overviewFilterTexts)).toBe('No page matches these filters.');
  });
});
