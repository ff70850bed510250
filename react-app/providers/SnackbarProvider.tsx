import { useEffect, useMemo, useRef, type ReactNode } from 'react';
import type { DsSnackbarHost, SnackbarOptions } from '../../elements/snackbar/ds-snackbar-host';
import { createRequiredContext } from './create-required-context';
import { PROVIDER_MESSAGES } from './messages';
import { whenIdle } from '../lib/when-idle';

export interface SnackbarContextValue {
  /** Shows a snackbar; resolves with its id once the host element is ready. */
  show(options: SnackbarOptions): Promise<string>;
  dismiss(id: string): void;
}

const [SnackbarContext, useSnackbar] = createRequiredContext<SnackbarContextValue>(
  'SnackbarContext',
  PROVIDER_MESSAGES.snackbar,
);
export { useSnackbar };

/**
 * The element (and Lit with it) is not part of the first page's JavaScript: it loads when the
 * browser is idle, or at the first message, whichever comes first. The tag is in the DOM from
 * the start and upgrades when its module arrives.
 */
let elementLoaded: Promise<unknown> | undefined;
const loadElement = () => (elementLoaded ??= import('../../elements/snackbar/ds-snackbar-host'));

/** One `<ds-snackbar-host>` for the whole app; the element owns the queue and its timing. */
export function SnackbarProvider({ children }: { children: ReactNode }) {
  const host = useRef<DsSnackbarHost>(null);

  useEffect(() => whenIdle(() => void loadElement()), []);

  const value = useMemo<SnackbarContextValue>(
    () => ({
      show: async options => {
        await loadElement();
        return host.current?.show(options) ?? '';
      },
      dismiss: id => {
        if (customElements.get('ds-snackbar-host')) host.current?.dismiss(id);
      },
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
