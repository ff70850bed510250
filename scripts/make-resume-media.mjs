#!/usr/bin/env node
// `npm run make:resume-media`: regenerates the resume's audio and CV PDF from content/resume.ts and
// writes them to public/resume/ (committed; CI never runs this). Needs Debian's espeak-ng, sox and
// lame for the audio and chromium for the PDF; no internet.
//   node scripts/make-resume-media.mjs [--audio] [--pdf] [--check]
//   --audio / --pdf: only that file; --check: only measure the committed audio's chapter onsets.
// The work is in scripts/resume-media/*.ts, bundled here with esbuild (as build-theme-boot.mjs does)
// so it can import the TypeScript content.
import { build } from 'esbuild';
import { mkdirSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const outfile = `${root}.tmp/resume-media/main.mjs`;
mkdirSync(`${root}.tmp/resume-media`, { recursive: true });

await build({
  entryPoints: [`${root}scripts/resume-media/main.ts`],
  outfile,
  bundle: true,
  platform: 'node',
  format: 'esm',
  packages: 'external',
  logLevel: 'warning',
});

const { main } = await import(pathToFileURL(outfile).href);
await main(root, process.argv.slice(2));
