/**
 * The texts of the About page: what the project is, how it is built, and how to get in touch.
 * Sample copy, meant to be rewritten; the element list is checked against custom-elements.json by
 * about.unit.test.ts, so the count on the page stays true.
 */
import { profile } from './profile';

export const aboutIntro = {
  title: 'What this is',
  paragraphs: [
    `This site is two things at once. It is the portfolio of ${profile.name}, ${profile.role}, and it is the living documentation of ${profile.designSystem}, the design system behind it.`,
    'Every page is built from the same elements it documents, so the showcase cannot drift from the real thing. There are no accounts and no server of its own: everything runs in your browser, and your theme settings stay there.',
  ],
} as const;

export const howItIsBuilt = {
  title: 'How it is built',
} as const;

export const designSystem = {
  title: 'The design system',
  /** Followed by the number of elements, e.g. "… 29 elements". */
  lead: `${profile.designSystem} is a library of framework-free web components written with Lit. It counts`,
  after:
    'Design tokens in three tiers (palette, semantic, component) carry colour, type, space and motion; dark mode changes only the semantic tier.',
  /** Tag names as in custom-elements.json, grouped by what they are for. */
  groups: [
    { title: 'Actions', tags: ['ds-button', 'ds-button-group', 'ds-ripple', 'ds-icon'] },
    {
      title: 'Form controls',
      tags: [
        'ds-text-field',
        'ds-select',
        'ds-combobox',
        'ds-date-picker',
        'ds-option',
        'ds-option-group',
        'ds-slider',
        'ds-number-field',
        'ds-switch',
        'ds-checkbox',
        'ds-checkbox-group',
        'ds-radio-group',
        'ds-radio',
        'ds-color-picker',
        'ds-file-input',
      ],
    },
    {
      title: 'Overlays and feedback',
      tags: [
        'ds-popover',
        'ds-menu',
        'ds-menu-item',
        'ds-tooltip',
        'ds-modal',
        'ds-drawer',
        'ds-snackbar-host',
        'ds-snackbar',
        'ds-progress',
        'ds-spinner',
        'ds-badge',
        'ds-callout',
      ],
    },
    {
      title: 'Content and layout',
      tags: [
        'ds-card',
        'ds-divider',
        'ds-tabs',
        'ds-tab',
        'ds-tab-panel',
        'ds-side-panel',
        'ds-marquee',
        'ds-details',
        'ds-tree',
        'ds-tree-item',
        'ds-breadcrumb',
        'ds-breadcrumb-item',
        'ds-tag',
        'ds-avatar',
        'ds-avatar-group',
      ],
    },
    { title: 'Drawing, data and motion', tags: ['ds-dot-grid', 'ds-blob', 'ds-gauge', 'ds-count-up'] },
  ],
} as const;

export const stack = {
  title: 'The stack',
  items: [
    { name: 'Lit', role: 'The elements: small, standard custom elements with reactive properties' },
    { name: 'React 19 with @lit/react', role: 'The site, using the elements through generated wrappers' },
    { name: 'Vite', role: 'The build: one lazy chunk per page, and a one-script-tag bundle of the elements' },
    { name: 'TypeScript', role: 'Everywhere, from the colour maths to the tests' },
  ],
} as const;

export const tests = {
  title: 'The tests',
  items: [
    { name: 'Vitest', role: 'Unit tests of the pure logic: colours, search, the calculator, content' },
    {
      name: 'Web Test Runner',
      role: 'Every element in three engines: Chromium, Firefox and WebKit',
    },
    { name: 'Playwright + axe', role: 'The built site end to end, with an accessibility scan of every page' },
  ],
} as const;

export const buildFacts = {
  title: 'This build',
  version: 'Version',
  built: 'Built',
} as const;

export const aboutContact = {
  title: 'Contact',
  intro: 'Questions about the project, or a project of your own? Any of these reaches me.',
} as const;

/** The visitor's own web vitals for this visit (the lazy web-vitals reporter). */
export const webVitals = {
  title: 'Your visit, measured',
  lead: 'These are the web vitals of your own visit (LCP, INP and CLS are the core three), measured in your browser by the web-vitals library and updated as you use the site. They stay on your device: nothing is sent anywhere.',
  metrics: {
    LCP: { name: 'Largest Contentful Paint', pending: 'Not measured yet: appears once the page has painted.' },
    INP: {
      name: 'Interaction to Next Paint',
      pending: 'Not measured yet: appears after your first click, tap or key press.',
    },
    CLS: { name: 'Cumulative Layout Shift', pending: 'Not measured yet: appears once the page has painted.' },
    FCP: { name: 'First Contentful Paint', pending: 'Not measured yet: appears once the page has painted.' },
    TTFB: { name: 'Time to First Byte', pending: 'Not measured yet: appears once the page has loaded.' },
  },
  unsupported: 'Not available: this browser does not measure it.',
  ratings: { good: 'Good', 'needs-improvement': 'Needs improvement', poor: 'Poor' },
  thresholdsNote: 'Ratings use the thresholds of the web-vitals library.',
} as const;
