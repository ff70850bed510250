// Blob generation in Node: 10,000 blob paths with our geometry (elements/blob/geometry.ts,
// bundled by esbuild), the `blobs` package (v2, `svgPath`) and `blobshape`, in the same process,
// interleaved in a rotating order. Each generator gets the same seeds and a six-point blob of a
// 100-unit view; each run's total string length is checked so that no generator's work is dropped.
import { createRequire } from 'node:module';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import * as esbuild from 'esbuild';
import { benchDir, repoDir } from './libraries.mjs';

export const BLOB_COUNT = 10_000;

/** The blob generators, in the table's column order. */
export const blobLibraries = [
  { id: 'ours', name: 'ds (ours)' },
  { id: 'blobs', name: 'blobs v2' },
  { id: 'blobshape', name: 'blobshape' },
];

async function loadGenerators() {
  const outDir = path.join(benchDir, '.out', 'blob');
  mkdirSync(outDir, { recursive: true });
  const outfile = path.join(outDir, 'geometry.mjs');
  await esbuild.build({
    entryPoints: [path.join(repoDir, 'elements/blob/geometry.ts')],
    bundle: true,
    format: 'esm',
    platform: 'node',
    minify: true,
    outfile,
    logLevel: 'warning',
  });
  const { blobPath } = await import(pathToFileURL(outfile).href);
  const require = createRequire(path.join(benchDir, 'package.json'));
  const blobs2 = require('blobs/v2');
  const blobshape = require('blobshape');
  return {
    ours: seed => blobPath({ edges: 6, smoothness: 6, seed }),
    blobs: seed => blobs2.svgPath({ seed, extraPoints: 3, randomness: 6, size: 100 }),
    blobshape: seed => blobshape({ size: 100, growth: 6, edges: 6, seed }).path,
  };
}

/**
 * One run of BLOB_COUNT blobs (seeds 1…10,000; blobshape treats seed 0 as "random"): wall-clock
 * ms, and the process's CPU ms (user + system), which still holds when the machine is shared.
 */
function runOnce(generate) {
  let chars = 0;
  const cpu = process.cpuUsage();
  const start = process.hrtime.bigint();
  for (let seed = 1; seed <= BLOB_COUNT; seed++) chars += generate(seed).length;
  const ms = Number(process.hrtime.bigint() - start) / 1e6;
  const used = process.cpuUsage(cpu);
  if (!(chars > BLOB_COUNT * 20)) throw new Error(`a generator returned too little (${chars} characters)`);
  return { ms, cpu: (used.user + used.system) / 1000 };
}

/**
 * { times, cpus }: [libraryId] = wall-clock / CPU ms per 10,000 blobs of each run, after
 * `warmups` unrecorded runs.
 */
export async function measureBlobs(runs, log) {
  const generators = await loadGenerators();
  const ids = blobLibraries.map(l => l.id);
  for (const id of ids) if (generators[id](1) !== generators[id](1)) throw new Error(`${id} is not deterministic`);
  const warmups = 3;
  for (let w = 0; w < warmups; w++) for (const id of ids) runOnce(generators[id]);
  const times = Object.fromEntries(ids.map(id => [id, []]));
  const cpus = Object.fromEntries(ids.map(id => [id, []]));
  for (let r = 0; r < runs; r++) {
    for (let k = 0; k < ids.length; k++) {
      const id = ids[(r + k) % ids.length];
      const { ms, cpu } = runOnce(generators[id]);
      times[id].push(ms);
      cpus[id].push(cpu);
    }
  }
  log(`bench: blobs measured (${runs} runs of ${BLOB_COUNT.toLocaleString('en')} per generator)`);
  return { times, cpus };
}
