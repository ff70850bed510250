import { useEffect, useEffectEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { inAppPath } from './in-app-links';

/**
 * The one in-app link handler: a plain click on any link to a page of the site (a plain `<a href>`,
 * the `<a>` inside `<ds-button href>`) navigates with React Router instead of loading the page again.
 * One click listener on the document, installed once by RootLayout; it runs after React's own
 * handlers, so a `<Link>` or an `onClick` that prevented the default keeps its say.
 */
export function InAppLinks() {
  const navigate = useNavigate();
  const onClick = useEffectEvent((event: MouseEvent) => {
    const to = inAppPath(event, window.location, import.meta.env.BASE_URL);
    if (to === null) return;
    event.preventDefault();
    void navigate(to);
  });
  useEffect(() => {
    const listener = (event: MouseEvent) => onClick(event);
    document.addEventListener('click', listener);
    return () => document.removeEventListener('click', listener);
  }, []);
  return null;
}
