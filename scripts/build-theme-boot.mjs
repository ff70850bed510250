// Bundles elements/tokens/boot.ts into public/theme-boot.js: the tiny blocking <head> script
// that applies the stored theme before first paint. Run before `vite build` (and in dev once).
import { build } from 'esbuild';
import { statSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const outfile = `${root}public/theme-boot.js`;

// The default colours' variables, computed here once instead of in every first visit's browser.
const engine = await build({
  stdin: {
    contents: `export { colorVariables } from './theme'; export { DEFAULT_PRIMARY, DEFAULT_SECONDARY } from './settings-store';`,
    resolveDir: `${root}elements/tokens`,
    loader: 'ts',
  },
  bundle: true,
  format: 'esm',
  platform: 'node',
  write: false,
  logLevel: 'warning',
});
const { colorVariables, DEFAULT_PRIMARY, DEFAULT_SECONDARY } = await import(
  `data:text/javascript;base64,${Buffer.from(engine.outputFiles[0].text).toString('base64')}`
);
const known = {
  [`primary ${DEFAULT_PRIMARY}`]: colorVariables('primary', DEFAULT_PRIMARY),
  [`secondary ${DEFAULT_SECONDARY}`]: colorVariables('secondary', DEFAULT_SECONDARY),
};

await build({
  entryPoints: [`${root}elements/tokens/boot.ts`],
  define: { THEME_BOOT_KNOWN_COLORS: JSON.stringify(known) },
  outfile,
  bundle: true,
  format: 'iife',
  target: 'es2020',
  minify: true,
  legalComments: 'none',
  logLevel: 'warning',
});

console.log(`theme-boot.js: ${statSync(outfile).size} bytes`);
