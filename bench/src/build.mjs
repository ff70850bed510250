// Bundles every library part with esbuild (minified ES modules, production Lit) into .out/, writes
// one page per library and scenario, and measures the bundles' sizes.
import { mkdirSync, readFileSync, rmSync, writeFileSync, copyFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import * as esbuild from 'esbuild';
import { benchDir, libraries, scenarios } from './libraries.mjs';
import { minifyCssLiteralsEsbuildPlugin } from '../../scripts/minify-css-literals.mjs';

export const outDir = path.join(benchDir, '.out');
export const parts = ['button', 'slider', 'tooltip', 'all'];

export const sizeOf = code => ({ min: code.length, gzip: gzipSync(code, { level: 9 }).length });

/** esbuild's options for one part of a library: a minified ES module, production Lit, in memory. */
export function bundleOptions(lib, entry, outfile) {
  return {
    entryPoints: [entry],
    outfile,
    bundle: true,
    minify: true,
    format: 'esm',
    target: 'es2022',
    legalComments: 'none',
    logLevel: 'warning',
    define: { 'process.env.NODE_ENV': '"production"' },
    // our elements' css`…` minified as the site's and ds.js's builds do
    plugins: lib.id === 'ours' ? [minifyCssLiteralsEsbuildPlugin()] : [],
    // `ours` resolves lit from the repository's node_modules; the bench's own copy when absent
    nodePaths: [path.join(benchDir, 'node_modules')],
    write: false,
  };
}

/** Builds everything; returns sizes[libraryId][part] = { min, gzip } (null: not in the library), and css sizes. */
export async function build() {
  rmSync(outDir, { recursive: true, force: true });
  mkdirSync(outDir, { recursive: true });
  const sizes = {};
  const jobs = [];
  for (const lib of libraries) {
    sizes[lib.id] = {};
    for (const part of parts) {
      const entry = lib.modules[part];
      if (!entry) {
        sizes[lib.id][part] = null;
        continue;
      }
      jobs.push(
        esbuild.build(bundleOptions(lib, entry, path.join(outDir, `${lib.id}-${part}.js`))).then(result => {
          const file = result.outputFiles.find(f => f.path.endsWith('.js'));
          writeFileSync(file.path, file.contents);
          sizes[lib.id][part] = sizeOf(file.contents);
        }),
      );
    }
    if (lib.css) {
      const css = (await esbuild.transform(readFileSync(lib.css, 'utf8'), { loader: 'css', minify: true })).code;
      writeFileSync(path.join(outDir, `${lib.id}.css`), css);
      sizes[lib.id].css = sizeOf(Buffer.from(css));
    }
    for (const scenario of scenarios) {
      if (!lib.modules[scenario.id]) continue;
      writeFileSync(path.join(outDir, `${lib.id}-${scenario.id}.html`), page(lib, scenario.id));
    }
  }
  await Promise.all(jobs);
  copyFileSync(path.join(benchDir, 'src/harness.js'), path.join(outDir, 'harness.js'));
  writeFileSync(path.join(outDir, 'blank.html'), '<!doctype html><title>blank</title>');
  return sizes;
}

function page(lib, part) {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>${lib.id} ${part}</title>
${lib.css ? `<link rel="stylesheet" href="${lib.id}.css">` : ''}
<script type="module" src="${lib.id}-${part}.js"></script>
<script type="module" src="harness.js"></script>
</head>
<body></body>
</html>
`;
}
