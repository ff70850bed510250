import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  bottomNav,
  componentsNav,
  isPageRoute,
  mainNav,
  pageAt,
  pageModule,
  pageRoutes,
  redirectRoutes,
  routeModules,
  routeTable,
  searchCatalogue,
} from './route-table';

const appRoot = path.join(import.meta.dirname, '../react-app');

/** Every module the router can load lazily: the `*Page.tsx` and `*Layout.tsx` under react-app/pages/. */
const lazyModules = readdirSync(path.join(appRoot, 'pages'), { recursive: true, encoding: 'utf8' })
  .filter(file => /(?:Page|Layout)\.tsx$/.test(file))
  .map(file => `pages/${file.split(path.sep).join('/')}`);

/** The modules the table names: every page's and every layout's. */
const named = routeTable.flatMap(route =>
  isPageRoute(route) ? [route.page, ...(route.layout ? [route.layout.file] : [])] : [],
);

describe('the route table', () => {
  it('names a route for every page module, and nothing else as a page', () => {
    expect(lazyModules.length).toBeGreaterThan(20);
    const unrouted = lazyModules.filter(file => !named.includes(file));
    expect(unrouted, 'page modules without a route-table entry').toEqual([]);
  });

  it('points every entry at a module that exists', () => {
    for (const file of named) expect(existsSync(path.join(appRoot, file)), file).toBe(true);
    for (const route of pageRoutes) expect(route.page, route.path).toMatch(/Page\.tsx$/);
  });

  it('gives every path one entry, home first, every parent its own entry', () => {
    const paths = routeTable.map(route => route.path);
    expect(new Set(paths.map(p => p.toLowerCase())).size).toBe(paths.length);
    expect(paths[0]).toBe('');
    for (const p of paths.filter(p => p.includes('/'))) expect(paths, p).toContain(p.slice(0, p.lastIndexOf('/')));
    for (const p of paths) expect(p, 'no slash at either end').toMatch(/^(?:[A-Za-z]+(?:\/[A-Za-z]+)*)?$/);
  });

  it('gives every page a title, a description and a chunk id of its own', () => {
    for (const route of pageRoutes) {
      expect(route.title.trim(), route.path).not.toBe('');
      expect(route.description.length, route.path).toBeGreaterThan(20);
    }
    const chunks = [...pageRoutes.map(route => pageModule(route).chunk), 'tools-layout'];
    expect(new Set(chunks).size).toBe(chunks.length);
  });

  it('sends every redirect to a page', () => {
    expect(redirectRoutes.map(r => [r.path, r.to])).toEqual([
      ['Components', 'Components/Overview'],
      ['Components/Navigation', 'Components/Navigation/BarsAndTiles'],
    ]);
    for (const { path: from, to } of redirectRoutes) expect(pageAt(to), from).toBeDefined();
  });

  it('wraps the tool routes in the tools layout, and nothing else', () => {
    const layout = { chunk: 'tools-layout', file: 'pages/tools/ToolsLayout.tsx' };
    expect(routeModules('Tools')).toEqual([layout, { chunk: 'tools', file: 'pages/tools/ToolsPage.tsx' }]);
    expect(routeModules('Tools/BlobGenerator')[0]).toEqual(layout);
    expect(routeModules('About')).toEqual([{ chunk: 'about', file: 'pages/about/AboutPage.tsx' }]);
    expect(routeModules('Components/Buttons')).toEqual([
      { chunk: 'Buttons', file: 'pages/components/buttons/ButtonsPage.tsx' },
    ]);
    expect(routeModules('Components')).toEqual([]);
    expect(routeModules('Tools/Nowhere')).toEqual([]);
  });
});

describe('the navigation of the route table', () => {
  it('lists Home, Components, Tools, About, Settings, Search at the side and five of them at the bottom', () => {
    expect(mainNav.map(item => item.label)).toEqual(['Home', 'Components', 'Tools', 'About', 'Settings', 'Search']);
    expect(bottomNav.map(item => item.path)).toEqual(['', 'Components', 'Tools', 'Search', 'Settings']);
  });

  it('orders the components navigation as before, each item with a description', () => {
    expect(componentsNav.map(item => item.label)).toEqual([
      'Overview',
      'Typography',
      'Icons',
      'Color System',
      'Divider & Space',
      'Motion & Animation',
      'Cards & List',
      'Checkbox & Switchers',
      'Buttons',
      'Input & Forms',
      'Combobox',
      'Date Picker',
      'Range Slider',
      'Tooltip & Popover',
      'Snackbar',
      'Modal',
      'Feedback',
      'Navigation & Tabs',
      'Layout & Switches',
      'Structure',
      'Miscellaneous',
      'Dashboard',
      'Quick Demos',
    ]);
    for (const item of componentsNav) {
      expect(item.path, item.label).toMatch(/^Components\//);
      expect(item.description.length, item.label).toBeGreaterThan(20);
    }
  });
});

describe('the search catalogue of the route table', () => {
  it('has 26 entries: the component pages but the Overview, the Side Bar, Tools and both tools', () => {
    expect(searchCatalogue).toHaveLength(26);
    const paths = searchCatalogue.map(entry => entry.path);
    expect(new Set(paths).size).toBe(paths.length);
    const covered = componentsNav
      .filter(item => item.path !== 'Components/Overview')
      .map(item => (item.path === 'Components/Navigation' ? 'Components/Navigation/BarsAndTiles' : item.path));
    for (const p of [...covered, 'Components/Navigation/SideBar', 'Tools', 'Tools/DotIconMaker', 'Tools/BlobGenerator'])
      expect(paths).toContain(`/${p}`);
  });

  it('names an entry after its page, and the first Navigation tab after its section', () => {
    for (const entry of searchCatalogue) {
      const page = pageAt(entry.path.slice(1))!;
      if (entry.path === '/Components/Navigation/BarsAndTiles') expect(entry.title).toBe('Navigation & Tabs');
      else expect(entry.title, entry.path).toBe(page.title);
    }
  });

  it('has a description and lowercase, non-empty, distinct tags on every entry', () => {
    for (const entry of searchCatalogue) {
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
});
