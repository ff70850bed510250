import { useState } from 'react';
import { DsCombobox } from '../../../ds/DsCombobox';
import { DsOption } from '../../../ds/DsOption';
import { DsOptionGroup } from '../../../ds/DsOptionGroup';
import { DemoSection, LiveValue } from '../../../docs/DemoSection';
import { KeyboardNotes } from '../../../docs/KeyboardNotes';
import { Snippet } from '../../../docs/Snippet';
import { snippetOf } from '../../../docs/snippet-markup';
import { countryLabel, REGIONS } from './data';

const SNIPPET = snippetOf({
  tag: 'ds-combobox',
  attrs: {
    label: 'Country',
    name: 'country',
    placeholder: 'Type to search',
    'help-text': 'Accents and case do not matter.',
  },
  reactProps: { onChange: { code: 'event => setCountry(event.currentTarget.value)' } },
  children: REGIONS.slice(0, 2).map(region => ({
    tag: 'ds-option-group',
    attrs: { label: region.label },
    children: region.countries.slice(0, 3).map(country => ({
      tag: 'ds-option',
      attrs: { value: country.value },
      children: [country.label],
    })),
  })),
});

/** The first stage: countries by region, filtered as you type ("cote" finds Côte d’Ivoire). */
export function FilterDemo() {
  const [country, setCountry] = useState('');
  return (
    <DemoSection
      title="Filter as you type"
      description="Type any part of a name: case and accents do not matter (try “cote” or “sao”). The matching letters are marked, and a screen reader hears how many options match."
    >
      <div className="combobox-demo">
        <DsCombobox
          id="combobox-country"
          label="Country"
          name="country"
          placeholder="Type to search"
          helpText="Accents and case do not matter."
          onChange={event => setCountry(event.currentTarget.value as string)}
        >
          {REGIONS.map(region => (
            <DsOptionGroup key={region.label} label={region.label}>
              {region.countries.map(option => (
                <DsOption key={option.value} value={option.value}>
                  {option.label}
                </DsOption>
              ))}
            </DsOptionGroup>
          ))}
        </DsCombobox>
        <LiveValue label="Country">{country ? countryLabel(country) : 'None'}</LiveValue>
      </div>
      <Snippet label="Combobox code" {...SNIPPET} />
      <KeyboardNotes
        rows={[
          ['A–Z', 'Filter the list (it opens); the first match is active'],
          ['ArrowDown / ArrowUp', 'Open the list, or the next or previous option (from the last back to the first)'],
          ['Alt+ArrowDown', 'Open the whole list, unfiltered'],
          ['Alt+ArrowUp', 'Close the list'],
          ['Enter', 'Choose the active option'],
          ['Escape', 'Close the list; again: clear the text'],
          ['Home / End', 'Move the caret to the start or end of the text'],
          ['Backspace', 'In an empty field with tags: remove the last tag'],
          ['Tab', 'Move on; a text that names an option chooses it'],
        ]}
      />
    </DemoSection>
  );
}
