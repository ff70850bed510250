// Every element of the design system is documented on a component page: its tag is
// listed by an `<ApiReference tags={…}>` somewhere under react-app/pages.
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Elements whose page is still being written. This list must only shrink: a test below fails
 * once a listed element is documented, so its line is removed with the page that documents it.
 * Names not in the manifest yet are elements on other branches, listed ahead of their merge.
 */
const NOT_YET_DOCUMENTED = new Set<string>([]);

const ROOT = path.resolve(import.meta.dirname, '../..');
const PAGES = path.join(ROOT, 'react-app/pages');

interface Manifest {
  modules: { declarations?: { tagName?: string }[] }[];
}

const manifestTags = (
  JSON.parse(readFileSync(path.join(ROOT, 'custom-elements.json'), 'utf8')) as Manifest
).modules.flatMap(m => (m.declarations ?? []).map(d => d.tagName).filter((t): t is string => !!t));

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap(entry => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return filesUnder(full);
    return /\.tsx$/.test(entry.name) && !/\.test\.tsx$/.test(entry.name) ? [full] : [];
  });
}

const quoted = (text: string) => [...text.matchAll(/['"](ds-[a-z0-9-]+)['"]/g)].map(m => m[1]!);

/**
 * The tags an `<ApiReference tags={…}>` of this source lists: an array written inline, or the
 * name of an array constant declared in the same file (`const ELEMENTS = ['ds-x', …]`).
 */
function apiReferenceTags(source: string): string[] {
  const tags: string[] = [];
  for (const [, expression] of source.matchAll(/<ApiReference\b[^>]*?\btags=\{([^}]*)\}/g)) {
    const inline = expression!.trim();
    if (inline.startsWith('[')) {
      tags.push(...quoted(inline));
      continue;
    }
    const declaration = new RegExp(`\\b(?:const|let)\\s+${inline}\\b[^=]*=\\s*(\\[[^\\]]*\\])`).exec(source);
    if (declaration) tags.push(...quoted(declaration[1]!));
  }
  return tags;
}

const documented = new Set(filesUnder(PAGES).flatMap(file => apiReferenceTags(readFileSync(file, 'utf8'))));

describe('apiReferenceTags', () => {
  it('reads inline arrays and array constants of the same file', () => {
    expect(apiReferenceTags(`<ApiReference tags={['ds-a', "ds-b"]} />`)).toEqual(['ds-a', 'ds-b']);
    expect(apiReferenceTags(`const ELEMENTS = ['ds-c', 'ds-d'] as const;\n<ApiReference tags={ELEMENTS} />`)).toEqual([
      'ds-c',
      'ds-d',
    ]);
    expect(apiReferenceTags(`<ApiTable tag="ds-e" />`)).toEqual([]);
  });
});

describe('every element of custom-elements.json is documented on a page', () => {
  it('finds the pages that document elements', () => {
    expect(documented.size).toBeGreaterThan(5);
  });

  it('lists each element in an <ApiReference tags> of some page, or in the allowlist', () => {
    const missing = manifestTags.filter(tag => !documented.has(tag) && !NOT_YET_DOCUMENTED.has(tag));
    expect(missing, 'elements documented on no page: add them to an <ApiReference tags> of their page').toEqual([]);
  });

  it('keeps the allowlist shrinking: a documented element leaves it', () => {
    const stale = [...NOT_YET_DOCUMENTED].filter(tag => documented.has(tag));
    expect(stale, 'documented now: remove from NOT_YET_DOCUMENTED').toEqual([]);
  });

  it('documents only real elements', () => {
    const unknown = [...documented].filter(tag => !manifestTags.includes(tag));
    expect(unknown, 'ApiReference tags that are not in custom-elements.json').toEqual([]);
  });
});
