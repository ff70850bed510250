// The weather services' recorded answers (react-app/pages/components/quick-demos/weather/fixtures), served to the page so no
// test reaches the internet. A test that shows the widget gets them through `recordedWeather` (fixtures.ts).
import { readFileSync } from 'node:fs';
import type { BrowserContext, Page, Route } from '@playwright/test';

const fixture = (name: string): Record<string, unknown> =>
  JSON.parse(readFileSync(`react-app/pages/components/quick-demos/weather/fixtures/${name}.json`, 'utf8'));

/** Both weather hosts, and nothing else. */
export const WEATHER_HOSTS = /^https:\/\/api\.(open-meteo\.com|openweathermap\.org)\//;

/** Which city and units a request asked for (by name for OpenWeather, by coordinates for Open-Meteo). */
export function requestedWeather(url: URL): { latitude?: string; city?: string; imperial: boolean } {
  const params = url.searchParams;
  return {
    city: params.get('q') ?? undefined,
    latitude: params.get('latitude') ?? undefined,
    imperial: params.get('units') === 'imperial' || params.get('temperature_unit') === 'fahrenheit',
  };
}

/**
 * The recorded answer for a request, with the temperature the test expects for its city and unit:
 * `temperature(url)` gives the current temperature (default: the recording's).
 */
export function weatherAnswer(url: URL, temperature?: (url: URL) => number | undefined): unknown {
  const current = temperature?.(url);
  if (url.hostname === 'api.open-meteo.com') {
    const body = fixture('open-meteo-forecast');
    if (current !== undefined) (body.current as Record<string, number>).temperature_2m = current;
    return body;
  }
  if (url.pathname.endsWith('/forecast')) return fixture('openweather-forecast');
  const body = fixture('openweather-current');
  if (current !== undefined) (body.main as Record<string, number>).temp = current;
  body.name = url.searchParams.get('q') ?? body.name;
  return body;
}

/** The services answer any origin (the page on localhost asks across origins). */
export const CORS = { 'Access-Control-Allow-Origin': '*' };

export const fulfillWeather = (route: Route, temperature?: (url: URL) => number | undefined) =>
  route.fulfill({ json: weatherAnswer(new URL(route.request().url()), temperature), headers: CORS });

/** Serves the recordings for every page of a context (a page's own routes take precedence). */
export async function serveRecordedWeather(target: BrowserContext | Page) {
  await target.route(WEATHER_HOSTS, route => fulfillWeather(route));
}
