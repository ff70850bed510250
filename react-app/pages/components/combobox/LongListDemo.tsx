import { useEffect, useRef, useState, type ComponentRef } from 'react';
import { DsCombobox } from '../../../ds/DsCombobox';
import { CodeSample } from '../../../docs/CodeSample';
import { DemoSection, LiveValue } from '../../../docs/DemoSection';

const COUNT = 10_000;
const COLOURS = ['Amber', 'Azure', 'Coral', 'Crimson', 'Ivory', 'Jade', 'Lilac', 'Ochre', 'Olive', 'Slate'];
const THINGS = ['bolt', 'bracket', 'cable', 'clamp', 'gear', 'hinge', 'lamp', 'panel', 'spring', 'valve'];

/** Item `n` (from 1): a colour, a thing and a number, so that "jade valve" or "4242" finds a few. */
export const itemLabel = (n: number): string =>
  `${COLOURS[n % COLOURS.length]} ${THINGS[Math.floor(n / COLOURS.length) % THINGS.length]} ${String(n).padStart(5, '0')}`;

const CODE = `// 10,000 <ds-option>s: the list draws only the rows in view
const fragment = document.createDocumentFragment();
for (let n = 1; n <= 10000; n++) {
  const option = document.createElement('ds-option');
  option.value = String(n);
  option.textContent = itemLabel(n);
  fragment.append(option);
}
combobox.append(fragment);`;

/** 10,000 options: the list renders only the visible rows, so it opens and filters at once. */
export function LongListDemo() {
  const combobox = useRef<ComponentRef<typeof DsCombobox>>(null);
  const [item, setItem] = useState('');
  const filled = useRef(false);
  // The 10,000 options are made the first time the field gets focus, not with the page: making that
  // many elements is the page's cost (about half a second), and a visitor may never use this demo.
  const fill = () => {
    const host = combobox.current;
    if (!host || filled.current) return;
    filled.current = true;
    // appended outside React: 10,000 elements through one fragment, not 10,000 React children
    const fragment = document.createDocumentFragment();
    for (let n = 1; n <= COUNT; n++) {
      const option = document.createElement('ds-option');
      option.setAttribute('value', String(n));
      option.textContent = itemLabel(n);
      fragment.append(option);
    }
    host.append(fragment);
  };
  useEffect(() => {
    const host = combobox.current;
    return () => {
      filled.current = false;
      host?.replaceChildren();
    };
  }, []);
  return (
    <DemoSection
      wide
      title="10,000 options"
      description="A catalogue of 10,000 parts, added when the field first gets focus. The list draws only the rows in view (and a few more), so it opens and filters at once; each option still tells a screen reader its place, such as “4,242 of 10,000”. Try “jade valve” or “4242”."
    >
      <div className="combobox-demo">
        <DsCombobox
          ref={combobox}
          label="Part"
          name="part"
          placeholder="Search 10,000 parts"
          onFocus={fill}
          onChange={event => setItem(event.currentTarget.value as string)}
        />
        <LiveValue label="Part">{item ? itemLabel(Number(item)) : 'None'}</LiveValue>
      </div>
      <CodeSample label="Long list code" code={CODE} language="jsx" />
    </DemoSection>
  );
}
