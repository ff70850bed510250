/**
 * Undo/redo history of a value: the states before (`past`), the current one and the undone
 * ones (`future`). Pure and immutable, so React state can hold it.
 */
export interface History<T> {
  readonly past: readonly T[];
  readonly present: T;
  readonly future: readonly T[];
}

/** Steps kept by default: more than anyone undoes, little memory for short strings. */
export const HISTORY_LIMIT = 200;

export function createHistory<T>(present: T): History<T> {
  return { past: [], present, future: [] };
}

/**
 * A new current state: the old one joins `past` (the oldest dropped beyond `limit`) and the redo
 * steps are gone. The same state again changes nothing.
 */
export function commit<T>(history: History<T>, next: T, limit = HISTORY_LIMIT): History<T> {
  if (Object.is(next, history.present)) return history;
  const keep = Math.max(0, Math.floor(limit) || 0);
  const past = keep ? [...history.past, history.present].slice(-keep) : [];
  return { past, present: next, future: [] };
}

export const canUndo = (history: History<unknown>): boolean => history.past.length > 0;
export const canRedo = (history: History<unknown>): boolean => history.future.length > 0;

/** Back one step (nothing to undo: unchanged). */
export function undo<T>(history: History<T>): History<T> {
  if (!canUndo(history)) return history;
  return {
    past: history.past.slice(0, -1),
    present: history.past[history.past.length - 1]!,
    future: [history.present, ...history.future],
  };
}

/** Forward one undone step (nothing to redo: unchanged). */
export function redo<T>(history: History<T>): History<T> {
  if (!canRedo(history)) return history;
  return {
    past: [...history.past, history.present],
    present: history.future[0]!,
    future: history.future.slice(1),
  };
}
