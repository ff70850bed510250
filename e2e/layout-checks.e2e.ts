// The layout rules of layout-checks.ts on minimal pages: each fails on a bad layout and passes on a good
// one, so a rule's logic is tested in seconds, without the site.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { LIMITS, measureLayout } from './layout-checks';

/** The offenders of `html` inside main, at `width` px (1280 unless given). */
async function offenders(page: Page, html: string, width = 1280) {
  await page.setViewportSize({ width, height: 900 });
  await page.setContent(`<!doctype html><body style="margin:0;font:16px sans-serif"><main>${html}</main></body>`);
  return page.evaluate(measureLayout, { ...LIMITS, phone: false });
}

test('a panel heading closer than 12 px to its border', async ({ page }) => {
  const panel = (padding: string) =>
    `<section style="border:1px solid;padding:${padding}"><h2 style="margin:0">Gallery</h2><p>Text</p></section>`;
  expect(await offenders(page, panel('0'))).toEqual([expect.stringMatching(/^panel heading "Gallery": 0 px/)]);
  expect(await offenders(page, panel('16px'))).toEqual([]);
});

test('a card clipped by its panel (a scroller that is a Tab stop is not)', async ({ page }) => {
  const cards = ['Dune', 'Tidal', 'Meadow'].map(t => `<article style="flex:none;width:200px"><h3>${t}</h3></article>`);
  const row = (attrs: string) =>
    `<div ${attrs} style="display:flex;width:500px;${attrs ? 'overflow:auto' : 'overflow:hidden'}">${cards.join('')}</div>`;
  expect(await offenders(page, row(''))).toEqual([
    expect.stringMatching(/^clipped by its panel .*"Meadow" \(100 px cut\)/),
  ]);
  expect(await offenders(page, row('tabindex="0" aria-label="Cards"'))).toEqual([]);
});

test('a grid with an empty cell or an overgrown tile', async ({ page }) => {
  const tile = (name: string, style = '') =>
    `<div style="border:1px solid;padding:0 12px;${style}"><h3>${name}</h3></div>`;
  const grid = (tiles: string[]) =>
    `<div style="display:grid;grid-template-columns:repeat(3,100px);grid-auto-rows:100px;gap:8px">${tiles.join('')}</div>`;
  const bad = await offenders(
    page,
    grid([tile('A'), tile('B'), tile('C', 'grid-row:span 2'), tile('D', 'grid-column:2')]),
  );
  expect(bad).toEqual([
    expect.stringMatching(/empty cell\(s\) among its tiles: row 2 column 1$/),
    expect.stringMatching(/tile "C" 2\.1x its row's median height/),
  ]);
  expect(await offenders(page, grid(['A', 'B', 'C', 'D'].map(n => tile(n))))).toEqual([]);
});

test('text cut without ellipsis, fade or scrollbar', async ({ page }) => {
  const cell = (style: string) =>
    `<table><tr><td><div style="width:60px;overflow:hidden;white-space:nowrap;${style}">A long value</div></td></tr></table>`;
  expect(await offenders(page, cell(''))).toEqual([
    expect.stringMatching(/^text cut .*: table .* cell: "A long value"/),
  ]);
  expect(await offenders(page, cell('text-overflow:ellipsis'))).toEqual([]);
  expect(await offenders(page, cell('mask-image:linear-gradient(to right,#000 70%,transparent)'))).toEqual([]);
  expect(await offenders(page, cell('overflow:auto;background:linear-gradient(to left,#0003,#0000 1rem)'))).toEqual([]);
});

test('a code sample under 480 px wide on a 1440 px screen', async ({ page }) => {
  const code = (width: number) => `<pre style="width:${width}px;margin:0"><code>const x = 1;</code></pre>`;
  expect(await offenders(page, code(300), 1440)).toEqual([
    expect.stringMatching(/^code sample .*: 300 px wide at 1440 px/),
  ]);
  expect(await offenders(page, code(600), 1440)).toEqual([]);
  expect(await offenders(page, code(300), 1280), 'narrower screens: not judged').toEqual([]);
});

test('a keyboard legend whose descriptions do not line up', async ({ page }) => {
  const legend = (columns: string) =>
    `<section class="keyboard-notes"><h3 class="keyboard-notes__title">Keyboard</h3><dl>${['Tab', 'Shift + Enter']
      .map(
        k =>
          `<div style="display:grid;grid-template-columns:${columns}"><dt>${k}</dt><dd style="margin:0">Does it</dd></div>`,
      )
      .join('')}</dl></section>`;
  expect(await offenders(page, legend('max-content 1fr'))).toEqual([
    expect.stringMatching(/^keyboard legend "Keyboard": descriptions start \d+ px apart/),
  ]);
  expect(await offenders(page, legend('10rem 1fr'))).toEqual([]);
});
