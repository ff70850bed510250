/**
 * The parts of a page (demo cards, the API section and its tables, the pager) come one at a time,
 * in page order: each in a task of its own, and the next only once the last has rendered
 * (`done()`), so that React never gathers several into one commit and the browser paints and
 * answers input between two of them. Rendered all at once, a demo page's Lit elements rendered in
 * one long task after React's commit (up to 470 ms of Lighthouse's blocking time at a 4× slower
 * CPU). Nothing waits for anything else: the whole page is there a moment after its first paint.
 *
 * Each component that holds parts back joins the queue once (`add`) and reveals all of its parts
 * before the component after it reveals any: what comes later is always below what came before,
 * so nothing already on the screen moves down.
 */
export interface RevealQueue {
  /**
   * Adds a component at the end of the queue. When it is first, `revealNext` is called in a task of
   * its own for each of its parts, the next call only after `done()`; it shows one more part and
   * returns true, or returns false when none is left, and the component after it goes on. Returns
   * the function that takes it out of the queue.
   */
  add(revealNext: () => boolean): () => void;
  /** The part revealed last has rendered: the next may go. */
  done(): void;
  /** Components with parts still to reveal. */
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
  const waiting: (() => boolean)[] = [];
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
  const remove = (revealNext: () => boolean) => {
    const index = waiting.indexOf(revealNext);
    if (index >= 0) waiting.splice(index, 1);
    return index;
  };
  const pump = () => {
    scheduled = false;
    while (waiting.length > 0) {
      const revealNext = waiting[0]!;
      let revealed: boolean;
      try {
        revealed = revealNext();
      } catch (error) {
        remove(revealNext); // a broken component does not hold the others back
        later();
        throw error;
      }
      if (revealed) {
        inFlight = true;
        cancelFallback = schedule(release, REVEAL_FALLBACK_MS);
        return;
      }
      remove(revealNext); // all of its parts are there
    }
  };

  return {
    add(reveal) {
      const entry = () => reveal();
      waiting.push(entry);
      later();
      return () => {
        // the first one, taken out while its last part renders (it unmounted): the next goes at once
        if (remove(entry) === 0) release();
      };
    },
    done: release,
    get pending() {
      return waiting.length;
    },
  };
}

/** The app's one queue: a page's parts come in page order, whichever component holds them. */
export const revealQueue = createRevealQueue();
