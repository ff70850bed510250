import { useMemo, useRef, type ReactNode } from 'react';
import '../../elements/snackbar/ds-snackbar-host';
import type { DsSnackbarHost, SnackbarOptions } from '../../elements/snackbar/ds-snackbar-host';
import { createRequiredContext } from './create-required-context';
import { PROVIDER_MESSAGES } from './messages';

export interface SnackbarContextValue {
  /** Shows a snackbar; returns its id (empty until the host has mounted). */
  show(options: SnackbarOptions): string;
  dismiss(id: string): void;
}

const [SnackbarContext, useSnackbar] = createRequiredContext<SnackbarContextValue>('SnackbarContext', PROVIDER_MESSAGES.snackbar);
export { useSnackbar };

/** One `<ds-snackbar-host>` for the whole app; the element owns the queue and its timing. */
export function SnackbarProvider({ children }: { children: ReactNode }) {
  const host = useRef<DsSnackbarHost>(null);
  const value = useMemo<SnackbarContextValue>(
    () => ({
      show: (options) => host.current?.show(options) ?? '',
      dismiss: (id) => host.current?.dismiss(id),
    }),
    [],
  );
  return (
    <SnackbarContext value={value}>
      {children}
      <ds-snackbar-host ref={host} />
    </SnackbarContext>
  );
}
