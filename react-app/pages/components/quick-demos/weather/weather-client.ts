import { openMeteoProvider } from './open-meteo';
import { openWeatherProvider } from './openweather';
import type { ProviderOptions, WeatherProvider } from './weather-types';

/** Milliseconds a weather request may take before it fails with a timeout. */
export const WEATHER_TIMEOUT_MS = 10_000;

/**
 * The weather client: OpenWeather when a key was configured at build time, else the
 * keyless one, so the widget works for every visitor. (A build-time key is visible to visitors.)
 */
export function createWeatherClient({
  key = import.meta.env.VITE_OPENWEATHER_KEY as string | undefined,
  ...options
}: ProviderOptions & { key?: string } = {}): WeatherProvider {
  const settings = { timeout: WEATHER_TIMEOUT_MS, ...options };
  return key?.trim() ? openWeatherProvider(key.trim(), settings) : openMeteoProvider(settings);
}
