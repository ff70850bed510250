import { afterEach, describe, expect, it, vi } from 'vitest';
import { answering, hanging, unreachable } from './fake-fetch';
import { buildUrl, getJson } from './http';
import { HttpError, statusError } from './http-error';

const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => {
      throw new Error('expected the request to fail');
    },
    (error: unknown) => {
      expect(error).toBeInstanceOf(HttpError);
      return error as HttpError;
    },
  );

describe('getJson', () => {
  afterEach(() => vi.useRealTimers());

  it('returns the parsed body and appends the params (leaving out undefined ones)', async () => {
    const fetch = answering(() => ({ body: { ok: 1 } }));
    await expect(
      getJson('https://example.test/a?x=1', { fetch, params: { q: 'New York', units: 'metric', skip: undefined } }),
    ).resolves.toEqual({ ok: 1 });
    expect(fetch.urls[0]!.search).toBe('?x=1&q=New+York&units=metric');
  });

  it('a 4xx answer is a bad request, a 5xx one a bad response, both with the status', async () => {
    const notFound = await failure(
      getJson('https://example.test', { fetch: answering(() => ({ body: {}, status: 404 })) }),
    );
    expect([notFound.code, notFound.status, notFound.message]).toEqual([
      'ERR_BAD_REQUEST',
      404,
      'Request failed with status code 404',
    ]);
    const broken = await failure(
      getJson('https://example.test', { fetch: answering(() => ({ body: {}, status: 503 })) }),
    );
    expect([broken.code, broken.status]).toEqual(['ERR_BAD_RESPONSE', 503]);
    expect(statusError(418).code).toBe('ERR_BAD_REQUEST');
  });

  it('a body that is not JSON is a bad response', async () => {
    const error = await failure(getJson('https://example.test', { fetch: answering(() => ({ body: '{"temp": 4,' })) }));
    expect(error.code).toBe('ERR_BAD_RESPONSE');
    expect(error.cause).toBeInstanceOf(SyntaxError);
  });

  it('times out after `timeout` ms with ETIMEDOUT and aborts the fetch', async () => {
    vi.useFakeTimers();
    const fetch = hanging();
    const pending = failure(getJson('https://example.test', { fetch, timeout: 5000 }));
    await vi.advanceTimersByTimeAsync(5000);
    const error = await pending;
    expect([error.code, error.message]).toEqual(['ETIMEDOUT', 'timeout of 5000ms exceeded']);
  });

  it('timeout 0 waits for ever', async () => {
    vi.useFakeTimers();
    let settled = false;
    void getJson('https://example.test', { fetch: hanging(), timeout: 0 }).catch(() => (settled = true));
    await vi.advanceTimersByTimeAsync(60 * 60_000);
    expect(settled).toBe(false);
  });

  it('a cancel through the signal is ERR_CANCELED "Request aborted", also when aborted before the call', async () => {
    const controller = new AbortController();
    const pending = failure(getJson('https://example.test', { fetch: hanging(), signal: controller.signal }));
    controller.abort();
    const error = await pending;
    expect([error.code, error.message]).toEqual(['ERR_CANCELED', 'Request aborted']);

    const fetch = hanging();
    const early = await failure(getJson('https://example.test', { fetch, signal: AbortSignal.abort() }));
    expect(early.code).toBe('ERR_CANCELED');
    expect(fetch.urls).toHaveLength(0);
  });

  it('no server reached is ERR_NETWORK "Network Error"', async () => {
    const error = await failure(getJson('https://example.test', { fetch: unreachable() }));
    expect([error.code, error.message]).toEqual(['ERR_NETWORK', 'Network Error']);
  });

  it('a redirect beyond maxRedirects is ERR_FR_TOO_MANY_REDIRECTS', async () => {
    const fetch = (async () => Response.redirect('https://example.test/elsewhere', 302)) as never;
    const error = await failure(getJson('https://example.test', { fetch, maxRedirects: 0 }));
    expect([error.code, error.status]).toEqual(['ERR_FR_TOO_MANY_REDIRECTS', 302]);
  });

  it.each([['not a url'], [''], ['ftp://example.test/file'], ['javascript:alert(1)']])(
    'an invalid URL (%j) is ERR_INVALID_URL, before any request',
    async url => {
      const fetch = answering(() => ({ body: {} }));
      expect((await failure(getJson(url, { fetch }))).code).toBe('ERR_INVALID_URL');
      expect(fetch.urls).toHaveLength(0);
    },
  );

  it.each([
    [{ timeout: -1 }],
    [{ timeout: Number.NaN }],
    [{ timeout: Infinity }],
    [{ maxRedirects: 1.5 }],
    [{ maxRedirects: -2 }],
    [{ params: 'q=1' as never }],
    [{ fetch: 'fetch' as never }],
  ])('a bad option (%j) is ERR_BAD_OPTION', async options => {
    expect((await failure(getJson('https://example.test', options))).code).toBe('ERR_BAD_OPTION');
  });
});

describe('buildUrl', () => {
  it('keeps http(s) URLs and encodes params', () => {
    expect(buildUrl('http://example.test/x', { a: 'b c', n: 2, t: true }).href).toBe(
      'http://example.test/x?a=b+c&n=2&t=true',
    );
  });
});
