// What is compared: each library's module for one button, one slider, one tooltip and the whole
// library, the stylesheet a page needs with it, and the markup of one element per scenario.
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
export const benchDir = path.resolve(here, '..');
export const repoDir = path.resolve(benchDir, '..');
const pkg = name => path.join(benchDir, 'node_modules', name);
const ours = file => path.join(repoDir, 'elements', file);
const baseline = file => path.join(here, 'baseline', file);

/** The scenarios of the render-time rows: how many elements, and their order in the table. */
export const scenarios = [
  { id: 'button', label: '1,000 buttons', count: 1000 },
  { id: 'slider', label: '500 sliders', count: 500 },
  { id: 'tooltip', label: '500 closed tooltips', count: 500 },
];

/**
 * A library: `modules` are the entry modules per part (`all`: the whole library), `css` the
 * stylesheet its elements need on the page (counted apart in the size rows), `markup(i)` one
 * element of a scenario and `tags` the elements a scenario must find defined.
 */
export const libraries = [
  {
    id: 'ours',
    name: 'ds (ours)',
    modules: {
      button: ours('button/ds-button.ts'),
      slider: ours('slider/ds-slider.ts'),
      tooltip: ours('tooltip/ds-tooltip.ts'),
      all: ours('index.ts'),
    },
    css: path.join(repoDir, 'elements/tokens/tokens.css'),
    cssLabel: 'tokens',
    markup: {
      button: i => `<ds-button>Button ${i}</ds-button>`,
      slider: i => `<ds-slider label="Volume ${i}" value="50"></ds-slider>`,
      tooltip: i => `<ds-tooltip content="Tip ${i}"><button>Trigger ${i}</button></ds-tooltip>`,
    },
    tags: { button: 'ds-button', slider: 'ds-slider', tooltip: 'ds-tooltip' },
  },
  {
    id: 'lit',
    name: 'Lit baseline',
    modules: {
      button: baseline('lit-button.js'),
      slider: baseline('lit-slider.js'),
      tooltip: baseline('lit-tooltip.js'),
      all: baseline('index.js'),
    },
    css: null,
    markup: {
      button: i => `<lit-button>Button ${i}</lit-button>`,
      slider: i => `<lit-slider label="Volume ${i}" value="50"></lit-slider>`,
      tooltip: i => `<lit-tooltip content="Tip ${i}"><button>Trigger ${i}</button></lit-tooltip>`,
    },
    tags: { button: 'lit-button', slider: 'lit-slider', tooltip: 'lit-tooltip' },
  },
  {
    // ds-button's features in plain Lit: the like-for-like comparison for the button (a second baseline)
    id: 'litFull',
    name: 'Lit like-for-like button',
    modules: { button: baseline('lit-form-button.js'), slider: null, tooltip: null, all: null },
    css: null,
    markup: { button: i => `<lit-form-button>Button ${i}</lit-form-button>`, slider: null, tooltip: null },
    tags: { button: 'lit-form-button', slider: null, tooltip: null },
  },
  {
    id: 'shoelace',
    name: 'Shoelace',
    modules: {
      button: pkg('@shoelace-style/shoelace/dist/components/button/button.js'),
      slider: pkg('@shoelace-style/shoelace/dist/components/range/range.js'),
      tooltip: pkg('@shoelace-style/shoelace/dist/components/tooltip/tooltip.js'),
      all: pkg('@shoelace-style/shoelace/dist/shoelace.js'),
    },
    css: pkg('@shoelace-style/shoelace/dist/themes/light.css'),
    cssLabel: 'theme',
    markup: {
      button: i => `<sl-button>Button ${i}</sl-button>`,
      slider: i => `<sl-range label="Volume ${i}" value="50"></sl-range>`,
      tooltip: i => `<sl-tooltip content="Tip ${i}"><button>Trigger ${i}</button></sl-tooltip>`,
    },
    tags: { button: 'sl-button', slider: 'sl-range', tooltip: 'sl-tooltip' },
  },
  {
    id: 'material',
    name: 'Material Web',
    modules: {
      button: pkg('@material/web/button/filled-button.js'),
      slider: pkg('@material/web/slider/slider.js'),
      tooltip: null, // Material Web has no tooltip
      all: pkg('@material/web/all.js'),
    },
    css: null,
    markup: {
      button: i => `<md-filled-button>Button ${i}</md-filled-button>`,
      // md-slider has no visible label: it is named with aria-label
      slider: i => `<md-slider aria-label="Volume ${i}" value="50"></md-slider>`,
      tooltip: null,
    },
    tags: { button: 'md-filled-button', slider: 'md-slider', tooltip: null },
  },
];
