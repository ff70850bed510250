import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/** Element sources, without tests. */
function sources(dir: string): string[] {
  return readdirSync(dir).flatMap(name => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sources(path);
    return /\.ts$/.test(name) && !/\.test\.ts$|\.suite\.ts$|\.fixture\.ts$/.test(name) ? [path] : [];
  });
}

describe('elements stay within the production Content-Security-Policy', () => {
  const files = sources('elements').map(path => ({ path, text: readFileSync(path, 'utf8') }));

  // `style=${cssVars(…)}` writes the attribute on a server only; in the browser it uses the CSSOM.
  it('write no style attributes (styleMap or style=${…} bindings); use cssVars()', () => {
    const offenders = files
      .filter(({ text }) => /styleMap\s*\(|\bstyle=\$\{(?!cssVars\()/.test(text))
      .map(({ path }) => path);
    expect(offenders).toEqual([]);
  });

  it('never evaluate strings as code', () => {
    const offenders = files.filter(({ text }) => /\beval\s*\(|new Function\s*\(/.test(text)).map(({ path }) => path);
    expect(offenders).toEqual([]);
  });
});
