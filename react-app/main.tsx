import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import '../elements/tokens/tokens.css';
import './app.css';
import { deviceClass, readDeviceSignals } from './lib/device';
import { routes } from './routes';

// SPEC §2.1: one class at start — mobile, desktop or pwa.
document.documentElement.classList.add(deviceClass(readDeviceSignals(window)));

// The site may live under a sub-path (BASE_PATH at build time): the router works below it.
const router = createBrowserRouter(routes, { basename: import.meta.env.BASE_URL });

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <RouterProvider router={router} />
  </StrictMode>,
);
