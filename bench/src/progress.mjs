// npm run bench:progress (in bench/): what the Feedback elements cost. In Chromium, each run in a fresh page:
// - render time of 500 <ds-progress> bars against 500 Shoelace <sl-progress-bar>, each with a label and a
//   value (the harness of render.mjs: innerHTML, every element updated, style and layout); the target:
//   ds-progress at most 0.6× Shoelace;
// - the gzip size of each Feedback element bundled alone (ds-progress, ds-spinner, ds-badge, ds-callout,
//   with Lit and what each imports) beside Shoelace's progress bar, spinner, badge and alert.
// Environment: BENCH_RUNS (default 15), CHROMIUM_BIN.
import path from 'node:path';
import { launch } from './browser.mjs';
import { sizeOf } from './build.mjs';
import { bundle, buildPages, log, measureRenders, report, runsFromEnv } from './compare.mjs';
import { benchDir, repoDir } from './libraries.mjs';
import { serve } from './server.mjs';

const runs = runsFromEnv();
const outDir = path.join(benchDir, '.out', 'progress');
const COUNT = 500;
const TARGET = 0.6;
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

const kb = bytes => `${(bytes / 1000).toFixed(2)} kB`;

await buildPages(outDir, candidates);
const sizes = [];
for (const [label, oursEntry, theirs] of sizeRows) {
  const [a, b] = await Promise.all([
    bundle(outDir, 'ours', oursEntry, 'size-ours'),
    bundle(outDir, 'shoelace', theirs, 'size-theirs'),
  ]);
  sizes.push([label, sizeOf(a).gzip, sizeOf(b).gzip]);
}
const server = await serve(outDir);
const browser = await launch();
try {
  log(`bench:progress: render of ${COUNT} elements, ${runs} runs each …`);
  const results = await measureRenders(browser, server.url, candidates, { runs, count: COUNT });
  report(results, candidates, {
    title: `${COUNT} progress bars`,
    base: 'sl-progress-bar',
    ours: 'ds-progress',
    target: TARGET,
  });
  console.log('\n| Size, gzip, each alone with Lit | ds (ours) | Shoelace |');
  console.log('| --- | ---: | ---: |');
  for (const [label, a, b] of sizes) console.log(`| ${label} | ${kb(a)} | ${kb(b)} |`);
} finally {
  await browser.close();
  server.close();
}
