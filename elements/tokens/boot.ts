// Source of public/theme-boot.js: a blocking <head> script that applies the stored theme before
// first paint, so there is no flash of the wrong mode or colours. It must never throw.
import { readSettings } from './settings-store';
import { applyTheme } from './theme';

try {
  applyTheme(document.documentElement, readSettings());
} catch {
  /* the page still renders with the tokens.css defaults */
}
