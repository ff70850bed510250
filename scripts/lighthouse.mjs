// `npm run lighthouse`: Lighthouse 12.8 (its default mobile preset: simulated slow 4G and a 4× slower
// CPU) on every route of the production build, offline, in Debian's headless Chromium. Prints one
// table and, under it, every audit that cost a route points. Exit code 1 when a route misses the
// targets (performance ≥ 98; accessibility, best practices and SEO 100).
//
//   npm run lighthouse                     builds dist/ first when it is missing
//   npm run lighthouse -- --no-build       measures dist/ as it is
//   npm run lighthouse -- --only About,/   some routes only (paths as in the table)
//
// Lighthouse lives in lighthouse/ with its own package.json (installed here on first use), so the
// root install and `npm test` never get it. Its `overrides` pin two packages that Lighthouse's trace
// engine asks for by the dist-tag "latest": once the tag moved, `npm ci` rejected the lock. The build is served by a small gzip-compressing static
// server, as a static host would, with the single-page fallback.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const lhDir = path.join(root, 'lighthouse');
const dist = path.join(root, 'dist');
const outDir = path.join(root, '.tmp', 'lighthouse');
const args = process.argv.slice(2);
const only = args.includes('--only') ? args[args.indexOf('--only') + 1].split(',') : null;
const TARGETS = { performance: 98, accessibility: 100, 'best-practices': 100, seo: 100 };
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
];

function runOrExit(cmd, cmdArgs, cwd) {
  const result = spawnSync(cmd, cmdArgs, { cwd, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

// ---- dependencies and build -------------------------------------------------------------
const installed = path.join(lhDir, 'node_modules/.package-lock.json');
const lock = path.join(lhDir, 'package-lock.json');
if (!existsSync(installed) || statSync(installed).mtimeMs < statSync(lock).mtimeMs) {
  console.error('lighthouse: installing its dependencies (npm ci in lighthouse/) …');
  runOrExit('npm', ['ci', '--no-audit', '--no-fund'], lhDir);
}
if (!existsSync(path.join(dist, 'index.html'))) {
  if (args.includes('--no-build')) throw new Error('dist/index.html not found: build first');
  runOrExit('npm', ['run', 'build'], root);
}
const importFrom = spec => import(pathToFileURL(path.join(lhDir, 'node_modules', spec)).href);
const { default: lighthouse } = await importFrom('lighthouse/core/index.js');
const chromeLauncher = await importFrom('chrome-launcher/dist/index.js');

// ---- the routes: every page of content/pages.ts ------------------------------------------
mkdirSync(outDir, { recursive: true });
const pagesModule = path.join(outDir, 'pages.mjs');
await build({
  entryPoints: [path.join(root, 'content/pages.ts')],
  bundle: true,
  format: 'esm',
  outfile: pagesModule,
  logLevel: 'error',
});
const { sitePages, componentPages, navigationSubPages } = await import(
  `${pathToFileURL(pagesModule).href}?${Date.now()}`
);
const routes = [...Object.values(sitePages), ...componentPages, ...navigationSubPages]
  .map(p => `/${p.path}`)
  .filter(p => p !== '/Components/Navigation') // redirects to its first sub-page
  .filter(p => !only || only.includes(p) || only.includes(p.slice(1)));

// ---- a static host: gzip, long-lived caching of hashed files, single-page fallback -----------
const TYPES = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.svg': 'image/svg+xml',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.jpg': 'image/jpeg',
  '.mp3': 'audio/mpeg',
  '.pdf': 'application/pdf',
  '.txt': 'text/plain',
  '.xml': 'application/xml',
  '.woff2': 'font/woff2',
  '.ico': 'image/x-icon',
};
const server = createServer((req, res) => {
  const url = new URL(req.url, 'http://localhost');
  let file = path.join(dist, decodeURIComponent(url.pathname));
  if (!file.startsWith(dist)) return res.writeHead(403).end();
  if (existsSync(file) && statSync(file).isDirectory()) file = path.join(file, 'index.html');
  if (!existsSync(file)) file = path.join(dist, 'index.html');
  const type = TYPES[path.extname(file)] ?? 'application/octet-stream';
  let body = readFileSync(file);
  const headers = {
    'Content-Type': type,
    'Cache-Control': /\/static\//.test(file) ? 'public, max-age=31536000, immutable' : 'no-cache',
  };
  if (
    /^(text|application\/(json|xml|manifest)|image\/svg)/.test(type) &&
    /gzip/.test(req.headers['accept-encoding'] ?? '')
  ) {
    body = gzipSync(body);
    headers['Content-Encoding'] = 'gzip';
  }
  res.writeHead(200, headers).end(body);
});
await new Promise(resolve => server.listen(0, '127.0.0.1', resolve));
const origin = `http://localhost:${server.address().port}`;

// ---- run ---------------------------------------------------------------------------------
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  chromeFlags: CHROME_FLAGS,
});
const rows = [];
const misses = [];
try {
  for (const route of routes) {
    process.stderr.write(`lighthouse: ${route} …\n`);
    const { lhr } = await lighthouse(`${origin}${route}`, { port: chrome.port, output: 'json', logLevel: 'error' });
    writeFileSync(path.join(outDir, `${route.slice(1).replaceAll('/', '_') || 'home'}.json`), JSON.stringify(lhr));
    const score = id => Math.round((lhr.categories[id]?.score ?? 0) * 100);
    const audit = id => lhr.audits[id]?.numericValue;
    const row = {
      route,
      ...Object.fromEntries(Object.keys(TARGETS).map(id => [id, score(id)])),
      lcp: audit('largest-contentful-paint'),
      cls: audit('cumulative-layout-shift'),
      tbt: audit('total-blocking-time'),
    };
    rows.push(row);
    for (const [id, target] of Object.entries(TARGETS)) {
      if (row[id] >= target) continue;
      const lost = lhr.categories[id].auditRefs
        .filter(ref => ref.weight > 0 && (lhr.audits[ref.id].score ?? 1) < 1)
        .map(ref => `${ref.id} (${lhr.audits[ref.id].displayValue ?? lhr.audits[ref.id].score})`);
      misses.push(`${route} ${id} ${row[id]}: ${lost.join(', ') || 'no weighted audit failed'}`);
    }
  }
} finally {
  await chrome.kill();
  server.close();
}

const cols = ['Route', 'Performance', 'Accessibility', 'Best practices', 'SEO', 'LCP', 'CLS', 'TBT'];
const cells = rows.map(r =>
  [
    r.route,
    r.performance,
    r.accessibility,
    r['best-practices'],
    r.seo,
    `${(r.lcp / 1000).toFixed(1)} s`,
    r.cls.toFixed(3),
    `${Math.round(r.tbt)} ms`,
  ].map(String),
);
console.log(`Lighthouse ${lighthouse.version ?? '12.8'} mobile, ${new Date().toISOString().slice(0, 10)}:\n`);
console.log(`| ${cols.join(' | ')} |\n|${cols.map((_, i) => (i ? ' ---: ' : ' --- ')).join('|')}|`);
for (const c of cells) console.log(`| ${c.join(' | ')} |`);
if (misses.length > 0) {
  console.log(`\nBelow target (performance ≥ 98, the others 100):\n${misses.map(m => `- ${m}`).join('\n')}`);
  process.exit(1);
}
console.log(`\nAll ${rows.length} routes meet the targets.`);
