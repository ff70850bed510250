// Source of public/theme-boot.js: a blocking <head> script that applies the stored theme before
// first paint, so there is no flash of the wrong mode or colours. It must never throw.
import { readSettings } from './settings-store.js';
import { applyTheme, useKnownColorVariables } from './theme.js';

/** The default colours' variables, worked out when the script is built (build-theme-boot.mjs). */
declare const THEME_BOOT_KNOWN_COLORS: Record<string, Record<string, string>> | undefined;

try {
  if (typeof THEME_BOOT_KNOWN_COLORS !== 'undefined') useKnownColorVariables(THEME_BOOT_KNOWN_COLORS);
  applyTheme(document.documentElement, readSettings());
} catch {
  /* the page still renders with the tokens.css defaults */
}
