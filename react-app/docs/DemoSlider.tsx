import type { ComponentProps } from 'react';
import { DsSlider } from '../ds/DsSlider';
import type { DemoState } from './use-demo-state';

/** The keys of a demo's settings that hold a number. */
type NumberKey<T> = { [K in keyof T]: T[K] extends number ? K : never }[keyof T];

/** A slider's range: min, max and step. */
export interface SliderRange {
  min: number;
  max: number;
  step: number;
}

type SliderProps = Omit<
  ComponentProps<typeof DsSlider>,
  'label' | 'min' | 'max' | 'step' | 'range' | 'value' | 'onInput'
>;

/**
 * A playground slider bound to one number of a demo's state: it shows its value, with `unit`
 * after it when given, and writes the value back on every input. Other ds-slider props
 * (`ref`, `ticks`, `valueFormatter` …) pass through.
 */
export function DemoSlider<T extends object, K extends NumberKey<T>>({
  demo,
  name,
  label,
  bounds,
  unit,
  ...slider
}: SliderProps & {
  demo: DemoState<T>;
  name: K;
  label: string;
  /** min, max and step. */
  bounds: SliderRange;
  unit?: string;
}) {
  return (
    <DsSlider
      {...slider}
      label={label}
      min={bounds.min}
      max={bounds.max}
      step={bounds.step}
      value={demo.values[name] as number}
      showValue
      {...(unit && { valueText: `{value} ${unit}` })}
      onInput={e => demo.set(name, e.currentTarget.value as T[K])}
    />
  );
}
