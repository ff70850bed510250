// Memory after 1,000 buttons: the JS heap (V8) plus the DOM heap (Blink's Oilpan, "embedder heap")
// and the DOM node count, after a forced garbage collection, minus the same page before the
// buttons were created. Each run on a fresh page; libraries interleaved.
import { withFreshPage } from './browser.mjs';
import { libraries } from './libraries.mjs';

async function snapshot(cdp) {
  await cdp.send('HeapProfiler.collectGarbage');
  await cdp.send('HeapProfiler.collectGarbage');
  const heap = await cdp.send('Runtime.getHeapUsage');
  const { metrics } = await cdp.send('Performance.getMetrics');
  const nodes = metrics.find(m => m.name === 'Nodes')?.value ?? NaN;
  return { js: heap.usedSize, dom: heap.embedderHeapUsedSize ?? 0, nodes };
}

/** Returns memory[libraryId] = [{ js, dom, nodes }] (deltas per run) and rejected runs. */
export async function measureMemory(browser, baseUrl, scenario, runs) {
  const memory = {};
  const rejected = [];
  const libs = libraries.filter(lib => lib.markup[scenario.id]);
  for (const lib of libs) memory[lib.id] = [];
  for (let run = 0; run < runs; run++) {
    for (const lib of libs.map((_, i) => libs[(i + run) % libs.length])) {
      const markup = Array.from({ length: scenario.count }, (_, i) => lib.markup[scenario.id](i + 1));
      const result = await withFreshPage(browser, `${baseUrl}/${lib.id}-${scenario.id}.html`, async page => {
        const cdp = await page.context().newCDPSession(page);
        await cdp.send('HeapProfiler.enable');
        await cdp.send('Performance.enable');
        await page.evaluate(m => (window.markup = m), markup); // the markup's strings count in both snapshots
        const before = await snapshot(cdp);
        const args = { tag: lib.tags[scenario.id], count: scenario.count };
        await page.evaluate(a => window.bench.render({ ...a, markup: window.markup }).then(() => undefined), args);
        const problems = await page.evaluate(a => window.bench.verify(a), args);
        const after = await snapshot(cdp);
        return { problems, js: after.js - before.js, dom: after.dom - before.dom, nodes: after.nodes - before.nodes };
      });
      if (result.problems.length > 0) rejected.push({ scenario: 'memory', library: lib.id, problems: result.problems });
      else memory[lib.id].push(result);
    }
  }
  return { memory, rejected };
}
