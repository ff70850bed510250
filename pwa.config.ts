import type { VitePWAOptions } from 'vite-plugin-pwa';
import { profile } from './content/profile.ts';

/**
 * The service worker and the web manifest. See docs/DECISIONS.md "Offline".
 * Every URL here is relative: Vite's `base` (BASE_PATH) decides where the site lives, and the plugin
 * puts sw.js, its scope and manifest.webmanifest under it; the manifest's own URLs resolve against it.
 */
export const pwaOptions: Partial<VitePWAOptions> = {
  strategies: 'generateSW',
  // A new worker waits until the visitor presses Reload in the "new version" snackbar.
  registerType: 'prompt',
  // react-app/pwa/register.ts registers it lazily (after load, when idle): no script in index.html.
  injectRegister: false,
  // No service worker in `npm run dev`.
  devOptions: { enabled: false },
  manifestFilename: 'manifest.webmanifest',
  includeManifestIcons: false, // the icons are precached by the glob below
  manifest: {
    id: './',
    name: `${profile.brand} — portfolio and the Dotline design system`,
    short_name: profile.brand,
    description: 'Portfolio of a product and UX designer, and the live showcase of the Dotline design system.',
    lang: 'en',
    start_url: './',
    scope: './',
    display: 'standalone',
    // --ds-color-background in the light theme (the light <meta name="theme-color">)
    theme_color: '#fbfbfb',
    background_color: '#fbfbfb',
    icons: [
      { src: 'icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: 'icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: 'icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  },
  workbox: {
    // The app shell, every route chunk, styles, the gallery's small SVGs, icons and the manifest.
    globPatterns: ['**/*.{js,css,html,svg,png,webmanifest}'],
    // The resume's audio (~1 MB) and PDF stay network-only (no route matches them), and so do
    // dist/elements/ (the plain-HTML bundle, built after this one) and the plain-HTML example that
    // loads it: precached alone, that page would open offline without its elements.
    globIgnores: ['resume/**', 'elements/**', 'examples/**', '.vite/**'],
    // Routes not visited yet open offline: any navigation gets the cached index.html ...
    navigateFallback: 'index.html',
    // ... except a file opened in the tab (the CV PDF, the plain HTML example, sw.js itself).
    navigateFallbackDenylist: [/\/[^/?#]+\.[a-z0-9]+(?:[?#].*)?$/i],
    cleanupOutdatedCaches: true,
    // The first worker controls the page it was installed from (offline from the first visit on).
    // An update still waits (no skipWaiting) until the visitor presses Reload.
    clientsClaim: true,
    // No runtimeCaching: cross-origin requests (the weather services) are never cached.
  },
};
