import type { ReactNode } from 'react';

/** A modal in the stack: what the app opens a modal with, from anywhere. */
export interface ModalRecord {
  id: string;
  title: string;
  content: ReactNode;
  isOpen: boolean;
  hasHeader: boolean;
  hasToolbar: boolean;
  fullscreen: boolean;
  fullscreenbutton: boolean;
  /** Extra attributes for the dialog element (e.g. a class name or a data attribute). */
  customAttributes?: Record<string, string>;
  /** `dimClose`: a click on the dimmed backdrop closes the modal. */
  dimAttributes?: { dimClose?: boolean };
  spacing?: 'none' | 'normal';
  /** The address (path) the modal was opened at. */
  openedAt: string;
  /**
   * This opening of the modal, unique: the key of its element. A modal opened again gets a new
   * element and fresh content, even when its closing and reopening reach React in one render.
   */
  opening: number;
}

export type ModalOptions = Partial<Omit<ModalRecord, 'id' | 'isOpen' | 'openedAt' | 'opening'>> &
  Pick<ModalRecord, 'title' | 'content'> & { id?: string };

let openings = 0;

/** The defaults of a modal record: a header, no toolbar, not fullscreen. */
export function modalRecord(options: ModalOptions, id: string, openedAt = ''): ModalRecord {
  return {
    hasHeader: true,
    hasToolbar: false,
    fullscreen: false,
    fullscreenbutton: false,
    ...options,
    id,
    isOpen: true,
    openedAt,
    opening: ++openings,
  };
}

/** A new modal is appended (on top); reopening an id moves it to the top. */
export function pushModal(stack: readonly ModalRecord[], record: ModalRecord): ModalRecord[] {
  return [...stack.filter(m => m.id !== record.id), record];
}

/** Closing removes the modal from the stack. */
export function removeModal(stack: readonly ModalRecord[], id: string): ModalRecord[] {
  return stack.filter(m => m.id !== id);
}

export function setModalFullscreen(stack: readonly ModalRecord[], id: string, fullscreen: boolean): ModalRecord[] {
  return stack.map(m => (m.id === id && m.fullscreen !== fullscreen ? { ...m, fullscreen } : m));
}

/**
 * A route change clears the modals. Navigations are transitions, so the address changes
 * before the new page shows; a modal opened in between belongs to the new page and stays.
 */
export function keepModalsOpenedAt(stack: ModalRecord[], address: string): ModalRecord[] {
  return stack.every(m => m.openedAt === address) ? stack : stack.filter(m => m.openedAt === address);
}
