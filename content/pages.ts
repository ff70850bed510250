/**
 * Page metadata: titles (for the document title and headers), descriptions, and the version/type
 * labels of each page. Edit texts here; routes live in react-app/routes.tsx.
 */
export interface PageMeta {
  /** Path relative to the site root, without a leading slash. */
  path: string;
  title: string;
  description: string;
  version?: string;
  type?: string;
}

export interface ComponentNavItem extends PageMeta {
  /** Label in the components side navigation. */
  label: string;
  isNew?: boolean;
  /** A separator is drawn before this item. */
  separatorBefore?: boolean;
}

/** The components section in its fixed order: side navigation and previous/next links follow it. */
export const componentPages: ComponentNavItem[] = [
  {
    path: 'Components/Overview',
    label: 'Overview',
    title: 'Overview',
    description: 'Every part of the design system at a glance, grouped by what it is for.',
  },
  {
    path: 'Components/Typography',
    label: 'Typography',
    isNew: true,
    separatorBefore: true,
    title: 'Typography',
    description: 'Type scale, weights and a live font specimen.',
  },
  {
    path: 'Components/Icons',
    label: 'Icons',
    title: 'Icons',
    description: 'Standard and custom icon sets with size, stroke and style controls.',
  },
  {
    path: 'Components/Colors',
    label: 'Color System',
    title: 'Color System',
    description: 'Primary and secondary colours, their generated shades and the neutral scale.',
  },
  {
    path: 'Components/DividerAndSpace',
    label: 'Divider & Space',
    title: 'Divider & Space',
    description: 'Dividers and spacing tokens that give a layout its rhythm.',
  },
  {
    path: 'Components/Motion',
    label: 'Motion & Animation',
    isNew: true,
    title: 'Motion & Animation',
    description: 'Durations and easings, running live.',
  },
  {
    path: 'Components/CardsAndList',
    label: 'Cards & List',
    separatorBefore: true,
    title: 'Cards & List',
    description: 'A gallery of portrait cards in card, list and grid layouts.',
  },
  {
    path: 'Components/CheckboxSwitchers',
    label: 'Checkbox & Switchers',
    title: 'Checkbox & Radio',
    description: 'Checkboxes, switches, radio groups and button pickers.',
    version: '2.0.0',
    type: 'Component',
  },
  {
    path: 'Components/Buttons',
    label: 'Buttons',
    title: 'Buttons',
    description: 'Variants, icon-only buttons, toggles and groups.',
  },
  {
    path: 'Components/InputsAndForms',
    label: 'Input & Forms',
    title: 'Input & Forms',
    description: 'Text fields, validation and complete forms.',
    version: '1.8.0',
  },
  {
    path: 'Components/RangeSlider',
    label: 'Range Slider',
    title: 'Range Slider',
    description: 'Single and two-thumb sliders for numbers and ranges.',
  },
  {
    path: 'Components/TooltipAndPopover',
    label: 'Tooltip & Popover',
    title: 'Tooltip & Popover',
    description: 'Hints and floating panels that stay on screen.',
    version: '2.1.0',
  },
  {
    path: 'Components/Snackbar',
    label: 'Snackbar',
    title: 'Snackbar',
    description: 'Short messages at the bottom of the screen.',
  },
  {
    path: 'Components/Modal',
    label: 'Modal',
    title: 'Modal',
    description: 'Dialogs that keep focus where it belongs.',
    version: '1.0.2',
  },
  {
    path: 'Components/Navigation',
    label: 'Navigation & Tabs',
    separatorBefore: true,
    title: 'Navigation & Tabs',
    description: 'Tiles, pills, tab bars and a collapsible side bar.',
  },
  {
    path: 'Components/Layout',
    label: 'Layout & Switches',
    isNew: true,
    title: 'Layout & Switches',
    description: 'Grids, guide lines and collapsible panels.',
  },
  {
    path: 'Components/Miscellaneous',
    label: 'Miscellaneous',
    separatorBefore: true,
    title: 'Miscellaneous',
    description: 'Marquee, counters and touch ripples.',
  },
  {
    path: 'Components/Dashboard',
    label: 'Dashboard',
    title: 'Dashboard',
    description: 'Simulated gauges and charts that refresh every second.',
    version: '2.0.1',
  },
  {
    path: 'Components/QuickDemos',
    label: 'Quick Demos',
    title: 'Quick Demos',
    description: 'A weather widget, a unit converter, a calculator and a paint tool.',
  },
];

/** The two tab pages under Components/Navigation. */
export const navigationSubPages: PageMeta[] = [
  {
    path: 'Components/Navigation/BarsAndTiles',
    title: 'Bars & Tiles',
    description: 'Tiles, pills, horizontal navigation and bottom tabs.',
  },
  {
    path: 'Components/Navigation/SideBar',
    title: 'Side Bar',
    description: 'A collapsible side bar, 90 px closed and 240 px open.',
  },
];

export const sitePages = {
  home: {
    path: '',
    title: 'Home',
    description: 'A hybrid, atomic and declarative design system, and the designer behind it.',
  },
  tools: { path: 'Tools', title: 'Tools & Resources', description: 'Small creative tools that run in your browser.' },
  dotIconMaker: {
    path: 'Tools/DotIconMaker',
    title: 'Icon Creator',
    description: 'Draw a 16 × 16 dot icon and export it as SVG.',
  },
  blobGenerator: {
    path: 'Tools/BlobGenerator',
    title: 'Blob Generator',
    description: 'Generate smooth organic shapes and export them as SVG.',
  },
  about: {
    path: 'About',
    title: 'About',
    description: 'What this site is, how it is built, and how to reach its designer.',
  },
  settings: { path: 'Settings', title: 'Settings', description: 'Appearance, theme colour and font size.' },
  search: { path: 'Search', title: 'Search', description: 'Find a component, a tool or a page.' },
  resume: { path: 'Resume', title: 'Resume', description: 'Experience, skills and education.' },
} satisfies Record<string, PageMeta>;
