import { useId, useState } from 'react';
import { DsIcon } from '../../../ds/DsIcon';
import { DsSlider } from '../../../ds/DsSlider';
import { DemoSection } from '../../../docs/DemoSection';
import { KeyboardNotes } from '../../../docs/KeyboardNotes';
import { Snippet } from '../../../docs/Snippet';
import { snippetOf } from '../../../docs/snippet-markup';

/** How every slider on the page works from the keyboard. */
export const SLIDER_KEYS = [
  ['Arrow keys', 'One step down or up'],
  ['Page Up / Page Down', 'About a tenth of the range up or down'],
  ['Home / End', 'The minimum / the maximum'],
  ['Tab', 'From one thumb to the next (two thumbs)'],
] as const;

/** 0–100: the plain case. The slider shows its value; nothing else repeats it. */
export function VolumeDemo() {
  const [volume, setVolume] = useState(40);
  const id = useId();
  return (
    <DemoSection
      title="One thumb"
      description="A single thumb from 0 to 100 with its value next to the label. Arrow keys step by 1, Page Up and Page Down by 10."
    >
      <DsSlider
        id={id}
        className="demo-slider"
        label="Volume"
        min={0}
        max={100}
        value={volume}
        showValue
        valueText="{value} %"
        onInput={e => setVolume(e.currentTarget.value)}
      />
      <Snippet
        label="Volume slider code"
        {...snippetOf({
          tag: 'ds-slider',
          attrs: { label: 'Volume', value: volume, 'show-value': true, 'value-text': '{value} %' },
          reactProps: { onInput: { code: 'e => setVolume(e.currentTarget.value)' } },
        })}
      />
      <KeyboardNotes rows={SLIDER_KEYS} />
    </DemoSection>
  );
}

/** 10–26: a font size with a live preview. */
export function TextSizeDemo() {
  const [size, setSize] = useState(16);
  return (
    <DemoSection
      title="Live preview"
      description="A bounded range, 10 to 26, that does not start at zero, driving a live preview."
    >
      <DsSlider
        className="demo-slider"
        label="Text size"
        min={10}
        max={26}
        value={size}
        showValue
        valueText="{value} px"
        ticks="step"
        onInput={e => setSize(e.currentTarget.value)}
      />
      <p className="text-size-preview" style={{ fontSize: `${size}px` }}>
        Design is how it works.
      </p>
    </DemoSection>
  );
}

/** 0–360 in steps of 5: an angle, with a needle that turns. */
export function RotationDemo() {
  const [angle, setAngle] = useState(45);
  const id = useId();
  return (
    <DemoSection
      title="Steps and ticks"
      description="From 0 to 360°: values snap to multiples of 5; the ticks mark every 45°."
    >
      <DsSlider
        id={id}
        className="demo-slider"
        label="Rotation"
        min={0}
        max={360}
        step={5}
        value={angle}
        showValue
        valueText="{value}°"
        ticks="9"
        onInput={e => setAngle(e.currentTarget.value)}
      />
      <div className="rotation-preview">
        <span className="rotation-preview__needle" style={{ transform: `rotate(${angle}deg)` }}>
          <DsIcon name="arrow-up" size={40} />
        </span>
      </div>
    </DemoSection>
  );
}

/** A disabled slider: shown, not focusable, not changeable. */
export function DisabledDemo() {
  return (
    <DemoSection title="Disabled" description="Greyed out, skipped by Tab, and ignores pointer and keys.">
      <DsSlider
        className="demo-slider"
        label="Brightness"
        min={0}
        max={100}
        value={60}
        showValue
        valueText="{value} %"
        disabled
      />
    </DemoSection>
  );
}
