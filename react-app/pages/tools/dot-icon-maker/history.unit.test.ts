import { describe, expect, it } from 'vitest';
import { canRedo, canUndo, commit, createHistory, redo, undo } from './history';

describe('history', () => {
  it('undoes and redoes in order', () => {
    let h = createHistory('');
    h = commit(h, '1');
    h = commit(h, '1,2');
    expect(canUndo(h)).toBe(true);
    expect(canRedo(h)).toBe(false);
    h = undo(h);
    expect(h.present).toBe('1');
    h = undo(h);
    expect(h.present).toBe('');
    expect(canUndo(h)).toBe(false);
    h = redo(h);
    h = redo(h);
    expect(h.present).toBe('1,2');
    expect(canRedo(h)).toBe(false);
  });

  it('forgets the redo steps on a new commit', () => {
    let h = commit(commit(createHistory('a'), 'b'), 'c');
    h = commit(undo(h), 'd');
    expect(h.present).toBe('d');
    expect(canRedo(h)).toBe(false);
    expect(undo(h).present).toBe('b');
  });

  it('ignores a commit of the same state, and undo/redo with nothing to do', () => {
    const h = createHistory('x');
    expect(commit(h, 'x')).toBe(h);
    expect(undo(h)).toBe(h);
    expect(redo(h)).toBe(h);
  });

  it('keeps at most `limit` steps back', () => {
    let h = createHistory(0);
    for (let i = 1; i <= 10; i++) h = commit(h, i, 3);
    expect(h.past).toEqual([7, 8, 9]);
    expect(commit(createHistory(0), 1, 0).past).toEqual([]);
    expect(commit(createHistory(0), 1, NaN).past).toEqual([]);
  });
});
