import { describe, expect, it } from 'vitest';
import { keepModalsOpenedAt, modalRecord, pushModal, removeModal, setModalFullscreen } from './modal-stack';

const record = (id: string) => modalRecord({ title: id, content: null }, id);

describe('modal stack', () => {
  it('fills the record with its defaults', () => {
    expect(record('a')).toMatchObject({
      id: 'a',
      title: 'a',
      isOpen: true,
      hasHeader: true,
      hasToolbar: false,
      fullscreen: false,
      fullscreenbutton: false,
    });
    expect(modalRecord({ title: 't', content: null, hasHeader: false }, 'b').hasHeader).toBe(false);
  });

  it('appends a new modal on top and moves a reopened one to the top', () => {
    const stack = pushModal(pushModal([], record('a')), record('b'));
    expect(stack.map(m => m.id)).toEqual(['a', 'b']);
    expect(pushModal(stack, record('a')).map(m => m.id)).toEqual(['b', 'a']);
  });

  it('gives every opening its own key, also an id opened again', () => {
    const first = record('a');
    const again = record('a');
    expect(again.opening).not.toBe(first.opening);
    // closed and reopened before React renders: one stack with the new opening only
    const stack = pushModal(removeModal([first], 'a'), again);
    expect(stack.map(m => m.opening)).toEqual([again.opening]);
  });

  it('closing removes only that modal', () => {
    const stack = [record('a'), record('b'), record('c')];
    expect(removeModal(stack, 'b').map(m => m.id)).toEqual(['a', 'c']);
    expect(removeModal(stack, 'missing')).toEqual(stack);
  });

  it('mirrors the fullscreen state of one modal', () => {
    const stack = [record('a'), record('b')];
    const next = setModalFullscreen(stack, 'b', true);
    expect(next[1]!.fullscreen).toBe(true);
    expect(next[0]).toBe(stack[0]);
  });

  it('a route change keeps only the modals opened at the new address', () => {
    const at = (id: string, address: string) => modalRecord({ title: id, content: null }, id, address);
    const stack = [at('a', '/Settings'), at('b', '/About'), at('c', '/Settings')];
    expect(keepModalsOpenedAt(stack, '/About').map(m => m.id)).toEqual(['b']);
    expect(keepModalsOpenedAt(stack, '/Home')).toEqual([]);
    const same = [at('a', '/About')];
    expect(keepModalsOpenedAt(same, '/About')).toBe(same);
    expect(keepModalsOpenedAt([], '/About')).toEqual([]);
  });
});
