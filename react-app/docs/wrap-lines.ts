// Whether code samples wrap their long lines: one choice for every sample, kept for the browser
// session (sessionStorage; when storage is blocked, for as long as the page is open).
import { useSyncExternalStore } from 'react';

const KEY = 'codeWrap';
const listeners = new Set<() => void>();
let wrap: boolean | undefined;

function read(): boolean {
  if (wrap === undefined) {
    try {
      wrap = sessionStorage.getItem(KEY) === 'true';
    } catch {
      wrap = false;
    }
  }
  return wrap;
}

/** Wraps (or unwraps) every code sample. */
export function setWrapLines(value: boolean): void {
  wrap = value;
  try {
    sessionStorage.setItem(KEY, String(value));
  } catch {
    // Blocked or full storage: the choice still holds until the page is left.
  }
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The wrap choice, re-rendering when any sample's toggle changes it. */
export function useWrapLines(): boolean {
  return useSyncExternalStore(subscribe, read, () => false);
}
