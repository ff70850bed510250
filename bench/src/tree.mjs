// npm run bench:tree (in bench/): what ds-tree costs. Render time in Chromium, each run in a fresh page, of
// one tree of 500 items (100 open folders of 4 files each, so that every item is laid out) against
// Shoelace's <sl-tree> with the same items (the harness of render.mjs: innerHTML, every item updated,
// style and layout). The target: ds-tree at most 0.6× Shoelace.
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
const outDir = path.join(benchDir, '.out', 'tree');
const FOLDERS = 100;
const FILES = 4;
const COUNT = FOLDERS * (FILES + 1);
const TARGET = 0.6;
const log = message => process.stderr.write(`${message}\n`);

/** The markup of a tree (`tree`, `item` tags; `open`: the attribute of an open item). */
const treeMarkup = ({ tree, item, open }) => [
  `<${tree} aria-label="Files">`,
  ...Array.from(
    { length: FOLDERS },
    (_, f) =>
      `<${item} ${open}>Folder ${f + 1}${Array.from({ length: FILES }, (_, i) => `<${item}>File ${f + 1}.${i + 1}</${item}>`).join('')}</${item}>`,
  ),
  `</${tree}>`,
];

/** What is compared: an entry module (as source text), the page's stylesheet, the item tag and the markup. */
const candidates = [
  {
    id: 'ds-tree',
    entry: `import '${repoDir}/elements/tree/ds-tree.ts'; import '${repoDir}/elements/tree/ds-tree-item.ts';`,
    lib: 'ours',
    css: path.join(repoDir, 'elements/tokens/tokens.css'),
    tag: 'ds-tree-item',
    markup: treeMarkup({ tree: 'ds-tree', item: 'ds-tree-item', open: 'expanded' }),
  },
  {
    id: 'sl-tree',
    entry: `import '@shoelace-style/shoelace/dist/components/tree/tree.js'; import '@shoelace-style/shoelace/dist/components/tree-item/tree-item.js';`,
    lib: 'shoelace',
    css: path.join(benchDir, 'node_modules/@shoelace-style/shoelace/dist/themes/light.css'),
    tag: 'sl-tree-item',
    markup: treeMarkup({ tree: 'sl-tree', item: 'sl-tree-item', open: 'expanded' }),
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
<script type="module" src="harness.js"></script></head><body></body></html>`,
    );
  }
  copyFileSync(path.join(benchDir, 'src/harness.js'), path.join(outDir, 'harness.js'));
}

const fmt = n => n.toFixed(1);
const summary = values => `${fmt(median(values))} ms (min ${fmt(min(values))}, max ${fmt(max(values))})`;

await build();
const server = await serve(outDir);
const browser = await launch();
try {
  const times = Object.fromEntries(candidates.map(c => [c.id, []]));
  const cpus = Object.fromEntries(candidates.map(c => [c.id, []]));
  const rejected = [];
  log(`bench:tree: render of a tree of ${COUNT} items, ${runs} runs each …`);
  for (let run = 0; run < runs; run++) {
    // alternated, so that neither always goes first
    for (const c of run % 2 ? [...candidates].reverse() : candidates) {
      const result = await withFreshPage(browser, `${server.url}/${c.id}.html`, async page => {
        await page.evaluate(m => (window.benchMarkup = m), c.markup);
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
  const shoelace = median(times['sl-tree']);
  const shoelaceCpu = median(cpus['sl-tree']);
  console.log(`| a tree of ${COUNT} items | median wall (min, max) | vs sl-tree | renderer CPU median | vs sl-tree |`);
  console.log('| --- | --- | --- | --- | --- |');
  for (const c of candidates) {
    const cpu = median(cpus[c.id]);
    const cpuCells = Number.isFinite(cpu) ? `${fmt(cpu)} ms | ${(cpu / shoelaceCpu).toFixed(2)}×` : '– | –';
    console.log(
      `| ${c.id} | ${summary(times[c.id])} | ${(median(times[c.id]) / shoelace).toFixed(2)}× | ${cpuCells} |`,
    );
  }
  // CPU time where /proc has it (a busy machine stretches wall time, not CPU time), else wall time
  const cpuRatio = median(cpus['ds-tree']) / shoelaceCpu;
  const ratio = Number.isFinite(cpuRatio) ? cpuRatio : median(times['ds-tree']) / shoelace;
  console.log(
    `\nTarget: ds-tree at most ${TARGET}× sl-tree to render (${Number.isFinite(cpuRatio) ? 'CPU' : 'wall'}): ${ratio.toFixed(2)}× ${ratio <= TARGET ? 'MET' : 'MISSED'}.`,
  );
  if (rejected.length > 0)
    console.log(`Rejected runs: ${rejected.length}\n- ${[...new Set(rejected)].slice(0, 5).join('\n- ')}`);
} finally {
  await browser.close();
  server.close();
}
