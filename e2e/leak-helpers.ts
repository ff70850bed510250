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
