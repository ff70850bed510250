import { useState } from 'react';
import { DsCombobox } from '../../../ds/DsCombobox';
import { DsOption } from '../../../ds/DsOption';
import { DemoSection, LiveValue } from '../../../docs/DemoSection';
import { Snippet } from '../../../docs/Snippet';
import { snippetOf } from '../../../docs/snippet-markup';

const FRUIT = ['Apple', 'Apricot', 'Banana', 'Blackberry', 'Cherry', 'Fig', 'Mango', 'Pear', 'Plum'];

const SNIPPET = snippetOf({
  tag: 'ds-combobox',
  attrs: { label: 'Favourite fruit', name: 'fruit', 'allow-custom': true, placeholder: 'Pick or type one' },
  reactProps: { onChange: { code: 'event => setFruit(event.currentTarget.value)' } },
  children: FRUIT.slice(0, 3).map(fruit => ({ tag: 'ds-option', children: [fruit] })),
});

/** Free text: the suggestions help, but any text is a value. */
export function CustomDemo() {
  const [fruit, setFruit] = useState('');
  return (
    <DemoSection
      title="Your own text"
      description="With allow-custom the options are suggestions: Enter, or leaving the field, keeps whatever you typed (try “Quince”). No option is active until you press ArrowDown."
    >
      <div className="combobox-demo">
        <DsCombobox
          label="Favourite fruit"
          name="fruit"
          allowCustom
          placeholder="Pick or type one"
          onChange={event => setFruit(event.currentTarget.value as string)}
        >
          {FRUIT.map(name => (
            <DsOption key={name}>{name}</DsOption>
          ))}
        </DsCombobox>
        <LiveValue label="Fruit">{fruit || 'None'}</LiveValue>
      </div>
      <Snippet label="Allow custom code" {...SNIPPET} />
    </DemoSection>
  );
}
