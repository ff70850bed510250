import { DsRadio } from '../../../ds/DsRadio';
import { DsRadioGroup } from '../../../ds/DsRadioGroup';
import { DemoSection, LiveValue } from '../../../docs/DemoSection';
import { KeyboardNotes } from '../../../docs/KeyboardNotes';
import { Snippet } from '../../../docs/Snippet';
import { snippetOf } from '../../../docs/snippet-markup';
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
      <Snippet
        label="Radio group code"
        {...snippetOf({
          tag: 'ds-radio-group',
          // `value` is the group's initial choice: `defaultValue` in React
          attrs: { label: 'Preferred contact', name: 'contact', value: chosen?.value },
          reactProps: { value: undefined, defaultValue: chosen?.value },
          children: OPTIONS.map(o => ({
            tag: 'ds-radio',
            attrs: { value: o.value, disabled: o.disabled, deselectable: o.deselectable },
            children: [o.label],
          })),
        })}
      />
      <KeyboardNotes
        rows={[
          ['Tab', 'Into the group, onto the chosen option'],
          ['Arrow keys', 'Choose the next or previous option, skipping disabled ones'],
          ['Space', 'Choose the focused option; on “Uncheck Me”, again to clear'],
        ]}
      />
    </DemoSection>
  );
}
