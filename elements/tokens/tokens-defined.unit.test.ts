/// <reference types="node" />
// Fails on any `var(--ds-…)` used in elements/ or react-app/ that nothing defines: a typo or a
// removed token would otherwise silently fall back to the browser default. Files are found at
// run time, so new elements and pages are covered without touching this test.
import { readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { rootTokens } from './tokens-parse.js';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const SCANNED_DIRS = ['elements', 'react-app'];
const SOURCE = /\.(ts|tsx|css)$/;
const TEST = /\.test\.tsx?$|\.e2e\.tsx?$/;
const SKIPPED_DIRS = new Set(['node_modules', 'dist', 'coverage']);

function sourceFiles(dir: string): string[] {
  let entries;
  try {
    entries = readdirSync(dir, { withFileTypes: true });
  } catch {
    return []; // a folder that does not exist (yet)
  }
  return entries.flatMap(entry => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return SKIPPED_DIRS.has(entry.name) || entry.name.startsWith('.') ? [] : sourceFiles(path);
    return SOURCE.test(entry.name) && !TEST.test(entry.name) ? [path] : [];
  });
}

interface Use {
  name: string;
  file: string;
  /** `--ds-primary-${level}`: only the prefix is known. */
  prefix: boolean;
}

function scan(files: string[]): { uses: Use[]; declared: Set<string> } {
  const uses: Use[] = [];
  const declared = new Set<string>();
  for (const file of files) {
    const text = readFileSync(file, 'utf8').replace(/\/\*[\s\S]*?\*\//g, '');
    const where = relative(ROOT, file);
    // A declaration `--ds-x: …` anywhere (component styles, :host rules) defines it.
    for (const m of text.matchAll(/(--ds-[\w-]+)\s*:/g)) declared.add(m[1] ?? '');
    // setProperty('--ds-x', …) defines it at run time.
    for (const m of text.matchAll(/setProperty\(\s*['"`](--ds-[\w-]+)['"`]/g)) declared.add(m[1] ?? '');
    for (const m of text.matchAll(/var\(\s*(--ds-[\w-]*)(\$\{)?\s*(,)?/g)) {
      const [, name = '', interpolated, comma] = m;
      // A component-tier token used with a fallback is its own declaration (CONTRACTS.md).
      if (comma) declared.add(name);
      uses.push({ name, file: where, prefix: Boolean(interpolated) });
    }
  }
  return { uses, declared };
}

describe('every --ds token used is defined', () => {
  const defined = new Set(rootTokens(readFileSync(join(ROOT, 'elements/tokens/tokens.css'), 'utf8')).keys());
  const files = SCANNED_DIRS.flatMap(dir => sourceFiles(join(ROOT, dir)));
  const { uses, declared } = scan(files);
  const known = (name: string): boolean => defined.has(name) || declared.has(name);

  it('finds the token sources', () => {
    expect(defined.size).toBeGreaterThan(50);
    expect(files.some(f => f.endsWith('tokens.css'))).toBe(true);
  });

  it('has no undefined token', () => {
    const missing = uses
      .filter(use => (use.prefix ? ![...defined, ...declared].some(n => n.startsWith(use.name)) : !known(use.name)))
      .map(use => `${use.file}: ${use.name}${use.prefix ? '…' : ''}`);
    expect([...new Set(missing)]).toEqual([]);
  });
});
