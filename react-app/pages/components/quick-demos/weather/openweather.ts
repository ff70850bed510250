import { getJson } from '../http/http';
import { openWeatherIcon } from './weather-icons';
import { arrayAt, at, numberAt, shortWeekday, stringAt } from './read-fields';
import { FORECAST_DAYS, type ProviderOptions, type WeatherProvider, type WeatherState } from './weather-types';

export const OPENWEATHER_BASE = 'https://api.openweathermap.org/data/2.5';
/** The forecast lists every 3 hours; every 8th item is one a day. */
export const FORECAST_STEP = 8;

/** OpenWeather's current-weather answer, reading exactly main.temp, main.feels_like, weather[0].description, weather[0].icon, name. */
export function readCurrent(data: unknown): Omit<WeatherState, 'forecast'> {
  const rawIcon = stringAt(data, 'weather.0.icon');
  return {
    temperature: numberAt(data, 'main.temp'),
    feelsLike: numberAt(data, 'main.feels_like'),
    description: stringAt(data, 'weather.0.description'),
    icon: openWeatherIcon(rawIcon),
    rawIcon,
    city: stringAt(data, 'name'),
  };
}

/**
 * OpenWeather's forecast answer: every 8th item of `list` (dt, main.temp_min, main.temp_max,
 * weather[0].icon), the first 3 kept. The weekday is the city's (`city.timezone`, seconds from UTC).
 */
export function readForecast(data: unknown): WeatherState['forecast'] {
  const offset = at(data, 'city.timezone');
  const offsetMs = typeof offset === 'number' && Number.isFinite(offset) ? offset * 1000 : 0;
  return arrayAt(data, 'list')
    .filter((_, index) => index % FORECAST_STEP === 0)
    .slice(0, FORECAST_DAYS)
    .map(item => ({
      day: shortWeekday(numberAt(item, 'dt') * 1000 + offsetMs),
      tempMin: numberAt(item, 'main.temp_min'),
      tempMax: numberAt(item, 'main.temp_max'),
      icon: openWeatherIcon(at(item, 'weather.0.icon')),
    }));
}

/** OpenWeather: current weather and the 5-day forecast, asked by city name. */
export function openWeatherProvider(key: string, options: ProviderOptions = {}): WeatherProvider {
  return {
    name: 'openweather',
    async fetchWeather({ city, units }, signal) {
      // Both calls share one cancel: when one fails, the other is not left running.
      const both = new AbortController();
      const cancel = () => both.abort();
      signal?.addEventListener('abort', cancel, { once: true });
      if (signal?.aborted) both.abort();
      const get = (endpoint: string) =>
        getJson(`${OPENWEATHER_BASE}/${endpoint}`, {
          ...options,
          params: { q: city, units, appid: key },
          signal: both.signal,
        }).catch((error: unknown) => {
          both.abort();
          throw error;
        });
      try {
        // the first failure wins (the other one rejects as canceled afterwards)
        const [current, forecast] = await Promise.all([get('weather'), get('forecast')]);
        return { ...readCurrent(current), forecast: readForecast(forecast) };
      } finally {
        signal?.removeEventListener('abort', cancel);
      }
    },
  };
}
