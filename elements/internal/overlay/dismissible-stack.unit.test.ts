import { afterEach, describe, expect, it } from 'vitest';
import {
  isTopmostDismissible,
  openDismissibleCount,
  pushDismissible,
  removeDismissible,
  type Dismissible,
} from './dismissible-stack.js';

const overlay = (): Dismissible => ({ dismiss: () => {} });

describe('dismissible stack', () => {
  const pushed: Dismissible[] = [];
  afterEach(() => pushed.splice(0).forEach(removeDismissible));

  it('keeps the latest overlay on top and moves a re-pushed one up', () => {
    const a = overlay();
    const b = overlay();
    pushed.push(a, b);
    pushDismissible(a);
    pushDismissible(b);
    expect(isTopmostDismissible(b)).toBe(true);
    pushDismissible(a);
    expect(isTopmostDismissible(a)).toBe(true);
    expect(openDismissibleCount()).toBe(2);
  });

  it('the returned remover takes the overlay off, leaving the next one on top', () => {
    const a = overlay();
    const b = overlay();
    pushed.push(a, b);
    pushDismissible(a);
    const removeB = pushDismissible(b);
    removeB();
    expect(isTopmostDismissible(a)).toBe(true);
    expect(openDismissibleCount()).toBe(1);
  });
});
