// Computes the theme's CSS variables (pure, testable in Node) and applies them to a root
// element (a thin DOM part). Used by the boot script, the React providers and plain pages alike.
import { SHADE_LEVELS, generateShades, isHex6, normalizeHex, textColorOn } from '../color/index.js';
import { isFontSize, isThemeMode, type Settings, type ThemeMode } from './settings-store.js';

export type { Settings as ThemeSettings, ThemeMode };

/** Page background per mode; also the browser UI colour (`<meta name="theme-color">`). */
export const BACKGROUND = { light: '#fbfbfb', dark: '#191919' } as const;

/** The mode actually shown: 'auto' follows the system preference. */
export function resolvedMode(mode: ThemeMode, prefersDark: boolean): 'light' | 'dark' {
  if (mode === 'light' || mode === 'dark') return mode;
  return prefersDark ? 'dark' : 'light';
}

/** Colour variables worked out ahead, by `${name} ${hex}` (see useKnownColorVariables). */
const knownColorVariables = new Map<string, Record<string, string>>();

/**
 * Lets `applyTheme` take these colours' variables as given instead of computing their shades. The
 * blocking boot script gets the default colours' from its build (scripts/build-theme-boot.mjs):
 * computing them there, before the first paint, cost 15–50 ms on every first visit.
 */
export function useKnownColorVariables(table: Record<string, Record<string, string>>): void {
  for (const [key, vars] of Object.entries(table)) knownColorVariables.set(key, vars);
}

/** The variables of one theme colour: its shades and the text colour on each. */
export function colorVariables(name: 'primary' | 'secondary', hex: string): Record<string, string> {
  const known = knownColorVariables.get(`${name} ${hex}`);
  if (known) return { ...known };
  const shades = generateShades(hex);
  const vars: Record<string, string> = {
    [`--ds-${name}`]: shades[500],
    [`--ds-on-${name}`]: textColorOn(shades[500]),
  };
  for (const level of SHADE_LEVELS) {
    vars[`--ds-${name}-${level}`] = shades[level];
    vars[`--ds-on-${name}-${level}`] = textColorOn(shades[level]);
  }
  return vars;
}

// Shade generation needs 6 digits; 3-digit input is accepted here because it expands exactly.
function usableColor(value: unknown): string | null {
  const hex = normalizeHex(value);
  return hex && isHex6(hex) ? hex : null;
}

/** The browser default the 13–15 px font-size setting is stated against. */
export const BROWSER_DEFAULT_FONT_PX = 16;

/**
 * The root font size for a setting, as a share of the user's own default font size (WCAG 1.4.4):
 * 13 → 81.25 %, which is 13 px at the usual 16 px default and 26 px for someone who chose 32 px.
 */
export function rootFontSize(px: number): string {
  return `${(px / BROWSER_DEFAULT_FONT_PX) * 100}%`;
}

/**
 * The palette-tier variables for whatever valid settings are given; invalid or missing ones
 * produce nothing (the tokens.css defaults or earlier values stay). Never throws.
 */
export function themeVariables(settings: Partial<Settings>): Record<string, string> {
  const vars: Record<string, string> = {};
  const primary = usableColor(settings.primary);
  const secondary = usableColor(settings.secondary);
  if (primary) Object.assign(vars, colorVariables('primary', primary));
  if (secondary) Object.assign(vars, colorVariables('secondary', secondary));
  if (isFontSize(settings.fontSize)) vars['--ds-font-size-root'] = rootFontSize(settings.fontSize);
  return vars;
}

export interface ThemeColorMeta {
  media: string | null;
  content: string;
}

/** The theme-color metas for a mode: one fixed colour, or a pair the browser switches live. */
export function themeColorMetas(mode: ThemeMode): ThemeColorMeta[] {
  if (mode !== 'auto') return [{ media: null, content: BACKGROUND[mode] }];
  return [
    { media: '(prefers-color-scheme: light)', content: BACKGROUND.light },
    { media: '(prefers-color-scheme: dark)', content: BACKGROUND.dark },
  ];
}

function syncThemeColorMetas(doc: Document, mode: ThemeMode): void {
  const wanted = themeColorMetas(mode);
  const existing = [...doc.querySelectorAll<HTMLMetaElement>('meta[name="theme-color"]')];
  existing.slice(wanted.length).forEach(meta => meta.remove());
  wanted.forEach((want, i) => {
    let meta = existing[i];
    if (!meta) {
      meta = doc.createElement('meta');
      meta.name = 'theme-color';
      (doc.head ?? doc.documentElement).append(meta);
    }
    if (want.media) meta.setAttribute('media', want.media);
    else meta.removeAttribute('media');
    meta.content = want.content;
  });
}

/**
 * Applies settings to `root` (usually <html>): `data-theme`, the palette variables through the
 * CSSOM (a strict CSP blocks style attributes written as strings) and the theme-color metas.
 * Missing or invalid settings are left as they are. Never throws.
 */
export function applyTheme(root: HTMLElement, settings: Partial<Settings>): void {
  try {
    if (isThemeMode(settings.mode)) {
      root.setAttribute('data-theme', settings.mode);
      syncThemeColorMetas(root.ownerDocument, settings.mode);
    }
    for (const [name, value] of Object.entries(themeVariables(settings))) {
      root.style.setProperty(name, value);
    }
  } catch {
    /* a theme is decoration: never let it break the page */
  }
}
