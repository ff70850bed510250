// CPU time of the renderer's main thread (Linux: /proc/<pid>/task/<pid>/schedstat, in ns), so a
// render can be measured on a busy machine: wall-clock time also counts the time the thread
// waited for a core, CPU time does not.
import { readFileSync, readdirSync } from 'node:fs';

function processes() {
  const list = [];
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const stat = readFileSync(`/proc/${name}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      list.push({ pid: Number(name), ppid, cmdline: readFileSync(`/proc/${name}/cmdline`, 'utf8') });
    } catch {
      // the process ended meanwhile
    }
  }
  return list;
}

/** Renderer processes started (through the browser) by this Node process. */
function renderers() {
  const all = processes();
  const ours = new Set([process.pid]);
  for (let grew = true; grew;) {
    grew = false;
    for (const p of all) if (!ours.has(p.pid) && ours.has(p.ppid)) grew = ours.add(p.pid).size > 0;
  }
  return all.filter(p => ours.has(p.pid) && p.cmdline.includes('--type=renderer')).map(p => p.pid);
}

function mainThreadMs(pid) {
  try {
    return Number(readFileSync(`/proc/${pid}/task/${pid}/schedstat`, 'utf8').split(' ')[0]) / 1e6;
  } catch {
    return NaN;
  }
}

export const cpuTimeAvailable = (() => {
  try {
    return Number.isFinite(mainThreadMs(process.pid)) && readdirSync('/proc').length > 0;
  } catch {
    return false;
  }
})();

/** Runs `fn` and returns its result with `cpu`: the ms the busiest renderer main thread ran meanwhile. */
export async function withRendererCpu(fn) {
  if (!cpuTimeAvailable) return { result: await fn(), cpu: NaN };
  const pids = renderers();
  const before = new Map(pids.map(pid => [pid, mainThreadMs(pid)]));
  const result = await fn();
  const deltas = pids.map(pid => mainThreadMs(pid) - before.get(pid)).filter(Number.isFinite);
  return { result, cpu: deltas.length ? Math.max(...deltas) : NaN };
}
