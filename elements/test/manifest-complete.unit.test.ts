import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

interface Documented {
  name?: string;
  description?: string;
}
interface Member extends Documented {
  kind: string;
  privacy?: string;
  static?: boolean;
}
interface Declaration {
  tagName?: string;
  summary?: string;
  attributes?: Documented[];
  events?: Documented[];
  slots?: Documented[];
  cssParts?: Documented[];
  cssProperties?: Documented[];
  members?: Member[];
}

const manifest = JSON.parse(readFileSync('custom-elements.json', 'utf8')) as {
  modules: { declarations?: Declaration[] }[];
};
const elements = manifest.modules.flatMap(m => m.declarations ?? []).filter(d => d.tagName);

/** The manifest feeds the React wrappers and the component pages' API tables: every entry must say what it is. */
describe('custom-elements.json describes every element completely', () => {
  it('lists the elements', () => {
    expect(elements.length).toBeGreaterThanOrEqual(17);
  });

  it.each(elements.map(d => [d.tagName!, d] as const))('%s', (_tag, element) => {
    const missing: string[] = [];
    if (!element.summary?.trim()) missing.push('summary');
    for (const kind of ['attributes', 'events', 'slots', 'cssParts', 'cssProperties'] as const) {
      for (const entry of element[kind] ?? [])
        if (!entry.description?.trim()) missing.push(`${kind}: ${entry.name || '(default)'}`);
    }
    const publicFields = (element.members ?? []).filter(
      m => m.kind === 'field' && !m.static && !m.privacy && !m.name?.startsWith('#'),
    );
    for (const field of publicFields) if (!field.description?.trim()) missing.push(`property: ${field.name}`);
    expect(missing).toEqual([]);
  });
});
