import { useEffect, useState } from 'react';
import { createWeatherClient } from './weather/weather-client';
import type { WeatherProvider, WeatherQuery, WeatherState } from './weather/weather-types';

export type WeatherView =
  { status: 'loading' } | { status: 'shown'; weather: WeatherState } | { status: 'error'; error: unknown };

const defaultClient = createWeatherClient();

/**
 * Loading, then shown or error. Every change of city or unit (and every retry) fetches
 * again and cancels the request still running, so a slow stale answer never replaces a newer one.
 * An answer is kept with the request it answers: anything else is still loading.
 */
export function useWeather({ city, units }: WeatherQuery, client: WeatherProvider = defaultClient) {
  const [attempt, setAttempt] = useState(0);
  const request = `${city}|${units}|${attempt}`;
  const [answer, setAnswer] = useState<{ request: string; view: WeatherView } | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    const settle = (view: WeatherView) => !controller.signal.aborted && setAnswer({ request, view });
    client.fetchWeather({ city, units }, controller.signal).then(
      weather => settle({ status: 'shown', weather }),
      (error: unknown) => settle({ status: 'error', error }),
    );
    return () => controller.abort();
  }, [city, units, request, client]);

  const view: WeatherView = answer?.request === request ? answer.view : { status: 'loading' };
  /** Clears the error and fetches again. */
  const retry = () => setAttempt(n => n + 1);
  return { view, retry };
}
