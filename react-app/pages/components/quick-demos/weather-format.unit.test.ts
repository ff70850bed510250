import { describe, expect, it } from 'vitest';
import { formatTemperature, fullWeekday, iconWords, unitLetter } from './weather-format';

describe('weather formatting', () => {
  it('rounds to whole degrees with C or F, never "-0"', () => {
    expect(formatTemperature(7.43, 'metric')).toBe('7°C');
    expect(formatTemperature(45.5, 'imperial')).toBe('46°F');
    expect(formatTemperature(-0.4, 'metric')).toBe('0°C');
    expect(formatTemperature(-2.6, 'metric')).toBe('-3°C');
    expect(formatTemperature(Number.NaN, 'metric')).toBe('–');
    expect([unitLetter('metric'), unitLetter('imperial')]).toEqual(['C', 'F']);
  });

  it('names icons and weekdays, keeping what it does not know', () => {
    expect(iconWords('cloud-rain')).toBe('Rain');
    expect(iconWords('what')).toBe('Cloudy');
    expect(fullWeekday('Thu')).toBe('Thursday');
    expect(fullWeekday('Tomorrow')).toBe('Tomorrow');
  });
});
