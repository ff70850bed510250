/**
 * The route table: every address of the site, once, in navigation order. Each entry says what the
 * address is called (title, description, version and type for its header and HTML file), which page
 * module renders it, and where it appears: the side and bottom navigation, the components navigation
 * (with the pager and the Overview's tiles), the site search and the tools menu. The router
 * (react-app/routes.tsx), the build (an HTML file per page, sitemap, preloads) and the tests read it.
 * Adding a page is one entry here plus its page module.
 */
import { profile } from './profile.ts';

/** A page's texts: its title (document title, header), description, and version and type where given. */
export interface PageMeta {
  /** Path relative to the site root, without a leading slash ('' for home). */
  path: string;
  title: string;
  description: string;
  version?: string;
  type?: string;
}

/** The icons of the side and bottom navigation (react-app/shell/icons.tsx draws them). */
export type NavIcon = 'home' | 'components' | 'tools' | 'about' | 'settings' | 'search';

/** A place in the side navigation's main list (in table order) and, with `bottom`, in the bottom bar. */
export interface MainNavPlace {
  label: string;
  icon: NavIcon;
  /** Position in the phone's bottom bar, from 1; absent: not in it. */
  bottom?: number;
}

/** A place in the components navigation, in table order; the pager follows it. */
export interface ComponentsNavPlace {
  label: string;
  isNew?: boolean;
  /** A separator is drawn before this item; it starts a category of the Overview (content/overview.ts). */
  separatorBefore?: boolean;
}

/**
 * An entry of the site search. A query finds it when one of its words is part of one of its tags, so
 * tags are what visitors type: lowercase, singular, the words a designer or developer would try first.
 */
export interface SearchPlace {
  /** Shown instead of the page's title. */
  title?: string;
  description: string;
  tags: readonly string[];
}

/** What a tool card's live preview shows: an icon on the dot grid, or a blob. */
export type ToolPreview = 'dots' | 'blob';

/** A card on /Tools and an item of the tools menu (content/tools.ts). */
export interface ToolPlace {
  preview: ToolPreview;
  description: string;
  /** What the keyboard does in the tool, briefly: [keys, what they do]. */
  keyboard: readonly (readonly [keys: string, action: string])[];
  /** `'true'` flags the tool as new; `''` does not. */
  new: 'true' | '';
}

/** A module of react-app/ that the router loads lazily, as its own chunk. */
export interface RouteModule {
  /** The chunk's id in error messages ("Loading chunk settings failed"). */
  chunk: string;
  /** Path from react-app/ ('pages/about/AboutPage.tsx'). */
  file: string;
}

interface Placed {
  mainNav?: MainNavPlace;
  componentsNav?: ComponentsNavPlace;
}

/** An address with a page of its own: an HTML file, a sitemap entry. */
export interface PageRoute extends PageMeta, Placed {
  /** The page module, from react-app/ (a `*Page.tsx` with a default export). */
  page: string;
  /** Its chunk id; the path's last segment when absent. */
  chunk?: string;
  /** A module that wraps this page and every page under it (a `*Layout.tsx` rendering an `<Outlet />`). */
  layout?: RouteModule;
  search?: SearchPlace;
  tool?: ToolPlace;
}

/**
 * An address the site links to that has no page of its own: the app redirects it (and any unknown
 * address under it) to `to`. The build writes an HTML file for it too, canonical to the target's.
 */
export interface RedirectRoute extends Placed {
  path: string;
  to: string;
  /** Texts where the address is listed as a section (the components navigation, the Overview). */
  title?: string;
  description?: string;
}

export type Route = PageRoute | RedirectRoute;

