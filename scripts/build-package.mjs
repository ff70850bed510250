#!/usr/bin/env node
// Builds the publishable package @dotline/elements into dist/package/ (the site keeps using the
// elements' source):
// - one ES module per source module, decorators compiled, with .d.ts and source maps (tsc);
// - react/: the @lit/react wrappers and the JSX types, generated from the manifest as the site's are;
// - custom-elements.json with paths to the shipped .js files, and the editor data made from it;
// - cdn/: the no-build files (see build-cdn.mjs);
// - package.json with `exports`, `sideEffects`, dependencies and peers; README, LICENSE, CHANGELOG.
//
//   node scripts/build-package.mjs           everything
//   node scripts/build-package.mjs --cdn     only dist/package/cdn/ (npm run build:elements)
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildCdn } from './build-cdn.mjs';
import { vscodeCustomData, webTypes } from './make-editor-data.mjs';
import { renderWrappers } from './make-react-wrappers.mjs';
import { minifyCssLiterals } from './minify-css-literals.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const OUT = path.join(root, 'dist/package');
const STAGE = path.join(root, '.tmp/package-src');
export const PACKAGE_NAME = '@dotline/elements';

// The folder rule (docs/ARCHITECTURE.md): test code is a `*.test.ts` beside its module or a file under `test/`.
const isLibrarySource = rel => rel.endsWith('.ts') && !rel.startsWith('test/') && !rel.endsWith('.test.ts');

/** `ds-button-group` -> `button-group`: the name of its file in `exports` and in cdn/. */
export const shortName = tag => tag.replace(/^ds-/, '');

/**
 * The manifest's custom elements as { tag, module, component } (paths in the repository): `module` registers
 * the tag (`ds-button.ts`), `component` declares the class without registering it (`ds-button.component.ts`).
 */
export function definitionsOf(manifest) {
  return manifest.modules.flatMap(m =>
    (m.exports ?? [])
      .filter(e => e.kind === 'custom-element-definition')
      .map(e => ({ tag: e.name, module: m.path, component: e.declaration?.module ?? m.path })),
  );
}

