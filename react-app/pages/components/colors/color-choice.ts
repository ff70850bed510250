// What the colour chooser of the Color System page says and shows. Pure: no DOM, no React.
import { isUnsupportedColor, normalizeHex } from '../../../../elements/color';
import { primarySwatches, secondarySwatches, type Swatch } from '../../../../content/swatches';
import { DEFAULT_PRIMARY, DEFAULT_SECONDARY } from '../../../../elements/tokens/settings-store';
import { snippetOf } from '../../../docs/snippet-markup';

export type ThemeRole = 'primary' | 'secondary';
export const THEME_ROLES: readonly ThemeRole[] = ['primary', 'secondary'];

/** The two theme colours. */
export interface ThemeColors {
  primary: string;
  secondary: string;
}

/** The default theme colours (what Reset returns to). */
export const DEFAULT_COLORS: Readonly<ThemeColors> = { primary: DEFAULT_PRIMARY, secondary: DEFAULT_SECONDARY };

/** "Primary" / "Secondary": the word in "Set as Primary" and in the confirmation. */
export const ROLE_TITLE: Readonly<Record<ThemeRole, string>> = { primary: 'Primary', secondary: 'Secondary' };

/** Each role's preset swatches. */
export const ROLE_SWATCHES: Readonly<Record<ThemeRole, readonly Swatch[]>> = {
  primary: primarySwatches,
  secondary: secondarySwatches,
};

/** The preset of `role` with this colour, if it is one. */
export function presetOf(role: ThemeRole, hex: string): Swatch | undefined {
  const wanted = normalizeHex(hex);
  return wanted ? ROLE_SWATCHES[role].find(s => s.code.toLowerCase() === wanted) : undefined;
}

/** A colour as the visitor reads it: the preset's name, else the lowercase hex. */
export function colorLabel(role: ThemeRole, hex: string): string {
  return presetOf(role, hex)?.name ?? normalizeHex(hex) ?? hex;
}

/** "{Primary|Secondary} color set to {name or hex}". */
export function colorSetMessage(role: ThemeRole, hex: string): string {
  return `${ROLE_TITLE[role]} color set to ${colorLabel(role, hex)}`;
}

/** Whether "Set as …" may apply this colour: a valid 6-digit colour that is not an Unsupported Color. */
export function canSetColor(hex: string): boolean {
  const normal = normalizeHex(hex);
  return normal !== null && normal.length === 7 && !isUnsupportedColor(normal);
}

/** True when either colour differs from its default (compared as normalised hex). */
export function differsFromDefault(colors: ThemeColors): boolean {
  return (
    normalizeHex(colors.primary) !== DEFAULT_COLORS.primary ||
    normalizeHex(colors.secondary) !== DEFAULT_COLORS.secondary
  );
}

/** The two pickers of the demo, as the snippet shows them: they follow the chosen colours. */
export function pickerCode(colors: ThemeColors): { html: string; react: string } {
  return snippetOf(
    THEME_ROLES.map(role => ({
      tag: 'ds-color-picker',
      attrs: { label: `${ROLE_TITLE[role]} colour`, value: normalizeHex(colors[role]) ?? colors[role] },
    })),
    { lineLength: 72 },
  );
}