export const routeTable: readonly Route[] = [
  {
    path: '',
    title: 'Home',
    description: 'A hybrid, atomic and declarative design system, and the designer behind it.',
    page: 'pages/home/HomePage.tsx',
    chunk: 'home',
    mainNav: { label: 'Home', icon: 'home', bottom: 1 },
  },
  { path: 'Components', to: 'Components/Overview', mainNav: { label: 'Components', icon: 'components', bottom: 2 } },
  {
    path: 'Components/Overview',
    title: 'Overview',
    description: 'Every part of the design system at a glance, grouped by what it is for.',
    page: 'pages/components/overview/OverviewPage.tsx',
    componentsNav: { label: 'Overview' },
  },
  {
    path: 'Components/Typography',
    title: 'Typography',
    description: 'Type scale, weights and a live font specimen.',
    page: 'pages/components/typography/TypographyPage.tsx',
    componentsNav: { label: 'Typography', isNew: true, separatorBefore: true },
    search: {
      description: 'The type scale and weights, with a live specimen to try sizes, line height and alignment.',
      tags: ['typography', 'font', 'text', 'type scale', 'weight', 'line height'],
    },
  },
  {
    path: 'Components/Icons',
    title: 'Icons',
    description: 'Standard and custom icon sets with size, stroke and style controls.',
    page: 'pages/components/icons/IconsPage.tsx',
    componentsNav: { label: 'Icons' },
    search: {
      description: 'Two icon sets to search and preview, with controls for size, stroke, fill and colour.',
      tags: ['icon', 'svg', 'stroke', 'symbol', 'gallery'],
    },
  },
  {
    path: 'Components/Colors',
    title: 'Color System',
    description: 'Primary and secondary colours, their generated shades and the neutral scale.',
    page: 'pages/components/colors/ColorsPage.tsx',
    componentsNav: { label: 'Color System' },
    search: {
      description: 'Pick a primary and a secondary colour and see every shade the theme derives from them.',
      tags: ['color', 'colour', 'palette', 'theme', 'shade', 'contrast'],
    },
  },
  {
    path: 'Components/DividerAndSpace',
    title: 'Divider & Space',
    description: 'Dividers and spacing tokens that give a layout its rhythm.',
    page: 'pages/components/divider-space/DividerSpacePage.tsx',
    componentsNav: { label: 'Divider & Space' },
    search: {
      description: 'Solid and dotted dividers and the spacing steps that keep a layout in rhythm.',
      tags: ['divider', 'spacing', 'separator', 'whitespace', 'rhythm'],
    },
  },
  {
    path: 'Components/Motion',
    title: 'Motion & Animation',
    description: 'Durations and easings, running live.',
    page: 'pages/components/motion/MotionPage.tsx',
    componentsNav: { label: 'Motion & Animation', isNew: true },
    search: {
      description: 'Durations and easing curves, running live, and how they calm down under reduced motion.',
      tags: ['motion', 'animation', 'easing', 'duration', 'transition'],
    },
  },
  {
    path: 'Components/CardsAndList',
    title: 'Cards & List',
    description: 'A gallery of portrait cards in card, list and grid layouts.',
    page: 'pages/components/cards-list/CardsListPage.tsx',
    componentsNav: { label: 'Cards & List', separatorBefore: true },
    search: {
      description: 'A gallery of portrait cards shown as cards, a list or a grid, with a detail view.',
      tags: ['card', 'list', 'grid', 'gallery', 'portrait'],
    },
  },
  {
    path: 'Components/CheckboxSwitchers',
    title: 'Checkbox & Radio',
    description: 'Checkboxes, switches, radio groups and button pickers.',
    version: '2.0.0',
    type: 'Component',
    page: 'pages/components/CheckboxSwitchersPage.tsx',
    componentsNav: { label: 'Checkbox & Switchers' },
    search: {
      description: 'Checkboxes, switches, radio groups and a weekday picker, all usable from the keyboard.',
      tags: ['checkbox', 'switch', 'toggle', 'radio', 'weekday picker'],
    },
  },
  {
    path: 'Components/Buttons',
    title: 'Buttons',
    description: 'Variants, icon-only buttons, toggles and groups.',
    page: 'pages/components/buttons/ButtonsPage.tsx',
    componentsNav: { label: 'Buttons' },
    search: {
      description: 'Six variants, icon-only buttons, toggles and grouped buttons.',
      tags: ['button', 'variant', 'toggle', 'icon button', 'button group'],
    },
  },
  {
    path: 'Components/InputsAndForms',
    title: 'Input & Forms',
    description: 'Text fields, validation and complete forms.',
    version: '1.8.0',
    page: 'pages/components/InputsAndFormsPage.tsx',
    componentsNav: { label: 'Input & Forms' },
    search: {
      description:
        'Text fields with help and error text, number fields, file inputs, selects, a password change card and a feedback form.',
      tags: [
        'input',
        'form',
        'text field',
        'select',
        'dropdown',
        'combobox',
        'password',
        'validation',
        'feedback',
        'file',
        'upload',
        'drop zone',
        'number field',
        'stepper',
        'currency',
        'percent',
      ],
    },
  },
  {
    path: 'Components/Combobox',
    title: 'Combobox',
    description: 'A text field that filters a list as you type: one or several values, free text, remote options.',
    page: 'pages/components/ComboboxPage.tsx',
    componentsNav: { label: 'Combobox', isNew: true },
    search: {
      description:
        'An editable combobox: type to filter options, choose one or several as tags, enter your own text, load options from a server, scroll 10,000 options.',
      tags: [
        'combobox',
        'autocomplete',
        'typeahead',
        'search',
        'filter',
        'multi-select',
        'tags',
        'suggestions',
        'form',
      ],
    },
  },
  {
    path: 'Components/DatePicker',
    title: 'Date Picker',
    description: 'A date field that reads dates typed in your language and opens a calendar to choose one.',
    page: 'pages/components/DatePickerPage.tsx',
    componentsNav: { label: 'Date Picker', isNew: true },
    search: {
      description:
        'A date field and calendar dialog: typed dates in the locale’s format, an ISO value, min and max, unavailable days, keyboard navigation, four languages and right to left.',
      tags: ['date', 'date picker', 'calendar', 'datepicker', 'day', 'month', 'form', 'locale', 'booking'],
    },
  },
  {
    path: 'Components/RangeSlider',
    title: 'Range Slider',
    description: 'Single and two-thumb sliders for numbers and ranges.',
    page: 'pages/components/RangeSliderPage.tsx',
    componentsNav: { label: 'Range Slider' },
    search: {
      description: 'Sliders with one or two thumbs for picking a number or a range.',
      tags: ['slider', 'range', 'thumb', 'number'],
    },
  },
  {
    path: 'Components/TooltipAndPopover',
    title: 'Tooltip & Popover',
    description: 'Hints and floating panels that stay on screen.',
    version: '2.1.0',
    page: 'pages/components/TooltipPopoverPage.tsx',
    componentsNav: { label: 'Tooltip & Popover' },
    search: {
      description: 'Hints and floating panels that flip and shift to stay on screen, with a playground.',
      tags: ['tooltip', 'popover', 'hint', 'overlay', 'placement'],
    },
  },
  {
    path: 'Components/Snackbar',
    title: 'Snackbar',
    description: 'Short messages at the bottom of the screen.',
    page: 'pages/components/snackbar/SnackbarPage.tsx',
    componentsNav: { label: 'Snackbar' },
    search: {
      description: 'Short messages at the bottom of the screen, with a countdown or a random pick.',
      tags: ['snackbar', 'toast', 'notification', 'message'],
    },
  },
  {
    path: 'Components/Modal',
    title: 'Modal',
    description: 'Dialogs that keep focus where it belongs.',
    version: '1.0.2',
    page: 'pages/components/modal/ModalPage.tsx',
    componentsNav: { label: 'Modal' },
    search: {
      description: 'Dialogs that hold focus, close with Escape and can fill the whole screen.',
      tags: ['modal', 'dialog', 'popup', 'overlay', 'fullscreen'],
    },
  },
  {
    path: 'Components/Feedback',
    title: 'Feedback',
    description: 'Progress, spinners, badges and callouts.',
    page: 'pages/components/FeedbackPage.tsx',
    componentsNav: { label: 'Feedback', isNew: true },
    search: {
      description: 'Progress bars, spinners, count and status badges, and callouts.',
      tags: ['progress', 'loading', 'spinner', 'badge', 'notification', 'alert', 'callout', 'notice'],
    },
  },
  {
    // a section of two tab pages (NavigationTabs links them), listed once in the navigation
    path: 'Components/Navigation',
    to: 'Components/Navigation/BarsAndTiles',
    title: 'Navigation & Tabs',
    description: 'Tiles, pills, tab bars and a collapsible side bar.',
    componentsNav: { label: 'Navigation & Tabs', separatorBefore: true },
  },
  {
    path: 'Components/Navigation/BarsAndTiles',
    title: 'Bars & Tiles',
    description: 'Tiles, pills, horizontal navigation and bottom tabs.',
    page: 'pages/components/navigation/BarsAndTilesPage.tsx',
    search: {
      title: 'Navigation & Tabs',
      description: 'Tiles, pills, a tab bar and bottom tabs for moving between views.',
      tags: ['navigation', 'tabs', 'pills', 'tiles', 'menu'],
    },
  },
  {
    path: 'Components/Navigation/SideBar',
    title: 'Side Bar',
    description: 'A collapsible side bar, 90 px closed and 240 px open.',
    page: 'pages/components/navigation/SideBarPage.tsx',
    search: {
      description: 'A side bar that collapses to icons and opens to full labels.',
      tags: ['sidebar', 'navigation', 'drawer', 'collapsible', 'menu'],
    },
  },
  {
    path: 'Components/Layout',
    title: 'Layout & Switches',
    description: 'Grids, guide lines and collapsible panels.',
    page: 'pages/components/layout/LayoutPage.tsx',
    componentsNav: { label: 'Layout & Switches', isNew: true },
    search: {
      description: 'A responsive grid with guide lines, sliders for its gap and columns, and side panels.',
      tags: ['layout', 'grid', 'columns', 'guide lines', 'panel'],
    },
  },
  {
    path: 'Components/Structure',
    title: 'Structure',
    description: 'Sections that open and close, drawers, trees, breadcrumbs, tags and avatars.',
    page: 'pages/components/StructurePage.tsx',
    componentsNav: { label: 'Structure', isNew: true },
    search: {
      description:
        'Disclosures and accordions, drawers from any edge, trees, breadcrumbs, tags, chips and avatars for organising a page.',
      tags: [
        'details',
        'accordion',
        'disclosure',
        'collapse',
        'expand',
        'faq',
        'drawer',
        'sheet',
        'off-canvas',
        'breadcrumb',
        'tree',
        'tag',
        'chip',
        'avatar',
      ],
    },
  },
  {
    path: 'Components/Miscellaneous',
    title: 'Miscellaneous',
    description: 'Marquee, counters and touch ripples.',
    page: 'pages/components/miscellaneous/MiscellaneousPage.tsx',
    componentsNav: { label: 'Miscellaneous', separatorBefore: true },
    search: {
      description: 'A marquee, counters that count up or down, and touch ripples.',
      tags: ['marquee', 'counter', 'ripple', 'ticker'],
    },
  },
  {
    path: 'Components/Dashboard',
    title: 'Dashboard',
    description: 'Simulated gauges and charts that refresh every second.',
    version: '2.0.1',
    page: 'pages/components/dashboard/DashboardPage.tsx',
    componentsNav: { label: 'Dashboard' },
    search: {
      description: 'Gauges and line charts fed with simulated readings every second.',
      tags: ['dashboard', 'gauge', 'chart', 'data', 'widget'],
    },
  },
  {
    path: 'Components/QuickDemos',
    title: 'Quick Demos',
    description: 'A weather widget, a unit converter, a calculator and a paint tool.',
    page: 'pages/components/quick-demos/QuickDemosPage.tsx',
    componentsNav: { label: 'Quick Demos' },
    search: {
      description: 'A weather widget, a unit converter, a calculator and a small paint tool.',
      tags: ['weather', 'converter', 'calculator', 'paint', 'widget'],
    },
  },
  {
    path: 'Tools',
    title: 'Tools & Resources',
    description: 'Small creative tools that run in your browser.',
    page: 'pages/tools/ToolsPage.tsx',
    chunk: 'tools',
    // the sticky tools bar on the tool pages (not on the listing)
    layout: { chunk: 'tools-layout', file: 'pages/tools/ToolsLayout.tsx' },
    mainNav: { label: 'Tools', icon: 'tools', bottom: 3 },
    search: {
      description: 'Small creative tools that run in the browser and export what you make.',
      tags: ['tools', 'resources', 'generator', 'export'],
    },
  },
  {
    path: 'Tools/DotIconMaker',
    title: 'Icon Creator',
    description: 'Draw a 16 × 16 dot icon and export it as SVG.',
    page: 'pages/tools/dot-icon-maker/DotIconMakerPage.tsx',
    search: {
      description: 'Draw a 16 × 16 dot icon, start from a preset, and export it as SVG.',
      tags: ['icon', 'dots', 'pixel', 'drawing', 'svg', 'export'],
    },
    tool: {
      preview: 'dots',
      description:
        'Paint a 16 × 16 dot icon with the mouse, a finger or the keyboard, start from a preset, and take it away as SVG, PNG or raw data.',
      keyboard: [
        ['Arrow keys', 'Move over the grid'],
        ['Space / Enter', 'Turn the dot on or off'],
        ['Shift + arrows', 'Paint along the way'],
        ['Ctrl + Z', 'Undo (Ctrl + Shift + Z redoes)'],
      ],
      new: 'true',
    },
  },
  {
    path: 'Tools/BlobGenerator',
    title: 'Blob Generator',
    description: 'Generate smooth organic shapes and export them as SVG.',
    page: 'pages/tools/blob-generator/BlobGeneratorPage.tsx',
    search: {
      description: 'Shape smooth organic blobs by edges and smoothness, then export them as SVG.',
      tags: ['blob', 'shape', 'organic', 'generator', 'svg', 'export'],
    },
    tool: {
      preview: 'blob',
      description:
        'Shape a smooth organic blob by its edges and smoothness, press Randomize until one feels right, and export it as SVG or PNG.',
      keyboard: [
        ['Arrow keys', 'Change the edges or the smoothness on its slider'],
        ['Home / End', 'The fewest or the most'],
        ['Enter / Space', 'Randomize, or open the Export menu'],
      ],
      new: '',
    },
  },
  {
    path: 'About',
    title: 'About',
    description: 'What this site is, how it is built, and how to reach its designer.',
    page: 'pages/about/AboutPage.tsx',
    chunk: 'about',
    mainNav: { label: 'About', icon: 'about' },
  },
  {
    path: 'Settings',
    title: 'Settings',
    description: 'Appearance, theme colour and font size.',
    page: 'pages/settings/SettingsPage.tsx',
    chunk: 'settings',
    mainNav: { label: 'Settings', icon: 'settings', bottom: 5 },
  },
  {
    path: 'Search',
    title: 'Search',
    description: 'Find a component, a tool or a page.',
    page: 'pages/search/SearchPage.tsx',
    chunk: 'search',
    mainNav: { label: 'Search', icon: 'search', bottom: 4 },
  },
  {
    path: 'Resume',
    title: 'Resume',
    description: 'Experience, skills and education.',
    page: 'pages/resume/ResumePage.tsx',
    chunk: 'resume',
  },
];

