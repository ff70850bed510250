// The tooltip playground of the Tooltip & Popover page: its settings, their
// defaults and ranges, and the `<ds-tooltip>` markup they produce. Pure: no DOM, no React.
import type { DsTooltipPlacement, DsTooltipTone } from '../../../../elements/tooltip/ds-tooltip';

/** The placements the playground offers, in the order shown. */
export const PLAYGROUND_PLACEMENTS = [
  'auto',
  'top',
  'bottom',
  'left',
  'right',
] as const satisfies readonly DsTooltipPlacement[];
export type PlaygroundPlacement = (typeof PLAYGROUND_PLACEMENTS)[number];

/** The five colour choices: the tooltip's `tone` values, each with the name shown to visitors. */
export const PLAYGROUND_TONES = [
  { value: 'neutral', label: 'Default' },
  { value: 'primary', label: 'Primary' },
  { value: 'secondary', label: 'Secondary' },
  { value: 'danger', label: 'Danger' },
  { value: 'surface', label: 'Surface' },
] as const satisfies readonly { value: DsTooltipTone; label: string }[];
export type PlaygroundTone = (typeof PLAYGROUND_TONES)[number]['value'];

export interface TooltipSettings {
  placement: PlaygroundPlacement;
  /** Gap between trigger and tooltip, px. */
  distance: number;
  /** Hover delay, ms. */
  delay: number;
  /** Corner radius, px. */
  radius: number;
  tone: PlaygroundTone;
}

/** Distance 10, radius 10, delay 0, placement auto, the tooltip background with white text. */
export const TOOLTIP_DEFAULTS: Readonly<TooltipSettings> = Object.freeze({
  placement: 'auto',
  distance: 10,
  delay: 0,
  radius: 10,
  tone: 'neutral',
});

export interface SliderRange {
  min: number;
  max: number;
  step: number;
}

/** Distance -10 to 30 step 5; delay 0 to 500 step 100; radius 0 to 30 step 5. */
export const TOOLTIP_RANGES: Readonly<Record<'distance' | 'delay' | 'radius', SliderRange>> = Object.freeze({
  distance: { min: -10, max: 30, step: 5 },
  delay: { min: 0, max: 500, step: 100 },
  radius: { min: 0, max: 30, step: 5 },
});

/** The order settings appear in, in the UI and in the generated markup. */
export const SETTING_KEYS = [
  'placement',
  'distance',
  'delay',
  'radius',
  'tone',
] as const satisfies readonly (keyof TooltipSettings)[];

/** The settings that differ from their default, in `SETTING_KEYS` order. */
export function changedSettings(settings: TooltipSettings): (keyof TooltipSettings)[] {
  return SETTING_KEYS.filter(key => settings[key] !== TOOLTIP_DEFAULTS[key]);
}

/** Whether any setting differs from its default (the Reset button shows only then). */
export function differsFromDefault(settings: TooltipSettings): boolean {
  return changedSettings(settings).length > 0;
}

/** Escapes text for an HTML attribute value in double quotes, or for element text. */
export function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

export interface MarkupOptions {
  /** The tooltip's text (`content`). */
  content: string;
  /** The trigger's label, inside a `<ds-button>`. */
  trigger: string;
}

/** An opening tag longer than this puts each attribute on its own line. */
export const MARKUP_LINE_LENGTH = 60;

/**
 * The markup of a `<ds-tooltip>` with these settings: `content` first, then only the attributes
 * that differ from their default, wrapping a `<ds-button>` trigger. A long opening tag is broken
 * into one attribute per line, so the preview never wraps in the middle of one.
 */
export function tooltipMarkup(settings: TooltipSettings, { content, trigger }: MarkupOptions): string {
  const attributes = [
    `content="${escapeHtml(content)}"`,
    ...changedSettings(settings).map(key => `${key}="${escapeHtml(String(settings[key]))}"`),
  ];
  const oneLine = `<ds-tooltip ${attributes.join(' ')}>`;
  const opening =
    oneLine.length <= MARKUP_LINE_LENGTH ? oneLine : `<ds-tooltip\n${attributes.map(a => `  ${a}\n`).join('')}>`;
  return `${opening}\n  <ds-button>${escapeHtml(trigger)}</ds-button>\n</ds-tooltip>`;
}
