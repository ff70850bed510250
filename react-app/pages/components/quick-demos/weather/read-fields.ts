import { HTTP_ERROR_CODES, HttpError } from '../http/http-error';

/** The answer parsed but lacks what the widget reads: the service broke its contract (bad response). */
export const unexpectedData = (what: string) =>
  new HttpError(`Unexpected weather data: ${what}`, HTTP_ERROR_CODES.badResponse);

type Json = unknown;

/** Walks `path` ("main.temp", "weather.0.icon") through parsed JSON; undefined when any step is missing. */
export function at(data: Json, path: string): unknown {
  let value: unknown = data;
  for (const key of path.split('.')) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Record<string, unknown>)[key];
  }
  return value;
}

export function numberAt(data: Json, path: string): number {
  const value = at(data, path);
  if (typeof value !== 'number' || !Number.isFinite(value)) throw unexpectedData(`${path} is not a number`);
  return value;
}

export function stringAt(data: Json, path: string): string {
  const value = at(data, path);
  if (typeof value !== 'string') throw unexpectedData(`${path} is not text`);
  return value;
}

export function arrayAt(data: Json, path: string): unknown[] {
  const value = at(data, path);
  if (!Array.isArray(value)) throw unexpectedData(`${path} is not a list`);
  return value;
}

const WEEKDAY = new Intl.DateTimeFormat('en-US', { weekday: 'short', timeZone: 'UTC' });

/** The short weekday ("Tue") of a moment given in UTC milliseconds (already shifted to the city's time). */
export const shortWeekday = (utcMs: number) => WEEKDAY.format(new Date(utcMs));
