import { useCallback, useEffect, useMemo, useState } from 'react';
import { useHref, useLocation, useNavigate } from 'react-router-dom';
import { parseDots, serializeDots } from '../../../../elements/dot-grid/dot-grid-model';
import { canRedo, canUndo, commit, createHistory, redo, undo, type History } from './history';
import { openingDrawing, readStoredDrawing, storeDrawing } from './opening-drawing';
import { SHARE_PARAM, encodeDots, withShareCode } from './share-code';

interface DrawingState {
  /** Finished strokes and page actions (presets, Clear, Import), for undo/redo. */
  history: History<string>;
  /** What the grid shows: the history's present, or a stroke still being drawn. */
  live: string;
}

export interface IconDrawing {
  /** The drawing shown, as the grid's `value` ("0,17,34"). */
  value: string;
  /** The same as sorted indexes. */
  dots: number[];
  /** The link held a drawing that could not be read (the grid starts empty). */
  badLink: boolean;
  canUndo: boolean;
  canRedo: boolean;
  /** A stroke is under way: the preview follows it, history waits for its end. */
  draw(value: string): void;
  /** A finished stroke, or a page action that replaces the drawing: one undo step. */
  set(value: string): void;
  undo(): void;
  redo(): void;
}

function initialState(code: string | null): { state: DrawingState; badLink: boolean } {
  const { dots, badLink } = openingDrawing(code, code === null ? readStoredDrawing() : null);
  const value = serializeDots(dots);
  return { state: { history: createHistory(value), live: value }, badLink };
}

/** Keys typed into a text field belong to it (its own undo), not to the drawing. */
function isTextEntry(event: KeyboardEvent): boolean {
  const target = event.composedPath()[0];
  return (
    target instanceof HTMLElement &&
    (target.isContentEditable || target.localName === 'input' || target.localName === 'textarea')
  );
}

/**
 * The Icon Creator's drawing: undo/redo history, the `?d=` share code kept in the URL (a link
 * reopens the drawing; a bad code gives an empty grid; no code opens on the last drawing or the
 * heart, see opening-drawing.ts), and Ctrl/Cmd+Z, Shift+Ctrl/Cmd+Z and
 * Ctrl+Y anywhere on the page except in text fields.
 */
export function useIconDrawing(): IconDrawing {
  const location = useLocation();
  const navigate = useNavigate();
  const pageHref = useHref(location.pathname);
  const [{ initial, badLink }] = useState(() => {
    const { state, badLink } = initialState(new URLSearchParams(location.search).get(SHARE_PARAM));
    return { initial: state, badLink };
  });
  const [state, setState] = useState<DrawingState>(initial);
  const { history, live } = state;

  const set = useCallback((value: string) => {
    const next = serializeDots(parseDots(value));
    setState(s => ({ history: commit(s.history, next), live: next }));
  }, []);
  const draw = useCallback((value: string) => setState(s => ({ ...s, live: serializeDots(parseDots(value)) })), []);
  const doUndo = useCallback(
    () =>
      setState(s => {
        const h = undo(s.history);
        return { history: h, live: h.present };
      }),
    [],
  );
  const doRedo = useCallback(
    () =>
      setState(s => {
        const h = redo(s.history);
        return { history: h, live: h.present };
      }),
    [],
  );

  // The URL follows each finished change (not every dot of a stroke), replacing the entry; other
  // parameters, the hash and the history state stay. Only while the address is still this page's
  // (see use-blob-url-state.ts: after a quick Back this could otherwise rewrite the entry Back went to).
  const present = history.present;
  useEffect(() => storeDrawing(parseDots(present)), [present]);
  useEffect(() => {
    if (window.location.pathname !== pageHref) return;
    const code = encodeDots(parseDots(present));
    if ((new URLSearchParams(location.search).get(SHARE_PARAM) ?? '') === code) return;
    const { pathname, search, hash } = withShareCode(location, code);
    void navigate(
      { pathname, search, hash },
      { replace: true, state: location.state as unknown, preventScrollReset: true },
    );
  }, [present, location, navigate, pageHref]);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (!(event.ctrlKey || event.metaKey) || event.altKey || isTextEntry(event)) return;
      const key = event.key.toLowerCase();
      if (key === 'z') {
        event.preventDefault();
        if (event.shiftKey) doRedo();
        else doUndo();
      } else if (key === 'y' && !event.shiftKey) {
        event.preventDefault();
        doRedo();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [doUndo, doRedo]);

  const dots = useMemo(() => parseDots(live), [live]);
  return {
    value: live,
    dots,
    badLink,
    canUndo: canUndo(history),
    canRedo: canRedo(history),
    draw,
    set,
    undo: doUndo,
    redo: doRedo,
  };
}
