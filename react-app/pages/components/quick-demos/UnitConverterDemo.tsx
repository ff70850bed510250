import { useState } from 'react';
import { numberFieldOf } from './units/convert';
import {
  changeCategory,
  changeUnit,
  editValue,
  hintOf,
  initialConverterState,
  type ConverterState,
  type Side,
} from './units/converter-state';
import { UNIT_CATEGORIES, type Unit } from './units/unit-categories';
import { DsRadio } from '../../../ds/DsRadio';
import { DsOption } from '../../../ds/DsOption';
import { DsRadioGroup } from '../../../ds/DsRadioGroup';
import { DsSelect } from '../../../ds/DsSelect';
import { DsTextField } from '../../../ds/DsTextField';
import { DemoSection } from '../../../docs/DemoSection';

const SIDES = [
  { side: 0, ordinal: 'first' },
  { side: 1, ordinal: 'second' },
] as const;

const capitalized = (text: string) => text[0]!.toUpperCase() + text.slice(1);
const fieldLabel = (unit: Unit) => `${capitalized(unit.name)} (${unit.symbol})`;

/** One side of the converter: a number field named after its unit, and the unit's choice. */
function ConverterField({
  state,
  side,
  ordinal,
  onState,
}: {
  state: ConverterState;
  side: Side;
  ordinal: string;
  onState: (next: ConverterState) => void;
}) {
  const unit = state.units[side];
  const field = numberFieldOf(state.values[side]);
  return (
    <div className="qd-converter__field">
      <DsTextField
        className="qd-converter__value"
        type="number"
        label={fieldLabel(unit)}
        placeholder={field.placeholder}
        value={field.value}
        onInput={event => onState(editValue(state, side, event.currentTarget.value))}
      />
      <DsSelect
        className="qd-converter__unit"
        label={`${capitalized(ordinal)} unit`}
        value={unit.id}
        onChange={event => onState(changeUnit(state, side, event.currentTarget.value))}
      >
        {state.category.units.map(option => (
          <DsOption key={option.id} value={option.id}>
            {fieldLabel(option)}
          </DsOption>
        ))}
      </DsSelect>
    </div>
  );
}

/**
 * A category, two number fields that convert into each other, each with its
 * unit, and the formula as a hint. A new category starts again at 1 of its second unit.
 */
export function UnitConverterDemo() {
  const [state, setState] = useState(initialConverterState);

  return (
    <DemoSection
      title="Unit converter"
      description="Type in either field to convert into the other. Changing the category starts again at 1."
      wide
    >
      <div className="qd-converter">
        <DsRadioGroup
          label="Category"
          appearance="buttons"
          className="qd-converter__categories"
          value={state.category.id}
          onChange={event => {
            const categoryId = event.currentTarget.value; // read now: React clears currentTarget after the handler
            setState(current => changeCategory(current, categoryId));
          }}
        >
          {UNIT_CATEGORIES.map(category => (
            <DsRadio key={category.id} value={category.id}>
              {category.name}
            </DsRadio>
          ))}
        </DsRadioGroup>
        <p className="qd-converter__description">{state.category.description}</p>
        <div className="qd-converter__pair">
          {SIDES.map(({ side, ordinal }) => (
            <ConverterField key={side} state={state} side={side} ordinal={ordinal} onState={setState} />
          ))}
        </div>
        <p className="qd-converter__hint" data-testid="converter-hint">
          {hintOf(state)}
        </p>
      </div>
    </DemoSection>
  );
}
