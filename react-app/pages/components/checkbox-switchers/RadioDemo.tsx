import { useId } from 'react';
import { DsRadio } from '../../../ds/DsRadio';
import { DsRadioGroup } from '../../../ds/DsRadioGroup';
import { DemoSection, LiveValue } from '../../../docs/DemoSection';
import { KeyboardNotes } from '../../../docs/KeyboardNotes';
import { ReadoutValue } from '../../../docs/ReadoutValue';
import { Snippet } from '../../../docs/Snippet';
import { snippetOf } from '../../../docs/snippet-markup';
import type { DemoState } from '../../../docs/use-demo-state';
import { chosenLabels, CONTACT_OPTIONS, type Choices } from './choices';

/** A radio group with a disabled option and a deselectable "Uncheck Me" option. */
export function RadioDemo({ choices }: { choices: DemoState<Choices> }) {
  const id = useId();
  const { contact } = choices.values;
  return (
    <DemoSection
      title="Radio group"
      description="Arrow keys move the choice and skip the disabled option. Choose “Uncheck Me” twice to clear the group."
    >
      <DsRadioGroup
        id={id}
        label="Preferred contact"
        name="contact"
        value={contact}
        defaultValue={choices.defaults.contact}
        onChange={e => choices.set('contact', e.currentTarget.value)}
      >
        {CONTACT_OPTIONS.map(o => (
          <DsRadio
            key={o.value}
            value={o.value}
            disabled={'disabled' in o && o.disabled}
            deselectable={'deselectable' in o && o.deselectable}
          >
            {o.label}
          </DsRadio>
        ))}
      </DsRadioGroup>
      <LiveValue label="Selected">
        <ReadoutValue of={id} state={{ chosen: chosenLabels(CONTACT_OPTIONS, contact) }} />
      </LiveValue>
      <Snippet
        label="Radio group code"
        {...snippetOf({
          tag: 'ds-radio-group',
          // `value` is the group's initial choice: `defaultValue` in React
          attrs: { label: 'Preferred contact', name: 'contact', value: contact || undefined },
          reactProps: { value: undefined, defaultValue: contact || undefined },
          children: CONTACT_OPTIONS.map(o => ({
            tag: 'ds-radio',
            attrs: {
              value: o.value,
              disabled: 'disabled' in o && o.disabled,
              deselectable: 'deselectable' in o && o.deselectable,
            },
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
