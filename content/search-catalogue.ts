/**
 * The search entries: the static catalogue behind /Search and the home page's search popup.
 * 22 entries: the component pages (Overview, the index of them all, is left out), the Side Bar
 * sub-page, the Tools listing and both tools.
 *
 * A query finds an entry when one of its words is part of one of the entry's tags, so tags are
 * what visitors type: lowercase, singular, the words a designer or developer would try first.
 * Random suggestions under "Try searching for..." are drawn from these tags too.
 * `path` is a route of content/pages.ts, from the site root (a unit test holds every path to it).
 */
export interface SearchEntry {
  title: string;
  description: string;
  path: string;
  tags: readonly string[];
}

export const searchCatalogue: readonly SearchEntry[] = [
  {
    title: 'Typography',
    description: 'The type scale and weights, with a live specimen to try sizes, line height and alignment.',
    path: '/Components/Typography',
    tags: ['typography', 'font', 'text', 'type scale', 'weight', 'line height'],
  },
  {
    title: 'Icons',
    description: 'Two icon sets to search and preview, with controls for size, stroke, fill and colour.',
    path: '/Components/Icons',
    tags: ['icon', 'svg', 'stroke', 'symbol', 'gallery'],
  },
  {
    title: 'Color System',
    description: 'Pick a primary and a secondary colour and see every shade the theme derives from them.',
    path: '/Components/Colors',
    tags: ['color', 'colour', 'palette', 'theme', 'shade', 'contrast'],
  },
  {
    title: 'Divider & Space',
    description: 'Solid and dotted dividers and the spacing steps that keep a layout in rhythm.',
    path: '/Components/DividerAndSpace',
    tags: ['divider', 'spacing', 'separator', 'whitespace', 'rhythm'],
  },
  {
    title: 'Motion & Animation',
    description: 'Durations and easing curves, running live, and how they calm down under reduced motion.',
    path: '/Components/Motion',
    tags: ['motion', 'animation', 'easing', 'duration', 'transition'],
  },
  {
    title: 'Cards & List',
    description: 'A gallery of portrait cards shown as cards, a list or a grid, with a detail view.',
    path: '/Components/CardsAndList',
    tags: ['card', 'list', 'grid', 'gallery', 'portrait'],
  },
  {
    title: 'Checkbox & Radio',
    description: 'Checkboxes, switches, radio groups and a weekday picker, all usable from the keyboard.',
    path: '/Components/CheckboxSwitchers',
    tags: ['checkbox', 'switch', 'toggle', 'radio', 'weekday picker'],
  },
  {
    title: 'Buttons',
    description: 'Six variants, icon-only buttons, toggles and grouped buttons.',
    path: '/Components/Buttons',
    tags: ['button', 'variant', 'toggle', 'icon button', 'button group'],
  },
  {
    title: 'Input & Forms',
    description: 'Text fields with help and error text, selects, a password change card and a feedback form.',
    path: '/Components/InputsAndForms',
    tags: ['input', 'form', 'text field', 'select', 'dropdown', 'combobox', 'password', 'validation', 'feedback'],
  },
  {
    title: 'Range Slider',
    description: 'Sliders with one or two thumbs for picking a number or a range.',
    path: '/Components/RangeSlider',
    tags: ['slider', 'range', 'thumb', 'number'],
  },
  {
    title: 'Tooltip & Popover',
    description: 'Hints and floating panels that flip and shift to stay on screen, with a playground.',
    path: '/Components/TooltipAndPopover',
    tags: ['tooltip', 'popover', 'hint', 'overlay', 'placement'],
  },
  {
    title: 'Snackbar',
    description: 'Short messages at the bottom of the screen, with a countdown or a random pick.',
    path: '/Components/Snackbar',
    tags: ['snackbar', 'toast', 'notification', 'message'],
  },
  {
    title: 'Modal',
    description: 'Dialogs that hold focus, close with Escape and can fill the whole screen.',
    path: '/Components/Modal',
    tags: ['modal', 'dialog', 'popup', 'overlay', 'fullscreen'],
  },
  {
    title: 'Navigation & Tabs',
    description: 'Tiles, pills, a tab bar and bottom tabs for moving between views.',
    path: '/Components/Navigation/BarsAndTiles',
    tags: ['navigation', 'tabs', 'pills', 'tiles', 'menu'],
  },
  {
    title: 'Side Bar',
    description: 'A side bar that collapses to icons and opens to full labels.',
    path: '/Components/Navigation/SideBar',
    tags: ['sidebar', 'navigation', 'drawer', 'collapsible', 'menu'],
  },
  {
    title: 'Layout & Switches',
    description: 'A responsive grid with guide lines, sliders for its gap and columns, and side panels.',
    path: '/Components/Layout',
    tags: ['layout', 'grid', 'columns', 'guide lines', 'panel'],
  },
  {
    title: 'Miscellaneous',
    description: 'A marquee, counters that count up or down, and touch ripples.',
    path: '/Components/Miscellaneous',
    tags: ['marquee', 'counter', 'ripple', 'ticker'],
  },
  {
    title: 'Dashboard',
    description: 'Gauges and line charts fed with simulated readings every second.',
    path: '/Components/Dashboard',
    tags: ['dashboard', 'gauge', 'chart', 'data', 'widget'],
  },
  {
    title: 'Quick Demos',
    description: 'A weather widget, a unit converter, a calculator and a small paint tool.',
    path: '/Components/QuickDemos',
    tags: ['weather', 'converter', 'calculator', 'paint', 'widget'],
  },
  {
    title: 'Tools & Resources',
    description: 'Small creative tools that run in the browser and export what you make.',
    path: '/Tools',
    tags: ['tools', 'resources', 'generator', 'export'],
  },
  {
    title: 'Icon Creator',
    description: 'Draw a 16 × 16 dot icon, start from a preset, and export it as SVG.',
    path: '/Tools/DotIconMaker',
    tags: ['icon', 'dots', 'pixel', 'drawing', 'svg', 'export'],
  },
  {
    title: 'Blob Generator',
    description: 'Shape smooth organic blobs by edges and smoothness, then export them as SVG.',
    path: '/Tools/BlobGenerator',
    tags: ['blob', 'shape', 'organic', 'generator', 'svg', 'export'],
  },
];
