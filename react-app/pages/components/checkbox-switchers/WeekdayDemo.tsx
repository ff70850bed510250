import { DsCheckbox } from '../../../ds/DsCheckbox';
import { DsCheckboxGroup } from '../../../ds/DsCheckboxGroup';
import { DemoSection, LiveValue } from '../../../docs/DemoSection';
import type { FormValues } from '../../../lib/use-form-state';

const WEEKDAYS = [
  { value: 'mo', short: 'Mo', name: 'Monday', checked: true },
  { value: 'tu', short: 'Tu', name: 'Tuesday', checked: false },
  { value: 'we', short: 'We', name: 'Wednesday', checked: true },
  { value: 'th', short: 'Th', name: 'Thursday', checked: false },
  { value: 'fr', short: 'Fr', name: 'Friday', checked: false },
];

/** A weekday picker: a checkbox group drawn as toggle buttons, Monday to Friday. */
export function WeekdayDemo({ values }: { values: FormValues }) {
  const days = WEEKDAYS.filter(d => values['days']?.includes(d.value)).map(d => d.name);
  return (
    <DemoSection
      title="Weekday picker"
      description="Checkboxes drawn as toggle buttons; each day is its own tab stop."
      wide
    >
      <DsCheckboxGroup label="Office days" name="days" appearance="buttons">
        {WEEKDAYS.map(d => (
          <DsCheckbox key={d.value} value={d.value} label={d.name} defaultChecked={d.checked}>
            {d.short}
          </DsCheckbox>
        ))}
      </DsCheckboxGroup>
      <LiveValue label="Selected">{days.length ? days.join(', ') : 'None'}</LiveValue>
    </DemoSection>
  );
}
