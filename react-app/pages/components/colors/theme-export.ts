// The current theme as files a designer or developer can take away: CSS custom properties (the
// very variables the site sets on <html>) and W3C Design Tokens (DTCG format) JSON. Pure.
import { SHADE_LEVELS, generateShades, isHex6, normalizeHex, textColorOn } from '../../../../elements/color';
import { themeVariables } from '../../../../elements/tokens/theme';
import { DEFAULT_COLORS, THEME_ROLES, type ThemeColors } from './color-choice';

export type ExportFormat = 'css' | 'tokens';

/** Each format's label, file name and MIME type. */
export const EXPORT_FORMATS: Readonly<Record<ExportFormat, { label: string; fileName: string; type: string }>> = {
  css: { label: 'CSS custom properties', fileName: 'theme.css', type: 'text/css' },
  // DTCG suggests the `.tokens.json` extension.
  tokens: { label: 'Design Tokens (JSON)', fileName: 'theme.tokens.json', type: 'application/json' },
};

/** Only 6-digit colours make shades; anything else falls back so the export never throws. */
function usable(colors: ThemeColors, fallback: ThemeColors): ThemeColors {
  const pick = (hex: string, other: string) => {
    const normal = normalizeHex(hex);
    return normal && isHex6(normal) ? normal : other;
  };
  return { primary: pick(colors.primary, fallback.primary), secondary: pick(colors.secondary, fallback.secondary) };
}

/** The theme's custom properties in a `:root` rule, in the order the site sets them. */
export function themeCss(colors: ThemeColors): string {
  const theme = usable(colors, DEFAULT_COLORS);
  const vars = themeVariables(theme);
  const lines = Object.entries(vars).map(([name, value]) => `  ${name}: ${value};`);
  return [`/* Theme: primary ${theme.primary}, secondary ${theme.secondary} */`, ':root {', ...lines, '}', ''].join(
    '\n',
  );
}

/** A DTCG colour token. */
export interface ColorToken {
  $type: 'color';
  $value: string;
  $description?: string;
}

/** A DTCG group of colour tokens by name. */
export type TokenGroup = Record<string, ColorToken>;

/**
 * The theme as W3C Design Tokens (DTCG): `color.primary.100 … 900` and `color.on-primary.100 … 900`
 * (the text colour for each shade), the same for secondary, and `color.primary.base`, an alias
 * of the 500 shade. (JSON lists the numeric names first, so `base` comes last.)
 */
export function themeTokens(colors: ThemeColors): { color: Record<string, TokenGroup> } {
  const theme = usable(colors, DEFAULT_COLORS);
  const color: Record<string, TokenGroup> = {};
  for (const role of THEME_ROLES) {
    const shades = generateShades(theme[role]);
    const group: TokenGroup = {};
    const onGroup: TokenGroup = {};
    for (const level of SHADE_LEVELS) {
      group[String(level)] = { $type: 'color', $value: shades[level] };
      onGroup[String(level)] = { $type: 'color', $value: textColorOn(shades[level]) };
    }
    group['base'] = { $type: 'color', $value: `{color.${role}.500}`, $description: `The ${role} colour` };
    color[role] = group;
    color[`on-${role}`] = onGroup;
  }
  return { color };
}

/** `themeTokens` as the text of a `.tokens.json` file. */
export function themeTokensJson(colors: ThemeColors): string {
  return `${JSON.stringify(themeTokens(colors), null, 2)}\n`;
}

/** The file text of a format. */
export function exportText(format: ExportFormat, colors: ThemeColors): string {
  return format === 'css' ? themeCss(colors) : themeTokensJson(colors);
}
