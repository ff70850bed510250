import { htmlSnippet, reactSnippet, type SnippetElement } from '../../../docs/snippet-markup';

/** Gap 5–20 step 5 (10), item count 1–20 (8), column size 60–300 step 20 (120). */
export const GRID_RANGES = {
  gap: { min: 5, max: 20, step: 5 },
  items: { min: 1, max: 20, step: 1 },
  column: { min: 60, max: 300, step: 20 },
} as const;

export interface GridSettings {
  guides: boolean;
  gap: number;
  items: number;
  column: number;
}

export const GRID_DEFAULTS: GridSettings = { guides: false, gap: 10, items: 8, column: 120 };

/** The grid's CSS: as many `column`-px columns as fit, `gap` px apart. */
export function gridTemplate(column: number): string {
  return `repeat(auto-fill, ${column}px)`;
}

function gridNodes(
  settings: GridSettings,
  gridAttrs: SnippetElement['attrs'],
  reactProps?: SnippetElement['reactProps'],
) {
  return {
    tag: 'div',
    attrs: { class: settings.guides ? 'grid guides' : 'grid', ...gridAttrs },
    reactProps,
    children: Array.from({ length: settings.items }, (_, i) => ({
      tag: 'div',
      attrs: { class: 'item' },
      children: [String(i + 1)],
    })),
  } satisfies SnippetElement;
}

/** The grid's HTML (inline style) and React (style object) code. */
export function gridCode(settings: GridSettings): { html: string; react: string } {
  const template = gridTemplate(settings.column);
  return {
    html: htmlSnippet(
      gridNodes(settings, { style: `display: grid; grid-template-columns: ${template}; gap: ${settings.gap}px` }),
    ),
    react: reactSnippet(
      gridNodes(
        settings,
        {},
        {
          style: { code: `{ display: 'grid', gridTemplateColumns: '${template}', gap: ${settings.gap} }` },
        },
      ),
      { importFrom: null },
    ),
  };
}

/** The side panels demo: the frame's width and the panels' threshold (px). */
export const PANEL_RANGES = {
  frame: { min: 320, max: 960, step: 40 },
  threshold: { min: 400, max: 800, step: 40 },
} as const;

export interface PanelSettings {
  frame: number;
  threshold: number;
}

export const PANEL_DEFAULTS: PanelSettings = { frame: 960, threshold: 640 };
