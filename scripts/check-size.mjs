// Size budget: the gzip size of the JavaScript a visitor downloads to see the home page `/`.
// That is every script of dist/index.html, their static imports, and the lazy chunk of the
// home page with its static imports. Fails (exit 1) above the budget.
// Second budget: every route's own lazy chunk (each page under react-app/pages/) stays
// within 25 KB gzip; the table lists each one.
//
//   node scripts/check-size.mjs              builds first when dist/ is missing
//   node scripts/check-size.mjs --no-build   measures dist/ as it is
//   node scripts/check-size.mjs --dist DIR   measures another build output
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

// gzip; React 19 alone is about 66 KB, Lit and ds-button (the Get Started link) about 16 KB; the route table
// (every page's entry, with its search words) grows about 0.15 KB with each page.
const BUDGET_BYTES = 127 * 1024;
const HOME_PAGE_SRC = 'react-app/pages/home/HomePage.tsx';
const ROUTE_CHUNK_BUDGET_BYTES = 25 * 1024; // gzip, each page's own chunk (not the shared ones it imports)
const PAGES_DIR = 'react-app/pages/';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const distArg = args.indexOf('--dist');
const dist = path.resolve(root, distArg >= 0 ? (args[distArg + 1] ?? '') : 'dist');

function fail(message) {
  console.error(`check-size: ${message}`);
  process.exit(1);
}

if (!existsSync(path.join(dist, 'index.html'))) {
  if (args.includes('--no-build') || distArg >= 0)
    fail(`${path.relative(root, dist)}/index.html not found: build first`);
  console.log('dist/ is missing: npm run build');
  const build = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) fail('the build failed');
}

const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
const manifestFile = path.join(dist, '.vite', 'manifest.json');
const manifest = existsSync(manifestFile) ? JSON.parse(readFileSync(manifestFile, 'utf8')) : null;
const byFile = new Map(Object.values(manifest ?? {}).map(chunk => [chunk.file, chunk]));

// A build for a sub-path (BASE_PATH=/portfolio/) writes its URLs under that base.
const basePath = `/${(process.env.BASE_PATH ?? '').trim().replace(/^\/+|\/+$/g, '')}/`.replace(/^\/\/$/, '/');

