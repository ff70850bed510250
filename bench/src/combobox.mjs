// npm run bench:combobox (in bench/): what ds-combobox costs. Two measures in Chromium, each run in a fresh page:
// - render time of 500 <ds-combobox> against 500 <ds-select> and 500 Shoelace <sl-select>, each with
//   the same five options (the harness of render.mjs: innerHTML, every element updated, style and layout);
//   the target: the combobox costs at most 1.2× the select;
// - one <ds-combobox> with 10,000 options: the time to open it (the list drawn and laid out) and then to
//   filter it by one typed query.
// Environment: BENCH_RUNS (default 15), CHROMIUM_BIN.
import path from 'node:path';
import { launch, withFreshPage } from './browser.mjs';
import { buildPages, log, measureRenders, report, runsFromEnv, summary } from './compare.mjs';
import { benchDir, repoDir } from './libraries.mjs';
import { serve } from './server.mjs';

const runs = runsFromEnv();
const outDir = path.join(benchDir, '.out', 'combobox');
const COUNT = 500;
const OPTIONS = ['Apple', 'Apricot', 'Banana', 'Cherry', 'Lemon'];

/** What is compared: an entry module (as source text), the page's stylesheet, and one element's markup. */
const candidates = [
  {
    id: 'ds-combobox',
    entry: `import '${repoDir}/elements/combobox/ds-combobox.ts'; import '${repoDir}/elements/select/ds-option.ts';`,
    lib: 'ours',
    css: path.join(repoDir, 'elements/tokens/tokens.css'),
    tag: 'ds-combobox',
    markup: i =>
      `<ds-combobox label="Fruit ${i}">${OPTIONS.map(o => `<ds-option value="${o}">${o}</ds-option>`).join('')}</ds-combobox>`,
  },
  {
    id: 'ds-select',
    entry: `import '${repoDir}/elements/select/ds-select.ts'; import '${repoDir}/elements/select/ds-option.ts';`,
    lib: 'ours',
    css: path.join(repoDir, 'elements/tokens/tokens.css'),
    tag: 'ds-select',
    markup: i =>
      `<ds-select label="Fruit ${i}">${OPTIONS.map(o => `<ds-option value="${o}">${o}</ds-option>`).join('')}</ds-select>`,
  },
  {
    id: 'sl-select',
    entry: `import '@shoelace-style/shoelace/dist/components/select/select.js'; import '@shoelace-style/shoelace/dist/components/option/option.js';`,
    lib: 'shoelace',
    css: path.join(benchDir, 'node_modules/@shoelace-style/shoelace/dist/themes/light.css'),
    tag: 'sl-select',
    markup: i =>
      `<sl-select label="Fruit ${i}">${OPTIONS.map(o => `<sl-option value="${o}">${o}</sl-option>`).join('')}</sl-select>`,
  },
];

// In the page: one combobox, 10,000 options; opening and one filter, each timed to the end of layout.
const LONG_LIST = `
const frame = () => new Promise(r => requestAnimationFrame(() => setTimeout(r)));
window.longList = async count => {
  await customElements.whenDefined('ds-combobox');
  const el = document.createElement('ds-combobox');
  el.label = 'Part';
  const fragment = document.createDocumentFragment();
  for (let n = 1; n <= count; n++) {
    const option = document.createElement('ds-option');
    option.setAttribute('value', String(n));
    option.textContent = 'Part ' + n;
    fragment.append(option);
  }
  el.append(fragment);
  document.body.append(el);
  await el.updateComplete;
  await frame();
  let start = performance.now();
  el.open = true;
  await el.updateComplete;
  await el.updateComplete;
  void document.body.offsetHeight;
  const open = performance.now() - start;
  const input = el.shadowRoot.querySelector('input');
  await frame();
  start = performance.now();
  input.value = '99';
  input.dispatchEvent(new Event('input', { bubbles: true, composed: true }));
  await el.updateComplete;
  void document.body.offsetHeight;
  const filter = performance.now() - start;
  const rows = el.shadowRoot.querySelectorAll('[role="option"]').length;
  const setsize = el.shadowRoot.querySelector('[role="option"]')?.getAttribute('aria-setsize');
  return { open, filter, rows, setsize };
};
`;

await buildPages(outDir, candidates, { 'long-list.js': LONG_LIST });
const server = await serve(outDir);
const browser = await launch();
try {
  log(`bench:combobox: render of ${COUNT} elements, ${runs} runs each …`);
  const results = await measureRenders(browser, server.url, candidates, { runs, count: COUNT });
  log(`bench:combobox: 10,000 options, ${runs} runs …`);
  const opens = [];
  const filters = [];
  const checks = [];
  for (let run = 0; run < runs; run++) {
    const result = await withFreshPage(browser, `${server.url}/ds-combobox.html`, page =>
      page.evaluate(count => window.longList(count), 10_000),
    );
    opens.push(result.open);
    filters.push(result.filter);
    checks.push(`${result.rows} rows, setsize ${result.setsize}`);
  }
  report(results, candidates, {
    title: `${COUNT} elements, 5 options each`,
    base: 'ds-select',
    ours: 'ds-combobox',
    target: 1.2,
    extra: [
      `\n10,000 options: open ${summary(opens)}; filter ("99") ${summary(filters)}; drawn after filtering: ${checks[0]}.`,
    ],
  });
} finally {
  await browser.close();
  server.close();
}
