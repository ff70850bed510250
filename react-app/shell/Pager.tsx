import { Link, useLocation } from 'react-router-dom';
import { pagerLinks } from './pager-order';
import { ArrowLeftIcon, ArrowRightIcon } from './icons';

export function Pager() {
  const { previous, next } = pagerLinks(useLocation().pathname);
  return (
    <nav className="pager" aria-label="Previous and next component">
      {previous ? (
        <Link className="pager__link" to={`/${previous.path}`} rel="prev">
          <ArrowLeftIcon />
          <span>
            <small>Previous</small>
            {previous.label}
          </span>
        </Link>
      ) : (
        <span />
      )}
      {next && (
        <Link className="pager__link pager__link--next" to={`/${next.path}`} rel="next">
          <span>
            <small>Next</small>
            {next.label}
          </span>
          <ArrowRightIcon />
        </Link>
      )}
    </nav>
  );
}
