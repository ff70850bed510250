import { appUrl } from '../lib/app-url';
import { ChunkLoadError } from '../lib/chunk';

const REASON_TEXT = {
  missing: 'the file could not be found — the site may have been updated or you may be offline',
  timeout: 'it took longer than two minutes to arrive',
  error: 'it failed while starting',
} as const;

/**
 * A page that cannot load says which chunk and why, with a way to retry; any other error shows
 * "Unexpected Application Error" with its status or message and stack. Never a blank page.
 */
export function RouteError({ error }: { error: unknown }) {
  if (error instanceof ChunkLoadError) {
    return (
      <section className="route-error" role="alert">
        <h1>{error.message}</h1>
        <p>The code for this page did not load: {REASON_TEXT[error.reason]}.</p>
        <button type="button" className="route-error__retry" onClick={() => window.location.reload()}>
          Try again
        </button>
      </section>
    );
  }

  const detail = error instanceof Error ? error.message : String(error);
  const stack = error instanceof Error ? error.stack : undefined;
  return (
    <section className="route-error" role="alert">
      <h1>Unexpected Application Error</h1>
      <h2 className="route-error__detail">{detail}</h2>
      {stack && <pre className="route-error__stack">{stack}</pre>}
      <a className="route-error__retry" href={appUrl('/')}>
        Go to the home page
      </a>
    </section>
  );
}
