/**
 * The Overview page: four categories, each with numbered link tiles to component pages.
 * Tiles are numbered across the categories, in the order of the components navigation; the
 * categories are its groups (each starts at a `separatorBefore` of the route table), after the
 * Overview's own.
 */
import { demoCards } from './home';
import { componentsNav, type ComponentNavItem } from './route-table';

export interface OverviewCategory {
  /** The category's word in the page's address when a visitor filters by it (`?filter=visual`). */
  id: string;
  title: string;
  description: string;
  /** Page paths, e.g. `Components/Buttons`, in tile order. */
  paths: readonly string[];
}

/** The navigation's groups of paths, each starting at a separator. */
const navGroups = componentsNav.reduce<string[][]>((groups, item) => {
  if (item.separatorBefore || groups.length === 0) groups.push([]);
  groups.at(-1)!.push(item.path);
  return groups;
}, []);

/** The categories' texts, one for each group of the navigation after the Overview's. */
const categoryTexts: readonly Omit<OverviewCategory, 'paths'>[] = [
  {
    id: 'visual',
    title: 'Visual Components',
    description: 'The look of the system: type, icons, colour, space and motion.',
  },
  {
    id: 'interactive',
    title: 'Interactive Elements',
    description: 'Cards and controls people press, type into and choose with, and the feedback they get.',
  },
  {
    id: 'structure',
    title: 'Structure & Navigation',
    description: 'How pages are laid out and how people move between them.',
  },
  {
    id: 'demos',
    title: 'Miscellaneous & Demos',
    description: 'Small delights and complete little apps built from the parts above.',
  },
];

export const overviewCategories: readonly OverviewCategory[] = categoryTexts.map((text, i) => ({
  ...text,
  paths: navGroups[i + 1] ?? [],
}));

/** The filters above the categories: their group's name, the new pages' filter and the count of shown pages. */
export const overviewFilterTexts = {
  groupLabel: 'Show only',
  /** The filter of the pages the components navigation marks "new"; its word in the address is `new`. */
  newPages: 'New pages',
  /** `{total}`: the number of pages. */
  all: 'All {total} pages',
  /** `{shown}` of `{total}` pages shown. */
  some: '{shown} of {total} pages',
  none: 'No page matches these filters.',
  showAll: 'Show all pages',
} as const;

export interface OverviewTile {
  /** Two digits, from "01". */
  number: string;
  page: ComponentNavItem;
  /** A dot icon of the Dotline set (`<ds-icon set="custom">`). */
  icon: string;
}

/** Icons for the pages the home page has no card for (the others take their card's icon). */
const otherIcons: Readonly<Record<string, string>> = {
  'Components/Icons': 'star',
  'Components/DividerAndSpace': 'plus',
  'Components/Snackbar': 'bolt',
  'Components/Feedback': 'drop',
  'Components/Layout': 'diamond',
  'Components/Dashboard': 'circle',
  'Components/QuickDemos': 'sparkle',
};

/** A page's tile icon: the one its home card uses (a section's, e.g. Navigation's, from its sub-page's card). */
export function tileIcon(path: string): string {
  const card = demoCards.find(c => c.path === path || c.path.startsWith(`${path}/`));
  return card?.icon ?? otherIcons[path] ?? 'circle';
}

/** The categories with their pages resolved and numbered 01, 02 … across all categories. */
export function overviewTiles(
  categories: readonly OverviewCategory[] = overviewCategories,
): { category: OverviewCategory; tiles: OverviewTile[] }[] {
  let count = 0;
  return categories.map(category => ({
    category,
    tiles: category.paths.flatMap(path => {
      const page = componentsNav.find(p => p.path === path);
      if (!page) return [];
      count += 1;
      return [{ number: String(count).padStart(2, '0'), page, icon: tileIcon(path) }];
    }),
  }));
}
