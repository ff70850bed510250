import { describe, expect, it } from 'vitest';
import { pageAt, pageRoutes } from '../../content/route-table';
import { pageMetaForPath } from './page-meta';

describe('pageMetaForPath', () => {
  it('finds every page by its path', () => {
    for (const meta of pageRoutes) {
      expect(pageMetaForPath(`/${meta.path}`)).toBe(meta);
    }
  });

  it('is the home page at the root', () => {
    expect(pageMetaForPath('/')).toBe(pageAt(''));
    expect(pageMetaForPath('')).toBe(pageAt(''));
  });

  it('matches like the routes: any case, slashes at the ends ignored', () => {
    expect(pageMetaForPath('/components/buttons')?.path).toBe('Components/Buttons');
    expect(pageMetaForPath('/COMPONENTS/Navigation/SideBar/')?.path).toBe('Components/Navigation/SideBar');
    expect(pageMetaForPath('Settings')).toBe(pageAt('Settings'));
  });

  it('names no page for unknown addresses and bad input', () => {
    expect(pageMetaForPath('/Nope')).toBeUndefined();
    expect(pageMetaForPath('/Components/Buttons/extra')).toBeUndefined();
    expect(pageMetaForPath(undefined as unknown as string)).toBeUndefined();
    expect(pageMetaForPath(42 as unknown as string)).toBeUndefined();
  });
});
