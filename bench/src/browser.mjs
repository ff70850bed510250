// Debian's Chromium through playwright-core, and one fresh page (own browser context) per run.
import { chromium } from 'playwright-core';

export const CHROMIUM = process.env.CHROMIUM_BIN ?? '/usr/bin/chromium';

export function launch() {
  return chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--no-first-run',
    ],
  });
}

/** Opens `url` in a new context, waits for the harness, runs `fn(page)`, closes the context. */
export async function withFreshPage(browser, url, fn) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  try {
    const page = await context.newPage();
    const errors = [];
    page.on('pageerror', error => errors.push(error.message));
    await page.goto(url);
    await page.waitForFunction(() => window.benchReady === true);
    const result = await fn(page);
    if (errors.length > 0) result.problems = [...(result.problems ?? []), ...errors.map(e => `page error: ${e}`)];
    return result;
  } finally {
    await context.close();
  }
}
