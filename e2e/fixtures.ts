import { test as base, expect, selectors, type Page } from '@playwright/test';

/**
 * The `ax` selector engine finds elements by the role and name the browser computes, including the
 * ARIA that ds-checkbox, ds-switch and ds-radio set through ElementInternals (Playwright's own
 * getByRole reads role attributes only). It needs Chromium's `ComputedAccessibilityInfo` feature,
 * which playwright.config.ts turns on. Selector: JSON `{ role, name?, exact?, checked? }`; `name` matches
 * as a case-insensitive substring unless `exact` (a RegExp name is sent as `pattern`/`flags`); `checked` compares the element's `checked` property.
 */
const axEngine = () => {
  interface Query {
    role: string;
    name?: string;
    pattern?: string;
    flags?: string;
    exact?: boolean;
    checked?: boolean;
  }
  type Computed = Element & { computedRole?: string | null; computedName?: string | null; checked?: unknown };
  const deep = (root: Node, out: Element[]) => {
    for (const child of (root as ParentNode).children ?? []) {
      out.push(child);
      deep(child, out);
      if (child.shadowRoot) deep(child.shadowRoot, out);
    }
    return out;
  };
  const matches = (el: Computed, q: Query) => {
    if (el.computedRole !== q.role) return false;
    if (q.checked !== undefined && Boolean(el.checked) !== q.checked) return false;
    const name = (el.computedName ?? '').replace(/\s+/g, ' ').trim();
    if (q.pattern !== undefined) return new RegExp(q.pattern, q.flags).test(name);
    if (q.name === undefined) return true;
    return q.exact ? name === q.name : name.toLowerCase().includes(q.name.toLowerCase());
  };
  return {
    query: (root: Node, selector: string) => deep(root, []).find(el => matches(el, JSON.parse(selector))) ?? null,
    queryAll: (root: Node, selector: string) => deep(root, []).filter(el => matches(el, JSON.parse(selector))),
  };
};

/** A selector for `locator()`: `page.locator(ax('checkbox', { name: 'Remember me' }))`. */
export function ax(
  role: string,
  { name, ...options }: { name?: string | RegExp; exact?: boolean; checked?: boolean } = {},
) {
  const byName = name instanceof RegExp ? { pattern: name.source, flags: name.flags } : { name };
  return `ax=${JSON.stringify({ role, ...byName, ...options })}`;
}

/**
 * Every test fails on an uncaught page error or a console error (a blank page from a build problem,
 * a CSP violation, a React warning promoted to an error all show up here).
 */
export const test = base.extend<{ problems: string[] }, { axSelectors: void }>({
  axSelectors: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern
    async ({}, use) => {
      await selectors.register('ax', axEngine).catch(() => undefined); // once per worker
      await use();
    },
    { scope: 'worker', auto: true },
  ],
  problems: [
    async ({ page }, use) => {
      const problems: string[] = [];
      page.on('pageerror', error => problems.push(`pageerror: ${error.message}`));
      page.on('console', message => {
        if (message.type() === 'error') problems.push(`console.error: ${message.text()}`);
      });
      await use(problems);
      expect(problems, 'page errors and console errors').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/** Waits until the route's lazy chunk has rendered its heading. */
export async function waitForPage(page: Page) {
  await expect(page.locator('main h1').first()).toBeVisible();
}

export const BRAND = 'Lena Marsh';
