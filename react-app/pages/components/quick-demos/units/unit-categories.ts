/**
 * The unit converter's categories. Each unit's factor is how many of it make one
 * of the category's base unit, so a value converts as `value / fromFactor × toFactor`. Units are
 * listed in the order the converter offers them; a category opens on its second unit converted to its first.
 */

export interface Unit {
  /** Stable id, also the `<option>` value. */
  readonly id: string;
  /** The unit as a word in running text: "Multiply the gram value by …". */
  readonly name: string;
  readonly symbol: string;
  /** How many of this unit make one base unit. */
  readonly factor: number;
}

export interface UnitCategory {
  readonly id: string;
  readonly name: string;
  readonly description: string;
  readonly units: readonly Unit[];
  /** Decimal places results are rounded to (time: 5); none: 15 significant digits. */
  readonly decimals?: number;
}

const unit = (id: string, name: string, symbol: string, factor: number): Unit => ({ id, name, symbol, factor });

/** Metres in one inch (exact, by the 1959 international yard). */
const INCH_IN_METRES = 0.0254;
const KIBI = 1024;

export const UNIT_CATEGORIES: readonly UnitCategory[] = [
  {
    id: 'mass',
    name: 'Mass',
    description: 'Metric and imperial weights, based on the kilogram.',
    units: [
      unit('mg', 'milligram', 'mg', 1e6),
      unit('g', 'gram', 'g', 1000),
      unit('kg', 'kilogram', 'kg', 1),
      unit('lb', 'pound', 'lb', 2.20462),
      unit('oz', 'ounce', 'oz', 35.274),
      unit('ton', 'metric ton', 't', 0.001),
    ],
  },
  {
    id: 'length',
    name: 'Length',
    description: 'Metric and imperial lengths, based on the metre.',
    units: [
      unit('mm', 'millimetre', 'mm', 1000),
      unit('cm', 'centimetre', 'cm', 100),
      unit('m', 'metre', 'm', 1),
      unit('km', 'kilometre', 'km', 0.001),
      // imperial: from the exact inch; 12 inches a foot, 3 feet a yard, 1760 yards a mile
      unit('in', 'inch', 'in', 1 / INCH_IN_METRES),
      unit('ft', 'foot', 'ft', 1 / (12 * INCH_IN_METRES)),
      unit('yd', 'yard', 'yd', 1 / (36 * INCH_IN_METRES)),
      unit('mi', 'mile', 'mi', 1 / (63_360 * INCH_IN_METRES)),
    ],
  },
  {
    id: 'pressure',
    name: 'Pressure',
    description: 'Pascal, bar and standard atmosphere, based on the bar.',
    units: [unit('pa', 'pascal', 'Pa', 1e5), unit('bar', 'bar', 'bar', 1), unit('atm', 'atmosphere', 'atm', 0.986923)],
  },
  {
    id: 'volume',
    name: 'Volume',
    description: 'Metric volumes, the US gallon and the cubic inch, based on the litre.',
    units: [
      unit('ml', 'millilitre', 'mL', 1000),
      unit('l', 'litre', 'L', 1),
      unit('gal', 'gallon', 'gal', 0.264172),
      unit('m3', 'cubic metre', 'm³', 0.001),
      unit('in3', 'cubic inch', 'in³', 61.0237),
    ],
  },
  {
    id: 'time',
    name: 'Time',
    description: 'Seconds to days, based on the day. Results are rounded to 5 decimals.',
    decimals: 5,
    units: [
      unit('s', 'second', 'sec', 86_400),
      unit('min', 'minute', 'min', 1440),
      unit('h', 'hour', 'hr', 24),
      unit('d', 'day', 'day', 1),
    ],
  },
  {
    id: 'storage',
    name: 'Digital storage',
    description: 'Bytes to terabytes in steps of 1024, based on the terabyte.',
    units: [
      unit('b', 'byte', 'B', KIBI ** 4),
      unit('kb', 'kilobyte', 'KB', KIBI ** 3),
      unit('mb', 'megabyte', 'MB', KIBI ** 2),
      unit('gb', 'gigabyte', 'GB', KIBI),
      unit('tb', 'terabyte', 'TB', 1),
    ],
  },
];

export const categoryById = (id: string): UnitCategory | undefined => UNIT_CATEGORIES.find(c => c.id === id);
export const unitById = (category: UnitCategory, id: string): Unit | undefined => category.units.find(u => u.id === id);
