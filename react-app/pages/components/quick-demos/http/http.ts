import { ABORTED_MESSAGE, HTTP_ERROR_CODES, HttpError, NETWORK_ERROR_MESSAGE, statusError } from './http-error';

export type FetchLike = (input: string, init: RequestInit) => Promise<Response>;

/** Query parameters: `undefined` values are left out. */
export type QueryParams = Record<string, string | number | boolean | undefined>;

export interface HttpOptions {
  /** Appended to the URL's query string. */
  params?: QueryParams;
  /** Milliseconds before the request fails with `ETIMEDOUT`; 0 waits for ever. Default 10000. */
  timeout?: number;
  /** Cancels the request (`ERR_CANCELED`, "Request aborted"). */
  signal?: AbortSignal;
  /** Redirects to follow: 0 turns any redirect into `ERR_FR_TOO_MANY_REDIRECTS`; otherwise the browser's limit applies. Default 5. */
  maxRedirects?: number;
  /** The fetch to use (tests inject recorded answers). Default: the global fetch. */
  fetch?: FetchLike;
}

export const DEFAULT_TIMEOUT_MS = 10_000;

const badOption = (message: string) => new HttpError(message, HTTP_ERROR_CODES.badOption);

function checkOptions({ timeout, maxRedirects, params, fetch }: HttpOptions): void {
  if (timeout !== undefined && !(Number.isFinite(timeout) && timeout >= 0)) {
    throw badOption(`timeout must be a number of milliseconds >= 0, got ${String(timeout)}`);
  }
  if (maxRedirects !== undefined && !(Number.isInteger(maxRedirects) && maxRedirects >= 0)) {
    throw badOption(`maxRedirects must be an integer >= 0, got ${String(maxRedirects)}`);
  }
  if (params !== undefined && (params === null || typeof params !== 'object')) {
    throw badOption('params must be an object');
  }
  if (fetch !== undefined && typeof fetch !== 'function') throw badOption('fetch must be a function');
}

/** An absolute http(s) URL with the params appended, or `ERR_INVALID_URL`. */
export function buildUrl(url: string, params: QueryParams = {}): URL {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch (error) {
    throw new HttpError(`Invalid URL: ${url}`, HTTP_ERROR_CODES.invalidUrl, undefined, error);
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') {
    throw new HttpError(`Unsupported protocol ${parsed.protocol}`, HTTP_ERROR_CODES.invalidUrl);
  }
  for (const [name, value] of Object.entries(params)) {
    if (value !== undefined) parsed.searchParams.set(name, String(value));
  }
  return parsed;
}

/**
 * GETs a URL and parses its JSON body. Every failure is an `HttpError` with a code: a
 * timeout, a cancel through `signal`, a network failure, a non-2xx status (4xx: bad request, else
 * bad response), a body that is not JSON (bad response), a redirect beyond `maxRedirects`.
 */
export async function getJson<T = unknown>(url: string, options: HttpOptions = {}): Promise<T> {
  checkOptions(options);
  const { params, timeout = DEFAULT_TIMEOUT_MS, signal, maxRedirects = 5, fetch = globalThis.fetch } = options;
  const target = buildUrl(url, params);
  if (signal?.aborted) throw new HttpError(ABORTED_MESSAGE, HTTP_ERROR_CODES.canceled);

  // One controller aborts the fetch for both reasons; the flag tells them apart afterwards.
  const controller = new AbortController();
  let timedOut = false;
  const timer = timeout > 0 ? setTimeout(() => ((timedOut = true), controller.abort()), timeout) : undefined;
  const onCancel = () => controller.abort();
  signal?.addEventListener('abort', onCancel, { once: true });
  const failure = (error: unknown) => {
    if (timedOut) return new HttpError(`timeout of ${timeout}ms exceeded`, HTTP_ERROR_CODES.timeout, undefined, error);
    if (signal?.aborted) return new HttpError(ABORTED_MESSAGE, HTTP_ERROR_CODES.canceled, undefined, error);
    return null;
  };

  try {
    let response: Response;
    try {
      response = await fetch(target.href, {
        method: 'GET',
        headers: { Accept: 'application/json' },
        signal: controller.signal,
        // With no redirects allowed, the browser hands back an opaque redirect instead of following it.
        redirect: maxRedirects === 0 ? 'manual' : 'follow',
      });
    } catch (error) {
      throw failure(error) ?? new HttpError(NETWORK_ERROR_MESSAGE, HTTP_ERROR_CODES.network, undefined, error);
    }
    if (response.type === 'opaqueredirect' || (response.status >= 300 && response.status < 400)) {
      throw new HttpError(`Maximum number of redirects exceeded`, HTTP_ERROR_CODES.tooManyRedirects, response.status);
    }
    if (!response.ok) throw statusError(response.status);
    let text: string;
    try {
      text = await response.text();
    } catch (error) {
      throw failure(error) ?? new HttpError(NETWORK_ERROR_MESSAGE, HTTP_ERROR_CODES.network, undefined, error);
    }
    try {
      return JSON.parse(text) as T;
    } catch (error) {
      throw new HttpError('Response is not valid JSON', HTTP_ERROR_CODES.badResponse, response.status, error);
    }
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', onCancel);
  }
}
