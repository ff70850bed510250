import type { FetchLike } from './http';

/** Test doubles of fetch: each records the URLs it was asked for. */
export interface FakeFetch extends FetchLike {
  readonly urls: URL[];
}

function recording(answer: (url: URL, init: RequestInit) => Promise<Response>): FakeFetch {
  const urls: URL[] = [];
  const fake = (input: string, init: RequestInit) => {
    const url = new URL(input);
    urls.push(url);
    return answer(url, init);
  };
  return Object.assign(fake, { urls });
}

/** Answers every request with the body the route gives (JSON unless a string), status 200 unless given. */
export function answering(route: (url: URL) => { body: unknown; status?: number }): FakeFetch {
  return recording(async url => {
    const { body, status = 200 } = route(url);
    const text = typeof body === 'string' ? body : JSON.stringify(body);
    return new Response(text, { status, headers: { 'Content-Type': 'application/json' } });
  });
}

/** Never answers; rejects like the browser (an AbortError) once the request's signal aborts. */
export function hanging(): FakeFetch {
  return recording(
    (_url, init) =>
      new Promise<Response>((_resolve, reject) => {
        init.signal?.addEventListener('abort', () =>
          reject(new DOMException('The user aborted a request.', 'AbortError')),
        );
      }),
  );
}

/** Fails like a browser that reached no server. */
export function unreachable(): FakeFetch {
  return recording(() => Promise.reject(new TypeError('Failed to fetch')));
}
