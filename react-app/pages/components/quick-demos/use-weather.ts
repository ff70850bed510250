import { useEffect, useState } from 'react';
import { createWeatherClient } from './weather/weather-client';
import { chooseReading, readStoredReadings, rememberReading } from './weather/weather-fallback';
import type { WeatherProvider, WeatherQuery, WeatherState } from './weather/weather-types';

export type WeatherView =
  { status: 'loading' } | { status: 'shown'; weather: WeatherState } | { status: 'error'; error: unknown };

const defaultClient = createWeatherClient();

/** This browser's storage, or none where reading it throws (blocked cookies, sandboxed frames). */
function browserStorage(): Storage | undefined {
  try {
    return globalThis.localStorage;
  } catch {
    return undefined;
  }
}

/**
 * Loading, then shown or error; `reading` is what the panel shows meanwhile (see weather-fallback.ts). Every change of city or unit (and every retry) fetches
 * again and cancels the request still running, so a slow stale answer never replaces a newer one.
 * An answer is kept with the request it answers: anything else is still loading.
 */
export function useWeather({ city, units }: WeatherQuery, client: WeatherProvider = defaultClient) {
  const [attempt, setAttempt] = useState(0);
  const request = `${city}|${units}|${attempt}`;
  const [answer, setAnswer] = useState<{ request: string; view: WeatherView } | null>(null);
  const [stored, setStored] = useState(() => readStoredReadings(browserStorage()));

  useEffect(() => {
    const controller = new AbortController();
    const settle = (view: WeatherView) => !controller.signal.aborted && setAnswer({ request, view });
    client.fetchWeather({ city, units }, controller.signal).then(
      weather => {
        if (controller.signal.aborted) return;
        rememberReading(browserStorage(), { city, units }, weather, Date.now());
        setStored(readStoredReadings(browserStorage()));
        settle({ status: 'shown', weather });
      },
      (error: unknown) => settle({ status: 'error', error }),
    );
    return () => controller.abort();
  }, [city, units, request, client]);

  const view: WeatherView = answer?.request === request ? answer.view : { status: 'loading' };
  /** The live answer, else the last good or the sample reading: shown while loading and beside an error. */
  const reading = chooseReading(view.status === 'shown' ? view.weather : undefined, { city, units }, stored);
  /** Clears the error and fetches again. */
  const retry = () => setAttempt(n => n + 1);
  return { view, reading, retry };
}
