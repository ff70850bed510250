/**
 * Helpers shared by the element tests (`*.element.test.ts`, run by web-test-runner in Chromium,
 * Firefox and WebKit) and by `form-control.suite.ts`.
 *
 * Test-only code: no element imports it, the bundle does not include it, and the manifest
 * analyzer skips it (`exclude` in custom-elements-manifest.config.mjs).
 *
 * ```ts
 * import { loadTokens, resetMouseAndFocus } from './test-helpers.js';
 *
 * before(loadTokens);
 * afterEach(resetMouseAndFocus);
 * ```
 */
import { expect, nextFrame } from '@open-wc/testing';
import { resetMouse, sendKeys, sendMouse } from '@web/test-runner-commands';
import { contrastRatio } from '../color/contrast.js';
import { EDGE_MARGIN } from '../internal/overlay/floating.js';
import { deepActiveElement } from '../internal/a11y/focus.js';

// ---- the page ---------------------------------------------------------------------------------

/**
 * The themed look: loads the real tokens (`elements/tokens/tokens.css`) into the test page, as the
 * app and the bundle load them (axe checks contrast against them). Use as `before(loadTokens)`.
 */
export async function loadTokens(): Promise<void> {
  const link = Object.assign(document.createElement('link'), {
    rel: 'stylesheet',
    href: new URL('../tokens/tokens.css', import.meta.url).href,
  });
  const loaded = new Promise(resolve => link.addEventListener('load', resolve, { once: true }));
  document.head.append(link);
  await loaded;
}

/**
 * A token's computed value, read through a probe element in the document: as a colour
 * (`backgroundColor`, an `rgb(…)` string) or as a length (`width`, in px).
 */
export function tokenValue(token: string, property: 'backgroundColor' | 'width' = 'backgroundColor'): string {
  const probe = document.createElement('div');
  probe.style[property] = `var(${token})`;
  document.body.append(probe);
  const value = getComputedStyle(probe)[property];
  probe.remove();
  return value;
}

/** The channels of a computed `rgb(…)` / `rgba(…)` colour. */
function rgbChannels(color: string): { r: number; g: number; b: number } {
  const [r = NaN, g = NaN, b = NaN] = (color.match(/[\d.]+/g) ?? []).map(Number);
  return { r, g, b };
}

/**
 * The WCAG contrast of an element's text on a background colour as a reader sees it: the text
 * colour faded by the opacity of the element and of every ancestor, across shadow roots (how
 * Lighthouse's axe measures a faded label).
 */
export function textContrast(el: Element, background: string): number {
  let alpha = 1;
  for (
    let node: Element | null = el;
    node;
    node = node.parentElement ?? (node.getRootNode() as ShadowRoot).host ?? null
  ) {
    alpha *= Number(getComputedStyle(node).opacity);
  }
  const text = rgbChannels(getComputedStyle(el).color);
  const back = rgbChannels(background);
  const seen = (k: 'r' | 'g' | 'b'): number => alpha * text[k] + (1 - alpha) * back[k];
  return contrastRatio({ r: seen('r'), g: seen('g'), b: seen('b') }, back);
}

/**
 * A disabled control's label stays readable, in light and dark: 4.5:1 on the page background,
 * with only `faded` (the box or track) at half opacity.
 */
export function expectReadableDisabledLabel(label: Element, faded: Element): void {
  try {
    for (const scheme of ['light', 'dark']) {
      document.documentElement.style.colorScheme = scheme;
      expect(textContrast(label, tokenValue('--ds-color-background')), scheme).to.be.at.least(4.5);
      expect(Number(getComputedStyle(faded).opacity), scheme).to.equal(0.5);
    }
  } finally {
    document.documentElement.style.colorScheme = '';
  }
}

/** Blurs the focused element, if any. */
export function blurActiveElement(): void {
  (document.activeElement as HTMLElement | null)?.blur?.();
}

/** Resets the real mouse and blurs the focused element. Use as `afterEach(resetMouseAndFocus)`. */
export async function resetMouseAndFocus(): Promise<void> {
  await resetMouse();
  blurActiveElement();
}

