import { lazy, Suspense, useCallback, useMemo, useState, type ReactNode } from 'react';
import {
  keepModalsOpenedAt,
  modalRecord,
  pushModal,
  removeModal,
  setModalFullscreen,
  type ModalOptions,
  type ModalRecord,
} from '../lib/modal-stack';
import { createRequiredContext } from './create-required-context';
import { PROVIDER_MESSAGES } from './messages';
// Loaded with the first modal: most visits never open one.
const ModalStack = lazy(() => import('../shell/ModalStack').then(m => ({ default: m.ModalStack })));

export interface ModalContextValue {
  modals: ModalRecord[];
  /** Appends a modal to the stack and returns its id. */
  openModal(options: ModalOptions): string;
  closeModal(id: string): void;
  setFullscreen(id: string, fullscreen: boolean): void;
  closeAll(): void;
  /** Closes every modal opened at another address than `address` (route changes). */
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
