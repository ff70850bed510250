import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { siteRoutes } from '../content/site-routes';
import { DEFAULT_COMPONENT_PAGE, routeKey, routeModules, routePage, TOOLS_LAYOUT } from './route-pages';

describe('route pages', () => {
  it('names an existing module for every route of the site', () => {
    for (const { path: route } of siteRoutes) {
      const modules = routeModules(route);
      expect(modules.length, route).toBeGreaterThan(0);
      for (const { file } of modules) expect(existsSync(path.join(__dirname, file)), `${route}: ${file}`).toBe(true);
    }
  });
  it('wraps the tool routes in the tools layout, and nothing else', () => {
    expect(routeModules('Tools/BlobGenerator')[0]).toBe(TOOLS_LAYOUT);
    expect(routeModules('Tools')[0]).toBe(TOOLS_LAYOUT);
    expect(routeModules('About')).toEqual([{ chunk: 'about', file: 'pages/about/AboutPage.tsx' }]);
  });
  it('gives a component without demos of its own the shared page, its chunk named after it', () => {
    expect(routePage('Components/Unknown')).toEqual({ chunk: 'Unknown', file: DEFAULT_COMPONENT_PAGE });
  });
  it('has no page for an address that is no route', () => {
    expect(routePage('Nowhere')).toBeUndefined();
    expect(routeModules('Tools/Nowhere')).toEqual([]);
  });

  it('keys an address by its route path, without the base path and slashes, in any case', () => {
    expect(routeKey('/', '/')).toBe('');
    expect(routeKey('/Components/Buttons', '/')).toBe('components/buttons');
    expect(routeKey('/portfolio/Components/Buttons/', '/portfolio/')).toBe('components/buttons');
    expect(routeKey('/Portfolio/tools//', '/portfolio/')).toBe('tools');
    expect(routeKey('/portfolio', '/portfolio/')).toBe('');
    expect(routeKey('/elsewhere/About', '/portfolio/')).toBe('elsewhere/about');
  });
});
