import { useEffect, useRef, type ComponentRef } from 'react';
import { DsCombobox } from '../../../ds/DsCombobox';
import { DsOption } from '../../../ds/DsOption';
import { DemoSection } from '../../../docs/DemoSection';
import { Snippet } from '../../../docs/Snippet';
import { snippetOf } from '../../../docs/snippet-markup';

const SIZES = ['Small', 'Medium', 'Large'];

const options = SIZES.map(size => ({ tag: 'ds-option', children: [size] }));

const SNIPPET = snippetOf({
  tag: 'div',
  children: [
    { tag: 'ds-combobox', attrs: { label: 'Empty', placeholder: 'Choose a size' }, children: options },
    { tag: 'ds-combobox', attrs: { label: 'Filled', value: 'Medium' }, children: options },
    { tag: 'ds-combobox', attrs: { label: 'Invalid', required: true }, children: options },
    { tag: 'ds-combobox', attrs: { label: 'Disabled', value: 'Large', disabled: true }, children: options },
  ],
});

/** Empty, filled, invalid (a required field checked once) and disabled. */
export function StatesDemo() {
  const invalid = useRef<ComponentRef<typeof DsCombobox>>(null);
  // a validity check shows the error, as a failed submit would
  useEffect(() => void invalid.current?.checkValidity(), []);
  const sizes = SIZES.map(size => <DsOption key={size}>{size}</DsOption>);
  return (
    <DemoSection
      title="States"
      description="Empty with a placeholder, filled, invalid after a validity check, and disabled."
    >
      <div className="combobox-states">
        <DsCombobox label="Empty" placeholder="Choose a size">
          {sizes}
        </DsCombobox>
        <DsCombobox label="Filled" defaultValue="Medium">
          {sizes}
        </DsCombobox>
        <DsCombobox ref={invalid} label="Invalid" required>
          {sizes}
        </DsCombobox>
        <DsCombobox label="Disabled" defaultValue="Large" disabled>
          {sizes}
        </DsCombobox>
      </div>
      <Snippet label="States code" {...SNIPPET} />
    </DemoSection>
  );
}
