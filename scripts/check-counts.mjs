// The counts a check script hands to `npm test` (scripts/test.mjs reads them with --counts <file>).
import { writeFileSync } from 'node:fs';

/**
 * `{ passed, failed, names }` from a script's checks; a script that stopped on an error
 * (`stoppedBy`, its message) counts one failure more.
 * @param {{ name: string, ok: boolean }[]} results
 * @param {string} [stoppedBy]
 */
export function countsOf(results, stoppedBy = '') {
  const failed = results.filter(r => !r.ok);
  return {
    passed: results.length - failed.length,
    failed: failed.length + (stoppedBy ? 1 : 0),
    names: [...failed.map(r => `failed: ${r.name}`), ...(stoppedBy ? [`stopped: ${stoppedBy.split('\n')[0]}`] : [])],
  };
}

/** Writes the counts where `--counts <file>` asks, if it does. */
export function writeCounts(file, counts) {
  if (file) writeFileSync(file, JSON.stringify(counts));
}
