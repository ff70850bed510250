/// <reference types="node" />
// elements/index.ts is the entry of the one-script-tag bundle: it must import every module that
// defines a ds-* element, or that element silently never registers from the bundle.
import { readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const ELEMENTS = fileURLToPath(new URL('.', import.meta.url));

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap(entry => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return /\.ts$/.test(entry.name) && !/\.test\.ts$|\.d\.ts$/.test(entry.name) ? [path] : [];
  });
}

describe('elements/index.ts', () => {
  const index = readFileSync(join(ELEMENTS, 'index.ts'), 'utf8');
  const imported = new Set([...index.matchAll(/from\s+'\.\/([^']+)\.js'/g)].map(m => m[1]));
  const definers = sources(ELEMENTS)
    .filter(file =>
      /(@customElement|customElements\.define|defineElement)\(\s*['"]ds-/.test(readFileSync(file, 'utf8')),
    )
    .map(file => relative(ELEMENTS, file).split('\\').join('/').replace(/\.ts$/, ''));

  it('finds the element modules', () => {
    expect(definers).toContain('button/ds-button');
    expect(definers).toContain('snackbar/ds-snackbar-host');
  });

  it('imports every module that defines a ds-* element', () => {
    const missing = definers.filter(module => !imported.has(module));
    expect(missing, `add to elements/index.ts: ${missing.map(m => `export * from './${m}.js';`).join(' ')}`).toEqual(
      [],
    );
  });
});
