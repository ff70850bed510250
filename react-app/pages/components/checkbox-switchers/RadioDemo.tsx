import { DsRadio } from '../../../ds/DsRadio';
import { DsRadioGroup } from '../../../ds/DsRadioGroup';
import { DemoSection, LiveValue } from '../../../docs/DemoSection';
import type { FormValues } from '../../../lib/use-form-state';

const OPTIONS = [
  { value: 'email', label: 'Email' },
  { value: 'phone', label: 'Phone call' },
  { value: 'post', label: 'Letter by post', disabled: true },
  { value: 'uncheck', label: 'Uncheck Me', deselectable: true },
];

/** A radio group with a disabled option and a deselectable "Uncheck Me" option. */
export function RadioDemo({ values }: { values: FormValues }) {
  const chosen = OPTIONS.find(o => o.value === values['contact']?.[0]);
  return (
    <DemoSection
      title="Radio group"
      description="Arrow keys move the choice and skip the disabled option. Choose “Uncheck Me” twice to clear the group."
    >
      <DsRadioGroup label="Preferred contact" name="contact" defaultValue="email">
        {OPTIONS.map(o => (
          <DsRadio key={o.value} value={o.value} disabled={o.disabled} deselectable={o.deselectable}>
            {o.label}
          </DsRadio>
        ))}
      </DsRadioGroup>
      <LiveValue label="Selected">{chosen?.label ?? 'None'}</LiveValue>
    </DemoSection>
  );
}
