/**
 * The texts of the home page. Neutral sample copy, meant to be rewritten in the
 * designer's own voice; links point at routes of this site or at profile.ts.
 */
import { componentsNav, pageAt, type PageMeta } from './route-table';
import { profile } from './profile';

export const homeHero = {
  title: `${profile.designSystem}: a design system you can touch`,
  getStarted: { label: 'Get Started', to: '/Components/Overview' },
} as const;

export interface HomeSection {
  title: string;
  paragraphs: readonly string[];
  link: { label: string; to: string };
}

/** The two sections under the hero: why the system exists, and how it grows. */
export const homeSections: { purpose: HomeSection; scale: HomeSection } = {
  purpose: {
    title: 'Purpose & Vision',
    paragraphs: [
      `${profile.designSystem} started as a way to stop redrawing the same button. It became a shared language: a small set of parts, named once, that designers sketch with and developers ship without translation.`,
      'Every part here is the real thing, not a picture of it. Press it, tab to it, read it with a screen reader, switch the theme: what you see is what a product built on it gets.',
    ],
    link: { label: 'Explore the components', to: '/Components/Overview' },
  },
  scale: {
    title: 'Designed to Scale',
    paragraphs: [
      'The elements are framework-free web components, so the same button works in a React app, a static page or anything in between. Tokens carry colour, space and motion, and one theme function restyles them all.',
      'Small, complete demos show the parts working together: a calculator, a unit converter, a weather widget and a paint tool.',
    ],
    link: { label: 'Try the quick demos', to: '/Components/QuickDemos' },
  },
};

export const versionTile = {
  /** Not just "Version": the side bar's version row already has that name. */
  title: 'Current version',
  /** Shown under the number: what a click does. */
  hint: 'Reload to get the latest',
  /** The tooltip: "Built {date and time}". */
  builtPrefix: 'Built',
} as const;

export interface DemoCard {
  /** A route of the components section, without the leading slash. */
  path: string;
  /** One short sentence for the card. */
  description: string;
  /** A dot icon of the Dotline set (`<ds-icon set="custom">`). */
  icon: string;
}

export const demoSection = {
  title: 'Try the components',
  intro: 'Each card opens a page of live demos. Everything on them runs in your browser.',
} as const;

/** The component pages with live demos that the home page shows as cards, in this order. */
export const demoCards: readonly DemoCard[] = [
  { path: 'Components/Buttons', icon: 'circle', description: 'Six variants, icon buttons, toggles and groups.' },
  { path: 'Components/Colors', icon: 'drop', description: 'Pick a colour and watch every shade follow it.' },
  { path: 'Components/Typography', icon: 'diamond', description: 'A live type specimen with weight and size.' },
  { path: 'Components/Motion', icon: 'bolt', description: 'Durations and easings you can pause and compare.' },
  { path: 'Components/CardsAndList', icon: 'heart', description: 'Portrait cards as a strip, a list or a grid.' },
  {
    path: 'Components/CheckboxSwitchers',
    icon: 'check',
    description: 'Checkboxes, switches, radios and a day picker.',
  },
  {
    path: 'Components/InputsAndForms',
    icon: 'smile',
    description: 'Fields that validate kindly, forms that stay local.',
  },
  { path: 'Components/RangeSlider', icon: 'arrow', description: 'One thumb or two, with a key for every step.' },
  {
    path: 'Components/TooltipAndPopover',
    icon: 'sparkle',
    description: 'A playground for placement, distance and delay.',
  },
  { path: 'Components/Modal', icon: 'moon', description: 'Dialogs that keep focus and go fullscreen.' },
  { path: 'Components/Navigation/BarsAndTiles', icon: 'home', description: 'Tiles, pills, tab bars and bottom tabs.' },
  { path: 'Components/Miscellaneous', icon: 'star', description: 'A marquee, counters and touch ripples.' },
];

/** A demo card's page: its title and version come from the route table; undefined for an unknown path. */
export function demoCardPage(card: DemoCard): PageMeta | undefined {
  const page = pageAt(card.path);
  if (!page?.path.startsWith('Components/')) return undefined;
  // a sub-page of Navigation is shown under its section's name
  const section = componentsNav.find(p => card.path.startsWith(`${p.path}/`));
  return section ? { ...page, title: section.title } : page;
}

export const getInTouch = {
  title: 'Get in Touch',
  intro:
    'Have a product that needs a calmer interface, or a team that needs a shared one? Pick whichever way suits you.',
} as const;

/** The footer's links, with their exact labels. */
export const footerLinks: readonly { label: string; href: string; external?: boolean }[] = [
  { label: 'Get Started', href: '/Components/Overview' },
  { label: 'About The Project', href: '/About' },
  { label: 'Search', href: '/Search' },
  { label: 'Reserve 15-Minute Call', href: profile.links.booking, external: true },
  { label: 'Message Me', href: profile.links.messaging, external: true },
];

export const footer = {
  /** "© {year} {name}" */
  copyrightHolder: profile.name,
  lastUpdated: 'Last updated',
} as const;
