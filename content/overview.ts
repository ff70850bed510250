/**
 * The Overview page: four categories, each with numbered link tiles to component pages.
 * Tiles are numbered across the categories, in the order of the side navigation; the categories
 * are its groups (between its separators).
 */
import { componentPages, type ComponentNavItem } from './pages';

export interface OverviewCategory {
  title: string;
  description: string;
  /** Page paths, e.g. `Components/Buttons`, in tile order. */
  paths: readonly string[];
}

export const overviewCategories: readonly OverviewCategory[] = [
  {
    title: 'Visual Components',
    description: 'The look of the system: type, icons, colour, space and motion.',
    paths: [
      'Components/Typography',
      'Components/Icons',
      'Components/Colors',
      'Components/DividerAndSpace',
      'Components/Motion',
    ],
  },
  {
    title: 'Interactive Elements',
    description: 'Cards and controls people press, type into and choose with, and the feedback they get.',
    paths: [
      'Components/CardsAndList',
      'Components/CheckboxSwitchers',
      'Components/Buttons',
      'Components/InputsAndForms',
      'Components/RangeSlider',
      'Components/TooltipAndPopover',
      'Components/Snackbar',
      'Components/Modal',
    ],
  },
  {
    title: 'Structure & Navigation',
    description: 'How pages are laid out and how people move between them.',
    paths: ['Components/Navigation', 'Components/Layout'],
  },
  {
    title: 'Miscellaneous & Demos',
    description: 'Small delights and complete little apps built from the parts above.',
    paths: ['Components/Miscellaneous', 'Components/Dashboard', 'Components/QuickDemos'],
  },
];

export interface OverviewTile {
  /** Two digits, from "01". */
  number: string;
  page: ComponentNavItem;
}

/** The categories with their pages resolved and numbered 01, 02 … across all categories. */
export function overviewTiles(
  categories: readonly OverviewCategory[] = overviewCategories,
): { category: OverviewCategory; tiles: OverviewTile[] }[] {
  let count = 0;
  return categories.map(category => ({
    category,
    tiles: category.paths.flatMap(path => {
      const page = componentPages.find(p => p.path === path);
      if (!page) return [];
      count += 1;
      return [{ number: String(count).padStart(2, '0'), page }];
    }),
  }));
}