/** The focused element, looking through shadow roots (`deepActiveElement` of focus.ts). */
export function deepActive(): Element | null {
  return deepActiveElement();
}

/** The element with the part `name` in `el`'s shadow root (asserted to exist). */
export const part = (el: Element, name: string) => el.shadowRoot!.querySelector<HTMLElement>(`[part~="${name}"]`)!;

/** The element with the part `name` in `el`'s shadow root, or `null` when there is none. */
export const partOrNull = <T extends Element = HTMLElement>(el: Element, name: string): T | null =>
  el.shadowRoot!.querySelector<T>(`[part~="${name}"]`);

// ---- events -----------------------------------------------------------------------------------

/** Records the events of the given types on a target, in order. */
export function record<E extends Event = Event>(target: EventTarget, ...eventTypes: string[]): E[] {
  const seen: E[] = [];
  for (const type of eventTypes) target.addEventListener(type, e => seen.push(e as E));
  return seen;
}

/** The types of recorded events, in order. */
export const types = (events: Event[]) => events.map(e => e.type);

// ---- waiting ----------------------------------------------------------------------------------

export const sleep = (ms: number) => new Promise(r => setTimeout(r, ms));

/** Options for `waitUntil`: timers on two busy cores with three browsers run late, so wait generously. */
export const WAIT = { timeout: 4000, interval: 10 };

/** Waits for Lit's update (if any) and a frame, so that the page sees the element's current state. */
export async function settle(el: { readonly updateComplete?: Promise<unknown> }): Promise<void> {
  await el.updateComplete;
  await nextFrame();
  await el.updateComplete;
}

/** Waits for every running animation of `el` and its shadow tree (an entrance fade): colour checks read the final colours. */
export async function animationsFinished(el: Element, timeout = 4000): Promise<void> {
  // Running ones only: a paused countdown would never finish.
  const animations = [...el.getAnimations(), ...(el.shadowRoot?.getAnimations() ?? [])].filter(
    a => a.playState === 'running',
  );
  await Promise.race([Promise.all(animations.map(a => a.finished.catch(() => undefined))), sleep(timeout)]);
}

/** Waits until `predicate` holds (engines move focus and scroll on their own schedules), up to `timeout` ms. */
export async function eventually(predicate: () => boolean, timeout = 4000): Promise<boolean> {
  const end = performance.now() + timeout;
  while (!predicate()) {
    if (performance.now() > end) return false;
    await nextFrame();
  }
  return true;
}

// ---- mouse and keyboard -----------------------------------------------------------------------

/** The middle of an element's box, in whole viewport pixels. */
export function center(el: Element): [number, number] {
  const r = el.getBoundingClientRect();
  return [Math.round(r.left + r.width / 2), Math.round(r.top + r.height / 2)];
}

/** Clicks the middle of an element like a user, with the real mouse. */
export async function clickCenter(el: Element): Promise<void> {
  await sendMouse({ type: 'click', position: center(el) });
}

/** Space, as every engine's driver understands it (Firefox's BiDi driver has no "Space" name). */
export const SPACE = ' ';

/**
 * WebKit runs through web-test-runner's WebDriver bridge, which can only press and type: it
 * cannot hold a modifier with down/up. It sends a string's keys as one chord (all keys down, then
 * all up), so typing the WebDriver codes of Shift and Tab presses a real Shift+Tab.
 */
export const isWebDriverWebKit = /AppleWebKit/.test(navigator.userAgent) && !/Chrom(e|ium)/.test(navigator.userAgent);

/** WebDriver's codes of the keys `chord` presses (the W3C WebDriver key table). */
const WEBDRIVER_KEYS: Record<string, string> = {
  Shift: '\uE008',
  Control: '\uE009',
  Tab: '\uE004',
  ' ': '\uE00D',
  End: '\uE010',
  Home: '\uE011',
  ArrowLeft: '\uE012',
  ArrowUp: '\uE013',
  ArrowRight: '\uE014',
  ArrowDown: '\uE015',
};

