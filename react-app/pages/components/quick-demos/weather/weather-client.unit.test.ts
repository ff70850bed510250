import { afterEach, describe, expect, it, vi } from 'vitest';
import { answering, hanging } from '../http/fake-fetch';
import { HttpError } from '../http/http-error';
import openMeteoError from './fixtures/open-meteo-error.json';
import openMeteoForecast from './fixtures/open-meteo-forecast.json';
import openWeatherCurrent from './fixtures/openweather-current.json';
import openWeatherError from './fixtures/openweather-error.json';
import openWeatherForecast from './fixtures/openweather-forecast.json';
import { createWeatherClient } from './weather-client';

/** Recorded answers of both services, served by path. */
const recorded = (overrides: { current?: unknown; forecast?: unknown; meteo?: unknown; status?: number } = {}) =>
  answering(url => {
    const { status } = overrides;
    if (url.pathname.endsWith('/weather')) return { body: overrides.current ?? openWeatherCurrent, status };
    if (url.pathname.endsWith('/forecast') && url.hostname === 'api.openweathermap.org') {
      return { body: overrides.forecast ?? openWeatherForecast, status };
    }
    return { body: overrides.meteo ?? openMeteoForecast, status };
  });

const failure = async (promise: Promise<unknown>) => {
  const error = await promise.catch((e: unknown) => e);
  expect(error).toBeInstanceOf(HttpError);
  return error as HttpError;
};

const clone = <T>(value: T): T => structuredClone(value);

describe('OpenWeather (a key is configured)', () => {
  afterEach(() => vi.useRealTimers());
  const client = (fetch: ReturnType<typeof recorded>, timeout?: number) =>
    createWeatherClient({ key: 'test-key', fetch, timeout });

  it('reads the recorded answers into the weather state: every 8th forecast item, the first 3', async () => {
    const fetch = recorded();
    const state = await client(fetch).fetchWeather({ city: 'Yerevan', units: 'metric' });
    expect(state).toEqual({
      temperature: 7.43,
      feelsLike: 5.12,
      description: 'overcast clouds',
      icon: 'cloud',
      rawIcon: '04d',
      city: 'Yerevan',
      forecast: [
        { day: 'Wed', ...extremes(0), icon: 'cloud' },
        { day: 'Thu', ...extremes(8), icon: 'cloud-rain' },
        { day: 'Fri', ...extremes(16), icon: 'sun' },
      ],
    });
    expect(fetch.urls.map(u => `${u.origin}${u.pathname}`).sort()).toEqual([
      'https://api.openweathermap.org/data/2.5/forecast',
      'https://api.openweathermap.org/data/2.5/weather',
    ]);
    for (const url of fetch.urls) {
      expect(Object.fromEntries(url.searchParams)).toEqual({ q: 'Yerevan', units: 'metric', appid: 'test-key' });
    }
  });

  it('asks for the chosen city and units', async () => {
    const fetch = recorded();
    await client(fetch).fetchWeather({ city: 'San Francisco', units: 'imperial' });
    expect(fetch.urls[0]!.searchParams.get('q')).toBe('San Francisco');
    expect(fetch.urls[0]!.searchParams.get('units')).toBe('imperial');
  });

  it('an HTTP error (the recorded 401) fails with the status', async () => {
    const error = await failure(
      client(recorded({ current: openWeatherError, status: 401 })).fetchWeather({ city: 'Tokyo', units: 'metric' }),
    );
    expect([error.code, error.status]).toEqual(['ERR_BAD_REQUEST', 401]);
  });

  it('a timeout fails with ETIMEDOUT', async () => {
    vi.useFakeTimers();
    const pending = failure(client(hanging(), 3000).fetchWeather({ city: 'Paris', units: 'metric' }));
    await vi.advanceTimersByTimeAsync(3000);
    expect((await pending).code).toBe('ETIMEDOUT');
  });

  it('malformed JSON fails with a bad response', async () => {
    const error = await failure(
      client(recorded({ forecast: '{"cod":"200","list":[' })).fetchWeather({ city: 'Paris', units: 'metric' }),
    );
    expect(error.code).toBe('ERR_BAD_RESPONSE');
  });

  it('JSON without the fields read fails with a bad response', async () => {
    const current = clone(openWeatherCurrent) as Partial<typeof openWeatherCurrent>;
    delete current.main;
    const error = await failure(client(recorded({ current })).fetchWeather({ city: 'Paris', units: 'metric' }));
    expect([error.code, error.message]).toEqual([
      'ERR_BAD_RESPONSE',
      'Unexpected weather data: main.temp is not a number',
    ]);
  });

  it('an unknown icon code falls back to the cloud icon and keeps the raw code', async () => {
    const current = clone(openWeatherCurrent);
    current.weather[0]!.icon = '77x';
    const forecast = clone(openWeatherForecast);
    forecast.list[8]!.weather[0]!.icon = '42d';
    const state = await client(recorded({ current, forecast })).fetchWeather({ city: 'Yerevan', units: 'metric' });
    expect([state.icon, state.rawIcon]).toEqual(['cloud', '77x']);
    expect(state.forecast[1]!.icon).toBe('cloud');
  });

  it('a cancel fails with ERR_CANCELED', async () => {
    const controller = new AbortController();
    const pending = failure(client(hanging()).fetchWeather({ city: 'Sydney', units: 'metric' }, controller.signal));
    controller.abort();
    expect((await pending).message).toBe('Request aborted');
  });
});

