// npm run bench:tree (in bench/): what ds-tree costs. Render time in Chromium, each run in a fresh page, of
// one tree of 500 items (100 open folders of 4 files each, so that every item is laid out) against
// Shoelace's <sl-tree> with the same items (the harness of render.mjs: innerHTML, every item updated,
// style and layout). The target: ds-tree at most 0.6× Shoelace.
// Environment: BENCH_RUNS (default 15), CHROMIUM_BIN.
import path from 'node:path';
import { launch } from './browser.mjs';
import { buildPages, log, measureRenders, report, runsFromEnv } from './compare.mjs';
import { benchDir, repoDir } from './libraries.mjs';
import { serve } from './server.mjs';

const runs = runsFromEnv();
const outDir = path.join(benchDir, '.out', 'tree');
const FOLDERS = 100;
const FILES = 4;
const COUNT = FOLDERS * (FILES + 1);
const TARGET = 0.6;

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

await buildPages(outDir, candidates);
const server = await serve(outDir);
const browser = await launch();
try {
  log(`bench:tree: render of a tree of ${COUNT} items, ${runs} runs each …`);
  const results = await measureRenders(browser, server.url, candidates, { runs, count: COUNT });
  report(results, candidates, { title: `a tree of ${COUNT} items`, base: 'sl-tree', ours: 'ds-tree', target: TARGET });
} finally {
  await browser.close();
  server.close();
}