// ---- views of the table ------------------------------------------------------------------------

export const isPageRoute = (route: Route): route is PageRoute => 'page' in route;

/** Every page, in table order: an HTML file and a sitemap entry each, and every page the tests visit. */
export const pageRoutes: readonly PageRoute[] = routeTable.filter(isPageRoute);

/** The addresses that only redirect (the bottom bar links to Components). */
export const redirectRoutes: readonly RedirectRoute[] = routeTable.filter(
  (route): route is RedirectRoute => !isPageRoute(route),
);

/** The page at exactly this path ('' for home, 'Components/Buttons'); undefined for none. */
export function pageAt(path: string): PageRoute | undefined {
  return pageRoutes.find(route => route.path === path);
}

/** Whether `path` is `ancestor` or below it ('' is the ancestor of every path). */
export function isWithin(path: string, ancestor: string): boolean {
  return ancestor === '' || path === ancestor || path.startsWith(`${ancestor}/`);
}

/** The pages below a path, in table order ('Components/Navigation' → its two tabs). */
export function pagesUnder(path: string): PageRoute[] {
  return pageRoutes.filter(route => route.path !== path && isWithin(route.path, path));
}

/** An item of the side and bottom navigation. */
export interface MainNavItem extends MainNavPlace {
  path: string;
}

