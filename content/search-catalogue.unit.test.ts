import { describe, expect, it } from 'vitest';
import { componentPages, navigationSubPages, sitePages } from './pages';
import { searchCatalogue } from './search-catalogue';

const routes = new Set([...componentPages, ...navigationSubPages, ...Object.values(sitePages)].map(p => `/${p.path}`));

describe('the search catalogue', () => {
  it('has 22 entries', () => {
    expect(searchCatalogue).toHaveLength(22);
  });

  it('gives each entry its own path, and every path is a route of content/pages.ts', () => {
    const paths = searchCatalogue.map(entry => entry.path);
    expect(new Set(paths).size).toBe(paths.length);
    for (const path of paths) expect(routes, path).toContain(path);
  });

  it('covers the component pages, the Side Bar, Tools, DotIconMaker and BlobGenerator', () => {
    const paths = new Set(searchCatalogue.map(entry => entry.path));
    for (const path of [
      '/Components/Navigation/SideBar',
      '/Tools',
      '/Tools/DotIconMaker',
      '/Tools/BlobGenerator',
      '/Components/Buttons',
      '/Components/Modal',
    ]) {
      expect(paths).toContain(path);
    }
    // every component page but the Overview (the index of them all); Navigation through its first tab
    const covered = componentPages
      .filter(page => page.path !== 'Components/Overview')
      .map(page => (page.path === 'Components/Navigation' ? 'Components/Navigation/BarsAndTiles' : page.path));
    for (const path of covered) expect(paths).toContain(`/${path}`);
  });

  it('has a title, a description and lowercase, non-empty, distinct tags on every entry', () => {
    for (const entry of searchCatalogue) {
      expect(entry.title.trim(), entry.path).not.toBe('');
      expect(entry.description.length, entry.path).toBeGreaterThan(20);
      expect(entry.tags.length, entry.path).toBeGreaterThanOrEqual(3);
      expect(new Set(entry.tags).size, entry.path).toBe(entry.tags.length);
      for (const tag of entry.tags) {
        expect(tag, entry.path).toBe(tag.toLowerCase());
        expect(tag.trim(), entry.path).toBe(tag);
        expect(tag, entry.path).not.toBe('');
      }
    }
  });

  it('uses the page titles of content/pages.ts where the entry is the page itself', () => {
    const titleOf = new Map(
      [...componentPages, ...navigationSubPages, ...Object.values(sitePages)].map(p => [`/${p.path}`, p.title]),
    );
    for (const entry of searchCatalogue) {
      if (entry.path === '/Components/Navigation/BarsAndTiles') continue; // named after the whole section
      expect(entry.title, entry.path).toBe(titleOf.get(entry.path));
    }
  });
});
