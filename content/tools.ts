import { sitePages } from './pages';

/** What a tool card's preview draws (an inline picture of the tool's output). */
export type ToolPreview = 'dots' | 'blob';

/** A tool card: title, content preview, description, url, and the "new" flag (true or empty). */
export interface ToolCard {
  title: string;
  /** The card's preview picture. */
  preview: ToolPreview;
  description: string;
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
    url: `/${sitePages.dotIconMaker.path}`,
    new: 'true',
  },
  {
    title: sitePages.blobGenerator.title,
    preview: 'blob',
    description:
      'Shape a smooth organic blob by its edges and smoothness, press Randomize until one feels right, and export it as SVG or PNG.',
    url: `/${sitePages.blobGenerator.path}`,
    new: '',
  },
];

/** Whether a card carries the "New" flag. */
export const isNewTool = (tool: Pick<ToolCard, 'new'>): boolean => tool.new === 'true';
