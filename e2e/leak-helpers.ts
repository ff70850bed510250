import type { Page } from '@playwright/test';

/** Collects garbage twice: objects freed by the first collection can release others (weak maps, finalizers). */
async function collectGarbage(page: Page) {
  const client = await page.context().newCDPSession(page);
  await client.send('HeapProfiler.collectGarbage');
  await client.send('HeapProfiler.collectGarbage');
  return client;
}

/** Live DOM nodes after garbage collection (for the leak test). */
export async function liveNodes(page: Page): Promise<number> {
  const client = await collectGarbage(page);
  const { nodes } = await client.send('Memory.getDOMCounters');
  await client.detach();
  return nodes;
}

/** After garbage collection: the page's DOM nodes and used JS heap (bytes), from CDP's Performance metrics. */
export async function memoryFigures(page: Page): Promise<{ nodes: number; heap: number }> {
  const client = await collectGarbage(page);
  await client.send('Performance.enable');
  const { metrics } = await client.send('Performance.getMetrics');
  await client.detach();
  const metric = (name: string) => metrics.find(m => m.name === name)?.value ?? NaN;
  return { nodes: metric('Nodes'), heap: metric('JSHeapUsedSize') };
}

/**
 * Gives the page `until(ok, what)`, which resolves once `ok()` holds (or throws after 5 s), so that
 * most cycles of a leak test run inside the page instead of a round trip per step. Call before `page.goto`.
 */
export async function addCycleHelpers(page: Page) {
  await page.addInitScript(() => {
    // A task, not a frame: the state changes come from microtasks and React's scheduler, and a
    // frame on two busy cores can take 35 ms (200 cycles × a few frames each is too slow).
    const tick = () => new Promise(resolve => setTimeout(resolve, 0));
    (window as unknown as { until: unknown }).until = async (ok: () => boolean, what: string) => {
      const end = performance.now() + 5000;
      while (!ok()) {
        if (performance.now() > end) throw new Error(`timed out waiting: ${what}`);
        await tick();
      }
    };
  });
}
export type Until = (ok: () => boolean, what: string) => Promise<void>;
