import { describe, expect, it } from 'vitest';
import { iconNames } from '../../../../../elements/icon/icon-sets';
import { FALLBACK_WEATHER_ICON, openWeatherIcon, wmoDescription, wmoIcon } from './weather-icons';

describe('openWeatherIcon', () => {
  it.each([
    ['01d', 'sun'],
    ['01n', 'moon'],
    ['02d', 'cloud'],
    ['04n', 'cloud'],
    ['09d', 'cloud-rain'],
    ['10n', 'cloud-rain'],
    ['11d', 'cloud-lightning'],
    ['13d', 'cloud-snow'],
    ['50d', 'cloud'],
  ])('%s is %s', (code, icon) => expect(openWeatherIcon(code)).toBe(icon));

  it.each([['77d'], ['01'], ['01x'], [''], [null], [4], [undefined]])('unknown %j falls back to the cloud', code =>
    expect(openWeatherIcon(code)).toBe('cloud'),
  );
});

describe('wmoIcon and wmoDescription', () => {
  it('maps the WMO groups; clear nights are a moon', () => {
    expect([0, 2, 45, 53, 65, 75, 81, 86, 95].map(code => wmoIcon(code))).toEqual([
      'sun',
      'cloud',
      'cloud',
      'cloud-rain',
      'cloud-rain',
      'cloud-snow',
      'cloud-rain',
      'cloud-snow',
      'cloud-lightning',
    ]);
    expect(wmoIcon(1, false)).toBe('moon');
    expect(wmoIcon(61, false)).toBe('cloud-rain');
    expect(wmoDescription(63)).toBe('moderate rain');
  });

  it('unknown or bad codes fall back to the cloud', () => {
    for (const code of [4, -1, 100, Number.NaN, '3', null]) expect(wmoIcon(code)).toBe('cloud');
    expect(wmoDescription('3')).toBe('unknown conditions');
  });

  it('every icon it can return exists in the standard set', () => {
    const names = new Set<string>(iconNames.standard);
    const codes = [...Array(100).keys()];
    const returned = [
      FALLBACK_WEATHER_ICON,
      'moon',
      ...codes.map(code => wmoIcon(code)),
      ...codes.map(code => openWeatherIcon(`${String(code).padStart(2, '0')}d`)),
    ];
    for (const icon of returned) expect(names.has(icon), icon).toBe(true);
  });
});
