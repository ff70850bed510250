// Makes sure the Debian browsers the tests drive are installed (no browser downloads:
// Chromium, Firefox ESR and WebKitGTK come from apt). As root it installs what is missing;
// otherwise it prints the exact command to run. Node built-ins only.
//
//   node scripts/ensure-browsers.mjs
// ENSURE_BROWSERS_NOT_ROOT=1 behaves as a non-root user (to try the message as root).
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';

// The same paths (and overrides) as web-test-runner.config.mjs and playwright.config.ts.
const REQUIRED = [
  { file: process.env.CHROMIUM_BIN ?? '/usr/bin/chromium-headless-shell', pkg: 'chromium-headless-shell' },
  { file: process.env.CHROME_PATH ?? '/usr/bin/chromium-headless-shell', pkg: 'chromium-headless-shell' },
  // the full browser, for the scripts that measure or picture the site (Lighthouse, bench, screenshots)
  { file: '/usr/bin/chromium', pkg: 'chromium' },
  { file: process.env.FIREFOX_BIN ?? '/usr/bin/firefox-esr', pkg: 'firefox-esr' },
  { file: process.env.WEBKIT_DRIVER_BIN ?? '/usr/bin/WebKitWebDriver', pkg: 'webkit2gtk-driver' },
  // MiniBrowser ships in libwebkit2gtk-4.1-0, which webkit2gtk-driver depends on.
  {
    file: process.env.MINIBROWSER_BIN ?? '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser',
    pkg: 'webkit2gtk-driver',
  },
  { file: '/usr/bin/Xvfb', pkg: 'xvfb' },
];
export const APT_PACKAGES = ['chromium', 'chromium-headless-shell', 'firefox-esr', 'webkit2gtk-driver', 'xvfb'];

const missing = () => [...new Set(REQUIRED.filter(r => !existsSync(r.file)).map(r => r.file))];

function isRoot() {
  if (process.env.ENSURE_BROWSERS_NOT_ROOT) return false;
  return process.getuid?.() === 0;
}

function run(cmd, args) {
  console.log(`$ ${cmd} ${args.join(' ')}`);
  const result = spawnSync(cmd, args, {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
  return result.status === 0;
}

/** Returns true when every browser is there (installing them first as root). */
export function ensureBrowsers() {
  let absent = missing();
  if (absent.length === 0) return true;

  const install = `apt-get install -y ${APT_PACKAGES.join(' ')}`;
  console.error(`\nThe tests need browsers from Debian; missing:\n${absent.map(f => `  ${f}`).join('\n')}`);
  if (!isRoot()) {
    console.error(
      '\nInstall them (as root), then run the tests again:\n' +
        `  sudo apt-get update && sudo DEBIAN_FRONTEND=noninteractive ${install}\n`,
    );
    return false;
  }

  console.log(`Installing them with apt (${APT_PACKAGES.join(', ')}):\n`);
  if (!run('apt-get', ['update']) || !run('apt-get', install.split(' ').slice(1))) {
    console.error('\napt-get failed (see above): the browsers could not be installed.');
    return false;
  }
  absent = missing();
  if (absent.length > 0) {
    console.error(`\nStill missing after apt-get install:\n${absent.map(f => `  ${f}`).join('\n')}`);
    return false;
  }
  return true;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  process.exit(ensureBrowsers() ? 0 : 1);
}
