import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, normalize, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

// The folder rule of docs/ARCHITECTURE.md, read from the import graph of elements/.
const ROOT = 'elements';
/** Folders every element may import from; any other folder is one element's (or family's) own. */
const SHARED = new Set(['internal', 'tokens', 'color', 'events', 'translations']);

const files = (readdirSync(ROOT, { recursive: true }) as string[])
  .map(file => file.split('\\').join('/'))
  .filter(file => file.endsWith('.ts'));
const isTest = (file: string) => file.startsWith('test/') || file.endsWith('.test.ts');

/** The files under elements/ that `file` imports, relative to elements/. */
function importsOf(file: string): string[] {
  const text = readFileSync(join(ROOT, file), 'utf8');
  return [...text.matchAll(/(?:from\s+|import\s*\(?\s*)['"](\.\.?\/[^'"]+)['"]/g)].map(([, spec]) =>
    relative(ROOT, normalize(join(ROOT, dirname(file), spec!)))
      .split('\\')
      .join('/'),
  );
}
const top = (file: string) => file.split('/')[0]!;

describe('the folder rule', () => {
  it('has no test code under internal/', () => {
    expect(
      files.filter(
        file => file.startsWith('internal/') && !file.endsWith('.test.ts') && /test|suite|fixture/.test(file),
      ),
    ).toEqual([]);
  });

  it("shares code only through internal/ (and the tokens, colours, events, translations): no element imports another element folder's helper", () => {
    const offenders = files
      .filter(file => !isTest(file) && file.includes('/') && !SHARED.has(top(file)))
      .flatMap(file =>
        importsOf(file)
          .filter(target => target.includes('/') && top(target) !== top(file) && !SHARED.has(top(target)))
          // Using another element (its defining module `ds-*.js`) is composition, not sharing a helper.
          .filter(target => !/\/ds-[a-z-]+(\.component)?\.js$/.test(target))
          .map(target => `${file} -> ${target}`),
      );
    expect(offenders).toEqual([]);
  });

  it('ships no test code: nothing outside the tests imports from elements/test/', () => {
    const offenders = files.filter(file => !isTest(file) && importsOf(file).some(target => top(target) === 'test'));
    expect(offenders).toEqual([]);
  });
});
