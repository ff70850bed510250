import { describe, expect, it } from 'vitest';
import { searchKeyAction } from './search-keys';

const focus = (to: 'field' | number) => ({ type: 'focus', to });

describe('searchKeyAction', () => {
  it('Down in the field goes to the first result; other keys stay with the field', () => {
    expect(searchKeyAction('ArrowDown', 'field', 3)).toEqual(focus(0));
    for (const key of ['ArrowUp', 'Home', 'End', 'a', 'Tab']) {
      expect(searchKeyAction(key, 'field', 3), key).toBeNull();
    }
  });

  it('Enter in the field opens the first result; with no results it does nothing', () => {
    expect(searchKeyAction('Enter', 'field', 3)).toEqual({ type: 'open', index: 0 });
    expect(searchKeyAction('Enter', 'field', 1)).toEqual({ type: 'open', index: 0 });
    expect(searchKeyAction('Enter', 'field', 0)).toBeNull();
  });

  it('Up and Down move through the results, stopping at the last, and Up from the first goes back to the field', () => {
    expect(searchKeyAction('ArrowDown', 0, 3)).toEqual(focus(1));
    expect(searchKeyAction('ArrowDown', 2, 3)).toEqual(focus(2));
    expect(searchKeyAction('ArrowUp', 2, 3)).toEqual(focus(1));
    expect(searchKeyAction('ArrowUp', 0, 3)).toEqual(focus('field'));
  });

  it('Home and End jump to the first and last result', () => {
    expect(searchKeyAction('Home', 2, 3)).toEqual(focus(0));
    expect(searchKeyAction('End', 0, 3)).toEqual(focus(2));
  });

  it('leaves Enter, Tab and letters on a result to the browser (a link opens with Enter)', () => {
    for (const key of ['Enter', 'Tab', ' ', 'x']) expect(searchKeyAction(key, 1, 3), key).toBeNull();
  });

  it('Escape clears, from the field or a result, with or without results', () => {
    expect(searchKeyAction('Escape', 'field', 0)).toEqual({ type: 'clear' });
    expect(searchKeyAction('Escape', 1, 3)).toEqual({ type: 'clear' });
  });

  it('does nothing with arrows when there are no results, or for a position that is not a result', () => {
    expect(searchKeyAction('ArrowDown', 'field', 0)).toBeNull();
    expect(searchKeyAction('ArrowDown', 5, 3)).toBeNull();
    expect(searchKeyAction('ArrowDown', -1, 3)).toBeNull();
    expect(searchKeyAction('ArrowDown', 0.5, 3)).toBeNull();
    expect(searchKeyAction('ArrowDown', 0, NaN)).toBeNull();
    expect(searchKeyAction('ArrowDown', 0, -2)).toBeNull();
  });

  it('with one result, Down stays on it and Up goes back to the field', () => {
    expect(searchKeyAction('ArrowDown', 0, 1)).toEqual(focus(0));
    expect(searchKeyAction('ArrowUp', 0, 1)).toEqual(focus('field'));
  });
});
