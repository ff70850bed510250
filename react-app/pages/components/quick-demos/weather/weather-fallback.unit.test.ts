import { describe, expect, it } from 'vitest';
import {
  WEATHER_STORAGE_KEY,
  chooseReading,
  readStoredReadings,
  readingMark,
  rememberReading,
  sampleReading,
} from './weather-fallback';
import type { WeatherState } from './weather-types';

const live: WeatherState = {
  temperature: 21.3,
  feelsLike: 20,
  description: 'clear sky',
  icon: 'sun',
  rawIcon: '0',
  city: 'Yerevan',
  forecast: [{ day: 'Mon', tempMin: 10, tempMax: 22, icon: 'sun' }],
};

/** A Storage stand-in over a Map, optionally refusing writes or reads. */
function memoryStorage(initial: Record<string, string> = {}, fail: { read?: boolean; write?: boolean } = {}) {
  const data = new Map(Object.entries(initial));
  return {
    data,
    getItem: (key: string) => {
      if (fail.read) throw new Error('SecurityError');
      return data.get(key) ?? null;
    },
    setItem: (key: string, value: string) => {
      if (fail.write) throw new Error('QuotaExceededError');
      data.set(key, value);
    },
  };
}

const yerevan = { city: 'Yerevan', units: 'metric' } as const;
const at1405 = new Date(2026, 10, 28, 14, 5).getTime();

describe('the reading the weather panel shows', () => {
  it('is the live answer whenever there is one, even with a stored reading', () => {
    const storage = memoryStorage();
    rememberReading(storage, yerevan, { ...live, temperature: 3 }, at1405);
    expect(chooseReading(live, yerevan, readStoredReadings(storage))).toEqual({ source: 'live', weather: live });
  });

  it('is the last good reading of the same city and unit before the live one arrives', () => {
    const storage = memoryStorage();
    rememberReading(storage, yerevan, live, at1405);
    const stored = readStoredReadings(storage);
    expect(chooseReading(undefined, yerevan, stored)).toEqual({ source: 'stored', weather: live, savedAt: at1405 });
    // another unit has no stored reading: Yerevan falls back to the sample, in that unit
    expect(chooseReading(undefined, { city: 'Yerevan', units: 'imperial' }, stored)?.source).toBe('sample');
  });

  it('is the recorded sample, in the unit asked for, when nothing is stored', () => {
    const metric = chooseReading(undefined, yerevan, {});
    expect(metric?.source).toBe('sample');
    expect(metric?.weather).toMatchObject({ city: 'Yerevan', temperature: 7.4, feelsLike: 5.1, icon: 'cloud' });
    expect(metric?.weather.forecast).toHaveLength(3);
    const imperial = sampleReading({ city: 'Yerevan', units: 'imperial' });
    expect(imperial?.temperature).toBeCloseTo(45.3, 1);
    expect(imperial?.forecast[0]).toMatchObject({ tempMin: 37.2, tempMax: 47.1 });
  });

  it('is nothing for a city with neither a stored reading nor a sample (the loading line or error alone)', () => {
    expect(chooseReading(undefined, { city: 'Tokyo', units: 'metric' }, {})).toBeUndefined();
  });

  it.each([
    ['bad JSON', '{not json'],
    ['a list', '[1, 2]'],
    ['null', 'null'],
    [
      'a reading without a temperature',
      JSON.stringify({ 'Yerevan|metric': { savedAt: 1, weather: { city: 'Yerevan' } } }),
    ],
    ['a reading without a time', JSON.stringify({ 'Yerevan|metric': { weather: live } })],
    [
      'a forecast day with a text temperature',
      JSON.stringify({
        'Yerevan|metric': {
          savedAt: 1,
          weather: { ...live, forecast: [{ day: 'Mon', tempMin: '1', tempMax: 2, icon: 'sun' }] },
        },
      }),
    ],
  ])('ignores a broken stored value (%s) and shows the sample', (_, value) => {
    const storage = memoryStorage({ [WEATHER_STORAGE_KEY]: value });
    expect(() => readStoredReadings(storage)).not.toThrow();
    expect(chooseReading(undefined, yerevan, readStoredReadings(storage))?.source).toBe('sample');
  });

  it('keeps the good readings next to a broken one', () => {
    const storage = memoryStorage({
      [WEATHER_STORAGE_KEY]: JSON.stringify({
        'Yerevan|metric': { savedAt: at1405, weather: live },
        'Tokyo|metric': 4,
      }),
    });
    expect(Object.keys(readStoredReadings(storage))).toEqual(['Yerevan|metric']);
  });

  it('never throws when the storage refuses to be read or written', () => {
    const blocked = memoryStorage({}, { read: true, write: true });
    expect(() => rememberReading(blocked, yerevan, live, at1405)).not.toThrow();
    expect(readStoredReadings(blocked)).toEqual({});
    expect(readStoredReadings(undefined)).toEqual({});
    const full = memoryStorage({}, { write: true });
    expect(() => rememberReading(full, yerevan, live, at1405)).not.toThrow();
  });

  it('marks what is not live: "Sample reading", "Last reading at 14:05", another day with its date', () => {
    expect(readingMark({ source: 'live', weather: live }, at1405)).toBeUndefined();
    expect(readingMark({ source: 'sample', weather: live }, at1405)).toBe('Sample reading');
    expect(readingMark({ source: 'stored', weather: live, savedAt: at1405 }, at1405 + 60_000)).toBe(
      'Last reading at 14:05',
    );
    const dayBefore = at1405 - 24 * 3600_000;
    expect(readingMark({ source: 'stored', weather: live, savedAt: dayBefore }, at1405)).toBe(
      'Last reading on 27 Nov, at 14:05',
    );
  });
});
