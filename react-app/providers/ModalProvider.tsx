import { lazy, Suspense, useCallback, useMemo, useState, type ReactNode } from 'react';
import { keepModalsOpenedAt, modalRecord, pushModal, removeModal, setModalFullscreen } from '../lib/modal-stack';
import { createRequiredContext } from './create-required-context';
import { PROVIDER_MESSAGES } from './messages';
// Loaded with the first modal: most visits never open one.
const ModalStack = lazy(() => import('../shell/ModalStack').then(m => ({ default: m.ModalStack })));

/** The modal record: the API for opening a modal from anywhere in the app. */
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
}

export type ModalOptions = Partial<Omit<ModalRecord, 'id' | 'isOpen' | 'openedAt'>> &
  Pick<ModalRecord, 'title' | 'content'> & { id?: string };

export interface ModalContextValue {
  modals: ModalRecord[];
  /** Appends a modal to the stack and returns its id. */
  openModal(options: ModalOptions): string;
  closeModal(id: string): void;
  setFullscreen(id: string, fullscreen: boolean): void;
  closeAll(): void;
  /** Closes every modal opened at another address than `address` (on a route change). */
  closeModalsOpenedElsewhere(address: string): void;
}

const [ModalContext, useModal] = createRequiredContext<ModalContextValue>('ModalContext', PROVIDER_MESSAGES.modal);
export { useModal };

let nextId = 0;

/** Modals are kept in a stack; a new one is appended, closing removes it. */
export function ModalProvider({ children }: { children: ReactNode }) {
  const [modals, setModals] = useState<ModalRecord[]>([]);

  const openModal = useCallback((options: ModalOptions) => {
    const record = modalRecord(options, options.id ?? `modal-${++nextId}`, window.location.pathname);
    setModals(stack => pushModal(stack, record));
    return record.id;
  }, []);
  const closeModal = useCallback((id: string) => setModals(stack => removeModal(stack, id)), []);
  const setFullscreen = useCallback(
    (id: string, fullscreen: boolean) => setModals(stack => setModalFullscreen(stack, id, fullscreen)),
    [],
  );
  const closeAll = useCallback(() => setModals(stack => (stack.length ? [] : stack)), []);
  const closeModalsOpenedElsewhere = useCallback(
    (address: string) => setModals(stack => keepModalsOpenedAt(stack, address)),
    [],
  );

  const value = useMemo(
    () => ({ modals, openModal, closeModal, setFullscreen, closeAll, closeModalsOpenedElsewhere }),
    [modals, openModal, closeModal, setFullscreen, closeAll, closeModalsOpenedElsewhere],
  );
  return (
    <ModalContext value={value}>
      {children}
      {modals.length > 0 && (
        <Suspense>
          <ModalStack modals={modals} onClose={closeModal} onFullscreenChange={setFullscreen} />
        </Suspense>
      )}
    </ModalContext>
  );
}
