// Entry of `npm run bench` (root) and `npm run bench` here. Installs the bench's own dependencies
// on first use (npm ci, from package-lock.json), then runs src/main.mjs.
import { spawnSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const dir = path.dirname(fileURLToPath(import.meta.url));
const installed = path.join(dir, 'node_modules/.package-lock.json');
const lock = path.join(dir, 'package-lock.json');
if (!existsSync(installed) || statSync(installed).mtimeMs < statSync(lock).mtimeMs) {
  process.stderr.write('bench: installing its dependencies (npm ci in bench/) …\n');
  const npm = spawnSync('npm', ['ci', '--no-audit', '--no-fund'], {
    cwd: dir,
    stdio: 'inherit',
    shell: process.platform === 'win32',
  });
  if (npm.status !== 0) process.exit(npm.status ?? 1);
}
await import('./src/main.mjs');
