// The API tables name each event's React prop; it must be the prop the generated wrapper really has.
import { readFileSync, readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
// @ts-expect-error: a plain .mjs script without type declarations
import { eventPropName as generatorEventPropName } from '../../scripts/make-react-wrappers.mjs';
import { eventPropName } from './event-prop-name';

interface Manifest {
  modules: { declarations?: { tagName?: string; name: string; events?: { name?: string }[] }[] }[];
}

const root = new URL('../../', import.meta.url);
const manifest = JSON.parse(readFileSync(new URL('custom-elements.json', root), 'utf8')) as Manifest;
const elements = manifest.modules.flatMap(m => m.declarations ?? []).filter(d => d.tagName);
const eventNames = [...new Set(elements.flatMap(d => (d.events ?? []).map(e => e.name).filter(Boolean)))] as string[];

describe('eventPropName', () => {
  it('names ds-* and native events as the wrappers do', () => {
    expect(eventPropName('ds-show')).toBe('onDsShow');
    expect(eventPropName('ds-fullscreen-change')).toBe('onDsFullscreenChange');
    expect(eventPropName('change')).toBe('onChange');
    expect(eventPropName('input')).toBe('onInput');
  });

  it('agrees with the wrapper generator on every event of the manifest and on odd names', () => {
    expect(eventNames.length).toBeGreaterThan(5);
    for (const name of [...eventNames, 'ds-a:b', 'x_y.z', 'ds--double', 'dsx']) {
      expect(eventPropName(name), name).toBe(generatorEventPropName(name));
    }
  });

  it('is the prop each generated wrapper declares for the event', () => {
    const wrappers = new URL('react-app/ds/', root);
    const files = readdirSync(wrappers).filter(f => /^Ds\w+\.ts$/.test(f));
    for (const element of elements) {
      const file = `${element.name}.ts`;
      if (!files.includes(file)) continue;
      const source = readFileSync(new URL(file, wrappers), 'utf8');
      for (const event of element.events ?? []) {
        if (event.name)
          expect(source, `${file}: ${event.name}`).toContain(`${eventPropName(event.name)}: '${event.name}'`);
      }
    }
  });
});
