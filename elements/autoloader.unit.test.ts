/// <reference types="node" />
// The autoloader's list of tags must follow the manifest: a tag missing there would never load on
// a no-build page, and a stale one would request a file that is not there.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

interface Manifest {
  modules: { exports?: { kind: string; name: string }[] }[];
}

describe('autoloader', () => {
  it('knows every ds-* tag of the manifest, and only those', async () => {
    const manifest = JSON.parse(readFileSync('custom-elements.json', 'utf8')) as Manifest;
    const tags = manifest.modules.flatMap(m =>
      (m.exports ?? []).filter(e => e.kind === 'custom-element-definition').map(e => e.name.replace(/^ds-/, '')),
    );
    const { autoloadedNames } = await import('./autoloader.js');
    expect([...autoloadedNames].sort()).toEqual(tags.sort());
    expect(tags).toHaveLength(50);
  });
});
