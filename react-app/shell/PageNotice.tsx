import type { ReactNode, Ref } from 'react';
import { DsCallout } from '../ds/DsCallout';
import './page-notice.css';

/**
 * A notice at the top of a page about the address it was opened with: a link that could not be
 * read, or what the page does with it, in an information callout. The sentence is a polite live region; `actions` (buttons)
 * sit beside it, outside the region. `ref` lets a page move focus here when its own actions go.
 */
export function PageNotice({
  children,
  actions,
  ref,
  testId,
}: {
  children: ReactNode;
  actions?: ReactNode;
  ref?: Ref<HTMLDivElement>;
  testId?: string;
}) {
  // role="note": the notice is part of the page it opens with, never an alert (the sentence is the live region)
  return (
    <div className="page-notice" ref={ref} tabIndex={ref ? -1 : undefined} data-testid={testId}>
      <DsCallout role="note">
        <div className="page-notice__body">
          <p className="page-notice__text" role="status">
            {children}
          </p>
          {actions && <div className="page-notice__actions">{actions}</div>}
        </div>
      </DsCallout>
    </div>
  );
}
