import { snippetOf, type SnippetElement } from '../../../docs/snippet-markup';

/** Divider space 0–50 step 5, opacity 0–100 step 10; invert, solid or dotted. */
export const DIVIDER_RANGES = {
  spacing: { min: 0, max: 50, step: 5 },
  opacity: { min: 0, max: 100, step: 10 },
} as const;

export type DividerType = 'solid' | 'dotted';

export interface DividerSettings {
  spacing: number;
  opacity: number;
  variant: DividerType;
  inverted: boolean;
}

export const DIVIDER_DEFAULTS: DividerSettings = { spacing: 20, opacity: 100, variant: 'solid', inverted: false };

/** The element's own defaults: the snippet leaves out what equals them. */
const ELEMENT_DEFAULTS = { spacing: 16, opacity: 100, variant: 'solid' } as const;

/** The `<ds-divider>` of the playground, as the snippet shows it. */
export function dividerSnippet(settings: DividerSettings): SnippetElement {
  return {
    tag: 'ds-divider',
    attrs: {
      spacing: settings.spacing === ELEMENT_DEFAULTS.spacing ? null : settings.spacing,
      opacity: settings.opacity === ELEMENT_DEFAULTS.opacity ? null : settings.opacity,
      variant: settings.variant === ELEMENT_DEFAULTS.variant ? null : settings.variant,
      inverted: settings.inverted,
    },
  };
}

/** The playground's HTML and React code: one line while it fits a card. */
export function dividerCode(settings: DividerSettings): { html: string; react: string } {
  return snippetOf(dividerSnippet(settings), { lineLength: 90 });
}
