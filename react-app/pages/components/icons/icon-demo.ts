import { iconNames, type DsIconSet, type DsIconVariant } from '../../../../elements/icon/icon-sets';
import { snippetOf, type SnippetElement } from '../../../docs/snippet-markup';

/** Icon size 18–96 (default 64), stroke 0.5–3 step 0.1 (default 2). */
export const ICON_RANGES = {
  size: { min: 18, max: 96, step: 1 },
  stroke: { min: 0.5, max: 3, step: 0.1 },
} as const;

/** The colours the preview offers: design tokens, `default` being the surrounding text colour. */
export const ICON_COLOURS = [
  { key: 'default', label: 'Text', token: null },
  { key: 'accent', label: 'Accent', token: '--ds-color-accent' },
  { key: 'secondary', label: 'Secondary', token: '--ds-color-secondary' },
  { key: 'success', label: 'Success', token: '--ds-color-success' },
  { key: 'danger', label: 'Danger', token: '--ds-color-danger' },
] as const;
export type IconColour = (typeof ICON_COLOURS)[number]['key'];

export interface IconSettings {
  size: number;
  stroke: number;
  variant: DsIconVariant;
  colour: IconColour;
  inverted: boolean;
}

export const ICON_DEFAULTS: IconSettings = {
  size: 64,
  stroke: 2,
  variant: 'outline',
  colour: 'default',
  inverted: false,
};

/** The icon the preview shows. */
export interface ChosenIcon {
  name: string;
  set: DsIconSet;
}

export const FIRST_ICON: ChosenIcon = { name: 'home', set: 'standard' };

/** The names of `set` containing `query` (case-insensitive, trimmed); all of them for an empty query. */
export function filterIconNames(set: DsIconSet, query: string): readonly string[] {
  const q = query.trim().toLowerCase();
  return q ? iconNames[set].filter(name => name.includes(q)) : iconNames[set];
}

/** The `--ds-icon-color` value of a colour, or null for the text colour. */
export function colourValue(colour: IconColour): string | null {
  const token = ICON_COLOURS.find(c => c.key === colour)?.token;
  return token ? `var(${token})` : null;
}

/** Strokes are tenths: keep 1.2000000000000002 out of the code. */
const tenths = (value: number) => Math.round(value * 10) / 10;

/** The `<ds-icon>` of the preview as the snippet shows it; the element's own defaults are left out. */
export function iconSnippet(icon: ChosenIcon, settings: IconSettings): SnippetElement {
  const colour = colourValue(settings.colour);
  return {
    tag: 'ds-icon',
    attrs: {
      name: icon.name,
      set: icon.set === 'standard' ? null : icon.set,
      size: settings.size,
      stroke: tenths(settings.stroke) === 2 ? null : tenths(settings.stroke),
      variant: settings.variant === 'outline' ? null : settings.variant,
      style: colour ? `--ds-icon-color: ${colour}` : null,
    },
    reactProps: colour ? { style: { code: `{ '--ds-icon-color': '${colour}' }` } } : undefined,
  };
}

/** The preview's HTML and React code. */
export function iconCode(icon: ChosenIcon, settings: IconSettings): { html: string; react: string } {
  return snippetOf(iconSnippet(icon, settings), { lineLength: 70 });
}
