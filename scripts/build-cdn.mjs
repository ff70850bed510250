// The package's no-build folder, cdn/: for pages that load the elements straight from a server.
// - ds.js: every element and applyTheme in one file, Lit included (ds.d.ts types it);
// - <name>.js per element (button.js, button-group.js…), sharing chunks/ with each other;
// - autoloader.js: defines each ds-* tag of the page from the file of that name, on first sight;
// - translations/<code>.js: a language each (de, fr, es, ja, ar; en is built in), registered on import;
// - tokens.css.
// Minified, as a page loads them as they are, and without source maps (the npm modules have them): with
// Lit's sources in them they would triple the package. Vite's app build, not its library mode: for the ES
// format that mode leaves whitespace unminified.
import { cpSync, mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';
import { minifyCssLiteralsPlugin } from './minify-css-literals.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

function viteBuild(outDir, input, output) {
  return build({
    configFile: false,
    root,
    logLevel: 'warn',
    publicDir: false,
    plugins: [minifyCssLiteralsPlugin()],
    build: {
      outDir,
      emptyOutDir: false,
      modulePreload: false,
      rolldownOptions: { input, preserveEntrySignatures: 'strict', output },
    },
  });
}

/** @param {{ outDir: string, definitions: { tag: string, module: string }[] }} options */
export async function buildCdn({ outDir, definitions }) {
  mkdirSync(outDir, { recursive: true });
  await viteBuild(outDir, path.join(root, 'elements/index.ts'), { entryFileNames: 'ds.js', codeSplitting: false });
  const entries = Object.fromEntries(definitions.map(d => [d.tag.replace(/^ds-/, ''), path.join(root, d.module)]));
  entries.autoloader = path.join(root, 'elements/autoloader.ts');
  // translations/<code>.js: a page imports the languages it needs beside ds.js or the autoloader (the
  // registry is shared through a global, so a translation reaches elements from either)
  for (const file of readdirSync(path.join(root, 'elements/translations')).filter(f => /^[a-z-]+\.ts$/.test(f)))
    entries[`translations/${file.replace(/\.ts$/, '')}`] = path.join(root, 'elements/translations', file);
  await viteBuild(outDir, entries, { entryFileNames: '[name].js', chunkFileNames: 'chunks/[name]-[hash].js' });
  writeFileSync(path.join(outDir, 'ds.d.ts'), "export * from '../index.js';\n");
  cpSync(path.join(root, 'elements/tokens/tokens.css'), path.join(outDir, 'tokens.css'));
}
