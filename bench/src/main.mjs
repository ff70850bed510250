// npm run bench: builds the bundles, then measures render time and memory in Chromium and prints
// one table (Markdown) with the ratios of this run. Environment:
//   BENCH_RUNS=15          verified runs per library and scenario (at least 15 for published figures)
//   BENCH_MEMORY_RUNS=5    fresh pages per library for the memory row
//   BENCH_ONLY=button,...  only these scenarios (button, slider, tooltip, blob); the memory row needs button;
//                          blob (10,000 blob paths in Node) needs neither bundles nor a browser
//   CHROMIUM_BIN=...       the browser (default /usr/bin/chromium)
import os from 'node:os';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { launch } from './browser.mjs';
import { build, outDir } from './build.mjs';
import { libraries, scenarios as allScenarios } from './libraries.mjs';
import { measureMemory } from './memory.mjs';
import { measureRender } from './render.mjs';
import { serve } from './server.mjs';
import { measureBlobs } from './blob.mjs';
import { formatBlobTable, formatTable, checkTargets } from './table.mjs';

const intEnv = (name, fallback) => {
  const value = Number.parseInt(process.env[name] ?? '', 10);
  return Number.isFinite(value) && value > 0 ? value : fallback;
};
const runs = intEnv('BENCH_RUNS', 15);
const memoryRuns = intEnv('BENCH_MEMORY_RUNS', 5);
const only = (process.env.BENCH_ONLY ?? '')
  .split(',')
  .map(s => s.trim())
  .filter(Boolean);
const scenarios = only.length ? allScenarios.filter(s => only.includes(s.id)) : allScenarios;
const wantBlob = only.length === 0 || only.includes('blob');
const log = message => process.stderr.write(`${message}\n`);
const load = () =>
  os
    .loadavg()
    .map(n => n.toFixed(2))
    .join(' ');

const started = new Date();
const loadBefore = load();
// Blob generation first: Node only, and before the browser makes the machine busy.
let blob = null;
if (wantBlob) {
  log(`bench: blob generation in Node, ${runs} runs of 10,000 blobs per generator …`);
  blob = await measureBlobs(runs, log);
}
if (scenarios.length === 0) {
  const meta = {
    date: started.toISOString().replace(/\.\d+Z$/, 'Z'),
    node: `Node ${process.version}`,
    cpus: `${os.cpus().length} × ${os.cpus()[0]?.model?.trim() ?? 'CPU'}`,
    load: `${loadBefore} → ${load()}`,
    runs,
  };
  if (blob) {
    mkdirSync(outDir, { recursive: true });
    writeFileSync(path.join(outDir, 'results-blob.json'), JSON.stringify({ meta, blob }, null, 2));
    console.log(formatBlobTable(blob, meta));
    console.log(checkTargets({ blob }).join('\n'));
  } else {
    log('bench: nothing to measure (BENCH_ONLY names no scenario: button, slider, tooltip, blob)');
  }
  process.exit(0);
}
log(`bench: building bundles (esbuild) …`);
const sizes = await build();
const server = await serve(outDir);
const browser = await launch();
try {
  log(`bench: render time, ${runs} verified runs per library and scenario (${scenarios.map(s => s.id).join(', ')}) …`);
  const render = await measureRender(browser, server.url, scenarios, runs, log);
  const button = scenarios.find(s => s.id === 'button');
  let memory = { memory: null, rejected: [] };
  if (button) {
    log(`bench: memory after ${button.count} buttons, ${memoryRuns} runs per library …`);
    memory = await measureMemory(browser, server.url, button, memoryRuns);
  }
  const meta = {
    date: started.toISOString().replace(/\.\d+Z$/, 'Z'),
    browser: `Chromium ${browser.version()}`,
    cpus: `${os.cpus().length} × ${os.cpus()[0]?.model?.trim() ?? 'CPU'}`,
    load: `${loadBefore} → ${load()}`,
    runs,
    memoryRuns,
  };
  const results = {
    meta,
    sizes,
    times: render.times,
    cpus: render.cpus,
    memory: memory.memory,
    blob,
    rejected: [...render.rejected, ...memory.rejected],
  };
  writeFileSync(path.join(outDir, 'results.json'), JSON.stringify(results, null, 2));
  console.log(formatTable(results, scenarios, libraries));
  if (blob) console.log(formatBlobTable(blob, { ...meta, node: `Node ${process.version}` }));
  const verdicts = checkTargets(results);
  console.log(verdicts.join('\n'));
  if (results.rejected.length > 0) {
    console.log(`\nRejected runs (not counted): ${results.rejected.length}`);
    for (const r of results.rejected.slice(0, 10))
      console.log(`- ${r.library} ${r.scenario}: ${r.problems.join('; ')}`);
  }
} finally {
  await browser.close();
  server.close();
}
