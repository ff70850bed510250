import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { designSystem } from './about';

/** The tag names of every element in custom-elements.json. */
function manifestTags(): string[] {
  const manifest = JSON.parse(readFileSync('custom-elements.json', 'utf8')) as {
    modules: { declarations?: { tagName?: string }[] }[];
  };
  return manifest.modules.flatMap(m => m.declarations ?? []).flatMap(d => (d.tagName ? [d.tagName] : []));
}

describe('About: the element groups', () => {
  const listed = designSystem.groups.flatMap(g => [...g.tags]);

  it('list every element of custom-elements.json, so the count on the page is true', () => {
    expect([...listed].sort()).toEqual(manifestTags().sort());
  });

  it('list each element once', () => {
    expect(new Set(listed).size).toBe(listed.length);
  });

  it('have no empty group', () => {
    for (const group of designSystem.groups) expect(group.tags.length, group.title).toBeGreaterThan(0);
  });
});
