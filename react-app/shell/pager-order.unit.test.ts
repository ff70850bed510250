import { describe, expect, it } from 'vitest';
import { pagerLinks } from './pager-order';

describe('pagerLinks', () => {
  it('has no previous on the first page', () => {
    const { previous, next } = pagerLinks('/Components/Overview');
    expect(previous).toBeUndefined();
    expect(next?.label).toBe('Typography');
  });
  it('follows the side navigation order', () => {
    expect(pagerLinks('/Components/Snackbar').previous?.label).toBe('Tooltip & Popover');
    expect(pagerLinks('/Components/Snackbar').next?.label).toBe('Modal');
  });
  it('treats Navigation sub-pages as the Navigation page, case-insensitively', () => {
    const links = pagerLinks('/components/navigation/SideBar/');
    expect(links.previous?.label).toBe('Feedback');
    expect(links.next?.label).toBe('Layout & Switches');
  });
  it('has no next on the last page and nothing outside the section', () => {
    expect(pagerLinks('/Components/QuickDemos').next).toBeUndefined();
    expect(pagerLinks('/Settings')).toEqual({});
  });
});
