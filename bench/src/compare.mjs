// What the one-element benches (combobox.mjs, progress.mjs, tree.mjs) share: each candidate bundled into its
// own page with the harness of render.mjs, its render timed in a fresh page per run (wall and renderer CPU),
// and the results as a table and a target line.
import { copyFileSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import * as esbuild from 'esbuild';
import { withFreshPage } from './browser.mjs';
import { bundleOptions } from './build.mjs';
import { withRendererCpu } from './cpu-time.mjs';
import { benchDir } from './libraries.mjs';
import { median, min, max } from './stats.mjs';

export const runsFromEnv = () => Math.max(1, Number.parseInt(process.env.BENCH_RUNS ?? '', 10) || 15);
export const log = message => process.stderr.write(`${message}\n`);
const fmt = n => n.toFixed(1);
export const summary = values => `${fmt(median(values))} ms (min ${fmt(min(values))}, max ${fmt(max(values))})`;

/** One entry module (source text) bundled for `lib` ('ours', 'shoelace'): the bundle's bytes. */
export async function bundle(outDir, lib, contents, name) {
  const options = bundleOptions({ id: lib }, undefined, path.join(outDir, `${name}.js`));
  delete options.entryPoints;
  const result = await esbuild.build({
    ...options,
    stdin: { contents, resolveDir: benchDir, loader: 'ts', sourcefile: `${name}-entry.ts` },
  });
  return result.outputFiles[0].contents;
}

/**
 * Writes each candidate's page into `outDir`: `<id>.html` with its bundle, its stylesheet and the harness,
 * plus `extraScripts` ({ name: source }) that every page loads after the harness.
 * A candidate: `{ id, entry, lib, css, tag, markup }` (`markup`: an array of strings, or `i => string` per element).
 */
export async function buildPages(outDir, candidates, extraScripts = {}) {
  mkdirSync(outDir, { recursive: true });
  const extras = Object.keys(extraScripts)
    .map(name => `<script type="module" src="${name}"></script>`)
    .join('');
  for (const c of candidates) {
    writeFileSync(path.join(outDir, `${c.id}.js`), await bundle(outDir, c.lib, c.entry, c.id));
    const css = (await esbuild.transform(readFileSync(c.css, 'utf8'), { loader: 'css', minify: true })).code;
    writeFileSync(path.join(outDir, `${c.id}.css`), css);
    writeFileSync(
      path.join(outDir, `${c.id}.html`),
      `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${c.id}</title>
<link rel="stylesheet" href="${c.id}.css"><script type="module" src="${c.id}.js"></script>
<script type="module" src="harness.js"></script>${extras}</head><body></body></html>`,
    );
  }
  copyFileSync(path.join(benchDir, 'src/harness.js'), path.join(outDir, 'harness.js'));
  for (const [name, source] of Object.entries(extraScripts)) writeFileSync(path.join(outDir, name), source);
}

/**
 * Renders each candidate's markup `runs` times, each run in a fresh page, the order rotated so that no candidate
 * always goes first; `count` elements of `tag` must be there after each (else the run is rejected).
 * Returns `{ times, cpus, rejected }`, the first two by candidate id.
 */
export async function measureRenders(browser, url, candidates, { runs, count }) {
  const times = Object.fromEntries(candidates.map(c => [c.id, []]));
  const cpus = Object.fromEntries(candidates.map(c => [c.id, []]));
  const rejected = [];
  for (let run = 0; run < runs; run++) {
    for (const c of candidates.map((_, i) => candidates[(i + run) % candidates.length])) {
      const markup =
        typeof c.markup === 'function' ? Array.from({ length: count }, (_, i) => c.markup(i + 1)) : c.markup;
      const result = await withFreshPage(browser, `${url}/${c.id}.html`, async page => {
        await page.evaluate(m => (window.benchMarkup = m), markup);
        const { result: time, cpu } = await withRendererCpu(() =>
          page.evaluate(tag => window.bench.render({ tag, markup: window.benchMarkup }), c.tag),
        );
        const problems = await page.evaluate(args => window.bench.verify(args), { tag: c.tag, count });
        return { time, cpu, problems };
      });
      if (result.problems.length > 0) rejected.push(`${c.id}: ${result.problems.join('; ')}`);
      else {
        times[c.id].push(result.time);
        cpus[c.id].push(result.cpu);
      }
    }
  }
  return { times, cpus, rejected };
}

/**
 * Prints the render table against candidate `base`, then whether `ours` renders in at most `target`× its time
 * (CPU time where /proc has it: a busy machine stretches wall time, not CPU time; else wall time), then any
 * rejected runs last.
 */
export function report({ times, cpus, rejected }, candidates, { title, base, ours, target, extra = [] }) {
  const baseTime = median(times[base]);
  const baseCpu = median(cpus[base]);
  console.log(`| ${title} | median wall (min, max) | vs ${base} | renderer CPU median | vs ${base} |`);
  console.log('| --- | --- | --- | --- | --- |');
  for (const c of candidates) {
    const cpu = median(cpus[c.id]);
    const cpuCells = Number.isFinite(cpu) ? `${fmt(cpu)} ms | ${(cpu / baseCpu).toFixed(2)}×` : '– | –';
    console.log(
      `| ${c.id} | ${summary(times[c.id])} | ${(median(times[c.id]) / baseTime).toFixed(2)}× | ${cpuCells} |`,
    );
  }
  for (const line of extra) console.log(line);
  const cpuRatio = median(cpus[ours]) / baseCpu;
  const ratio = Number.isFinite(cpuRatio) ? cpuRatio : median(times[ours]) / baseTime;
  console.log(
    `\nTarget: ${ours} at most ${target}× ${base} to render (${Number.isFinite(cpuRatio) ? 'CPU' : 'wall'}): ${ratio.toFixed(2)}× ${ratio <= target ? 'MET' : 'MISSED'}.`,
  );
  if (rejected.length > 0)
    console.log(`Rejected runs: ${rejected.length}\n- ${[...new Set(rejected)].slice(0, 5).join('\n- ')}`);
}
