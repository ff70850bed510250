import { useLayoutEffect, useRef, type KeyboardEvent } from 'react';
import { deepActiveElement, tabbables } from '../../elements/internal/a11y/focus';

/** Ids the shell gives its navigation controls, so focus can be handed between them. */
export const NAV_IDS = {
  nav: 'side-nav',
  /** The top bar's menu button (narrow screens). */
  menu: 'nav-menu-button',
  /** The side bar's own Close/Hide button. */
  hide: 'nav-hide-button',
  /** The floating Show navigation button (wide screens, side bar hidden). */
  show: 'nav-show-button',
  main: 'main',
} as const;

const byId = (id: string) => document.getElementById(id);

/** Focus left nowhere: on <body>, or still on an element inside the side bar that just hid. */
function focusLost(): boolean {
  const active = document.activeElement;
  if (!active || active === document.body) return true;
  const nav = byId(NAV_IDS.nav);
  return !!nav && nav.hidden && nav.contains(active);
}

/**
 * Moves focus when the side bar opens or closes, so it never falls to <body>:
 * - the drawer (narrow) takes focus on its Close button when it opens; when it closes focus goes
 *   back to the menu button, or to the new page's main region after a link was chosen;
 * - at desktop width, Hide hands focus to Show navigation and Show hands it back to Hide.
 */
export function useNavFocus(isNarrow: boolean, isOpen: boolean, pathname: string) {
  const previous = useRef({ isOpen, pathname, isNarrow });
  // A layout effect: focus moves before the drawer is first painted, so a key pressed as soon as
  // it shows (Escape, Tab) already reaches it.
  useLayoutEffect(() => {
    const was = previous.current;
    previous.current = { isOpen, pathname, isNarrow };
    if (was.isOpen === isOpen || was.isNarrow !== isNarrow) return;
    if (isOpen) {
      if (isNarrow || focusLost()) byId(NAV_IDS.hide)?.focus();
      return;
    }
    if (!isNarrow && focusLost()) return byId(NAV_IDS.show)?.focus();
    if (isNarrow && (focusLost() || byId(NAV_IDS.nav)?.contains(document.activeElement))) {
      if (was.pathname !== pathname) byId(NAV_IDS.main)?.focus();
      else byId(NAV_IDS.menu)?.focus();
    }
  }, [isNarrow, isOpen, pathname]);
}

/**
 * Keyboard handling of the modal drawer: Escape closes it, and Tab / Shift+Tab wrap around inside
 * it (the page behind is inert, so without the wrap Tab would leave for the browser's own UI).
 */
export function drawerKeyDown(event: KeyboardEvent<HTMLElement>, close: () => void) {
  if (event.key === 'Escape') {
    event.preventDefault();
    close();
    return;
  }
  if (event.key !== 'Tab') return;
  const items = [...tabbables(event.currentTarget)];
  if (items.length === 0) return;
  const active = deepActiveElement();
  const first = items[0]!;
  const last = items[items.length - 1]!;
  if (event.shiftKey && (active === first || !event.currentTarget.contains(document.activeElement))) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && active === last) {
    event.preventDefault();
    first.focus();
  }
}
