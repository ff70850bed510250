import { conversionHint, convertText } from './convert';
import { categoryById, UNIT_CATEGORIES, unitById, type Unit, type UnitCategory } from './unit-categories';

export type Side = 0 | 1;

/** The converter's two fields: each a unit and the text in its number field. */
export interface ConverterState {
  readonly category: UnitCategory;
  readonly units: readonly [Unit, Unit];
  readonly values: readonly [string, string];
  /** The field typed in last: the other one shows its conversion, and the hint reads from it. */
  readonly source: Side;
}

const other = (side: Side): Side => (side === 0 ? 1 : 0);

/** Fills the field opposite `source` with the conversion of `source`'s text. */
function converted(state: Omit<ConverterState, 'values'> & { sourceText: string }): ConverterState {
  const { category, units, source, sourceText } = state;
  const target = other(source);
  const values: [string, string] = ['', ''];
  values[source] = sourceText;
  values[target] = convertText(sourceText, units[source], units[target], category);
  return { category, units, values, source };
}

/**
 * A category opens on its defaults, the value 1 in the category's second unit (first
 * field) converted to its first unit (second field): 1 gram is 1000 milligrams.
 */
export function categoryDefaults(category: UnitCategory): ConverterState {
  const [first, second] = category.units;
  return converted({ category, units: [second!, first!], source: 0, sourceText: '1' });
}

export const initialConverterState = (): ConverterState => categoryDefaults(UNIT_CATEGORIES[0]!);

/** Changing category resets to its defaults; an unknown id changes nothing. */
export function changeCategory(state: ConverterState, categoryId: string): ConverterState {
  const category = categoryById(categoryId);
  return category && category !== state.category ? categoryDefaults(category) : state;
}

/** Typing in one field converts into the other. */
export function editValue(state: ConverterState, side: Side, text: string): ConverterState {
  return converted({ ...state, source: side, sourceText: text });
}

/** A new unit for one field: the field typed in last keeps its text, the other is converted again. */
export function changeUnit(state: ConverterState, side: Side, unitId: string): ConverterState {
  const unit = unitById(state.category, unitId);
  if (!unit) return state;
  const units: [Unit, Unit] = [...state.units];
  units[side] = unit;
  return converted({ ...state, units, sourceText: state.values[state.source] });
}

/** The formula hint, from the field typed in last to the other. */
export const hintOf = (state: ConverterState): string =>
  conversionHint(state.units[state.source], state.units[other(state.source)]);
