/// <reference types="node" />
// custom-elements.json and the React wrappers in react-app/ds are generated and committed
// (`npm run analyze`). This test generates both afresh into a temporary folder and fails when the
// committed files differ: a changed element whose manifest, wrappers or JSX types were not
// regenerated.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const FIX = 'run npm run analyze';
const HEADER = '// GENERATED from custom-elements.json by scripts/make-react-wrappers.mjs';
const WRAPPERS_DIR = 'react-app/ds';

/** The manifest with its modules in path order (the file walk's order is not the point here). */
function normalise(json: string): string {
  const manifest = JSON.parse(json) as { modules?: { path: string }[] };
  manifest.modules?.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
  return JSON.stringify(manifest);
}

let tmp = '';
let freshManifest = '';
let freshWrappers: Record<string, string> = {};

beforeAll(() => {
  tmp = mkdtempSync(join(tmpdir(), 'ds-manifest-'));
  // The repository's analyzer config, minus its side effect on package.json ("customElements").
  const config = join(tmp, 'cem.config.mjs');
  const base = pathToFileURL(join(ROOT, 'custom-elements-manifest.config.mjs')).href;
  writeFileSync(config, `import base from '${base}';\nexport default { ...base, packagejson: false };\n`);
  const cem = join(ROOT, 'node_modules/@custom-elements-manifest/analyzer/cem.js');
  // The analyzer joins --outdir to the working directory: pass it relative to the repository.
  execFileSync(process.execPath, [cem, 'analyze', '--config', config, '--outdir', relative(ROOT, tmp), '--quiet'], {
    cwd: ROOT,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  freshManifest = readFileSync(join(tmp, 'custom-elements.json'), 'utf8');
  const out = execFileSync(
    process.execPath,
    [join(ROOT, 'scripts/make-react-wrappers.mjs'), '--dry-run', '--manifest', join(tmp, 'custom-elements.json')],
    { cwd: ROOT, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
  );
  freshWrappers = JSON.parse(out) as Record<string, string>;
}, 120_000);

afterAll(() => {
  if (tmp) rmSync(tmp, { recursive: true, force: true });
});

describe('generated files are fresh', () => {
  it('custom-elements.json matches the elements', () => {
    const committed = join(ROOT, 'custom-elements.json');
    expect(existsSync(committed), `custom-elements.json is missing: ${FIX}`).toBe(true);
    const same = normalise(readFileSync(committed, 'utf8')) === normalise(freshManifest);
    expect(same, `custom-elements.json is stale: ${FIX}`).toBe(true);
  });

  it('describes at least the core elements', () => {
    const manifest = JSON.parse(freshManifest) as {
      modules: { declarations?: { tagName?: string; customElement?: boolean }[] }[];
    };
    const tags = manifest.modules
      .flatMap(m => m.declarations ?? [])
      .filter(d => d.customElement)
      .map(d => d.tagName);
    expect(tags).toEqual(expect.arrayContaining(['ds-button', 'ds-button-group', 'ds-snackbar', 'ds-snackbar-host']));
  });

  it(`${WRAPPERS_DIR}/* match the manifest`, () => {
    const files = Object.keys(freshWrappers);
    expect(files).toEqual(expect.arrayContaining([`${WRAPPERS_DIR}/index.ts`, `${WRAPPERS_DIR}/jsx.d.ts`]));
    const differing = files.filter(file => {
      const path = join(ROOT, file);
      return !existsSync(path) || readFileSync(path, 'utf8') !== freshWrappers[file];
    });
    expect(differing, `stale or missing wrappers (${FIX})`).toEqual([]);
  });

  it(`${WRAPPERS_DIR} holds no generated file of a removed element`, () => {
    const dir = join(ROOT, WRAPPERS_DIR);
    // Files only, sub-folders included (the API slices live in react-app/ds/api/).
    const onDisk = existsSync(dir)
      ? readdirSync(dir, { recursive: true, withFileTypes: true })
          .filter(entry => entry.isFile())
          .map(entry => relative(ROOT, join(entry.parentPath, entry.name)).split('\\').join('/'))
      : [];
    // A generated TypeScript file starts with the header comment; a generated JSON file with it as its first key, "//".
    const generated = (text: string) => text.startsWith(HEADER) || text.startsWith(`{\n  "//": "${HEADER.slice(3)}`);
    const stale = onDisk.filter(file => !(file in freshWrappers) && generated(readFileSync(join(ROOT, file), 'utf8')));
    expect(stale, `left-over generated files (${FIX})`).toEqual([]);
  });
});
