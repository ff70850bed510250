// `npm start`: install the dependencies if needed, build, and serve the production site
// on http://localhost:4173 until stopped (Ctrl+C).
import { spawn, spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureDeps } from './ensure-deps.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const PORT = 4173;

if (!ensureDeps()) process.exit(1);

const build = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
if (build.status !== 0) {
  console.error('\nThe build failed (see above): nothing to serve.');
  process.exit(build.status || 1);
}

// A build for a sub-path (BASE_PATH=/portfolio/) is served under it.
const base = `/${(process.env.BASE_PATH ?? '').trim().replace(/^\/+|\/+$/g, '')}/`.replace(/^\/\/$/, '/');
console.log(`\nServing the production build on http://localhost:${PORT}${base} (Ctrl+C to stop)\n`);
// vite directly, not through npx/npm, so that our signals reach the server itself.
const vite = path.join(root, 'node_modules', '.bin', 'vite');
const server = spawn(vite, ['preview', '--port', String(PORT), '--strictPort'], { cwd: root, stdio: 'inherit' });

// Pass a stop request on to the server (e.g. a supervisor that signals only this process).
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => server.kill(signal));
}
server.on('exit', (code, signal) => {
  process.exit(code ?? (signal === 'SIGINT' || signal === 'SIGTERM' ? 0 : 1));
});
server.on('error', error => {
  console.error(`Could not start vite preview: ${error.message}`);
  process.exit(1);
});
