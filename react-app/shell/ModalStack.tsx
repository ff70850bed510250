import { Suspense } from 'react';
import { DsButton } from '../ds/DsButton';
import { DsModal } from '../ds/DsModal';
import type { ModalRecord } from '../lib/modal-stack';

interface Props {
  modals: ModalRecord[];
  onClose(id: string): void;
  onFullscreenChange(id: string, fullscreen: boolean): void;
}

/**
 * Renders the modal stack as `<ds-modal>`s, in order, so the last one is on top. The element owns
 * focus, Escape (topmost only), the backdrop rule and fullscreen; the stack only mirrors its state.
 */
export function ModalStack({ modals, onClose, onFullscreenChange }: Props) {
  return modals.map(modal => (
    <DsModal
      key={modal.opening}
      open
      label={modal.title}
      noHeader={!modal.hasHeader}
      fullscreen={modal.fullscreen}
      fullscreenButton={modal.fullscreenbutton}
      dimClose={modal.dimAttributes?.dimClose ?? false}
      spacing={modal.spacing ?? 'normal'}
      {...modal.customAttributes}
      // ds-hide bubbles: a popover closing inside the modal must not close the modal.
      onDsHide={event => event.target === event.currentTarget && onClose(modal.id)}
      onDsFullscreenChange={event =>
        event.target === event.currentTarget && onFullscreenChange(modal.id, event.detail.fullscreen)
      }
    >
      <Suspense>{modal.content}</Suspense>
      {modal.hasToolbar && (
        <DsButton slot="footer" data-modal-close="ok">
          OK
        </DsButton>
      )}
    </DsModal>
  ));
}
