import { finiteOr } from '../internal/core/math.js';

/**
 * The timing logic of `<ds-snackbar-host>`, free of DOM: a list of items, each leaving after
 * its duration (first `exiting`, removed `exitDelay` ms later), with replace-by-source,
 * dismiss, clear, and pausing (hover, focus, a disconnected host). Unit-tested with fake timers.
 *
 * At most `maxVisible` items (default 3, exiting ones included) are shown at once: a flood of
 * `show()` calls never stacks past the top of the screen. The rest wait, in order and without
 * a running timer, and each is shown (its duration starting then) as a shown item is removed.
 */

/** Default time a snackbar stays, in ms. */
export const SNACKBAR_DEFAULT_DURATION = 3000;
/** Time between an item starting to exit and its removal, in ms. */
export const SNACKBAR_EXIT_DELAY = 300;
/** At most this many snackbars are shown at once (exiting ones included); later ones wait. */
export const SNACKBAR_MAX_VISIBLE = 3;

/** Options of `<ds-snackbar-host>.show()`. */
export interface SnackbarOptions {
  /** The text to show (and announce). */
  message: string;
  /**
   * Time in ms before the item exits; default 3000, or no timeout for an item with an `action`
   * (it waits for an answer). `Infinity` or `0`: stays until dismissed.
   */
  duration?: number;
  /** Who showed it, e.g. `'calculator'`; used by `replace`. */
  source?: string;
  /** Removes earlier items of the same `source` at once. */
  replace?: boolean;
  /** Shows the remaining seconds and a shrinking progress bar. */
  countdown?: boolean;
  /** Shows a dismiss button. */
  dismissible?: boolean;
  /** Label of an action button (e.g. `'Undo'`, `'Reload'`). Pressing it fires `ds-action` on the host. */
  action?: string;
  /** Called with the item's id when its action is pressed (unless a `ds-action` listener cancelled it). */
  onAction?: (id: string) => void;
}

/** One snackbar in the queue (id, message, duration, source). */
export interface SnackbarItem {
  readonly id: string;
  readonly message: string;
  /** Time in ms before the item exits; `Infinity` when it stays until dismissed. */
  readonly duration: number;
  readonly source?: string;
  readonly countdown: boolean;
  readonly dismissible: boolean;
  /** Label of the action button; empty: none. */
  readonly action: string;
  readonly onAction?: (id: string) => void;
  /** True from the moment the item starts leaving until it is removed. */
  readonly exiting: boolean;
}

/** Why an item left (passed to `onHide`). */
export type SnackbarHideReason = 'timeout' | 'dismiss' | 'action' | 'replace' | 'clear';

export interface SnackbarTimers {
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
  now(): number;
}

export interface SnackbarQueueOptions {
  /** Called with the new list after every change. */
  onChange?: (items: readonly SnackbarItem[]) => void;
  /** Called when an item starts to leave (exiting, or removed at once). */
  onHide?: (item: SnackbarItem, reason: SnackbarHideReason) => void;
  /** Time between exiting and removal; default `SNACKBAR_EXIT_DELAY`. */
  exitDelay?: number;
  /** How many items are shown at once; default `SNACKBAR_MAX_VISIBLE`. */
  maxVisible?: number;
  /** Timer functions (for tests); default the global ones. */
  timers?: SnackbarTimers;
}

interface Entry {
  item: SnackbarItem;
  /** ms left in the current phase (showing: until exit; exiting: until removal). */
  remaining: number;
  /** When the current timer started (timers.now()), or undefined while paused. */
  startedAt?: number;
  handle?: unknown;
}

const globalTimers: SnackbarTimers = {
  setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
  clearTimeout: handle => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
  now: () => performance.now(),
};

let nextId = 1;

/**
 * Normalises a duration: missing (undefined, null) gives the default; a finite number > 0 (or a
 * numeric string) is kept; anything else (0, negative, NaN, Infinity, junk) is `Infinity` (stays).
 */
export function normaliseDuration(duration: unknown): number {
  if (duration === undefined || duration === null) return SNACKBAR_DEFAULT_DURATION;
  const n = finiteOr(duration, NaN);
  return Number.isFinite(n) && n > 0 ? n : Infinity;
}

/** The default for callbacks nobody listens to. */
const ignore = (): void => undefined;

export class SnackbarQueue {
  /** The items shown (at most `#maxVisible`), oldest first. */
  readonly #entries: Entry[] = [];
  /** The items waiting for room, oldest first (no timers). */
  readonly #waiting: Entry[] = [];
  readonly #maxVisible: number;
  readonly #pauses = new Set<string>();
  readonly #onChange: (items: readonly SnackbarItem[]) => void;
  readonly #onHide: (item: SnackbarItem, reason: SnackbarHideReason) => void;
  readonly #exitDelay: number;
  readonly #timers: SnackbarTimers;

  constructor(options: SnackbarQueueOptions = {}) {
    this.#onChange = options.onChange ?? ignore;
    this.#onHide = options.onHide ?? ignore;
    this.#exitDelay = options.exitDelay ?? SNACKBAR_EXIT_DELAY;
    this.#timers = options.timers ?? globalTimers;
    this.#maxVisible = Math.max(1, Math.floor(finiteOr(options.maxVisible, SNACKBAR_MAX_VISIBLE)));
  }

  /** The items shown now, in the order they were shown (oldest first). */
  get items(): readonly SnackbarItem[] {
    return this.#entries.map(entry => entry.item);
  }

  /** The items waiting for room, oldest first. */
  get waiting(): readonly SnackbarItem[] {
    return this.#waiting.map(entry => entry.item);
  }

