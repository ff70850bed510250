/**
 * Parts of a page that may appear a moment after the rest (demo cards below the first ones, API
 * tables) wait here and are revealed one at a time, in the order they asked: each in a task of its
 * own, and the next only once the last has rendered (`done()`), so that React never gathers several
 * into one commit. The browser paints and answers input between two of them. Rendered all at once,
 * a demo page's Lit elements rendered in one long task after React's commit (up to 470 ms of
 * Lighthouse's blocking time at a 4× slower CPU).
 */
export interface RevealQueue {
  /** Calls `reveal` in a later task, after every part that asked before; returns a cancel function. */
  enqueue(reveal: () => void): () => void;
  /** The part revealed last has rendered: the next may go. */
  done(): void;
  /** Parts still waiting. */
  readonly pending: number;
}

/** Runs `run` in a later task after `delayMs`; returns a cancel function. */
export type Schedule = (run: () => void, delayMs: number) => () => void;

/** How long a revealed part may take to say `done()` before the next goes anyway (it may have unmounted). */
export const REVEAL_FALLBACK_MS = 250;

const timeout: Schedule = (run, delayMs) => {
  if (delayMs === 0 && typeof MessageChannel !== 'undefined') {
    // a task of its own, made the way React's scheduler makes them: unlike a zero timeout, it is
    // not clamped to 4 ms when nested, nor held by a test's paused clock
    const channel = new MessageChannel();
    let cancelled = false;
    channel.port1.onmessage = () => {
      channel.port1.close();
      if (!cancelled) run();
    };
    channel.port2.postMessage(null);
    return () => {
      cancelled = true;
      channel.port1.close();
    };
  }
  const handle = setTimeout(run, delayMs);
  return () => clearTimeout(handle);
};

export function createRevealQueue(schedule: Schedule = timeout): RevealQueue {
  const waiting: (() => void)[] = [];
  let scheduled = false;
  /** A part has been revealed and has not said `done()` yet. */
  let inFlight = false;
  let cancelFallback: (() => void) | undefined;

  const later = () => {
    if (scheduled || inFlight || waiting.length === 0) return;
    scheduled = true;
    schedule(pump, 0);
  };
  const release = () => {
    if (!inFlight) return;
    inFlight = false;
    cancelFallback?.();
    later();
  };
  const pump = () => {
    scheduled = false;
    const next = waiting.shift();
    if (!next) return;
    inFlight = true;
    cancelFallback = schedule(release, REVEAL_FALLBACK_MS);
    next();
  };

  return {
    enqueue(reveal) {
      const entry = () => reveal();
      waiting.push(entry);
      later();
      return () => {
        const index = waiting.indexOf(entry);
        if (index >= 0) waiting.splice(index, 1);
      };
    },
    done: release,
    get pending() {
      return waiting.length;
    },
  };
}

/** The app's one queue: a page's parts reveal in page order, whichever component asked. */
export const revealQueue = createRevealQueue();
