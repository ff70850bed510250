/**
 * The error codes of the bundled HTTP client: bad option, timeout, network error, too many
 * redirects, bad response, bad request, canceled, invalid URL.
 */
export const HTTP_ERROR_CODES = {
  badOption: 'ERR_BAD_OPTION',
  timeout: 'ETIMEDOUT',
  network: 'ERR_NETWORK',
  tooManyRedirects: 'ERR_FR_TOO_MANY_REDIRECTS',
  badResponse: 'ERR_BAD_RESPONSE',
  badRequest: 'ERR_BAD_REQUEST',
  canceled: 'ERR_CANCELED',
  invalidUrl: 'ERR_INVALID_URL',
} as const;

export type HttpErrorCode = (typeof HTTP_ERROR_CODES)[keyof typeof HTTP_ERROR_CODES];

/** The two fixed messages. */
export const NETWORK_ERROR_MESSAGE = 'Network Error';
export const ABORTED_MESSAGE = 'Request aborted';

/** A failed request: `code` says why; `status` is the HTTP status when a response arrived. */
export class HttpError extends Error {
  constructor(
    message: string,
    readonly code: HttpErrorCode,
    readonly status?: number,
    override readonly cause?: unknown,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const isHttpError = (error: unknown): error is HttpError => error instanceof HttpError;

/** A 4xx answer is the request's fault (bad request); anything else outside 2xx is the server's (bad response). */
export function statusError(status: number): HttpError {
  const code = status >= 400 && status < 500 ? HTTP_ERROR_CODES.badRequest : HTTP_ERROR_CODES.badResponse;
  return new HttpError(`Request failed with status code ${status}`, code, status);
}
