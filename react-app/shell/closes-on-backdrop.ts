import type { ModalRecord } from '../providers/ModalProvider';

/** SPEC §4: a backdrop click closes only with dim-close on, or when there is neither header nor toolbar. */
export function closesOnBackdrop(modal: Pick<ModalRecord, 'dimAttributes' | 'hasHeader' | 'hasToolbar'>): boolean {
  return modal.dimAttributes?.dimClose === true || (!modal.hasHeader && !modal.hasToolbar);
}
