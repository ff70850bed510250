import { pageRoutes, type ToolPlace } from './route-table';

export type { ToolPreview } from './route-table';

/** A tool card: its page's title and url (from the site root) with the card's texts of the route table. */
export interface ToolCard extends ToolPlace {
  title: string;
  url: string;
}

/** The tools of /Tools (the pages with a `tool` in the route table), in the order of the listing and the tools menu. */
export const toolCards: readonly ToolCard[] = pageRoutes.flatMap(route =>
  route.tool ? [{ title: route.title, url: `/${route.path}`, ...route.tool }] : [],
);

/** Whether a card carries the "New" flag. */
export const isNewTool = (tool: Pick<ToolCard, 'new'>): boolean => tool.new === 'true';
