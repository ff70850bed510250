import type { BrowserContext, Locator, Page } from '@playwright/test';
import { expect } from './fixtures';

/**
 * The robustness sweep's bad input: what a visitor can type, paste or have stored.
 * Each is typed into every text field; none may throw, blank the page or log an error.
 */
export const BAD_TEXTS = {
  'very long text': 'lorem ipsum dolor '.repeat(556).slice(0, 10_000),
  emoji: '👩‍👩‍👧‍👦 🏳️‍🌈 👍🏽 🧑🏿‍🚀 ❤️‍🔥 🇺🇦 1️⃣',
  'RTL text': 'مرحبا بالعالم שלום עולם 123 abc',
  'pasted garbage':
    '\u0000\u0007\t<img src=x onerror=alert(1)>{{7*7}}${x}%s%n\'";--\u202e\ufeff\u200b\\u0041\r\n\uFFFD',
} as const;

export const BAD_ENTRIES = Object.entries(BAD_TEXTS);

/** The route still shows its heading: bad input never blanks a page. */
export async function expectPageStillRenders(page: Page) {
  await expect(page.locator('main h1').first()).toBeVisible();
}

/** Lets the page read and write the clipboard, for real Ctrl+V pastes (Chromium). */
export async function allowClipboard(context: BrowserContext) {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
}

/** Puts `text` on the clipboard and pastes it over the field's content with the keyboard. */
export async function pasteInto(page: Page, field: Locator, text: string) {
  await page.evaluate(value => navigator.clipboard.writeText(value), text);
  await field.focus();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.press('ControlOrMeta+V');
}

/** A small seeded generator (mulberry32), so a "random" sequence is the same on every run. */
export function seededRandom(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