function extremes(index: number) {
  const item = openWeatherForecast.list[index]!;
  return { tempMin: item.main.temp_min, tempMax: item.main.temp_max };
}

describe('Open-Meteo (no key)', () => {
  afterEach(() => vi.useRealTimers());
  const client = (fetch: ReturnType<typeof recorded>, timeout?: number) =>
    createWeatherClient({ key: '', fetch, timeout });

  it('reads the recorded answer: current conditions and the next 3 days', async () => {
    const fetch = recorded();
    const state = await client(fetch).fetchWeather({ city: 'Yerevan', units: 'metric' });
    expect(state).toEqual({
      temperature: 7.4,
      feelsLike: 5.1,
      description: 'overcast',
      icon: 'cloud',
      rawIcon: '3',
      city: 'Yerevan',
      forecast: [
        { day: 'Thu', tempMin: 2.9, tempMax: 8.4, icon: 'cloud-rain' },
        { day: 'Fri', tempMin: 0.7, tempMax: 11.2, icon: 'sun' },
        { day: 'Sat', tempMin: -2.3, tempMax: 4.6, icon: 'cloud-snow' },
      ],
    });
    expect(fetch.urls).toHaveLength(1);
    const url = fetch.urls[0]!;
    expect(`${url.origin}${url.pathname}`).toBe('https://api.open-meteo.com/v1/forecast');
    expect(url.searchParams.get('latitude')).toBe('40.1811');
    expect(url.searchParams.get('longitude')).toBe('44.5136');
    expect(url.searchParams.get('temperature_unit')).toBe('celsius');
  });

  it('asks by the city’s built-in coordinates, in Fahrenheit for imperial', async () => {
    const fetch = recorded();
    const state = await client(fetch).fetchWeather({ city: 'Tokyo', units: 'imperial' });
    expect(state.city).toBe('Tokyo');
    const params = fetch.urls[0]!.searchParams;
    expect([params.get('latitude'), params.get('longitude'), params.get('temperature_unit')]).toEqual([
      '35.6895',
      '139.6917',
      'fahrenheit',
    ]);
  });

  it('a clear night shows the moon', async () => {
    const meteo = clone(openMeteoForecast);
    Object.assign(meteo.current, { weather_code: 0, is_day: 0 });
    const state = await client(recorded({ meteo })).fetchWeather({ city: 'Yerevan', units: 'metric' });
    expect([state.icon, state.description]).toEqual(['moon', 'clear sky']);
  });

  it('an HTTP error (the recorded 400) fails with the status', async () => {
    const error = await failure(
      client(recorded({ meteo: openMeteoError, status: 400 })).fetchWeather({ city: 'Yerevan', units: 'metric' }),
    );
    expect([error.code, error.status]).toEqual(['ERR_BAD_REQUEST', 400]);
  });

  it('a timeout fails with ETIMEDOUT', async () => {
    vi.useFakeTimers();
    const pending = failure(client(hanging(), 2000).fetchWeather({ city: 'Yerevan', units: 'metric' }));
    await vi.advanceTimersByTimeAsync(2000);
    expect((await pending).code).toBe('ETIMEDOUT');
  });

  it('malformed JSON fails with a bad response', async () => {
    const error = await failure(
      client(recorded({ meteo: '<html>Bad gateway' })).fetchWeather({ city: 'Paris', units: 'metric' }),
    );
    expect(error.code).toBe('ERR_BAD_RESPONSE');
  });

  it('an unknown WMO code falls back to the cloud icon', async () => {
    const meteo = clone(openMeteoForecast);
    meteo.current.weather_code = 42;
    meteo.daily.weather_code[2] = 1000;
    const state = await client(recorded({ meteo })).fetchWeather({ city: 'Yerevan', units: 'metric' });
    expect([state.icon, state.rawIcon, state.description]).toEqual(['cloud', '42', 'unknown conditions']);
    expect(state.forecast[1]!.icon).toBe('cloud');
  });

  it('an unknown city fails before any request', async () => {
    const fetch = recorded();
    const error = await failure(client(fetch).fetchWeather({ city: 'Atlantis' as never, units: 'metric' }));
    expect(error.code).toBe('ERR_BAD_RESPONSE');
    expect(fetch.urls).toHaveLength(0);
  });
});

describe('createWeatherClient', () => {
  it('uses OpenWeather only with a key (blank keys count as none)', () => {
    expect(createWeatherClient({ key: 'abc' }).name).toBe('openweather');
    expect(createWeatherClient({ key: '   ' }).name).toBe('open-meteo');
    expect(createWeatherClient({ key: '' }).name).toBe('open-meteo');
  });
});
