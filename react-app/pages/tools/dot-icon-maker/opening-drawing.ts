import { starterIcon } from '../../../../content/dot-icon-presets';
import { decodeDots, encodeDots } from './share-code';

/** The storage key of the visitor's last drawing, kept as its share code. */
export const DRAWING_STORAGE_KEY = 'iconCreator.drawing';

/**
 * The drawing the Icon Creator opens on: a link's `?d=` wins (an empty one is an empty grid, a bad
 * one an empty grid with a note); else the last drawing kept in this browser; else the heart the
 * Tools card shows, so the page never opens on "0 dots". A stored value that is not a drawing is ignored.
 */
export function openingDrawing(
  linkCode: string | null,
  storedCode: string | null,
): { dots: number[]; badLink: boolean } {
  if (linkCode !== null) {
    const dots = decodeDots(linkCode);
    return { dots: dots ?? [], badLink: dots === null };
  }
  const stored = storedCode ? decodeDots(storedCode) : null;
  return { dots: stored?.length ? stored : [...starterIcon.dots], badLink: false };
}

/** The stored last drawing, or null where storage is missing or refuses (never a throw). */
export function readStoredDrawing(): string | null {
  try {
    return globalThis.localStorage?.getItem(DRAWING_STORAGE_KEY) ?? null;
  } catch {
    return null;
  }
}

/** Keeps a drawing for the next visit; an empty one is forgotten (the heart comes back). */
export function storeDrawing(dots: Iterable<number>) {
  try {
    const code = encodeDots(dots);
    if (code) globalThis.localStorage?.setItem(DRAWING_STORAGE_KEY, code);
    else globalThis.localStorage?.removeItem(DRAWING_STORAGE_KEY);
  } catch {
    // Private mode or a full storage: the next visit opens on the heart.
  }
}
