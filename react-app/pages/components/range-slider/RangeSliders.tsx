import { useId, useState, type ComponentRef } from 'react';
import { DsSlider } from '../../../ds/DsSlider';
import { DemoSection, LiveValue } from '../../../docs/DemoSection';
import { ReadoutValue } from '../../../docs/ReadoutValue';
import { Snippet } from '../../../docs/Snippet';
import { snippetOf } from '../../../docs/snippet-markup';

/** A two-thumb slider's span in React state, and the `input` handler that keeps it current. */
function useSpan(start: number, end: number) {
  const [span, setSpan] = useState({ start, end });
  const onInput = ({ currentTarget: slider }: { currentTarget: ComponentRef<typeof DsSlider> }) =>
    setSpan({ start: slider.valueStart, end: slider.valueEnd });
  return [span, onInput] as const;
}

/** 0–120 with two thumbs: a span of minutes. */
export function DurationRangeDemo() {
  const [span, onInput] = useSpan(30, 90);
  const id = useId();
  return (
    <DemoSection
      title="A span in steps"
      description="Minutes from 0 to 120, in steps of 5: the thumbs cannot pass each other. Each thumb is its own slider for the keyboard."
    >
      <DsSlider
        id={id}
        className="demo-slider"
        label="Workout length"
        min={0}
        max={120}
        step={5}
        range
        valueStart={span.start}
        valueEnd={span.end}
        showValue
        valueText="{value} min"
        onInput={onInput}
      />
    </DemoSection>
  );
}

/** 0–100 with two thumbs, starting wide open. */
export function PercentRangeDemo() {
  const [span, onInput] = useSpan(20, 80);
  const id = useId();
  return (
    <DemoSection
      title="Two thumbs"
      description="A range from 0 to 100; the span between the thumbs is worked out below. Home and End send the focused thumb as far as the other one allows."
    >
      <DsSlider
        id={id}
        className="demo-slider"
        label="Opacity range"
        min={0}
        max={100}
        range
        valueStart={span.start}
        valueEnd={span.end}
        showValue
        valueText="{value} %"
        onInput={onInput}
      />
      <LiveValue label="Span">
        <ReadoutValue of={id} state={span} format="{span} %" />
      </LiveValue>
      <Snippet
        label="Two-thumb slider code"
        {...snippetOf({
          tag: 'ds-slider',
          attrs: {
            label: 'Opacity range',
            range: true,
            'value-start': span.start,
            'value-end': span.end,
            'show-value': true,
            'value-text': '{value} %',
          },
          reactProps: {
            onInput: {
              code: 'e => setSpan({ start: e.currentTarget.valueStart, end: e.currentTarget.valueEnd })',
            },
          },
        })}
      />
    </DemoSection>
  );
}
