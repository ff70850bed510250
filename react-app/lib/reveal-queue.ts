/**
 * Parts of a page that may appear a moment after the rest (demo cards below the first ones) wait
 * here and are revealed one per task, in the order they asked. The browser paints and answers input
 * between two of them, and each part's elements render in a short task of their own: in one commit,
 * a demo page's Lit elements all render in one long task after React commits (up to 470 ms of
 * Lighthouse's blocking time at a 4× slower CPU).
 */
export interface RevealQueue {
  /** Calls `reveal` in a later task, after every part that asked before; returns a cancel function. */
  enqueue(reveal: () => void): () => void;
  /** Parts still waiting. */
  readonly pending: number;
}

/** `schedule` runs a function in a later task (a zero timeout in the app; a fake in unit tests). */
export function createRevealQueue(schedule: (run: () => void) => void = run => setTimeout(run, 0)): RevealQueue {
  const waiting: (() => void)[] = [];
  let scheduled = false;
  const pump = () => {
    scheduled = false;
    const next = waiting.shift();
    if (!next) return;
    // one part per task: the next waits for a task of its own, after this one has rendered
    if (waiting.length > 0) later();
    next();
  };
  const later = () => {
    if (scheduled) return;
    scheduled = true;
    schedule(pump);
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
    get pending() {
      return waiting.length;
    },
  };
}

/** The app's one queue: a page's parts reveal in page order, whichever component asked. */
export const revealQueue = createRevealQueue();
