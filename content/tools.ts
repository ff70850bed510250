import { sitePages } from './pages';

/** What a tool card's live preview shows: an icon on the dot grid, or a blob. */
export type ToolPreview = 'dots' | 'blob';

/** A tool card: title, content preview, description, keyboard support, url, and the "new" flag (true or empty). */
export interface ToolCard {
  title: string;
  /** The card's live preview. */
  preview: ToolPreview;
  description: string;
  /** What the keyboard does in the tool, briefly: [keys, what they do]. */
  keyboard: readonly (readonly [keys: string, action: string])[];
  /** The tool's route, from the site root. */
  url: string;
  /** `'true'` flags the tool as new; `''` does not. */
  new: 'true' | '';
}

/** The tools of /Tools, in the order of the listing and of the tools menu. */
export const toolCards: readonly ToolCard[] = [
  {
    title: sitePages.dotIconMaker.title,
    preview: 'dots',
    description:
      'Paint a 16 × 16 dot icon with the mouse, a finger or the keyboard, start from a preset, and take it away as SVG, PNG or raw data.',
    keyboard: [
      ['Arrow keys', 'Move over the grid'],
      ['Space / Enter', 'Turn the dot on or off'],
      ['Shift + arrows', 'Paint along the way'],
      ['Ctrl + Z', 'Undo (Ctrl + Shift + Z redoes)'],
    ],
    url: `/${sitePages.dotIconMaker.path}`,
    new: 'true',
  },
  {
    title: sitePages.blobGenerator.title,
    preview: 'blob',
    description:
      'Shape a smooth organic blob by its edges and smoothness, press Randomize until one feels right, and export it as SVG or PNG.',
    keyboard: [
      ['Arrow keys', 'Change the edges or the smoothness on its slider'],
      ['Home / End', 'The fewest or the most'],
      ['Enter / Space', 'Randomize, or open the Export menu'],
    ],
    url: `/${sitePages.blobGenerator.path}`,
    new: '',
  },
];

/** Whether a card carries the "New" flag. */
export const isNewTool = (tool: Pick<ToolCard, 'new'>): boolean => tool.new === 'true';