/** The side navigation's main list, in table order. */
export const mainNav: readonly MainNavItem[] = routeTable.flatMap(({ path, mainNav: place }) =>
  place ? [{ path, ...place }] : [],
);

/** The phone's bottom bar, in its own order. */
export const bottomNav: readonly MainNavItem[] = mainNav
  .filter(item => item.bottom !== undefined)
  .sort((a, b) => a.bottom! - b.bottom!);

/** An item of the components navigation: its page's texts and its label. */
export interface ComponentNavItem extends PageMeta, ComponentsNavPlace {}

/** The components section in its fixed order: its navigation, the pager and the Overview follow it. */
export const componentsNav: readonly ComponentNavItem[] = routeTable.flatMap(route => {
  const place = route.componentsNav;
  if (!place) return [];
  const { path, title = place.label, description = '', version, type } = route as Partial<PageRoute>;
  return [{ path: path!, title, description, version, type, ...place }];
});

/** An entry of the site search; its `path` is from the site root ('/Components/Buttons'). */
export interface SearchEntry {
  title: string;
  description: string;
  path: string;
  tags: readonly string[];
}

/** The search catalogue behind /Search and the home page's search, in table order. */
export const searchCatalogue: readonly SearchEntry[] = pageRoutes.flatMap(route =>
  route.search
    ? [
        {
          title: route.search.title ?? route.title,
          description: route.search.description,
          path: `/${route.path}`,
          tags: route.search.tags,
        },
      ]
    : [],
);

/** The lazily loaded modules a page needs, outermost first: the layouts of it and of its ancestors, then it. */
export function routeModules(path: string): RouteModule[] {
  const page = pageAt(path);
  if (!page) return [];
  const layouts = pageRoutes.flatMap(route => (route.layout && isWithin(path, route.path) ? [route.layout] : []));
  return [...layouts, pageModule(page)];
}

/** A page's own module and chunk id. */
export function pageModule(page: PageRoute): RouteModule {
  return { chunk: page.chunk ?? page.path.split('/').pop()!, file: page.page };
}

/** "{page title} - {brand}"; the brand alone where no page names itself. */
export function documentTitle(pageTitle: string | undefined): string {
  return pageTitle ? `${pageTitle} - ${profile.brand}` : profile.brand;
}
