import type { ReactNode, Ref } from 'react';
import './page-notice.css';

/**
 * A notice at the top of a page about the address it was opened with: a link that could not be
 * read, or what the page does with it. The sentence is a polite live region; `actions` (buttons)
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
  return (
    <div className="page-notice" ref={ref} tabIndex={ref ? -1 : undefined} data-testid={testId}>
      <p className="page-notice__text" role="status">
        {children}
      </p>
      {actions && <div className="page-notice__actions">{actions}</div>}
    </div>
  );
}