/** `elements/button/ds-button.ts` -> `button/ds-button.js`: where a module ships. */
export const shippedPath = modulePath => modulePath.replace(/^elements\//, '').replace(/\.ts$/, '.js');

/** The manifest as shipped: every module path points at the compiled .js file. */
export function shippedManifest(manifest) {
  return JSON.parse(
    JSON.stringify(manifest, (key, value) =>
      (key === 'path' || key === 'module') && typeof value === 'string' && value.startsWith('elements/')
        ? shippedPath(value)
        : value,
    ),
  );
}

/** The package's package.json, from the repository's. */
export function packageJson(rootPackage, definitions) {
  const entry = file => ({ types: `./${file.replace(/\.js$/, '.d.ts')}`, default: `./${file}` });
  // `./button.js` registers ds-button; `./button.component.js` is its class alone (to extend or register under
  // another name).
  const elementExports = Object.fromEntries(
    definitions
      .flatMap(d => [
        [`./${shortName(d.tag)}.js`, entry(shippedPath(d.module))],
        ...(d.component !== d.module ? [[`./${shortName(d.tag)}.component.js`, entry(shippedPath(d.component))]] : []),
      ])
      .sort(([a], [b]) => a.localeCompare(b)),
  );
  const dep = name => rootPackage.dependencies[name];
  return {
    name: PACKAGE_NAME,
    version: rootPackage.version,
    description:
      'Lit web components of the Dotline design system: one script tag on any page, or one import per element.',
    license: 'MIT',
    type: 'module',
    main: './index.js',
    module: './index.js',
    types: './index.d.ts',
    exports: {
      '.': entry('index.js'),
      ...elementExports,
      // What registers a `*.component.js` class (or a subclass) with the elements it renders.
      './define.js': entry('internal/core/define.js'),
      './tokens.css': './tokens.css',
      './react': entry('react/index.js'),
      './react/*.js': { types: './react/*.d.ts', default: './react/*.js' },
      // A language: `import '@dotline/elements/translations/de.js'` registers it.
      './translations/*.js': { types: './translations/*.d.ts', default: './translations/*.js' },
      './custom-elements.json': './custom-elements.json',
      './vscode.html-custom-data.json': './vscode.html-custom-data.json',
      './web-types.json': './web-types.json',
      './cdn/*': './cdn/*',
      './package.json': './package.json',
    },
    // Only the modules that register a tag (and what imports them all) must survive tree shaking.
    sideEffects: [
      './index.js',
      ...definitions.map(d => `./${shippedPath(d.module)}`).sort(),
      './translations/*.js',
      './cdn/*',
      '*.css',
    ],
    files: [
      '**/*.js',
      '**/*.d.ts',
      '**/*.js.map',
      '*.css',
      'cdn/',
      'custom-elements.json',
      'vscode.html-custom-data.json',
      'web-types.json',
      'CHANGELOG.md',
    ],
    customElements: 'custom-elements.json',
    'web-types': './web-types.json',
    keywords: ['web-components', 'custom-elements', 'lit', 'design-system'],
    // @lit/react is a dependency, not an optional peer: npm never installs an optional peer, so
    // `npm install @dotline/elements` alone left `@dotline/elements/react` broken. It is 1 kB, and only the
    // wrappers import it, so pages without React never bundle it. React stays the user's (an optional peer).
    dependencies: { '@floating-ui/dom': dep('@floating-ui/dom'), '@lit/react': dep('@lit/react'), lit: dep('lit') },
    peerDependencies: { react: '>=19' },
    peerDependenciesMeta: { react: { optional: true } },
  };
}

/** The staged translations, `translations/de.ts`, … (none before that folder exists). */
function translationFiles() {
  const folder = path.join(STAGE, 'translations');
  return existsSync(folder)
    ? readdirSync(folder)
        .filter(isLibrarySource)
        .map(f => `translations/${f}`)
    : [];
}

function run(command, args) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed`);
}

/** Copies the library's source (tests left out) with its css`…` minified, and adds the React wrappers. */
function stage(manifest) {
  rmSync(STAGE, { recursive: true, force: true });
  const copy = rel => {
    const to = path.join(STAGE, rel);
    mkdirSync(path.dirname(to), { recursive: true });
    writeFileSync(to, minifyCssLiterals(readFileSync(path.join(root, 'elements', rel), 'utf8')));
  };
  for (const rel of readdirSync(path.join(root, 'elements'), { recursive: true }))
    if (isLibrarySource(rel.split(path.sep).join('/'))) copy(rel);
  for (const [file, text] of renderWrappers(manifest, { outDir: 'elements/react' })) {
    if (file.includes('/api/')) continue;
    const to = path.join(STAGE, file.replace(/^elements\//, ''));
    mkdirSync(path.dirname(to), { recursive: true });
    writeFileSync(to, text);
  }
  writeFileSync(
    path.join(STAGE, 'tsconfig.json'),
    JSON.stringify({
      compilerOptions: {
        target: 'ES2022',
        lib: ['ES2023', 'DOM', 'DOM.Iterable'],
        // Node's own resolution, as the package's users get it (Node, Deno, import maps, CDNs): tsc fails on a
        // relative import without its extension, which a bundler would have resolved (ESLint flags it earlier).
        module: 'nodenext',
        moduleResolution: 'nodenext',
        experimentalDecorators: true,
        useDefineForClassFields: false,
        strict: true,
        skipLibCheck: true,
        types: [],
        sourceMap: true,
        inlineSources: true,
        removeComments: true,
        rootDir: '.',
        outDir: OUT,
      },
      // The translations too: nothing imports them but the page that wants a language.
      files: ['index.ts', 'react/index.ts', ...translationFiles()],
    }),
  );
}

/** Compiles the staged source into OUT: .js, .d.ts, .js.map. */
function compile() {
  const tsc = [path.join(root, 'node_modules/typescript/bin/tsc'), '-p', path.join(STAGE, 'tsconfig.json')];
  // Two passes: the .js without comments (their source maps carry the commented source), the .d.ts
  // with every JSDoc comment, which editors show. The comments would cost the tarball about 50 kB.
  run(process.execPath, tsc);
  run(process.execPath, [...tsc, '--declaration', '--emitDeclarationOnly', '--removeComments', 'false']);
  // The JSX types augment React's JSX namespace; the wrappers' types bring them along.
  cpSync(path.join(STAGE, 'react/jsx.d.ts'), path.join(OUT, 'react/jsx.d.ts'));
  // Every wrapper brings them, as a page may import one wrapper only.
  for (const file of readdirSync(path.join(OUT, 'react')).filter(f => f.endsWith('.d.ts') && f !== 'jsx.d.ts')) {
    const types = path.join(OUT, 'react', file);
    writeFileSync(types, `/// <reference path="./jsx.d.ts" />\n${readFileSync(types, 'utf8')}`);
  }
}

/** `compact`: for the files tools read, not people (the manifest alone is 1 MB indented). */
function writeJson(file, value, { compact = false } = {}) {
  writeFileSync(path.join(OUT, file), JSON.stringify(value, null, compact ? 0 : 2) + '\n');
}

export async function buildPackage({ cdnOnly = false } = {}) {
  const rootPackage = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'));
  const manifest = JSON.parse(readFileSync(path.join(root, 'custom-elements.json'), 'utf8'));
  const definitions = definitionsOf(manifest);
  if (cdnOnly) {
    rmSync(path.join(OUT, 'cdn'), { recursive: true, force: true });
    await buildCdn({ outDir: path.join(OUT, 'cdn'), definitions });
    return;
  }
  rmSync(OUT, { recursive: true, force: true });
  stage(manifest);
  compile();
  const shipped = shippedManifest(manifest);
  writeJson('custom-elements.json', shipped, { compact: true });
  writeJson('vscode.html-custom-data.json', vscodeCustomData(shipped), { compact: true });
  writeJson('web-types.json', webTypes(shipped, { name: PACKAGE_NAME, version: rootPackage.version }), {
    compact: true,
  });
  writeJson('package.json', packageJson(rootPackage, definitions));
  cpSync(path.join(root, 'elements/tokens/tokens.css'), path.join(OUT, 'tokens.css'));
  for (const file of ['LICENSE', 'CHANGELOG.md']) cpSync(path.join(root, file), path.join(OUT, file));
  cpSync(path.join(root, 'scripts/package-readme.md'), path.join(OUT, 'README.md'));
  await buildCdn({ outDir: path.join(OUT, 'cdn'), definitions });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const started = performance.now();
  await buildPackage({ cdnOnly: process.argv.includes('--cdn') });
  console.log(`build-package: ${path.relative(root, OUT)} in ${((performance.now() - started) / 1000).toFixed(1)} s`);
}
