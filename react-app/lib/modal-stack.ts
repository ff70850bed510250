import type { ModalOptions, ModalRecord } from '../providers/ModalProvider';

/** SPEC §3 defaults of a modal record: a header, no toolbar, not fullscreen. */
export function modalRecord(options: ModalOptions, id: string): ModalRecord {
  return {
    hasHeader: true,
    hasToolbar: false,
    fullscreen: false,
    fullscreenbutton: false,
    ...options,
    id,
    isOpen: true,
  };
}

/** SPEC §4: a new modal is appended (on top); reopening an id moves it to the top. */
export function pushModal(stack: readonly ModalRecord[], record: ModalRecord): ModalRecord[] {
  return [...stack.filter(m => m.id !== record.id), record];
}

/** SPEC §4: closing removes the modal from the stack. */
export function removeModal(stack: readonly ModalRecord[], id: string): ModalRecord[] {
  return stack.filter(m => m.id !== id);
}

export function setModalFullscreen(stack: readonly ModalRecord[], id: string, fullscreen: boolean): ModalRecord[] {
  return stack.map(m => (m.id === id && m.fullscreen !== fullscreen ? { ...m, fullscreen } : m));
}
