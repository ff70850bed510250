import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import '../elements/tokens/tokens.css';
import './app.css';
import { deviceClass, readDeviceSignals } from './lib/device';
import { afterLoadWhenIdle, whenIdle } from './lib/when-idle';
import { AppRoutes, preloadRoute } from './routes';
import { RouteErrorBoundary, reportCaughtError } from './shell/RouteErrorBoundary';

// One class at start — mobile, desktop or pwa.
document.documentElement.classList.add(deviceClass(readDeviceSignals(window)));

// Web vitals: the reporter loads after the page has loaded, when the browser is idle, so
// it is never part of the first JavaScript; its observers still read the buffered first paint. It
// starts at the next idle moment: loading and starting it in one task took 30–35 ms. The figures are
// optional: a load that fails (offline, or cut short by a navigation, which Firefox reports as an
// error) is dropped without a word.
afterLoadWhenIdle(
  () =>
    void import('./lib/vitals/start-vitals')
      .then(module => whenIdle(() => module.startVitals()))
      .catch(() => undefined),
);

/** How long the first render waits for the page's chunk before it shows the shell alone. */
const FIRST_PAGE_WAIT_MS = 1000;

function render() {
  // A transition renders concurrently: React yields to the browser every few milliseconds instead of
  // one long task, which cut Lighthouse's blocking time (4× slower CPU) by 250–300 ms on / and
  // Checkbox & Switchers. The shell and page still appear in one commit.
  const root = createRoot(document.getElementById('root')!, { onCaughtError: reportCaughtError });
  startTransition(() =>
    root.render(
      <StrictMode>
        {/* an error outside any page (in the shell itself) still shows the error screen, never a blank page */}
        <RouteErrorBoundary>
          {/* the site may live under a sub-path (BASE_PATH at build time): the router works below it */}
          <BrowserRouter basename={import.meta.env.BASE_URL}>
            <AppRoutes />
          </BrowserRouter>
        </RouteErrorBoundary>
      </StrictMode>,
    ),
  );
}

// The first page arrives with the shell in one commit: no empty main, no layout shift. A slow
// chunk only holds the shell back for FIRST_PAGE_WAIT_MS; then the page's Suspense waits for it.
void Promise.race([
  preloadRoute(window.location.pathname, import.meta.env.BASE_URL),
  new Promise(resolve => setTimeout(resolve, FIRST_PAGE_WAIT_MS)),
]).then(render);
