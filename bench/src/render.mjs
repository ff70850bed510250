// Render time: for each run, every library's page of a scenario in a rotated order (so no library
// always goes first or last), each in a fresh page. A run counts only when verified.
import { withFreshPage } from './browser.mjs';
import { withRendererCpu } from './cpu-time.mjs';
import { libraries } from './libraries.mjs';

const rotate = (list, by) => list.map((_, i) => list[(i + by) % list.length]);

/**
 * Returns times[scenarioId][libraryId] = number[] (wall-clock ms, verified runs only), cpus (the
 * renderer main thread's CPU ms for the same runs, NaN where /proc is missing) and the rejected runs.
 */
export async function measureRender(browser, baseUrl, scenarios, runs, log) {
  const times = {};
  const cpus = {};
  const rejected = [];
  for (const s of scenarios) {
    times[s.id] = {};
    cpus[s.id] = {};
    for (const lib of libraries) {
      if (!lib.markup[s.id]) continue;
      times[s.id][lib.id] = [];
      cpus[s.id][lib.id] = [];
    }
  }
  const maxAttempts = runs * 2;
  for (let attempt = 0; attempt < maxAttempts; attempt++) {
    const pending = scenarios.flatMap(s =>
      libraries.filter(lib => lib.markup[s.id] && times[s.id][lib.id].length < runs).map(lib => ({ s, lib })),
    );
    if (pending.length === 0) break;
    for (const { s, lib } of rotate(pending, attempt)) {
      const markup = Array.from({ length: s.count }, (_, i) => lib.markup[s.id](i + 1));
      const result = await withFreshPage(browser, `${baseUrl}/${lib.id}-${s.id}.html`, async page => {
        await page.evaluate(m => (window.benchMarkup = m), markup);
        const { result: time, cpu } = await withRendererCpu(() =>
          page.evaluate(args => window.bench.render({ ...args, markup: window.benchMarkup }), { tag: lib.tags[s.id] }),
        );
        const problems = await page.evaluate(args => window.bench.verify(args), {
          tag: lib.tags[s.id],
          count: s.count,
        });
        return { time, cpu, problems };
      });
      if (result.problems.length > 0) rejected.push({ scenario: s.id, library: lib.id, problems: result.problems });
      else {
        times[s.id][lib.id].push(result.time);
        cpus[s.id][lib.id].push(result.cpu);
      }
    }
    log(`  round ${attempt + 1}: done`);
  }
  return { times, cpus, rejected };
}
