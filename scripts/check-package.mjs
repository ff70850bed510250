#!/usr/bin/env node
// The package as a developer gets it. Builds dist/package, packs it, and checks:
// - the tarball: only what a user needs (no tests, site, media or .ts source but .d.ts), under 1 MB;
// - an install in two fresh apps from create-vite's templates (vanilla-ts, react-ts), their configs
//   untouched and nothing installed but the package (as the README says): `tsc` and `vite build` pass,
//   and the built page runs in Chromium (the element is defined, renders and reacts to a click); the
//   React app imports its wrapper from `@dotline/elements/react`;
// - the vanilla app's bundle for one ds-button, against the benchmark's one-button bundle, without @lit/react;
// - plain Node (no loader, no DOM) imports every entry of the package's `exports`;
// - Lit's SSR (`@lit-labs/ssr`) renders every tag of the shipped manifest, from the package;
// - a plain HTML page with an import map and no bundler loads elements from node_modules, and they work;
// - cdn/: the autoloader defines tags on sight, a second copy of the library (cdn/ds.js) only warns, and a
//   translation module (cdn/translations/de.js) reaches the elements.
// The tarball is packed into .tmp/package-check/. The apps live in a temporary folder OUTSIDE the
// repository, so that nothing resolves from the repository's node_modules by walking up: their
// node_modules hold the tarball, unpacked as npm would, and links to the repository's copies of the
// templates' own packages and of the package's dependencies (the same versions), so nothing is fetched.
//
//   node scripts/check-package.mjs [--counts <file>]   (--counts: write { passed, failed, names } there)
/* global customElements, document -- in the functions that Chromium runs in the page */
import { spawnSync } from 'node:child_process';
import {
  cpSync,
  createReadStream,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
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
// 1.41 MB with 50 elements (1.22 MB with 37): the manifest, web-types and source maps grow with each element.
// A jump past this budget means something unintended was packed (tests, the site), which the file check
// above also catches.
const MAX_PACK_BYTES = 1_600_000;
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
  // No NODE_OPTIONS from the caller: the apps' tools and the plain-Node checks run as a user's would.
  const result = spawnSync(command, args, { cwd, encoding: 'utf8', env: { ...process.env, NODE_OPTIONS: '' } });
  return { ok: result.status === 0, output: `${result.stdout ?? ''}${result.stderr ?? ''}`.trim() };
}

// ---- the tarball --------------------------------------------------------------------------

