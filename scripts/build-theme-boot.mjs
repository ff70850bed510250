// Bundles elements/tokens/boot.ts into public/theme-boot.js: the tiny blocking <head> script
// that applies the stored theme before first paint. Run before `vite build` (and in dev once).
import { build } from 'esbuild';
import { statSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const outfile = `${root}public/theme-boot.js`;

await build({
  entryPoints: [`${root}elements/tokens/boot.ts`],
  outfile,
  bundle: true,
  format: 'iife',
  target: 'es2020',
  minify: true,
  legalComments: 'none',
  logLevel: 'warning',
});

console.log(`theme-boot.js: ${statSync(outfile).size} bytes`);
