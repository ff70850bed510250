import recordedAnswer from './fixtures/open-meteo-forecast.json';
import { readOpenMeteo } from './open-meteo';
import type { ForecastDay, WeatherQuery, WeatherState } from './weather-types';

/**
 * What the widget shows before (or instead of) a live answer: the widget never opens on an empty
 * panel or an error. The last good reading of the same city and unit (kept in this browser), else
 * the recorded sample reading bundled with the page, each marked as not live.
 */
export type WeatherReading =
  | { source: 'live'; weather: WeatherState }
  | { source: 'stored'; weather: WeatherState; savedAt: number }
  | { source: 'sample'; weather: WeatherState };

/** The storage key of the last good readings, one per city and unit. */
export const WEATHER_STORAGE_KEY = 'quickDemos.weather';

/** The recorded answer's city: the sample exists for it only. */
const SAMPLE_CITY = 'Yerevan';

const queryKey = ({ city, units }: WeatherQuery) => `${city}|${units}`;

const isNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);
const isText = (value: unknown): value is string => typeof value === 'string';
const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

const isDay = (value: unknown): value is ForecastDay =>
  isObject(value) && isText(value.day) && isNumber(value.tempMin) && isNumber(value.tempMax) && isText(value.icon);

/** A stored value is only trusted when it has every field the widget reads. */
export function isWeatherState(value: unknown): value is WeatherState {
  return (
    isObject(value) &&
    isNumber(value.temperature) &&
    isNumber(value.feelsLike) &&
    isText(value.description) &&
    isText(value.icon) &&
    isText(value.rawIcon) &&
    isText(value.city) &&
    Array.isArray(value.forecast) &&
    value.forecast.length <= 3 &&
    value.forecast.every(isDay)
  );
}

type Stored = Record<string, { weather: WeatherState; savedAt: number }>;

/** The stored readings; anything unreadable (no storage, bad JSON, wrong shape) counts as none, never a throw. */
export function readStoredReadings(storage: Pick<Storage, 'getItem'> | undefined): Stored {
  try {
    const parsed: unknown = JSON.parse(storage?.getItem(WEATHER_STORAGE_KEY) ?? '{}');
    if (!isObject(parsed)) return {};
    const readings: Stored = {};
    for (const [key, entry] of Object.entries(parsed)) {
      if (isObject(entry) && isNumber(entry.savedAt) && isWeatherState(entry.weather)) {
        readings[key] = { weather: entry.weather, savedAt: entry.savedAt };
      }
    }
    return readings;
  } catch {
    return {};
  }
}

/** Keeps a live reading as the last good one for its city and unit; a storage that refuses is ignored. */
export function rememberReading(
  storage: Pick<Storage, 'getItem' | 'setItem'> | undefined,
  query: WeatherQuery,
  weather: WeatherState,
  now: number,
) {
  try {
    const readings = readStoredReadings(storage);
    readings[queryKey(query)] = { weather, savedAt: now };
    storage?.setItem(WEATHER_STORAGE_KEY, JSON.stringify(readings));
  } catch {
    // Private mode or a full storage: the sample stays the fallback.
  }
}

const toFahrenheit = (celsius: number) => Math.round(((celsius * 9) / 5) * 10 + 320) / 10;

/** The recorded sample reading (Yerevan), in the unit asked for; none for another city. */
export function sampleReading({ city, units }: WeatherQuery): WeatherState | undefined {
  if (city !== SAMPLE_CITY) return undefined;
  const metric = readOpenMeteo(recordedAnswer, SAMPLE_CITY);
  if (units === 'metric') return metric;
  return {
    ...metric,
    temperature: toFahrenheit(metric.temperature),
    feelsLike: toFahrenheit(metric.feelsLike),
    forecast: metric.forecast.map(day => ({
      ...day,
      tempMin: toFahrenheit(day.tempMin),
      tempMax: toFahrenheit(day.tempMax),
    })),
  };
}

/**
 * What the panel shows: the live answer when there is one; else the stored reading of the same
 * city and unit; else the sample; else nothing (the loading line or the error alone).
 */
export function chooseReading(
  live: WeatherState | undefined,
  query: WeatherQuery,
  stored: Stored,
): WeatherReading | undefined {
  if (live) return { source: 'live', weather: live };
  const last = stored[queryKey(query)];
  if (last) return { source: 'stored', weather: last.weather, savedAt: last.savedAt };
  const sample = sampleReading(query);
  return sample ? { source: 'sample', weather: sample } : undefined;
}

const TIME = new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit' });
const DATE = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short' });

/** The mark of a reading that is not live: "Sample reading", "Last reading at 14:05" (another day: "on 27 Nov, at"). */
export function readingMark(reading: WeatherReading, now: number): string | undefined {
  if (reading.source === 'sample') return 'Sample reading';
  if (reading.source === 'live') return undefined;
  const saved = new Date(reading.savedAt);
  const sameDay = saved.toDateString() === new Date(now).toDateString();
  return sameDay
    ? `Last reading at ${TIME.format(saved)}`
    : `Last reading on ${DATE.format(saved)}, at ${TIME.format(saved)}`;
}
