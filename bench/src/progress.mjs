// npm run bench:progress (in bench/): what the Feedback elements cost. In Chromium, each run in a fresh page:
// - render time of 500 <ds-progress> bars against 500 Shoelace <sl-progress-bar>, each with a label and a
//   value (the harness of render.mjs: innerHTML, every element updated, style and layout); the target:
//   ds-progress at most 0.6× Shoelace;
// - the gzip size of each Feedback element bundled alone (ds-progress, ds-spinner, ds-badge, ds-callout,
//   with Lit and what each imports) beside Shoelace's progress bar, spinner, badge and alert.
// Environment: BENCH_RUNS (default 15), CHROMIUM_BIN.
import { copyFileSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import * as esbuild from 'esbuild';
import { launch, withFreshPage } from './browser.mjs';
import { bundleOptions, sizeOf } from './build.mjs';
import { withRendererCpu } from './cpu-time.mjs';
import { benchDir, repoDir } from './libraries.mjs';
import { serve } from './server.mjs';
import { median, min, max } from './stats.mjs';

const runs = Math.max(1, Number.parseInt(process.env.BENCH_RUNS ?? '', 10) || 15);
const outDir = path.join(benchDir, '.out', 'progress');
const COUNT = 500;
const TARGET = 0.6;
const log = message => process.stderr.write(`${message}\n`);
const ours = file => `import '${repoDir}/elements/${file}';`;
const shoelace = name => `import '@shoelace-style/shoelace/dist/components/${name}/${name}.js';`;

/** The render comparison: an entry module (as source text), the page's stylesheet, and one element's markup. */
const candidates = [
  {
    id: 'ds-progress',
    entry: ours('progress/ds-progress.ts'),
    lib: 'ours',
    css: path.join(repoDir, 'elements/tokens/tokens.css'),
    tag: 'ds-progress',
    markup: i => `<ds-progress label="Task ${i}" value="${i % 101}"></ds-progress>`,
  },
  {
    id: 'sl-progress-bar',
    entry: shoelace('progress-bar'),
    lib: 'shoelace',
    css: path.join(benchDir, 'node_modules/@shoelace-style/shoelace/dist/themes/light.css'),
    tag: 'sl-progress-bar',
    markup: i => `<sl-progress-bar label="Task ${i}" value="${i % 101}"></sl-progress-bar>`,
  },
];

/** The size rows: each element alone, ours beside Shoelace's nearest. */
const sizeRows = [
  ['progress bar', ours('progress/ds-progress.ts'), shoelace('progress-bar')],
  ['spinner', ours('spinner/ds-spinner.ts'), shoelace('spinner')],
  ['badge', ours('badge/ds-badge.ts'), shoelace('badge')],
  ['callout / alert', ours('callout/ds-callout.ts'), shoelace('alert')],
];

async function bundle(lib, contents, sourcefile) {
  const options = bundleOptions({ id: lib }, undefined, path.join(outDir, `${sourcefile}.js`));
  delete options.entryPoints;
  const result = await esbuild.build({
    ...options,
    stdin: { contents, resolveDir: benchDir, loader: 'ts', sourcefile: `${sourcefile}-entry.ts` },
  });
  return result.outputFiles[0].contents;
}

async function build() {
  mkdirSync(outDir, { recursive: true });
  for (const c of candidates) {
    writeFileSync(path.join(outDir, `${c.id}.js`), await bundle(c.lib, c.entry, c.id));
    const css = (await esbuild.transform(readFileSync(c.css, 'utf8'), { loader: 'css', minify: true })).code;
    writeFileSync(path.join(outDir, `${c.id}.css`), css);
    writeFileSync(
      path.join(outDir, `${c.id}.html`),
      `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${c.id}</title>
<link rel="stylesheet" href="${c.id}.css"><script type="module" src="${c.id}.js"></script>
<script type="module" src="harness.js"></script></head><body></body></html>`,
    );
  }
  copyFileSync(path.join(benchDir, 'src/harness.js'), path.join(outDir, 'harness.js'));
}

const fmt = n => n.toFixed(1);
const kb = bytes => `${(bytes / 1000).toFixed(2)} kB`;
const summary = values => `${fmt(median(values))} ms (min ${fmt(min(values))}, max ${fmt(max(values))})`;

await build();
const sizes = [];
for (const [label, oursEntry, theirs] of sizeRows) {
  const [a, b] = await Promise.all([bundle('ours', oursEntry, 'size-ours'), bundle('shoelace', theirs, 'size-theirs')]);
  sizes.push([label, sizeOf(a).gzip, sizeOf(b).gzip]);
}
const server = await serve(outDir);
const browser = await launch();
try {
  const times = Object.fromEntries(candidates.map(c => [c.id, []]));
  const cpus = Object.fromEntries(candidates.map(c => [c.id, []]));
  const rejected = [];
  log(`bench:progress: render of ${COUNT} elements, ${runs} runs each …`);
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
  const base = median(times['sl-progress-bar']);
  const baseCpu = median(cpus['sl-progress-bar']);
  console.log(`| ${COUNT} progress bars | median wall (min, max) | vs Shoelace | renderer CPU median | vs Shoelace |`);
  console.log('| --- | --- | --- | --- | --- |');
  for (const c of candidates) {
    const cpu = median(cpus[c.id]);
    const cpuCells = Number.isFinite(cpu) ? `${fmt(cpu)} ms | ${(cpu / baseCpu).toFixed(2)}×` : '– | –';
    console.log(`| ${c.id} | ${summary(times[c.id])} | ${(median(times[c.id]) / base).toFixed(2)}× | ${cpuCells} |`);
  }
  // CPU time where /proc has it (a busy machine stretches wall time, not CPU time), else wall time
  const cpuRatio = median(cpus['ds-progress']) / baseCpu;
  const ratio = Number.isFinite(cpuRatio) ? cpuRatio : median(times['ds-progress']) / base;
  console.log(
    `\nTarget: ds-progress at most ${TARGET}× sl-progress-bar to render (${Number.isFinite(cpuRatio) ? 'CPU' : 'wall'}): ${ratio.toFixed(2)}× ${ratio <= TARGET ? 'MET' : 'MISSED'}.`,
  );
  console.log('\n| Size, gzip, each alone with Lit | ds (ours) | Shoelace |');
  console.log('| --- | ---: | ---: |');
  for (const [label, a, b] of sizes) console.log(`| ${label} | ${kb(a)} | ${kb(b)} |`);
  if (rejected.length > 0)
    console.log(`Rejected runs: ${rejected.length}\n- ${[...new Set(rejected)].slice(0, 5).join('\n- ')}`);
} finally {
  await browser.close();
  server.close();
}
