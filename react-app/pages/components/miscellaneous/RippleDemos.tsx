import { useState } from 'react';
import { DsIcon } from '../../../ds/DsIcon';
import { DsRipple } from '../../../ds/DsRipple';
import { DemoSection } from '../../../docs/DemoSection';
import { Snippet } from '../../../docs/Snippet';
import { snippetOf } from '../../../docs/snippet-markup';

/** The demo's Accent button as written: a positioned surface with a ds-ripple as its last child. */
const RIPPLE_CODE = snippetOf(
  {
    tag: 'button',
    attrs: { type: 'button', class: 'accent' },
    children: [{ tag: 'ds-icon', attrs: { name: 'heart' } }, 'Accent', { tag: 'ds-ripple' }],
  },
  { lineLength: 70 },
);

/** Touch ripples on surfaces of different shapes and colours. */
export function RippleDemos() {
  const [presses, setPresses] = useState(0);
  const press = () => setPresses(count => count + 1);

  return (
    <DemoSection
      title="Touch ripple"
      description="Press and hold: the circle grows from where you touch and fades after you let go. It follows the surface's shape and text colour; with reduced motion there is none."
      wide
    >
      <div className="ms-ripples">
        <button type="button" className="ms-ripple ms-ripple--card" onClick={press}>
          <span className="ms-ripple__title">Card</span>
          <span className="ms-ripple__text">A ripple fills any positioned surface.</span>
          <DsRipple />
        </button>
        <button type="button" className="ms-ripple ms-ripple--accent" onClick={press}>
          <DsIcon name="heart" size={20} />
          Accent
          <DsRipple />
        </button>
        <button type="button" className="ms-ripple ms-ripple--round" aria-label="Round surface" onClick={press}>
          <DsIcon name="plus" size={28} />
          <DsRipple />
        </button>
      </div>
      <p className="ms-presses" aria-live="polite">
        {presses === 0 ? 'No presses yet' : `Pressed ${presses} ${presses === 1 ? 'time' : 'times'}`}
      </p>
      <Snippet label="Ripple code" {...RIPPLE_CODE} />
    </DemoSection>
  );
}
