import { useRef, type ComponentRef, type CSSProperties } from 'react';
import { DsRadio } from '../../../ds/DsRadio';
import { DsRadioGroup } from '../../../ds/DsRadioGroup';
import { DsSlider } from '../../../ds/DsSlider';
import { DemoSlider } from '../../../docs/DemoSlider';
import { DemoSection } from '../../../docs/DemoSection';
import { KeyboardNotes } from '../../../docs/KeyboardNotes';
import { ResetButton } from '../../../docs/ResetButton';
import { Snippet } from '../../../docs/Snippet';
import { useDemoState } from '../../../docs/use-demo-state';
import {
  ALIGNMENTS,
  LINE_HEIGHT_RANGE,
  TEXT_COLOURS,
  TEXT_DEFAULTS,
  TEXT_SAMPLE,
  TRANSFORMS,
  TYPE_SCALE,
  WEIGHTS,
  cssNumber,
  textCode,
  type Alignment,
  type TextColour,
  type TextSettings,
  type Transform,
  type Weight,
} from './typography-demo';

const KEYS = [
  ['Arrow keys', 'Move a slider by one step; choose the next or previous option of a group'],
  ['Home / End', 'A slider’s smallest / largest value'],
  ['Tab', 'Move to the next control'],
] as const;

const capitalised = (word: string) => word[0]!.toUpperCase() + word.slice(1);

/** The value of `value` in `options`, or `fallback` when it is not one of them. */
function oneOf<T extends string | number>(options: readonly T[], value: string, fallback: T): T {
  return options.find(option => String(option) === value) ?? fallback;
}

/** Weight, size, alignment, line height, colour and transform of a paragraph. */
export function TextDemo() {
  const demo = useDemoState<TextSettings>(TEXT_DEFAULTS);
  const { weight, size, align, lineHeight, colour, transform } = demo.values;
  const firstControl = useRef<ComponentRef<typeof DsRadioGroup>>(null);
  const sizeIndex = TYPE_SCALE.indexOf(size);

  const style: CSSProperties = {
    fontWeight: weight,
    fontSize: `var(--ds-font-size-${size})`,
    textAlign: align,
    lineHeight: cssNumber(lineHeight),
    color: `var(--ds-color-${colour})`,
    textTransform: transform,
  };

  return (
    <DemoSection
      title="Text"
      description="Change the weight, size, alignment, line height, colour and case of a paragraph. Sizes and colours are the system’s tokens; the code follows."
      wide
    >
      <div className="playground playground--preview ty-playground">
        <div className="playground__controls">
          <DsRadioGroup
            ref={firstControl}
            label="Weight"
            appearance="buttons"
            value={String(weight)}
            onChange={e => demo.set('weight', oneOf<Weight>(WEIGHTS, e.currentTarget.value, 400))}
          >
            {WEIGHTS.map(w => (
              <DsRadio key={w} value={String(w)}>
                {w}
              </DsRadio>
            ))}
          </DsRadioGroup>
          <DsSlider
            label="Size"
            min={0}
            max={TYPE_SCALE.length - 1}
            step={1}
            value={sizeIndex}
            showValue
            ticks="step"
            valueFormatter={(value: number) => TYPE_SCALE[value]?.toUpperCase() ?? ''}
            onInput={e => demo.set('size', TYPE_SCALE[e.currentTarget.value] ?? TEXT_DEFAULTS.size)}
          />
          <DemoSlider
            demo={demo}
            name="lineHeight"
            label="Line height"
            bounds={LINE_HEIGHT_RANGE}
            ticks="step"
            valueFormatter={(value: number) => cssNumber(value)}
          />
          <DsRadioGroup
            label="Alignment"
            appearance="buttons"
            value={align}
            onChange={e => demo.set('align', oneOf<Alignment>(ALIGNMENTS, e.currentTarget.value, 'left'))}
          >
            {ALIGNMENTS.map(a => (
              <DsRadio key={a} value={a}>
                {capitalised(a)}
              </DsRadio>
            ))}
          </DsRadioGroup>
          <DsRadioGroup
            label="Transform"
            value={transform}
            onChange={e => demo.set('transform', oneOf<Transform>(TRANSFORMS, e.currentTarget.value, 'none'))}
          >
            {TRANSFORMS.map(t => (
              <DsRadio key={t} value={t}>
                {capitalised(t)}
              </DsRadio>
            ))}
          </DsRadioGroup>
          <DsRadioGroup
            label="Colour"
            className="ty-colours"
            value={colour}
            onChange={e =>
              demo.set(
                'colour',
                oneOf<TextColour>(
                  TEXT_COLOURS.map(c => c.token),
                  e.currentTarget.value,
                  'on-surface',
                ),
              )
            }
          >
            {TEXT_COLOURS.map(c => (
              <DsRadio key={c.token} value={c.token}>
                <span className="ty-swatch" style={{ background: `var(--ds-color-${c.token})` }} aria-hidden="true" />
                {c.label}
              </DsRadio>
            ))}
          </DsRadioGroup>
        </div>
        <div className="playground__preview ty-preview">
          <p className="ty-sample" style={style} data-testid="text-sample">
            {TEXT_SAMPLE}
          </p>
        </div>
        <div className="playground__result">
          <Snippet label="Text code" {...textCode(demo.values)} />
          <ResetButton demo={demo} focusAfterReset={firstControl} />
          <KeyboardNotes rows={KEYS} />
        </div>
      </div>
    </DemoSection>
  );
}
