#!/usr/bin/env node
// The package as a developer gets it. Builds dist/package, packs it, and checks:
// - the tarball: only what a user needs (no tests, site, media or .ts source but .d.ts), under 1 MB;
// - an install in two fresh apps from create-vite's templates (vanilla-ts, react-ts), their configs
//   untouched: `tsc` and `vite build` pass, and the built page runs in Chromium (the element is
//   defined, renders and reacts to a click);
// - the vanilla app's bundle for one ds-button, against the benchmark's one-button bundle;
// - cdn/: the autoloader defines tags on sight, and a second copy of the library (cdn/ds.js) only warns.
// The apps live in .tmp/package-check/ and resolve vite, typescript and react from the repository's
// node_modules (the same versions as the templates ask for); the tarball is unpacked into their
// node_modules as npm would, so nothing is fetched.
//
//   node scripts/check-package.mjs [--counts <file>]   (--counts: write { passed, failed, names } there)
/* global customElements, document -- in the functions that Chromium runs in the page */
import { spawnSync } from 'node:child_process';
import {
  cpSync,
  createReadStream,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { createServer } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import * as esbuild from 'esbuild';
import { bundleOptions } from '../bench/src/build.mjs';
import { libraries } from '../bench/src/libraries.mjs';
import { buildPackage, OUT } from './build-package.mjs';
import { countsOf, writeCounts } from './check-counts.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const work = path.join(root, '.tmp/package-check');
const templates = path.join(root, 'node_modules/create-vite');
const tsc = path.join(root, 'node_modules/typescript/bin/tsc'); // the templates' TypeScript 7
const vite = path.join(root, 'node_modules/vite/bin/vite.js');
const MAX_PACK_BYTES = 1_000_000;
const MAX_BUNDLE_RATIO = 1.1;
/** How long the pages may take to show a state, on two cores shared with the other test steps. */
const WAIT_MS = 15_000;

const results = []; // { name, ok, detail }
function check(name, ok, detail = '') {
  results.push({ name, ok, detail });
  console.log(`${ok ? 'ok  ' : 'FAIL'} ${name}${detail ? `: ${detail}` : ''}`);
  return ok;
}
const kB = bytes => `${(bytes / 1000).toFixed(1)} kB`;

function exec(command, args, cwd) {
  const result = spawnSync(command, args, { cwd, encoding: 'utf8' });
  return { ok: result.status === 0, output: `${result.stdout ?? ''}${result.stderr ?? ''}`.trim() };
}

// ---- the tarball --------------------------------------------------------------------------

/** Why a packed file should not ship, or '' when it should. */
export function unwanted(file) {
  if (/(^|\/)(node_modules|e2e|react-app|content|public|bench|scripts)\//.test(file)) return 'site or tooling';
  if (/\.(test|spec)\.|\.suite\.|\.fixture\.|test-helpers/.test(file)) return 'test code';
  if (/\.(mp3|wav|ogg|pdf|png|jpe?g|webp|avif|gif|woff2?|ttf)$/i.test(file)) return 'media';
  if (/\.tsx?$/.test(file) && !file.endsWith('.d.ts')) return 'TypeScript source';
  return '';
}

function pack() {
  mkdirSync(work, { recursive: true });
  const { ok, output } = exec('npm', ['pack', '--json', '--pack-destination', work], OUT);
  if (!ok) throw new Error(`npm pack failed:\n${output}`);
  const [info] = JSON.parse(output.slice(output.indexOf('[')));
  const tarball = path.join(work, info.filename);
  const size = statSync(tarball).size;
  console.log(`Packed ${info.filename}: ${kB(size)} (${info.entryCount} files, ${kB(info.unpackedSize)} unpacked)`);
  const bad = info.files.map(f => [f.path, unwanted(f.path)]).filter(([, why]) => why);
  check(
    'the tarball holds only what a user needs',
    bad.length === 0,
    bad.map(([f, why]) => `${f} (${why})`).join(', '),
  );
  check(`the tarball is under ${kB(MAX_PACK_BYTES)}`, size < MAX_PACK_BYTES, kB(size));
  const manifest = JSON.parse(readFileSync(path.join(OUT, 'package.json'), 'utf8'));
  const deps = Object.keys(manifest.dependencies ?? {}).sort();
  check('it depends on lit and @floating-ui/dom only', deps.join() === '@floating-ui/dom,lit', deps.join(', '));
  return tarball;
}

// ---- the apps -------------------------------------------------------------------------------

/** An app from a create-vite template with `files` written over it and the tarball installed. */
function makeApp(template, tarball, files) {
  const dir = path.join(work, template);
  rmSync(dir, { recursive: true, force: true });
  cpSync(path.join(templates, `template-${template}`), dir, { recursive: true });
  renameSync(path.join(dir, '_gitignore'), path.join(dir, '.gitignore'));
  for (const [file, text] of Object.entries(files)) writeFileSync(path.join(dir, file), text);
  const installed = path.join(dir, 'node_modules/@dotline/elements');
  mkdirSync(installed, { recursive: true });
  const untar = exec('tar', ['-xzf', tarball, '-C', installed, '--strip-components=1'], dir);
  if (!untar.ok) throw new Error(`could not unpack ${tarball}: ${untar.output}`);
  return dir;
}

const vanillaMain = `import '@dotline/elements/tokens.css';
import '@dotline/elements/button.js';

const button = document.createElement('ds-button');
button.variant = 'primary';
// @ts-expect-error: not one of the variants, so the types are real
button.variant = 'huge';
button.variant = 'outline';
let clicks = 0;
button.textContent = 'Clicked 0 times';
button.addEventListener('click', () => {
  clicks += 1;
  button.textContent = \`Clicked \${clicks} times\`;
});
document.querySelector('#app')!.append(button);
`;

const reactApp = `import { useState } from 'react';
import { DsButton } from '@dotline/elements/react/DsButton.js';
import type { DsSlider } from '@dotline/elements/slider.js';
import '@dotline/elements/slider.js';
import '@dotline/elements/tokens.css';

/** The slider's value, typed from the element. */
export function volumeOf(slider: DsSlider): number {
  return slider.value;
}

export default function App() {
  const [count, setCount] = useState(0);
  return (
    <main>
      <DsButton variant="primary" onClick={() => setCount(c => c + 1)}>
        Clicked {count} times
      </DsButton>
      <ds-slider label="Volume" value={30}></ds-slider>
      {false && (
        // @ts-expect-error: the JSX types know the slider's value is a number
        <ds-slider value="loud"></ds-slider>
      )}
    </main>
  );
}
`;

function buildApp(dir, tscArgs) {
  const typed = exec(process.execPath, [tsc, ...tscArgs], dir);
  check(`${path.basename(dir)}: tsc, 0 errors`, typed.ok, typed.output.split('\n').slice(0, 10).join('\n'));
  const built = exec(process.execPath, [vite, 'build', '--logLevel', 'error'], dir);
  check(`${path.basename(dir)}: vite build`, built.ok, built.output.split('\n').slice(0, 10).join('\n'));
  return built.ok;
}

/** Gzip size of the JavaScript of a Vite app's build. */
function appJavaScript(dir) {
  const assets = path.join(dir, 'dist/assets');
  const code = readdirSync(assets)
    .filter(f => f.endsWith('.js'))
    .map(f => readFileSync(path.join(assets, f)));
  return gzipSync(Buffer.concat(code), { level: 9 }).length;
}

/** The benchmark's one-button bundle (bench/src/build.mjs), gzip. */
async function benchOneButton() {
  const ours = libraries.find(lib => lib.id === 'ours');
  const result = await esbuild.build(bundleOptions(ours, ours.modules.button, path.join(work, 'bench-button.js')));
  return gzipSync(result.outputFiles[0].contents, { level: 9 }).length;
}

// ---- in Chromium ------------------------------------------------------------------------------

const TYPES = { '.js': 'text/javascript', '.css': 'text/css', '.html': 'text/html', '.svg': 'image/svg+xml' };

/** Serves `dir` on a free port; resolves its origin and a close function. */
function serve(dir) {
  const server = createServer((request, response) => {
    const file = path.join(dir, decodeURIComponent(new URL(request.url, 'http://x').pathname));
    const target = existsSync(file) && statSync(file).isDirectory() ? path.join(file, 'index.html') : file;
    if (!target.startsWith(dir) || !existsSync(target)) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, { 'content-type': TYPES[path.extname(target)] ?? 'application/octet-stream' });
    createReadStream(target).pipe(response);
  });
  return new Promise(resolve =>
    server.listen(0, '127.0.0.1', () =>
      resolve({ origin: `http://127.0.0.1:${server.address().port}`, close: () => server.close() }),
    ),
  );
}

/** Opens a page; `messages` collects console warnings and errors and page errors. */
async function open(browser, url) {
  const page = await browser.newPage();
  const messages = [];
  page.on('console', m => ['error', 'warning'].includes(m.type()) && messages.push(`${m.type()}: ${m.text()}`));
  page.on('pageerror', e => messages.push(`pageerror: ${e.message}`));
  await page.goto(url);
  return { page, messages };
}

/** The built app runs: ds-button is defined, renders its shadow tree and counts a click. */
async function runApp(browser, dir) {
  const name = path.basename(dir);
  const server = await serve(path.join(dir, 'dist'));
  try {
    const { page, messages } = await open(browser, `${server.origin}/`);
    const button = page.locator('ds-button');
    await button.waitFor();
    const rendered = await page
      .waitForFunction(
        () =>
          customElements.get('ds-button') && document.querySelector('ds-button')?.shadowRoot?.querySelector('button'),
        undefined,
        { timeout: WAIT_MS },
      )
      .then(
        () => true,
        () => false,
      );
    check(`${name}: ds-button is defined and renders in Chromium`, rendered);
    await button.click();
    const clicked = await page
      .waitForFunction(() => document.querySelector('ds-button')?.textContent?.includes('Clicked 1 times'), undefined, {
        timeout: 5000,
      })
      .then(
        () => true,
        () => false,
      );
    check(`${name}: a click reaches the app`, clicked);
    check(`${name}: no error or warning in the console`, messages.length === 0, messages.join(' | '));
  } finally {
    server.close();
  }
}

/** cdn/: the autoloader defines the page's tags, later ones too; cdn/ds.js loaded as well only warns. */
async function runCdn(browser, dir) {
  const packageDir = path.join(dir, 'node_modules/@dotline/elements');
  writeFileSync(
    path.join(packageDir, 'autoloader-check.html'),
    `<!doctype html><html lang="en"><title>cdn</title>
<link rel="stylesheet" href="cdn/tokens.css">
<script type="module" src="cdn/autoloader.js"></script>
<ds-button>On the page</ds-button><ds-not-an-element></ds-not-an-element>`,
  );
  const server = await serve(packageDir);
  try {
    const { page, messages } = await open(browser, `${server.origin}/autoloader-check.html`);
    const onSight = await page
      .waitForFunction(() => customElements.get('ds-button'), undefined, { timeout: WAIT_MS })
      .then(
        () => true,
        () => false,
      );
    check('cdn/autoloader.js defines a tag of the page', onSight);
    await page.evaluate(() =>
      document.body.insertAdjacentHTML('beforeend', '<div><ds-slider label="Later"></ds-slider></div>'),
    );
    const later = await page
      .waitForFunction(() => customElements.get('ds-slider') && customElements.get('ds-ripple'), undefined, {
        timeout: 5000,
      })
      .then(
        () => true,
        () => false,
      );
    check('it defines a tag added later, with what it needs', later);
    check(
      'an unknown ds-* tag gets one warning, not an error',
      messages.length === 1 && messages[0].startsWith('warning:') && messages[0].includes('ds-not-an-element'),
      messages.join(' | '),
    );
    messages.length = 0;
    await page.addScriptTag({ type: 'module', url: 'cdn/ds.js' });
    const twice = await page
      .waitForFunction(() => customElements.get('ds-tooltip'), undefined, { timeout: WAIT_MS })
      .then(
        () => true,
        () => false,
      );
    const warned = messages.some(m => m.startsWith('warning:') && m.includes('ds-button: already defined'));
    check(
      'a second copy (cdn/ds.js) defines the rest and warns for ds-button, without an error',
      twice && warned && !messages.some(m => !m.startsWith('warning:')),
      messages.slice(0, 3).join(' | '),
    );
  } finally {
    server.close();
  }
}

export async function checkPackage() {
  await buildPackage();
  const tarball = pack();
  const vanilla = makeApp('vanilla-ts', tarball, { 'src/main.ts': vanillaMain });
  const react = makeApp('react-ts', tarball, { 'src/App.tsx': reactApp });
  const builtVanilla = buildApp(vanilla, []);
  const builtReact = buildApp(react, ['-b']);
  if (builtVanilla) {
    const app = appJavaScript(vanilla);
    const bench = await benchOneButton();
    check(
      `the vanilla app's JavaScript for one ds-button is within ${Math.round((MAX_BUNDLE_RATIO - 1) * 100)} % of the benchmark's`,
      app <= bench * MAX_BUNDLE_RATIO,
      `${kB(app)} gzip, benchmark ${kB(bench)} (${(app / bench).toFixed(2)}×)`,
    );
  }
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH || '/usr/bin/chromium-headless-shell',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--no-first-run',
    ],
  });
  try {
    if (builtVanilla) await runApp(browser, vanilla);
    if (builtReact) await runApp(browser, react);
    await runCdn(browser, vanilla);
  } finally {
    await browser.close();
  }
  return results;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const countsArg = process.argv.indexOf('--counts');
  let failedToRun = '';
  try {
    await checkPackage();
  } catch (error) {
    failedToRun = error instanceof Error ? error.message : String(error);
    console.error(`check-package: ${failedToRun}`);
  }
  const counts = countsOf(results, failedToRun);
  writeCounts(countsArg >= 0 ? process.argv[countsArg + 1] : undefined, counts);
  console.log(`check-package: ${counts.passed} passed, ${counts.failed} failed`);
  process.exit(counts.failed > 0 ? 1 : 0);
}
