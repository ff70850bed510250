import type { ThemeSettings } from '../../elements/tokens/theme';

/** One promise for the colour engine: callbacks on one promise run in the order they were added. */
let themeModule: Promise<typeof import('../../elements/tokens/theme')> | undefined;

/**
 * Applies theme settings to <html>. The colour engine is loaded on first use: the blocking
 * theme-boot.js has already applied the stored theme before the app started, so the first page
 * does not need to carry shade generation in its JavaScript. Settings apply in call order: two
 * `import()` calls made while the chunk loads may resolve in either order, and a Reset pressed
 * meanwhile was then undone by the stale first call.
 */
export function applyThemeToDocument(settings: Partial<ThemeSettings>): void {
  themeModule ??= import('../../elements/tokens/theme');
  // If the chunk cannot load (offline, no cache), the page keeps the theme theme-boot.js applied.
  themeModule.then(({ applyTheme }) => applyTheme(document.documentElement, settings)).catch(() => undefined);
}
