import { WEATHER_CITIES } from '../../../../../content/weather-cities';
import { getJson } from '../http/http';
import { arrayAt, at, numberAt, shortWeekday, unexpectedData } from './read-fields';
import { wmoDescription, wmoIcon } from './weather-icons';
import { FORECAST_DAYS, type ProviderOptions, type WeatherProvider, type WeatherQuery } from './weather-types';

export const OPEN_METEO_URL = 'https://api.open-meteo.com/v1/forecast';

/** The query of one call: current conditions and daily extremes, today plus the 3 days shown. */
export function openMeteoParams({ city, units }: WeatherQuery) {
  const place = WEATHER_CITIES.find(c => c.name === city);
  if (!place) throw unexpectedData(`unknown city ${String(city)}`);
  return {
    latitude: place.latitude,
    longitude: place.longitude,
    current: 'temperature_2m,apparent_temperature,weather_code,is_day',
    daily: 'weather_code,temperature_2m_max,temperature_2m_min',
    timezone: 'auto',
    forecast_days: FORECAST_DAYS + 1,
    temperature_unit: units === 'imperial' ? 'fahrenheit' : 'celsius',
  };
}

/** Open-Meteo's answer as the weather state; the forecast starts tomorrow (local dates of the city). */
export function readOpenMeteo(data: unknown, city: string) {
  const code = numberAt(data, 'current.weather_code');
  const isDay = at(data, 'current.is_day') !== 0;
  const dates = arrayAt(data, 'daily.time');
  const forecast = dates.slice(1, FORECAST_DAYS + 1).map((date, offset) => {
    const index = offset + 1;
    const ms = typeof date === 'string' ? Date.parse(`${date}T00:00:00Z`) : Number.NaN;
    if (!Number.isFinite(ms)) throw unexpectedData(`daily.time.${index} is not a date`);
    return {
      day: shortWeekday(ms),
      tempMin: numberAt(data, `daily.temperature_2m_min.${index}`),
      tempMax: numberAt(data, `daily.temperature_2m_max.${index}`),
      icon: wmoIcon(at(data, `daily.weather_code.${index}`)),
    };
  });
  return {
    temperature: numberAt(data, 'current.temperature_2m'),
    feelsLike: numberAt(data, 'current.apparent_temperature'),
    description: wmoDescription(code),
    icon: wmoIcon(code, isDay),
    rawIcon: String(code),
    city,
    forecast,
  };
}

/** The keyless service: one call by the city's built-in coordinates. */
export function openMeteoProvider(options: ProviderOptions = {}): WeatherProvider {
  return {
    name: 'open-meteo',
    async fetchWeather(query, signal) {
      const data = await getJson(OPEN_METEO_URL, { ...options, params: openMeteoParams(query), signal });
      return readOpenMeteo(data, query.city);
    },
  };
}