/** Why a packed file should not ship, or '' when it should. */
export function unwanted(file) {
  if (/(^|\/)(node_modules|e2e|react-app|content|public|bench|scripts)\//.test(file)) return 'site or tooling';
  if (/^(package\/)?test\/|\.(test|spec)\./.test(file)) return 'test code';
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
  const peers = Object.keys(manifest.peerDependencies ?? {});
  check(
    'it depends on lit, @floating-ui/dom and @lit/react only; react is an optional peer',
    deps.join() === '@floating-ui/dom,@lit/react,lit' &&
      peers.join() === 'react' &&
      manifest.peerDependenciesMeta?.react?.optional === true,
    `dependencies ${deps.join(', ')}; peers ${peers.join(', ')}`,
  );
  return tarball;
}

// ---- the apps -------------------------------------------------------------------------------

const readJson = file => JSON.parse(readFileSync(file, 'utf8'));

/** Links `dir`/node_modules/`name` to the repository's copy; false when it is there already. */
function linkFromRepository(dir, name) {
  const to = path.join(dir, 'node_modules', name);
  if (existsSync(to)) return false;
  mkdirSync(path.dirname(to), { recursive: true });
  symlinkSync(path.join(root, 'node_modules', name), to, 'dir');
  return true;
}

/**
 * `name` and its dependencies, placed as npm places them: hoisted to the top of `dir`/node_modules
 * (a copy nested in the repository under a package, another version, moves with that package's link).
 * Node, Vite and tsc follow a link to its real path, so every package is loaded once, as in an install.
 */
function installFromRepository(dir, name) {
  if (!existsSync(path.join(root, 'node_modules', name))) throw new Error(`${name} is not in node_modules`);
  if (!linkFromRepository(dir, name)) return;
  const { dependencies = {} } = readJson(path.join(root, 'node_modules', name, 'package.json'));
  for (const dep of Object.keys(dependencies))
    if (!existsSync(path.join(root, 'node_modules', name, 'node_modules', dep))) installFromRepository(dir, dep);
}

/**
 * An app from a create-vite template with `files` written over it, in `apps`, and `npm install
 * @dotline/elements` done as npm would: the tarball unpacked, its dependencies (not its optional peers)
 * installed, the package added to the app's package.json. The template's own packages are linked from the
 * repository (same versions; the linter, not used here, may be missing).
 */
function makeApp(apps, template, tarball, files) {
  const dir = path.join(apps, template);
  cpSync(path.join(templates, `template-${template}`), dir, { recursive: true });
  renameSync(path.join(dir, '_gitignore'), path.join(dir, '.gitignore'));
  for (const [file, text] of Object.entries(files)) writeFileSync(path.join(dir, file), text);
  const app = readJson(path.join(dir, 'package.json'));
  for (const name of Object.keys({ ...app.dependencies, ...app.devDependencies }))
    if (existsSync(path.join(root, 'node_modules', name))) linkFromRepository(dir, name);
  const installed = path.join(dir, 'node_modules/@dotline/elements');
  mkdirSync(installed, { recursive: true });
  const untar = exec('tar', ['-xzf', tarball, '-C', installed, '--strip-components=1'], dir);
  if (!untar.ok) throw new Error(`could not unpack ${tarball}: ${untar.output}`);
  const elements = readJson(path.join(installed, 'package.json'));
  for (const name of Object.keys(elements.dependencies ?? {})) installFromRepository(dir, name);
  app.dependencies = { ...app.dependencies, [elements.name]: `^${elements.version}` };
  writeFileSync(path.join(dir, 'package.json'), `${JSON.stringify(app, null, 2)}\n`);
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
import { DsButton } from '@dotline/elements/react';
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

// ---- in Node, without a bundler -------------------------------------------------------------

/** The files a pattern target of `exports` (`./react/*.js`) matches in `packageDir`, as subpaths of its key. */
function expandPattern(packageDir, key, target) {
  const [prefix, suffix] = target.split('*');
  const folder = prefix.slice(0, prefix.lastIndexOf('/'));
  return readdirSync(path.join(packageDir, folder), { recursive: true })
    .map(file => `${folder}/${file.split(path.sep).join('/')}`)
    .filter(file => file.startsWith(prefix) && file.endsWith(suffix) && file.length > prefix.length + suffix.length)
    .map(file => key.replace('*', file.slice(prefix.length, file.length - suffix.length)));
}

/**
 * Every entry of the package's `exports` (patterns expanded to the files they match) as
 * `{ specifier, json }`, and the ones Node cannot import by design, with why.
 */
export function nodeEntries(packageDir) {
  const { name, exports } = readJson(path.join(packageDir, 'package.json'));
  const entries = [];
  const skipped = [];
  for (const [key, target] of Object.entries(exports)) {
    const file = typeof target === 'string' ? target : target.default;
    for (const subpath of key.includes('*') ? expandPattern(packageDir, key, file) : [key]) {
      const specifier = subpath === '.' ? name : `${name}/${subpath.slice(2)}`;
      // CSS is for a bundler or a <link>; Node has no CSS modules.
      if (/\.css$/.test(subpath)) skipped.push(`${subpath} (CSS)`);
      else if (/\.d\.ts$/.test(subpath)) skipped.push(`${subpath} (types)`);
      // cdn/ is for pages without a build: its bundles carry Lit's browser build, whose elements extend
      // HTMLElement as the module loads. Node and bundlers import the ES modules above instead; the
      // autoloader itself waits for a document.
      else if (subpath.startsWith('./cdn/') && subpath !== './cdn/autoloader.js')
        skipped.push(`${subpath} (browser bundle)`);
      else entries.push({ specifier, json: subpath.endsWith('.json') });
    }
  }
  return { entries, skipped };
}

/** Runs `script` (an ES module) in a plain Node child process in `dir`, with `args`; its stdout as JSON. */
function runNode(dir, file, script, args = []) {
  writeFileSync(path.join(dir, file), script);
  const run = spawnSync(process.execPath, [file, ...args], {
    cwd: dir,
    encoding: 'utf8',
    env: { ...process.env, NODE_OPTIONS: '' },
  });
  const output = `${run.stdout ?? ''}${run.stderr ?? ''}`.trim();
  try {
    return { ok: run.status === 0, result: JSON.parse(run.stdout.trim().split('\n').at(-1)), output };
  } catch {
    return { ok: false, result: undefined, output };
  }
}

const nodeImportScript = `const entries = JSON.parse(process.argv[2]);
const failed = [];
for (const { specifier, json } of entries) {
  try {
    await import(specifier, json ? { with: { type: 'json' } } : undefined);
  } catch (error) {
    failed.push(\`\${specifier}: \${error.code ?? ''} \${String(error.message).split('\\n')[0]}\`);
  }
}
console.log(JSON.stringify({ failed, window: typeof window, document: typeof document }));
`;

/** Plain Node, no loader and no DOM, imports every entry of `exports` from the installed package. */
function checkNodeImports(dir) {
  const { entries, skipped } = nodeEntries(path.join(dir, 'node_modules/@dotline/elements'));
  const { ok, result, output } = runNode(dir, 'node-imports.mjs', nodeImportScript, [JSON.stringify(entries)]);
  const failed = result?.failed ?? [output.split('\n').slice(0, 5).join(' ')];
  check(
    `plain Node imports every entry of the package's exports (${entries.length}; ${skipped.length} CSS, types or cdn/ bundles skipped)`,
    ok && failed.length === 0 && result.window === 'undefined' && result.document === 'undefined',
    failed.slice(0, 5).join(' | '),
  );
}

const ssrScript = `import { readFileSync } from 'node:fs';
// @lit-labs/ssr comes first: it installs the DOM shim the elements render with.
const [{ render }, { collectResultSync }] = await Promise.all([import(process.argv[2]), import(process.argv[3])]);
const { html, unsafeStatic } = await import('lit/static-html.js');
await import('@dotline/elements');
const manifest = JSON.parse(
  readFileSync(new URL('./node_modules/@dotline/elements/custom-elements.json', import.meta.url), 'utf8'),
);
const tags = manifest.modules.flatMap(m => (m.declarations ?? []).flatMap(d => (d.tagName ? [d.tagName] : [])));
const failed = [];
for (const tag of tags) {
  const t = unsafeStatic(tag);
  try {
    const out = collectResultSync(render(html\`<\${t}>Text</\${t}>\`));
    if (!new RegExp(\`<\${tag}[^>]*><template shadowroot\`).test(out)) failed.push(\`\${tag}: \${out.slice(0, 120)}\`);
  } catch (error) {
    failed.push(\`\${tag}: threw \${error.message}\`);
  }
}
console.log(JSON.stringify({ tags: tags.length, failed }));
`;

/**
 * Lit's SSR renders every tag of the shipped manifest from the installed package (not the source), each
 * with a declarative shadow root. `@lit-labs/ssr` is the repository's (a user brings their own); it and the
 * package share the one `lit` of the app's node_modules.
 */
function checkSsr(dir) {
  const ssr = [import.meta.resolve('@lit-labs/ssr'), import.meta.resolve('@lit-labs/ssr/lib/render-result.js')];
  const { ok, result, output } = runNode(dir, 'ssr-render.mjs', ssrScript, ssr);
  const failed = result?.failed ?? [output.split('\n').slice(0, 5).join(' ')];
  check(
    `Lit SSR renders every tag of the package's custom-elements.json with a declarative shadow root (${result?.tags ?? 0})`,
    ok && result.tags > 0 && failed.length === 0,
    failed.slice(0, 5).join(' | '),
  );
}

// ---- in Chromium ------------------------------------------------------------------------------

const TYPES = {
  '.js': 'text/javascript',
  '.mjs': 'text/javascript',
  '.css': 'text/css',
  '.html': 'text/html',
  '.svg': 'image/svg+xml',
};

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

/** The target of an `exports` entry for a browser without a bundler (conditions in the entry's order). */
function browserTarget(target) {
  if (typeof target === 'string') return target;
  if (Array.isArray(target)) return target.map(browserTarget).find(Boolean);
  for (const [condition, value] of Object.entries(target ?? {}))
    if (['browser', 'import', 'module', 'default'].includes(condition)) {
      const found = browserTarget(value);
      if (found) return found;
    }
  return undefined;
}

/**
 * The import map a page without a bundler needs for `packages` in `dir`/node_modules, served at /node_modules/:
 * each `name/` to its folder, and each entry of `exports` whose file differs from its name (`lit` to
 * index.js, `@floating-ui/utils/dom`, `@dotline/elements/button.js` to button/ds-button.js).
 */
export function importMap(dir, packages) {
  const imports = {};
  for (const name of packages) {
    const base = `/node_modules/${name}/`;
    imports[`${name}/`] = base;
    for (const [key, target] of Object.entries(
      readJson(path.join(dir, 'node_modules', name, 'package.json')).exports,
    )) {
      const file = browserTarget(target);
      if (key.includes('*') || !file || file === key) continue;
      imports[key === '.' ? name : `${name}/${key.slice(2)}`] = base + file.slice(2);
    }
  }
  return { imports };
}

/** What an adopter maps by hand for the elements: Lit's packages, floating-ui's, and the package. */
const IMPORT_MAP_PACKAGES = [
  'lit',
  '@lit/reactive-element',
  'lit-html',
  'lit-element',
  '@floating-ui/dom',
  '@floating-ui/core',
  '@floating-ui/utils',
  '@dotline/elements',
];

/**
 * A plain HTML page, no bundler: an import map resolves the bare names to node_modules, a button and two
 * form elements (text-field, and color-picker, which uses the colour modules) work, and the whole
 * library loads.
 */
async function runImportMap(browser, dir) {
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>import map</title>
<script type="importmap">${JSON.stringify(importMap(dir, IMPORT_MAP_PACKAGES))}</script>
<link rel="stylesheet" href="/node_modules/@dotline/elements/tokens.css">
<script type="module">
import '@dotline/elements/button.js';
import '@dotline/elements/text-field.js';
import '@dotline/elements/color-picker.js';
const button = document.querySelector('ds-button');
let clicks = 0;
button.addEventListener('click', () => (button.textContent = \`Clicked \${(clicks += 1)} times\`));
const field = document.querySelector('ds-text-field');
field.addEventListener('input', () => (document.body.dataset.typed = field.value));
</script></head>
<body><ds-button>Clicked 0 times</ds-button><ds-text-field label="Name"></ds-text-field>
<ds-color-picker label="Colour" value="#3366cc"></ds-color-picker></body></html>`;
  writeFileSync(path.join(dir, 'import-map.html'), html);
  const server = await serve(dir);
  try {
    const { page, messages } = await open(browser, `${server.origin}/import-map.html`);
    const tags = ['ds-button', 'ds-text-field', 'ds-color-picker'];
    const rendered = await page
      .waitForFunction(
        names =>
          names.every(tag => customElements.get(tag) && document.querySelector(tag)?.shadowRoot?.firstElementChild),
        tags,
        { timeout: WAIT_MS },
      )
      .then(
        () => true,
        () => false,
      );
    check(
      `import map, no bundler: ${tags.join(', ')} are defined and render in Chromium`,
      rendered,
      messages.join(' | '),
    );
    let reacted = false;
    if (rendered) {
      await page.locator('ds-button').click();
      await page.locator('ds-text-field input').pressSequentially('Ada');
      reacted = await page
        .waitForFunction(
          () =>
            document.querySelector('ds-button')?.textContent === 'Clicked 1 times' &&
            document.body.dataset.typed === 'Ada',
          undefined,
          { timeout: 5000 },
        )
        .then(
          () => true,
          () => false,
        );
    }
    check('import map: a click and typing reach the page', reacted);
    const manifest = readJson(path.join(dir, 'node_modules/@dotline/elements/custom-elements.json'));
    const all = manifest.modules.flatMap(m => (m.declarations ?? []).flatMap(d => (d.tagName ? [d.tagName] : [])));
    const missing = await page
      .evaluate(async names => {
        await import('@dotline/elements');
        return names.filter(tag => !customElements.get(tag));
      }, all)
      .catch(error => [String(error)]);
    check(
      `import map: @dotline/elements defines every tag of its manifest (${all.length})`,
      missing.length === 0,
      missing.join(', '),
    );
    check('import map: no error or warning in the console', messages.length === 0, messages.join(' | '));
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
    // a language for a page without a build: cdn/translations/de.js reaches the elements of either copy
    await page.evaluate(() => {
      document.documentElement.lang = 'de';
      document.body.insertAdjacentHTML('beforeend', '<ds-select required label="Obst"></ds-select>');
    });
    await page.addScriptTag({ type: 'module', url: 'cdn/translations/de.js' });
    const german = await page
      .waitForFunction(
        () => {
          const select = document.querySelector('ds-select');
          return select?.checkValidity() === false && select.validationMessage.startsWith('Bitte wählen');
        },
        undefined,
        { timeout: WAIT_MS },
      )
      .then(
        () => true,
        () => false,
      );
    check('cdn/translations/de.js gives a <html lang="de"> page German words', german);
  } finally {
    server.close();
  }
}

export async function checkPackage() {
  await buildPackage();
  const tarball = pack();
  const apps = mkdtempSync(path.join(tmpdir(), 'dotline-package-check-'));
  try {
    return await checkApps(apps, tarball);
  } finally {
    // Kept when a check failed, to look into.
    if (results.every(r => r.ok)) rmSync(apps, { recursive: true, force: true });
    else console.log(`check-package: the apps are in ${apps}`);
  }
}

async function checkApps(apps, tarball) {
  const vanilla = makeApp(apps, 'vanilla-ts', tarball, { 'src/main.ts': vanillaMain });
  const react = makeApp(apps, 'react-ts', tarball, { 'src/App.tsx': reactApp });
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
    // @lit/react is a dependency, installed for everyone: only the React wrappers may bring it in.
    // `suppressHydrationWarning` is a prop its createComponent sets; the vanilla app has no React to hold it.
    const code = readdirSync(path.join(vanilla, 'dist/assets'))
      .filter(f => f.endsWith('.js'))
      .map(f => readFileSync(path.join(vanilla, 'dist/assets', f), 'utf8'))
      .join('\n');
    check("the vanilla app's bundle holds none of @lit/react", !code.includes('suppressHydrationWarning'));
  }
  checkNodeImports(react);
  checkSsr(react);
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
    await runImportMap(browser, react);
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
