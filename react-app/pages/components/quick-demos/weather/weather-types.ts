import type { WeatherCityName } from '../../../../../content/weather-cities';
import type { FetchLike } from '../http/http';

/** Metric is shown as C, imperial as F. */
export const WEATHER_UNITS = [
  { value: 'metric', label: 'C' },
  { value: 'imperial', label: 'F' },
] as const;
export type WeatherUnits = (typeof WEATHER_UNITS)[number]['value'];

/** The forecast shows 3 days. */
export const FORECAST_DAYS = 3;

/** One day of the forecast. */
export interface ForecastDay {
  /** Short weekday, e.g. "Tue". */
  day: string;
  tempMin: number;
  tempMax: number;
  /** A ds-icon name of the standard set. */
  icon: string;
}

/** The weather state, the same whichever service answered. */
export interface WeatherState {
  temperature: number;
  feelsLike: number;
  description: string;
  /** A ds-icon name of the standard set (cloud when the service's code is unknown). */
  icon: string;
  /** The service's own code, e.g. OpenWeather's "04n" or Open-Meteo's WMO code "3". */
  rawIcon: string;
  city: string;
  /** Up to 3 days. */
  forecast: ForecastDay[];
}

export interface WeatherQuery {
  city: WeatherCityName;
  units: WeatherUnits;
}

/** Both services behind one interface. */
export interface WeatherProvider {
  readonly name: 'openweather' | 'open-meteo';
  fetchWeather(query: WeatherQuery, signal?: AbortSignal): Promise<WeatherState>;
}

export interface ProviderOptions {
  fetch?: FetchLike;
  /** Milliseconds per request. */
  timeout?: number;
}
