import { useId } from 'react';
import { DsCheckbox } from '../../../ds/DsCheckbox';
import { DsCheckboxGroup } from '../../../ds/DsCheckboxGroup';
import { DemoSection, LiveValue } from '../../../docs/DemoSection';
import { ReadoutValue } from '../../../docs/ReadoutValue';
import type { DemoState } from '../../../docs/use-demo-state';
import { dayNames, WEEKDAYS, type Choices } from './choices';

/** A weekday picker: a checkbox group drawn as toggle buttons, Monday to Friday. */
export function WeekdayDemo({ choices }: { choices: DemoState<Choices> }) {
  const id = useId();
  const { days } = choices.values;
  return (
    <DemoSection
      title="Weekday picker"
      description="Checkboxes drawn as toggle buttons; each day is its own tab stop."
      wide
    >
      <DsCheckboxGroup
        id={id}
        label="Office days"
        name="days"
        appearance="buttons"
        onChange={e => choices.set('days', e.currentTarget.value)}
      >
        {WEEKDAYS.map(d => (
          <DsCheckbox
            key={d.value}
            value={d.value}
            label={d.name}
            checked={days.includes(d.value)}
            defaultChecked={choices.defaults.days.includes(d.value)}
          >
            {d.short}
          </DsCheckbox>
        ))}
      </DsCheckboxGroup>
      <LiveValue label="Selected">
        <ReadoutValue of={id} state={{ chosen: dayNames(days) }} />
      </LiveValue>
    </DemoSection>
  );
}
