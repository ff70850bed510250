import { useLayoutEffect, useRef, useState, type CSSProperties } from 'react';
import { useLocation } from 'react-router-dom';
import { componentsNav } from '../../content/route-table';
import { SideLink } from './SideLink';

/**
 * The components sub-navigation: relative links in the fixed order, "new" flags, separators, and a
 * sliding indicator that follows the active item, which is scrolled into view.
 */
export function ComponentsNav({ id }: { id: string }) {
  const { pathname } = useLocation();
  const list = useRef<HTMLUListElement>(null);
  const [indicator, setIndicator] = useState<CSSProperties>({ opacity: 0 });

  useLayoutEffect(() => {
    const ul = list.current;
    if (!ul) return;
    const place = () => {
      const active = ul.querySelector<HTMLElement>('a.active');
      setIndicator(
        active
          ? { opacity: 1, transform: `translateY(${active.offsetTop}px)`, height: `${active.offsetHeight}px` }
          : { opacity: 0 },
      );
      return active;
    };
    // Measured only in the observer's callbacks, which run after the browser's own layout (the first
    // one before the first paint). Measuring here, inside React's commit, forced a layout of the
    // whole new page before its elements had rendered: about 90 ms of blocking time at 4× CPU on
    // every Components page. The observer also follows text size changes (the font-size setting).
    // A list not laid out yet (0 high: the panel around it is still opening) is left alone: measuring it
    // inside the callback laid it out at its real size within the same delivery, which WebKit reports as
    // an error ("ResizeObserver loop completed with undelivered notifications") on in-app visits. The
    // next delivery, one frame later, has the size.
    let first = true;
    const observer = new ResizeObserver(([entry]) => {
      if (!entry?.contentRect.height) return;
      const active = place();
      if (first) active?.scrollIntoView?.({ block: 'nearest' });
      first = false;
    });
    observer.observe(ul);
    return () => observer.disconnect();
  }, [pathname]);

  return (
    <div className="sub-nav" id={id}>
      <span className="sub-nav__indicator" style={indicator} aria-hidden="true" />
      <ul ref={list} className="sub-nav__list">
        {componentsNav.map(item => (
          <li
            key={item.path}
            className={item.separatorBefore ? 'sub-nav__item sub-nav__item--separated' : 'sub-nav__item'}
          >
            <SideLink to={`/${item.path}`} className="sub-nav__link">
              {item.label}
              {item.isNew && <span className="badge">new</span>}
            </SideLink>
          </li>
        ))}
      </ul>
    </div>
  );
}
