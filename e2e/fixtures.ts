import { test as base, expect, type Page } from '@playwright/test';

/**
 * Every test fails on an uncaught page error or a console error (a blank page from a build problem,
 * a CSP violation, a React warning promoted to an error all show up here).
 */
export const test = base.extend<{ problems: string[] }>({
  problems: [
    async ({ page }, use) => {
      const problems: string[] = [];
      page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
      page.on('console', (message) => {
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
