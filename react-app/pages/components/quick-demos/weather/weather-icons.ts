/**
 * The services' weather codes as icons of ds-icon's standard set. Anything unknown is a cloud
 * icon, so a new code of either service still draws something sensible.
 */
export const FALLBACK_WEATHER_ICON = 'cloud';

const OPENWEATHER_ICONS: Readonly<Record<string, string>> = {
  '01': 'sun', // clear sky (moon at night)
  '02': 'cloud', // few clouds
  '03': 'cloud', // scattered clouds
  '04': 'cloud', // broken clouds
  '09': 'cloud-rain', // shower rain
  '10': 'cloud-rain', // rain
  '11': 'cloud-lightning', // thunderstorm
  '13': 'cloud-snow', // snow
  '50': 'cloud', // mist
};

/** OpenWeather's icon code ("01d", "10n"…) as an icon name; a clear night is a moon. */
export function openWeatherIcon(code: unknown): string {
  const match = typeof code === 'string' ? /^(\d\d)([dn])$/.exec(code) : null;
  if (!match) return FALLBACK_WEATHER_ICON;
  const icon = OPENWEATHER_ICONS[match[1]!];
  if (!icon) return FALLBACK_WEATHER_ICON;
  return icon === 'sun' && match[2] === 'n' ? 'moon' : icon;
}

/** WMO weather interpretation codes (Open-Meteo's `weather_code`): icon and description. */
const WMO_CODES: ReadonlyMap<number, readonly [icon: string, description: string]> = new Map([
  [0, ['sun', 'clear sky']],
  [1, ['sun', 'mainly clear']],
  [2, ['cloud', 'partly cloudy']],
  [3, ['cloud', 'overcast']],
  [45, ['cloud', 'fog']],
  [48, ['cloud', 'depositing rime fog']],
  [51, ['cloud-rain', 'light drizzle']],
  [53, ['cloud-rain', 'moderate drizzle']],
  [55, ['cloud-rain', 'dense drizzle']],
  [56, ['cloud-rain', 'light freezing drizzle']],
  [57, ['cloud-rain', 'dense freezing drizzle']],
  [61, ['cloud-rain', 'slight rain']],
  [63, ['cloud-rain', 'moderate rain']],
  [65, ['cloud-rain', 'heavy rain']],
  [66, ['cloud-rain', 'light freezing rain']],
  [67, ['cloud-rain', 'heavy freezing rain']],
  [71, ['cloud-snow', 'slight snow fall']],
  [73, ['cloud-snow', 'moderate snow fall']],
  [75, ['cloud-snow', 'heavy snow fall']],
  [77, ['cloud-snow', 'snow grains']],
  [80, ['cloud-rain', 'slight rain showers']],
  [81, ['cloud-rain', 'moderate rain showers']],
  [82, ['cloud-rain', 'violent rain showers']],
  [85, ['cloud-snow', 'slight snow showers']],
  [86, ['cloud-snow', 'heavy snow showers']],
  [95, ['cloud-lightning', 'thunderstorm']],
  [96, ['cloud-lightning', 'thunderstorm with slight hail']],
  [99, ['cloud-lightning', 'thunderstorm with heavy hail']],
]);

/** A WMO code as an icon name; clear skies at night (`isDay` false) are a moon. */
export function wmoIcon(code: unknown, isDay = true): string {
  const icon = typeof code === 'number' ? WMO_CODES.get(code)?.[0] : undefined;
  if (!icon) return FALLBACK_WEATHER_ICON;
  return icon === 'sun' && !isDay ? 'moon' : icon;
}

/** A WMO code in words ("overcast"); unknown codes say so rather than guess. */
export function wmoDescription(code: unknown): string {
  return (typeof code === 'number' ? WMO_CODES.get(code)?.[1] : undefined) ?? 'unknown conditions';
}
