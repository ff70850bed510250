// Screenshots of pages in light and dark, desktop and phone, for a person to look at.
//   node scripts/screenshots.mjs [baseURL] [path ...]      (default http://localhost:4173, a few pages)
// Writes PNGs to .tmp/screenshots/. Uses Debian's chromium through playwright-core.
import { mkdirSync } from 'node:fs';
import { chromium } from '@playwright/test';

const [base = 'http://localhost:4173', ...paths] = process.argv.slice(2);
const pages = paths.length ? paths : ['/', '/Components/Overview', '/Settings'];
const out = '.tmp/screenshots';
mkdirSync(out, { recursive: true });

const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium' });
for (const scheme of ['light', 'dark']) {
  for (const [device, viewport] of [
    ['desktop', { width: 1280, height: 800 }],
    ['phone', { width: 390, height: 844 }],
  ]) {
    const context = await browser.newContext({ colorScheme: scheme, viewport, deviceScaleFactor: 1 });
    const page = await context.newPage();
    for (const path of pages) {
      await page.goto(base + path);
      await page.waitForSelector('main h1');
      await page.waitForTimeout(300);
      const file = `${out}/${path.replace(/\//g, '_') || '_'}-${scheme}-${device}.png`;
      await page.screenshot({ path: file, fullPage: device === 'phone' });
      console.log(file);
    }
    await context.close();
  }
}
await browser.close();
