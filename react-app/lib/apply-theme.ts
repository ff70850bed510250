import type { ThemeSettings } from '../../elements/tokens/theme';

/**
 * Applies theme settings to <html>. The colour engine is loaded on first use: the blocking
 * theme-boot.js has already applied the stored theme before the app started, so the first page
 * does not need to carry shade generation in its JavaScript.
 */
export function applyThemeToDocument(settings: Partial<ThemeSettings>): void {
  void import('../../elements/tokens/theme').then(({ applyTheme }) => applyTheme(document.documentElement, settings));
}
