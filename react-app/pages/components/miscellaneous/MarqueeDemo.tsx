import { useRef, type ComponentRef } from 'react';
import { DsIcon } from '../../../ds/DsIcon';
import { DsMarquee } from '../../../ds/DsMarquee';
import { DsRadio } from '../../../ds/DsRadio';
import { DsRadioGroup } from '../../../ds/DsRadioGroup';
import { DsSwitch } from '../../../ds/DsSwitch';
import { DemoSection } from '../../../docs/DemoSection';
import { KeyboardNotes } from '../../../docs/KeyboardNotes';
import { ResetButton } from '../../../docs/ResetButton';
import { Snippet } from '../../../docs/Snippet';
import { useDemoState } from '../../../docs/use-demo-state';
import { MARQUEE_DEFAULTS, MARQUEE_ITEMS, marqueeCode, type MarqueeSettings } from './misc-demo';

const KEYS = [
  ['Arrow keys', 'Choose the direction'],
  ['Space', 'Turn Auto scroll on or off'],
] as const;

/** A marquee at about 90 px/s with direction and auto toggles. */
export function MarqueeDemo() {
  const demo = useDemoState<MarqueeSettings>(MARQUEE_DEFAULTS);
  const { direction, auto } = demo.values;
  const firstControl = useRef<ComponentRef<typeof DsRadioGroup>>(null);

  return (
    <DemoSection
      title="Marquee"
      description="Scrolls at about 90 px per second in an endless loop and stops while the pointer is over it. With reduced motion it stands still."
      wide
    >
      <DsMarquee className="ms-marquee" direction={direction} paused={!auto}>
        {MARQUEE_ITEMS.map(item => (
          <span key={item.label} className="ms-chip">
            <DsIcon name={item.icon} size={18} />
            {item.label}
          </span>
        ))}
      </DsMarquee>
      <div className="ms-controls">
        <DsRadioGroup
          ref={firstControl}
          label="Direction"
          appearance="buttons"
          value={direction}
          onChange={e => demo.set('direction', e.currentTarget.value === 'ltr' ? 'ltr' : 'rtl')}
        >
          <DsRadio value="rtl">Right to left</DsRadio>
          <DsRadio value="ltr">Left to right</DsRadio>
        </DsRadioGroup>
        <DsSwitch checked={auto} onChange={e => demo.set('auto', e.currentTarget.checked)}>
          Auto scroll
        </DsSwitch>
        <ResetButton demo={demo} focusAfterReset={firstControl} />
      </div>
      <Snippet label="Marquee code" {...marqueeCode(demo.values)} />
      <KeyboardNotes rows={KEYS} />
    </DemoSection>
  );
}
