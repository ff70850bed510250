import { Suspense, useEffect, useRef } from 'react';
import type { ModalRecord } from '../providers/ModalProvider';
import { DsButton } from '../ds/DsButton';
import { closesOnBackdrop } from './closes-on-backdrop';
import { CloseIcon, MaximizeIcon, MinimizeIcon } from './icons';

interface Props {
  modals: ModalRecord[];
  onClose(id: string): void;
  onToggleFullscreen(id: string): void;
}

/** Renders the modal stack; each modal is a native <dialog>, so the topmost alone gets Escape. */
export function ModalStack({ modals, onClose, onToggleFullscreen }: Props) {
  return modals.map((modal) => <AppDialog key={modal.id} modal={modal} onClose={onClose} onToggleFullscreen={onToggleFullscreen} />);
}


function AppDialog({ modal, onClose, onToggleFullscreen }: { modal: ModalRecord } & Omit<Props, 'modals'>) {
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = `${modal.id}-title`;

  useEffect(() => {
    const el = dialog.current;
    if (!el) return;
    // The opener keeps focus history: the browser returns focus to it when the dialog closes.
    const opener = document.activeElement as HTMLElement | null;
    if (!el.open) el.showModal();
    return () => {
      if (el.open) el.close();
      opener?.focus?.();
    };
  }, []);

  return (
    <dialog
      ref={dialog}
      className="app-modal"
      data-fullscreen={modal.fullscreen || undefined}
      data-spacing={modal.spacing}
      aria-labelledby={modal.hasHeader ? titleId : undefined}
      aria-label={modal.hasHeader ? undefined : modal.title}
      {...modal.customAttributes}
      onCancel={(event) => {
        event.preventDefault();
        onClose(modal.id);
      }}
      onClick={(event) => {
        if (event.target === event.currentTarget && closesOnBackdrop(modal)) onClose(modal.id);
      }}
    >
      <div className="app-modal__panel">
        {modal.hasHeader && (
          <header className="app-modal__header">
            <h2 id={titleId} className="app-modal__title">
              {modal.title}
            </h2>
            {modal.fullscreenbutton && (
              <button type="button" className="icon-button" aria-label={modal.fullscreen ? 'Minimize' : 'Maximize'} onClick={() => onToggleFullscreen(modal.id)}>
                {modal.fullscreen ? <MinimizeIcon /> : <MaximizeIcon />}
              </button>
            )}
            <button type="button" className="icon-button" aria-label="Close" onClick={() => onClose(modal.id)}>
              <CloseIcon />
            </button>
          </header>
        )}
        <div className="app-modal__body">
          <Suspense>{modal.content}</Suspense>
        </div>
        {modal.hasToolbar && (
          <footer className="app-modal__toolbar">
            <DsButton onClick={() => onClose(modal.id)}>OK</DsButton>
          </footer>
        )}
      </div>
    </dialog>
  );
}
