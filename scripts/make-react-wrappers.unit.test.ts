// The generated wrappers type their events so pages read the element from the event without a cast.
import { describe, expect, it } from 'vitest';
// @ts-expect-error: a plain .mjs script without type declarations
import { renderWrappers } from './make-react-wrappers.mjs';

const manifest = {
  modules: [
    {
      path: 'elements/events/ds-show.ts',
      declarations: [{ kind: 'class', name: 'DsShowEvent' }],
    },
    {
      path: 'elements/foo/ds-foo.ts',
      declarations: [
        {
          kind: 'class',
          name: 'DsFoo',
          customElement: true,
          tagName: 'ds-foo',
          events: [
            { name: 'input', type: { text: 'Event' } },
            { name: 'change' },
            { name: 'ds-show', type: { text: 'DsShowEvent' } },
          ],
        },
      ],
    },
    {
      path: 'elements/bar/ds-bar.ts',
      declarations: [{ kind: 'class', name: 'DsBar', customElement: true, tagName: 'ds-bar' }],
    },
  ],
};

const files = renderWrappers(manifest) as Map<string, string>;
const foo = files.get('react-app/ds/DsFoo.ts') ?? '';

describe('make-react-wrappers: typed events', () => {
  it('types a native event with the element as target and currentTarget', () => {
    expect(foo).toContain(
      'type OwnEvent<E extends Event> = E & { target: DsFooElement; currentTarget: DsFooElement };',
    );
    expect(foo).toContain("onInput: 'input' as EventName<OwnEvent<Event>>,");
    // an event without a type in the manifest is a plain Event
    expect(foo).toContain("onChange: 'change' as EventName<OwnEvent<Event>>,");
  });

  it('types a ds-* event (which may bubble from a nested element) with the element as currentTarget only', () => {
    expect(foo).toContain('type HeardEvent<E extends Event> = E & { currentTarget: DsFooElement };');
    expect(foo).toContain("onDsShow: 'ds-show' as EventName<HeardEvent<DsShowEvent>>,");
    expect(foo).toContain("import type { DsShowEvent } from '../../elements/events/ds-show.js';");
  });

  it('declares no event helper types for an element without events', () => {
    const bar = files.get('react-app/ds/DsBar.ts') ?? '';
    expect(bar).toContain('events: {},');
    expect(bar).not.toMatch(/OwnEvent|HeardEvent|EventName/);
  });

  it('types the ds-* events of the JSX tags with the element as currentTarget', () => {
    const jsx = files.get('react-app/ds/jsx.d.ts') ?? '';
    expect(jsx).toContain("'onds-show': (event: DsShowEvent & { currentTarget: DsFoo }) => void;");
  });
});
