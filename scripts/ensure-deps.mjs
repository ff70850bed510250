// Installs the dependencies with `npm ci` when node_modules is missing or does not match
// package-lock.json. Used by `npm start` and `npm test`; runs before anything is installed,
// so it uses Node built-ins only.
//
//   node scripts/ensure-deps.mjs           install if needed
//   node scripts/ensure-deps.mjs --check   only say whether an install is needed (exit 1 if so)
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return undefined;
  }
}

/** JSON with sorted keys, so two objects compare by content, not key order. */
function canonical(value) {
  return JSON.stringify(value, (_key, v) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => a.localeCompare(b)))
      : v,
  );
}

const DEP_FIELDS = ['dependencies', 'devDependencies', 'optionalDependencies', 'peerDependencies'];

/**
 * Why node_modules needs a fresh `npm ci`, or null when it is up to date.
 * npm writes node_modules/.package-lock.json (its "hidden lockfile") after every install:
 * it lists exactly what is installed, in the same format as package-lock.json.
 */
export function staleReason(dir = root) {
  const lock = readJson(path.join(dir, 'package-lock.json'));
  if (!lock?.packages) return 'package-lock.json is missing or unreadable';
  if (!existsSync(path.join(dir, 'node_modules'))) return 'node_modules is missing';
  const installed = readJson(path.join(dir, 'node_modules', '.package-lock.json'));
  if (!installed?.packages) return 'node_modules was not installed by npm (no node_modules/.package-lock.json)';

  // package.json edited without updating the lockfile: `npm ci` then stops with npm's own
  // "not in sync" message, which is the clearest advice we can give.
  const pkg = readJson(path.join(dir, 'package.json')) ?? {};
  const lockRoot = lock.packages[''] ?? {};
  for (const field of DEP_FIELDS) {
    if (canonical(pkg[field] ?? {}) !== canonical(lockRoot[field] ?? {})) {
      return `package.json ${field} differ from package-lock.json`;
    }
  }

  for (const [name, entry] of Object.entries(lock.packages)) {
    if (name === '') continue; // the project itself
    const have = installed.packages[name];
    if (!have) {
      // Optional packages for other platforms (esbuild, rolldown, ...) are never installed.
      if (entry.optional) continue;
      return `${name} is not installed`;
    }
    if (canonical(have) !== canonical(entry)) return `${name} differs from package-lock.json`;
  }
  for (const name of Object.keys(installed.packages)) {
    if (!(name in lock.packages)) return `${name} is installed but not in package-lock.json`;
  }
  return null;
}

/** Runs `npm ci` when needed. Returns true when the dependencies are ready. */
export function ensureDeps() {
  const reason = staleReason();
  if (!reason) return true;
  console.log(`\nInstalling dependencies (${reason}): npm ci\n`);
  const result = spawnSync('npm', ['ci', '--no-audit', '--no-fund'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) {
    console.error('\nnpm ci failed (see above): the dependencies could not be installed.');
    return false;
  }
  return true;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  if (process.argv.includes('--check')) {
    const reason = staleReason();
    console.log(reason ? `Install needed: ${reason}` : 'Dependencies are up to date.');
    process.exit(reason ? 1 : 0);
  }
  process.exit(ensureDeps() ? 0 : 1);
}
