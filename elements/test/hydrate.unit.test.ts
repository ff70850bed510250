// Server-rendered elements hydrate in Chromium: every tag of the manifest and a few compositions,
// rendered by Lit's SSR in Node, are served as one page, then the elements' production bundle (Lit's
// hydration support first) takes over the declarative shadow roots in place. One browser launch.
import { resolve } from 'node:path';
import { chromium, type Browser } from '@playwright/test';
import { html } from 'lit';
import { build } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manifestTags, renderOnServer, renderTag } from './ssr.fixture.js';

const ORIGIN = 'http://hydrate.test';
const ENTRY = 'virtual:hydrate-entry';

/** The elements as a page loads them: one module, production Lit, hydration support before Lit. */
async function bundle(): Promise<string> {
  const result = await build({
    configFile: false,
    logLevel: 'warn',
    mode: 'production',
    publicDir: false,
    // No `development` condition (Vitest's NODE_ENV would pick it): production Lit, no dev-mode notice.
    resolve: { conditions: ['module', 'browser', 'production'] },
    plugins: [
      {
        name: 'hydrate-entry',
        resolveId: id => (id === ENTRY ? `\0${ENTRY}` : undefined),
        load: id =>
          id === `\0${ENTRY}`
            ? `import '@lit-labs/ssr-client/lit-element-hydrate-support.js';\nimport ${JSON.stringify(resolve('elements/index.ts'))};`
            : undefined,
      },
    ],
    build: {
      write: false,
      minify: false,
      modulePreload: false,
      reportCompressedSize: false,
      rolldownOptions: { input: ENTRY, output: { codeSplitting: false } },
    },
  });
  const output = (Array.isArray(result) ? result[0] : result) as { output?: { type: string; code?: string }[] };
  const chunk = output.output?.find(o => o.type === 'chunk');
  if (!chunk?.code) throw new Error('the hydration bundle has no chunk');
  return chunk.code;
}

