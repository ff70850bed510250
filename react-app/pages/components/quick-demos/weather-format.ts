import type { WeatherUnits } from './weather/weather-types';

/** Metric is shown as C, imperial as F. */
export const unitLetter = (units: WeatherUnits) => (units === 'imperial' ? 'F' : 'C');

/** A temperature as the widget shows it: whole degrees with the unit's letter, "7°C"; never "-0". */
export function formatTemperature(value: number, units: WeatherUnits): string {
  if (!Number.isFinite(value)) return '–';
  const rounded = Math.round(value);
  return `${rounded === 0 ? 0 : rounded}°${unitLetter(units)}`;
}

/** Words for a weather icon, its accessible name. */
const ICON_WORDS: Readonly<Record<string, string>> = {
  sun: 'Clear',
  moon: 'Clear night',
  cloud: 'Cloudy',
  'cloud-rain': 'Rain',
  'cloud-snow': 'Snow',
  'cloud-lightning': 'Thunderstorm',
};

export const iconWords = (icon: string) => ICON_WORDS[icon] ?? 'Cloudy';

/** Full weekday names for screen readers ("Tue" → "Tuesday"); unknown text is kept. */
const WEEKDAYS: Readonly<Record<string, string>> = {
  Mon: 'Monday',
  Tue: 'Tuesday',
  Wed: 'Wednesday',
  Thu: 'Thursday',
  Fri: 'Friday',
  Sat: 'Saturday',
  Sun: 'Sunday',
};
export const fullWeekday = (day: string) => WEEKDAYS[day] ?? day;