/**
 * A real key chord, e.g. `chord(['Shift'], 'ArrowDown')`: the modifiers held down around the key, or in
 * WebKit all of them typed as one chord by their WebDriver codes (a single character stands for itself).
 */
export async function chord(modifiers: readonly ('Shift' | 'Control')[], key: string): Promise<void> {
  if (isWebDriverWebKit) {
    await sendKeys({ type: [...modifiers, key].map(k => WEBDRIVER_KEYS[k] ?? k).join('') });
    return;
  }
  for (const modifier of modifiers) await sendKeys({ down: modifier });
  try {
    await sendKeys({ press: key });
  } finally {
    for (const modifier of [...modifiers].reverse()) await sendKeys({ up: modifier });
  }
}

/** A real Shift+Tab. */
export const shiftTab = (): Promise<void> => chord(['Shift'], 'Tab');

// ---- floating overlays ------------------------------------------------------------------------

/** Styles that put a `position: fixed` trigger in each corner of the viewport, by corner. */
export const VIEWPORT_CORNERS = {
  'top-left': 'top: 0; left: 0',
  'top-right': 'top: 0; right: 0',
  'bottom-left': 'bottom: 0; left: 0',
  'bottom-right': 'bottom: 0; right: 0',
};

/** Asserts that the rectangle lies inside the viewport, at least EDGE_MARGIN px from each edge. */
export function expectInsideViewport(r: DOMRect, what: string): void {
  const width = Math.min(document.documentElement.clientWidth, innerWidth);
  const height = Math.min(document.documentElement.clientHeight, innerHeight);
  const fuzz = 0.5; // sub-pixel rounding of left/top
  expect(r.left, `${what}: left`).to.be.at.least(EDGE_MARGIN - fuzz);
  expect(r.top, `${what}: top`).to.be.at.least(EDGE_MARGIN - fuzz);
  expect(r.right, `${what}: right`).to.be.at.most(width - EDGE_MARGIN + fuzz);
  expect(r.bottom, `${what}: bottom`).to.be.at.most(height - EDGE_MARGIN + fuzz);
}

// ---- ARIA -------------------------------------------------------------------------------------

const internalsKeys = {
  role: 'role',
  'aria-checked': 'ariaChecked',
  'aria-disabled': 'ariaDisabled',
  'aria-required': 'ariaRequired',
  'aria-label': 'ariaLabel',
  'aria-valuenow': 'ariaValueNow',
  'aria-valuemin': 'ariaValueMin',
  'aria-valuemax': 'ariaValueMax',
  'aria-valuetext': 'ariaValueText',
} as const;

/**
 * The ARIA an element states, as the accessibility tree takes it: the element's own attribute
 * (an author's) when present, otherwise the default semantics a ds-* control sets through its
 * `ElementInternals` (`role`, `ariaChecked`, …). `null` when neither says anything.
 */
export function hostAria(el: Element, name: keyof typeof internalsKeys): string | null {
  const attribute = el.getAttribute(name);
  if (attribute !== null) return attribute;
  const internals = (el as unknown as { internals?: ElementInternals }).internals;
  return (internals?.[internalsKeys[name]] as string | null | undefined) ?? null;
}

/**
 * Retries `read()` until it equals `expected` (deeply for arrays and plain objects, strictly for
 * anything else, e.g. elements), up to `timeout` ms, then asserts it. For state right after a
 * user action (keys, mouse, focus), which an engine may still be processing: never a one-shot read.
 */
export async function expectSoon<T>(read: () => T, expected: T, message?: string, timeout = 4000): Promise<void> {
  const deep =
    Array.isArray(expected) ||
    (expected !== null && typeof expected === 'object' && Object.getPrototypeOf(expected) === Object.prototype);
  const check = () =>
    deep ? expect(read(), message).to.deep.equal(expected) : expect(read(), message).to.equal(expected);
  await eventually(() => {
    try {
      check();
      return true;
    } catch {
      return false;
    }
  }, timeout);
  check();
}
