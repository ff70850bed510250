// Live read-outs against their controls. A read-out's value is paired with its control by
// `data-readout-for="<control id>"` (react-app/docs/ReadoutValue.tsx) and says how it words the state
// (`data-readout-on|off|format|none`). Here the control's real state is read from the element itself
// (checked, pressed, open, value, the chosen options), worded the same way, and the read-out must show it.
import type { Locator, Page } from '@playwright/test';
import { readoutText, type ReadoutState, type ReadoutWords } from '../react-app/docs/readout-text';
import { expect } from './fixtures';

interface Pair {
  control: string;
  shows: string;
  state: ReadoutState | null;
  words: ReadoutWords;
}

/** In the page: the read-out's text, its words, and the real state of its control (null: no such control). */
function readPair(readout: Element): Pair {
  type Control = HTMLElement & Record<string, unknown>;
  const data = (readout as HTMLElement).dataset;
  const control = document.getElementById(data.readoutFor ?? '') as Control | null;
  const words = { on: data.readoutOn, off: data.readoutOff, format: data.readoutFormat, none: data.readoutNone };
  const pair = { control: data.readoutFor ?? '', shows: readout.textContent?.trim() ?? '', words };
  if (!control) return { ...pair, state: null };

  const nameOf = (el: Control) =>
    (
      (typeof el.label === 'string' && el.label) ||
      el.querySelector('[slot="heading"]')?.textContent ||
      el.textContent ||
      ''
    )
      .replace(/\s+/g, ' ')
      .trim();
  /** Chosen: checked, pressed, selected (a property, as the elements keep it) or aria-selected (a tab). */
  const isChosen = (el: Control) =>
    el.checked === true || el.pressed === true || el.selected === true || el.getAttribute('aria-selected') === 'true';

  let state: ReadoutState;
  switch (control.localName) {
    case 'ds-checkbox':
    case 'ds-switch':
      state = { checked: control.checked === true };
      break;
    case 'ds-button':
      state = { checked: control.pressed === true };
      break;
    case 'ds-side-panel':
      state = { checked: control.open === true };
      break;
    case 'ds-slider':
      state =
        control.range === true
          ? { start: Number(control.valueStart), end: Number(control.valueEnd) }
          : { value: Number(control.value) };
      break;
    case 'ds-blob':
      state = { value: Number(control.seed) };
      break;
    case 'ds-dot-grid':
      state = {
        value: String(control.value ?? '')
          .split(',')
          .filter(Boolean).length,
      };
      break;
    default: {
      // a group (radio group, checkbox group, button group, tabs, a list of cards): its chosen options,
      // not the buttons inside an option (a selected card's Like)
      const OPTIONS = 'ds-radio, ds-checkbox, ds-button, ds-tab, ds-card';
      const options = [...control.querySelectorAll<Control>(OPTIONS)].filter(
        option => !control.contains(option.parentElement?.closest(OPTIONS) ?? null),
      );
      state = { chosen: options.filter(isChosen).map(nameOf) };
    }
  }
  return { ...pair, state };
}

interface ReadoutCheck {
  scope?: Locator;
  atLeast?: number;
}

/** "match", or what differs: the read-out's text and what its control's state says. */
async function compare(readout: Locator): Promise<string> {
  const pair = await readout.evaluate(readPair);
  if (!pair.state) return `no control with id "${pair.control}"`;
  const expected = readoutText(pair.state, pair.words);
  return pair.shows === expected ? 'match' : `read-out shows "${pair.shows}", its control says "${expected}"`;
}

/**
 * Every paired read-out in `scope` (default: the page's main) shows its control's real state. Web-first: each
 * pair is polled until they agree. Expects at least `atLeast` pairs, so a page that should have read-outs
 * cannot pass with none.
 */
export async function expectReadoutsMatchControls(page: Page, { scope, atLeast = 0 }: ReadoutCheck = {}) {
  const readouts = (scope ?? page.locator('main')).locator('[data-readout-for]');
  if (atLeast > 0) await expect.poll(() => readouts.count()).toBeGreaterThanOrEqual(atLeast);
  const count = await readouts.count();
  for (let i = 0; i < count; i++) {
    const readout = readouts.nth(i);
    await expect
      .poll(() => compare(readout), { message: `read-out ${i + 1} of ${count} against its control` })
      .toBe('match');
  }
  return count;
}
