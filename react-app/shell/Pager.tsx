import { useLayoutEffect, useRef } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { pagerLinks } from './pager-order';
import { NAV_IDS } from './nav-focus';
import { ArrowLeftIcon, ArrowRightIcon } from './icons';

export function Pager() {
  const { previous, next } = pagerLinks(useLocation().pathname);
  const nav = useRef<HTMLElement>(null);
  useLayoutEffect(() => {
    const links = nav.current;
    // each page has a pager of its own (ComponentsLayout): when the visitor followed one of its
    // links, focus goes to the new page's main region rather than to <body>
    return () => {
      if (links?.contains(document.activeElement)) document.getElementById(NAV_IDS.main)?.focus();
    };
  }, []);
  return (
    <nav ref={nav} className="pager" aria-label="Previous and next component">
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
