import { useState } from 'react';
import { DsOption } from '../../../ds/DsOption';
import { DsOptionGroup } from '../../../ds/DsOptionGroup';
import { DsSelect } from '../../../ds/DsSelect';
import { DemoSection, LiveValue } from '../../../docs/DemoSection';
import { KeyboardNotes } from '../../../docs/KeyboardNotes';
import { Snippet } from '../../../docs/Snippet';
import { snippetOf } from '../../../docs/snippet-markup';

const COUNTRIES = [
  ['de', 'Germany'],
  ['fr', 'France'],
  ['it', 'Italy'],
  ['nl', 'Netherlands'],
  ['es', 'Spain'],
  ['se', 'Sweden'],
  ['ch', 'Switzerland'],
  ['gb', 'United Kingdom'],
] as const;

interface Delivery {
  value: string;
  label: string;
  disabled?: boolean;
}

const DELIVERY: readonly { label: string; options: readonly Delivery[] }[] = [
  {
    label: 'Standard',
    options: [
      { value: 'economy', label: 'Economy, 5–7 days' },
      { value: 'standard', label: 'Standard, 3–4 days' },
    ],
  },
  {
    label: 'Express',
    options: [
      { value: 'next-day', label: 'Next day' },
      { value: 'same-day', label: 'Same day (sold out)', disabled: true },
    ],
  },
];

const deliveryLabel = (value: string) =>
  DELIVERY.flatMap(group => group.options).find(option => option.value === value)?.label ?? 'None';

const SELECT_SNIPPET = snippetOf({
  tag: 'ds-select',
  attrs: { label: 'Delivery', name: 'delivery', value: 'standard' },
  reactProps: { onChange: { code: 'event => setDelivery(event.currentTarget.value)' } },
  children: DELIVERY.map(group => ({
    tag: 'ds-option-group',
    attrs: { label: group.label },
    children: group.options.map(option => ({
      tag: 'ds-option',
      attrs: { value: option.value, disabled: option.disabled },
      children: [option.label],
    })),
  })),
});

/** Two selects: a plain one with a placeholder and help text, and one with groups and a sold-out option. */
export function SelectDemo() {
  const [country, setCountry] = useState('');
  const [delivery, setDelivery] = useState('standard');
  return (
    <DemoSection
      className="select-card"
      title="Select"
      description="A field that opens a list to choose one option from, by pointer or keyboard. Type a letter to jump to it."
    >
      <div className="select-demo">
        <DsSelect
          label="Country"
          name="country"
          placeholder="Choose a country"
          helpText="Where you live, for taxes."
          onChange={event => setCountry(event.currentTarget.value)}
        >
          {COUNTRIES.map(([value, label]) => (
            <DsOption key={value} value={value}>
              {label}
            </DsOption>
          ))}
        </DsSelect>
        <DsSelect
          label="Delivery"
          name="delivery"
          value={delivery}
          onChange={event => setDelivery(event.currentTarget.value)}
        >
          {DELIVERY.map(group => (
            <DsOptionGroup key={group.label} label={group.label}>
              {group.options.map(option => (
                <DsOption key={option.value} value={option.value} disabled={option.disabled}>
                  {option.label}
                </DsOption>
              ))}
            </DsOptionGroup>
          ))}
        </DsSelect>
      </div>
      <div className="select-demo__values">
        <LiveValue label="Country">{COUNTRIES.find(([value]) => value === country)?.[1] ?? 'None'}</LiveValue>
        <LiveValue label="Delivery">{deliveryLabel(delivery)}</LiveValue>
      </div>
      <Snippet label="Select code" {...SELECT_SNIPPET} />
      <KeyboardNotes
        rows={[
          ['Enter / Space / ArrowDown / ArrowUp', 'Open the list on the chosen option'],
          ['ArrowDown / ArrowUp', 'In the list: the next or previous option (sold-out ones are skipped)'],
          ['Home / End', 'The first or last option (opens the list when closed)'],
          ['PageDown / PageUp', 'Ten options on or back'],
          ['A–Z', 'The next option starting with it; type quickly for a whole word'],
          ['Enter / Space / Alt+ArrowUp', 'Choose the option and close the list'],
          ['Tab', 'Choose the option and move on'],
          ['Escape', 'Close the list without choosing'],
        ]}
      />
    </DemoSection>
  );
}