/** Every tag with some light DOM text, elements as pages compose them, and the sliders checked below. */
function page(): string {
  const body = [
    ...manifestTags.map(renderTag),
    // State that the browser learns from the light DOM, and values placed with cssVars.
    html`<ds-tabs value="b"><ds-tab value="a">A</ds-tab><ds-tab value="b">B</ds-tab><ds-tab-panel value="a">A</ds-tab-panel><ds-tab-panel value="b">B</ds-tab-panel></ds-tabs>`,
    html`<ds-radio-group label="Size" value="s"><ds-radio value="s">S</ds-radio><ds-radio value="m">M</ds-radio></ds-radio-group>`,
    html`<ds-checkbox checked>On</ds-checkbox><ds-switch checked>On</ds-switch><ds-text-field label="Email" value="a@b.c" required></ds-text-field>`,
    html`<ds-gauge value="12" max="32" unit="GB" variant="zoom"></ds-gauge><ds-divider spacing="l" opacity="0.5"></ds-divider>`,
    html`<ds-side-panel open>Body</ds-side-panel><ds-color-picker value="#336699" alpha label="Colour"></ds-color-picker>`,
    html`<ds-slider id="plain" label="Volume" value="30"></ds-slider>`,
    html`<ds-slider id="range" label="Price" range value-start="20" value-end="80" show-value ticks="3"></ds-slider>`,
  ]
    .map(value => (typeof value === 'string' ? value : renderOnServer(value)))
    .join('\n');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>hydration</title></head><body>${body}</body></html>`;
}

interface Report {
  /** Errors of the elements' first updates (a hydration mismatch throws there). */
  updateErrors: string[];
  undefinedTags: string[];
  withoutShadowRoot: string[];
  /** Elements not updated after a few seconds, e.g. still waiting with `defer-hydration`. */
  notUpdated: string[];
  /** Elements whose shadow root's top-level nodes changed: rendered again instead of hydrated. */
  rerendered: string[];
  slider: { label: string; value: string; labels: number; to: string; from: string };
  afterUpdate: { label: string; value: string; to: string };
}

let browser: Browser | undefined;
const messages: string[] = [];
let report: Report;

beforeAll(async () => {
  await import('../index.js');
  const markup = page();
  const script = await bundle();
  browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium-headless-shell',
    args: ['--no-sandbox', '--disable-gpu'],
  });
  const tab = await browser.newPage();
  tab.on('pageerror', error => messages.push(`page error: ${error.message}`));
  tab.on('console', message => {
    if (message.type() === 'error' || message.type() === 'warning')
      messages.push(`${message.type()}: ${message.text()}`);
  });
  await tab.route(`${ORIGIN}/**`, route => {
    const path = new URL(route.request().url()).pathname;
    if (path === '/') return route.fulfill({ contentType: 'text/html', body: markup });
    if (path === '/hydrate.js') return route.fulfill({ contentType: 'text/javascript', body: script });
    return route.fulfill({ status: 404 });
  });
  await tab.goto(`${ORIGIN}/`);
  // Before the script: note each server-rendered shadow root's nodes, to tell hydration from a new render.
  await tab.evaluate(() => {
    const roots = [...document.body.children].map(el => [...(el.shadowRoot?.childNodes ?? [])]);
    (window as unknown as { before: ChildNode[][] }).before = roots;
  });
  await tab.addScriptTag({ url: '/hydrate.js', type: 'module' });
  report = await tab.evaluate(async tags => {
    type Lit = HTMLElement & { updateComplete?: Promise<unknown>; hasUpdated?: boolean };
    const all: Lit[] = [];
    const walk = (root: ParentNode) => {
      for (const el of root.querySelectorAll<Lit>('*')) {
        if (el.localName.startsWith('ds-')) all.push(el);
        if (el.shadowRoot) walk(el.shadowRoot);
      }
    };
    walk(document.body);
    const updates = Promise.allSettled(all.map(el => el.updateComplete));
    const settled = await Promise.race([updates, new Promise<[]>(done => setTimeout(() => done([]), 5000))]);
    await new Promise(done => requestAnimationFrame(() => requestAnimationFrame(done)));

    const before = (window as unknown as { before: ChildNode[][] }).before;
    const top = [...document.body.children] as Lit[];
    const plain = document.getElementById('plain')!.shadowRoot!;
    const range = document.getElementById('range') as Lit & { label: string; valueEnd: number };
    const rangeRoot = range.shadowRoot!;
    const slider = {
      label: plain.querySelector('[part~="label"]')!.textContent!,
      labels: plain.querySelectorAll('[part~="label"]').length,
      to: plain.querySelector<HTMLElement>('[part="rail"]')!.style.getPropertyValue('--_to'),
      value: rangeRoot.querySelector('[part="value"]')!.textContent!,
      from: rangeRoot.querySelector<HTMLElement>('[part="rail"]')!.style.getPropertyValue('--_from'),
    };
    // The hydrated bindings are live: a change shows.
    range.label = 'Cost';
    range.valueEnd = 90;
    await range.updateComplete;
    return {
      updateErrors: settled.flatMap(s => (s.status === 'rejected' ? [String(s.reason)] : [])),
      undefinedTags: tags.filter(tag => !customElements.get(tag)),
      withoutShadowRoot: all.filter(el => !el.shadowRoot).map(el => el.localName),
      notUpdated: all.filter(el => !el.hasUpdated).map(el => el.localName),
      rerendered: top
        .filter((el, i) => {
          const now = [...(el.shadowRoot?.childNodes ?? [])];
          return now.length !== before[i]!.length || now.some((node, j) => node !== before[i]![j]);
        })
        .map(el => el.localName),
      slider,
      afterUpdate: {
        label: rangeRoot.querySelector('[part~="label"]')!.textContent!,
        value: rangeRoot.querySelector('[part="value"]')!.textContent!,
        to: rangeRoot.querySelector<HTMLElement>('[part="rail"]')!.style.getPropertyValue('--_to'),
      },
    };
  }, manifestTags);
}, 60_000);

afterAll(async () => {
  await browser?.close();
});

describe('hydration in Chromium', () => {
  it('raises no page error, console error or warning', () => {
    expect(messages).toEqual([]);
    expect(report.updateErrors).toEqual([]);
  });

  it('defines every tag and hydrates each server-rendered shadow root in place', () => {
    expect(report.undefinedTags).toEqual([]);
    expect(report.withoutShadowRoot).toEqual([]);
    expect(report.notUpdated).toEqual([]);
    expect(report.rerendered).toEqual([]);
  });

  it('keeps the slider label, value and thumb position, and updates them', () => {
    expect(report.slider).toEqual({ label: 'Volume', labels: 1, to: '0.3', value: '20 – 80', from: '0.2' });
    expect(report.afterUpdate).toEqual({ label: 'Cost', value: '20 – 90', to: '0.9' });
  });
});
