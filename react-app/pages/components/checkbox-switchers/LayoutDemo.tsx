import { useId } from 'react';
import { DsIcon } from '../../../ds/DsIcon';
import { DsRadio } from '../../../ds/DsRadio';
import { DsRadioGroup } from '../../../ds/DsRadioGroup';
import { DemoSection, LiveValue } from '../../../docs/DemoSection';
import { ReadoutValue } from '../../../docs/ReadoutValue';
import type { DemoState } from '../../../docs/use-demo-state';
import { chosenLabels, LAYOUTS, type Choices } from './choices';

/** Layout choices as a segmented row of icon buttons with labels, and a small preview. */
export function LayoutDemo({ choices }: { choices: DemoState<Choices> }) {
  const id = useId();
  const { layout } = choices.values;
  const chosen = LAYOUTS.find(l => l.value === layout);
  return (
    <DemoSection
      title="Layout buttons"
      description="A radio group drawn as buttons: still one tab stop, arrow keys choose."
    >
      <DsRadioGroup
        id={id}
        label="Layout"
        name="layout"
        appearance="buttons"
        value={layout}
        defaultValue={choices.defaults.layout}
        onChange={e => choices.set('layout', e.currentTarget.value)}
        className="layout-picker"
      >
        {LAYOUTS.map(l => (
          <DsRadio key={l.value} value={l.value}>
            <DsIcon slot="icon" name={`layout-${l.value}`} size={20} />
            {l.label}
          </DsRadio>
        ))}
      </DsRadioGroup>
      <div className="layout-preview" data-layout={chosen?.value ?? 'none'} aria-hidden="true">
        {Array.from({ length: 6 }, (_, i) => (
          <span key={i} />
        ))}
      </div>
      <LiveValue label="Layout">
        <ReadoutValue of={id} state={{ chosen: chosenLabels(LAYOUTS, layout) }} format="{value} layout" />
      </LiveValue>
    </DemoSection>
  );
}
