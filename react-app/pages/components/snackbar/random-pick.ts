/**
 * A random item that differs from `previous` when there is a choice, so pressing a "random"
 * button twice always shows something new. `random` returns a number in [0, 1).
 */
export function randomPick<T>(items: readonly T[], previous?: T, random: () => number = Math.random): T | undefined {
  const candidates = items.length > 1 && previous !== undefined ? items.filter(item => item !== previous) : items;
  const index = Math.min(candidates.length - 1, Math.floor(random() * candidates.length));
  return candidates[index];
}