  /** Whether timers are paused (for any reason). */
  get paused(): boolean {
    return this.#pauses.size > 0;
  }

  /** Adds an item and returns its id. */
  show(options: SnackbarOptions): string {
    const id = `snackbar-${nextId++}`;
    const source = options.source || undefined;
    if (options.replace && source !== undefined) {
      for (const entry of [...this.#entries, ...this.#waiting]) {
        if (entry.item.source === source) this.#remove(entry, 'replace', true);
      }
    }
    const action = typeof options.action === 'string' ? options.action.trim() : '';
    const item: SnackbarItem = {
      id,
      message: String(options.message ?? ''),
      // an item that asks for an answer does not time out unless told to (WCAG 2.2.1)
      duration: action && options.duration == null ? Infinity : normaliseDuration(options.duration),
      source,
      countdown: Boolean(options.countdown),
      dismissible: Boolean(options.dismissible),
      action,
      onAction: typeof options.onAction === 'function' ? options.onAction : undefined,
      exiting: false,
    };
    this.#waiting.push({ item, remaining: item.duration });
    this.#fill();
    this.#changed();
    return id;
  }

  /** Starts the exit of an item (removed `exitDelay` ms later). Returns false for an unknown id. */
  dismiss(id: string, reason: SnackbarHideReason = 'dismiss'): boolean {
    const entry = this.#entries.find(e => e.item.id === id);
    if (!entry) {
      // still waiting: it goes at once, never shown
      const waiting = this.#waiting.find(e => e.item.id === id);
      if (!waiting) return false;
      this.#remove(waiting, reason, true);
      this.#changed();
      return true;
    }
    if (!entry.item.exiting) this.#exit(entry, reason);
    return true;
  }

  /** Removes every item at once. */
  clear(): void {
    if (this.#entries.length === 0 && this.#waiting.length === 0) return;
    for (const entry of [...this.#entries, ...this.#waiting]) this.#remove(entry, 'clear', true);
    this.#changed();
  }

  /**
   * Pauses the timers of the items that are showing, for a reason (e.g. `'hover'`, `'focus'`,
   * `'disconnected'`); they run again once every reason has been resumed, with the time they had
   * left. Items already exiting finish their exit.
   */
  pause(reason: string): void {
    const wasPaused = this.paused;
    this.#pauses.add(reason);
    if (wasPaused) return;
    const now = this.#timers.now();
    for (const entry of this.#entries) {
      if (entry.item.exiting || entry.handle === undefined) continue;
      this.#timers.clearTimeout(entry.handle);
      if (entry.startedAt !== undefined) entry.remaining = Math.max(0, entry.remaining - (now - entry.startedAt));
      entry.handle = undefined;
      entry.startedAt = undefined;
    }
  }

  /** Ends a pause started with `pause(reason)`. */
  resume(reason: string): void {
    if (!this.#pauses.delete(reason) || this.paused) return;
    for (const entry of this.#entries) this.#start(entry);
  }

  /** Removes the items that are exiting at once (no timer is left running). */
  finishExits(): void {
    const exiting = this.#entries.filter(entry => entry.item.exiting);
    if (exiting.length === 0) return;
    for (const entry of exiting) this.#remove(entry, 'timeout', false);
    this.#fill();
    this.#changed();
  }

  /** Stops every timer and forgets every item (no callbacks). */
  dispose(): void {
    for (const entry of this.#entries) {
      if (entry.handle !== undefined) this.#timers.clearTimeout(entry.handle);
    }
    this.#entries.length = 0;
    this.#waiting.length = 0;
  }

  /** Whether any timer is running (for tests and leak checks). */
  get hasTimers(): boolean {
    return this.#entries.some(entry => entry.handle !== undefined);
  }

  #start(entry: Entry): void {
    if (this.paused || entry.item.exiting || entry.handle !== undefined) return;
    if (!Number.isFinite(entry.remaining)) return;
    entry.startedAt = this.#timers.now();
    entry.handle = this.#timers.setTimeout(() => {
      entry.handle = undefined;
      entry.startedAt = undefined;
      this.#exit(entry, 'timeout');
    }, entry.remaining);
  }

  #exit(entry: Entry, reason: SnackbarHideReason): void {
    if (entry.handle !== undefined) this.#timers.clearTimeout(entry.handle);
    entry.handle = undefined;
    entry.startedAt = undefined;
    entry.item = { ...entry.item, exiting: true };
    entry.remaining = this.#exitDelay;
    this.#onHide(entry.item, reason);
    // The exit always completes, even while paused: the item is already leaving.
    entry.startedAt = this.#timers.now();
    entry.handle = this.#timers.setTimeout(() => {
      entry.handle = undefined;
      this.#remove(entry, reason, false);
      this.#fill();
      this.#changed();
    }, entry.remaining);
    this.#changed();
  }

  /** Shows waiting items while there is room (their durations start now). */
  #fill(): void {
    while (this.#entries.length < this.#maxVisible && this.#waiting.length > 0) {
      const entry = this.#waiting.shift()!;
      this.#entries.push(entry);
      this.#start(entry);
    }
  }

  /** Removes an entry (shown or waiting); `announce` reports the hide (false when it was already exiting). */
  #remove(entry: Entry, reason: SnackbarHideReason, announce: boolean): void {
    const list = this.#entries.includes(entry) ? this.#entries : this.#waiting;
    const index = list.indexOf(entry);
    if (index === -1) return;
    if (entry.handle !== undefined) this.#timers.clearTimeout(entry.handle);
    entry.handle = undefined;
    list.splice(index, 1);
    if (announce && !entry.item.exiting) this.#onHide(entry.item, reason);
  }

  #changed(): void {
    this.#onChange(this.items);
  }
}