/** A local URL from index.html ("/assets/x.js", "/portfolio/assets/x.js") as a path inside dist ("assets/x.js"). */
function distPath(url) {
  if (/^([a-z]+:)?\/\//i.test(url) || url.startsWith('data:')) return null; // not ours
  const underBase = url.startsWith(basePath) ? url.slice(basePath.length - 1) : url;
  return underBase.replace(/^\.?\//, '').split(/[?#]/)[0];
}

const attr = (tag, name) => tag.match(new RegExp(`\\s${name}\\s*=\\s*["']([^"']+)["']`, 'i'))?.[1];
const tags = name => html.match(new RegExp(`<${name}\\b[^>]*>`, 'gi')) ?? [];

// What index.html loads by itself: every <script src> (the module entry and any classic
// script such as theme-boot.js) and every <link rel="modulepreload">.
const start = [
  ...tags('script').map(tag => attr(tag, 'src')),
  ...tags('link')
    .filter(tag => /modulepreload/i.test(attr(tag, 'rel') ?? ''))
    .map(tag => attr(tag, 'href')),
]
  .filter(Boolean)
  .map(distPath)
  .filter(Boolean);

// The home page's lazy chunk: by its source path in the manifest, else by name.
let home = null;
if (manifest) {
  const chunks = Object.entries(manifest);
  const found =
    chunks.find(([key, c]) => key === HOME_PAGE_SRC || c.src === HOME_PAGE_SRC) ??
    chunks.find(([key, c]) => c.isDynamicEntry && /home/i.test(c.src ?? key));
  home = found?.[1].file ?? null;
} else {
  // Vite names a lazy chunk after its module: HomePage-[hash].js, wherever the chunks go.
  const name = readdirSync(dist, { recursive: true })
    .map(f => String(f).split(path.sep).join('/'))
    .find(f => /(^|\/)[^/]*home[^/]*\.m?js$/i.test(f));
  home = name ?? null;
}
if (home) start.push(home);
else fail(`no lazy chunk for the home page (${HOME_PAGE_SRC}) was found: the measurement would be incomplete`);

/** Static imports of a chunk: from the manifest, else read from the minified code. */
function staticImports(file) {
  const chunk = byFile.get(file);
  if (chunk) return (chunk.imports ?? []).map(key => manifest[key]?.file).filter(Boolean);
  const code = readFileSync(path.join(dist, file), 'utf8');
  const found = [];
  // `import{a as b}from"./x.js"`, `import"./x.js"`, `export*from"./x.js"`; not `import("./x.js")`.
  const re = /(?:^|[;\s}])(?:import|export)\s*(?:[\w$*{}\s,]*?\s*from\s*)?["']([^"']+\.m?js)["']/g;
  for (const [, spec] of code.matchAll(re)) {
    if (spec.startsWith('.')) found.push(path.posix.normalize(path.posix.join(path.posix.dirname(file), spec)));
    else if (spec.startsWith('/')) found.push(spec.slice(1));
  }
  return found;
}

const files = new Set();
const queue = [...start];
while (queue.length > 0) {
  const file = queue.shift();
  if (files.has(file)) continue;
  if (!existsSync(path.join(dist, file))) fail(`${file} is referenced but not in ${path.relative(root, dist)}/`);
  files.add(file);
  queue.push(...staticImports(file));
}
if (files.size === 0) fail('index.html loads no JavaScript: is this the right build?');

// Print the table, biggest first.
const rows = [...files].map(file => {
  const data = readFileSync(path.join(dist, file));
  const label = file === home ? `${file} (home page)` : file;
  return { label, raw: data.length, gzip: gzipSync(data, { level: 9 }).length };
});
rows.sort((a, b) => b.gzip - a.gzip);
const total = rows.reduce((sum, r) => ({ raw: sum.raw + r.raw, gzip: sum.gzip + r.gzip }), { raw: 0, gzip: 0 });
const kb = bytes => `${(bytes / 1024).toFixed(1)} KB`;
const width = Math.max(...rows.map(r => r.label.length), 'Total'.length);
const line = (a, b, c) => `${a.padEnd(width)}  ${b.padStart(10)}  ${c.padStart(10)}`;

console.log(`JavaScript loaded by the home page (${path.relative(root, dist) || '.'}/):`);
console.log(line('File', 'Raw', 'Gzip'));
for (const r of rows) console.log(line(r.label, kb(r.raw), kb(r.gzip)));
console.log(line('Total', kb(total.raw), kb(total.gzip)));

if (total.gzip > BUDGET_BYTES) {
  fail(`${kb(total.gzip)} gzip is over the budget of ${kb(BUDGET_BYTES)} by ${kb(total.gzip - BUDGET_BYTES)}.`);
}
console.log(`Within the budget: ${kb(total.gzip)} of ${kb(BUDGET_BYTES)} gzip.`);

// Each route's own chunk: the lazy entries whose source is under the pages folder.
if (!manifest) fail('dist/.vite/manifest.json is missing: the route chunks cannot be measured');
const pages = Object.entries(manifest)
  .filter(([key, c]) => c.isDynamicEntry && (c.src ?? key).startsWith(PAGES_DIR))
  .map(([key, c]) => ({ src: (c.src ?? key).slice(PAGES_DIR.length), file: c.file }))
  .map(p => ({ ...p, gzip: gzipSync(readFileSync(path.join(dist, p.file)), { level: 9 }).length }))
  .sort((a, b) => b.gzip - a.gzip);
if (pages.length === 0) fail(`no lazy chunk under ${PAGES_DIR} was found: is this the right build?`);
console.log(`\nEach route's own chunk (${PAGES_DIR}, budget ${kb(ROUTE_CHUNK_BUDGET_BYTES)} gzip):`);
for (const p of pages) console.log(`${p.src.padEnd(60)}  ${kb(p.gzip).padStart(10)}`);
const over = pages.filter(p => p.gzip > ROUTE_CHUNK_BUDGET_BYTES);
if (over.length > 0) fail(`over the route chunk budget: ${over.map(p => `${p.src} ${kb(p.gzip)}`).join(', ')}`);
console.log(`All ${pages.length} route chunks are within ${kb(ROUTE_CHUNK_BUDGET_BYTES)} gzip.`);
