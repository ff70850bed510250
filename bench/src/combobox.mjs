// npm run bench:combobox (in bench/): what ds-combobox costs. Two measures in Chromium, each run in a fresh page:
// - render time of 500 <ds-combobox> against 500 <ds-select> and 500 Shoelace <sl-select>, each with
//   the same five options (the harness of render.mjs: innerHTML, every element updated, style and layout);
//   the target: the combobox costs at most 1.2× the select;
// - one <ds-combobox> with 10,000 options: the time to open it (the list drawn and laid out) and then to
//   filter it by one typed query.
// Environment: BENCH_RUNS (default 15), CHROMIUM_BIN.
import { copyFileSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import * as esbuild from 'esbuild';
import { launch, withFreshPage } from './browser.mjs';
import { bundleOptions } from './build.mjs';
import { withRendererCpu } from './cpu-time.mjs';
import { benchDir, repoDir } from './libraries.mjs';
import { serve } from './server.mjs';
import { median, min, max } from './stats.mjs';

const runs = Math.max(1, Number.parseInt(process.env.BENCH_RUNS ?? '', 10) || 15);
const outDir = path.join(benchDir, '.out', 'combobox');
const COUNT = 500;
const OPTIONS = ['Apple', 'Apricot', 'Banana', 'Cherry', 'Lemon'];
const log = message => process.stderr.write(`${message}\n`);

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

async function build() {
  mkdirSync(outDir, { recursive: true });
  for (const c of candidates) {
    const options = bundleOptions({ id: c.lib }, undefined, path.join(outDir, `${c.id}.js`));
    delete options.entryPoints;
    const result = await esbuild.build({
      ...options,
      stdin: { contents: c.entry, resolveDir: benchDir, loader: 'ts', sourcefile: `${c.id}-entry.ts` },
    });
    writeFileSync(path.join(outDir, `${c.id}.js`), result.outputFiles[0].contents);
    const css = (await esbuild.transform(readFileSync(c.css, 'utf8'), { loader: 'css', minify: true })).code;
    writeFileSync(path.join(outDir, `${c.id}.css`), css);
    writeFileSync(
      path.join(outDir, `${c.id}.html`),
      `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${c.id}</title>
<link rel="stylesheet" href="${c.id}.css"><script type="module" src="${c.id}.js"></script>
<script type="module" src="harness.js"></script><script type="module" src="long-list.js"></script></head><body></body></html>`,
    );
  }
  copyFileSync(path.join(benchDir, 'src/harness.js'), path.join(outDir, 'harness.js'));
  writeFileSync(path.join(outDir, 'long-list.js'), LONG_LIST);
}

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

const fmt = n => n.toFixed(1);
const summary = values => `${fmt(median(values))} ms (min ${fmt(min(values))}, max ${fmt(max(values))})`;

await build();
const server = await serve(outDir);
const browser = await launch();
try {
  const times = Object.fromEntries(candidates.map(c => [c.id, []]));
  const cpus = Object.fromEntries(candidates.map(c => [c.id, []]));
  const rejected = [];
  log(`bench:combobox: render of ${COUNT} elements, ${runs} runs each …`);
  for (let run = 0; run < runs; run++) {
    // rotated, so that no candidate always goes first
    for (const c of candidates.map((_, i) => candidates[(i + run) % candidates.length])) {
      const markup = Array.from({ length: COUNT }, (_, i) => c.markup(i + 1));
      const result = await withFreshPage(browser, `${server.url}/${c.id}.html`, async page => {
        await page.evaluate(m => (window.benchMarkup = m), markup);
        const { result: time, cpu } = await withRendererCpu(() =>
          page.evaluate(tag => window.bench.render({ tag, markup: window.benchMarkup }), c.tag),
        );
        const problems = await page.evaluate(args => window.bench.verify(args), { tag: c.tag, count: COUNT });
        return { time, cpu, problems };
      });
      if (result.problems.length > 0) rejected.push(`${c.id}: ${result.problems.join('; ')}`);
      else {
        times[c.id].push(result.time);
        cpus[c.id].push(result.cpu);
      }
    }
  }
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
  const select = median(times['ds-select']);
  const selectCpu = median(cpus['ds-select']);
  console.log(
    `| ${COUNT} elements, 5 options each | median wall (min, max) | vs ds-select | renderer CPU median | vs ds-select |`,
  );
  console.log('| --- | --- | --- | --- | --- |');
  for (const c of candidates) {
    const cpu = median(cpus[c.id]);
    const cpuCells = Number.isFinite(cpu) ? `${fmt(cpu)} ms | ${(cpu / selectCpu).toFixed(2)}×` : '– | –';
    console.log(`| ${c.id} | ${summary(times[c.id])} | ${(median(times[c.id]) / select).toFixed(2)}× | ${cpuCells} |`);
  }
  console.log(
    `\n10,000 options: open ${summary(opens)}; filter ("99") ${summary(filters)}; drawn after filtering: ${checks[0]}.`,
  );
  // CPU time where /proc has it (a busy machine stretches wall time, not CPU time), else wall time
  const cpuRatio = median(cpus['ds-combobox']) / selectCpu;
  const ratio = Number.isFinite(cpuRatio) ? cpuRatio : median(times['ds-combobox']) / select;
  console.log(
    `\nTarget: ds-combobox at most 1.2× ds-select to render (${Number.isFinite(cpuRatio) ? 'CPU' : 'wall'}): ${ratio.toFixed(2)}× ${ratio <= 1.2 ? 'MET' : 'MISSED'}.`,
  );
  if (rejected.length > 0)
    console.log(`Rejected runs: ${rejected.length}\n- ${[...new Set(rejected)].slice(0, 5).join('\n- ')}`);
} finally {
  await browser.close();
  server.close();
}
