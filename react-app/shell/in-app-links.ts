import { withoutBase } from '../lib/base-path';

/** What inAppPath reads of a link: an `<a>` of the page or of a shadow root (`<ds-button href>`'s). */
interface LinkLike {
  localName: string;
  href: unknown;
  target: string;
  hasAttribute(name: string): boolean;
}

/** What inAppPath reads of a click. */
export interface LinkClick {
  button: number;
  altKey: boolean;
  ctrlKey: boolean;
  metaKey: boolean;
  shiftKey: boolean;
  defaultPrevented: boolean;
  composedPath(): readonly EventTarget[];
}

const isLink = (node: unknown): node is LinkLike & { href: string } =>
  typeof node === 'object' &&
  node !== null &&
  ((node as LinkLike).localName === 'a' || (node as LinkLike).localName === 'area') &&
  typeof (node as LinkLike).href === 'string' &&
  (node as LinkLike).hasAttribute('href');

/** A last segment with an extension ("cv.pdf", "plain.html") is a file the server sends, not a page. */
const FILE = /\.[a-z0-9]+$/i;

/**
 * The app path a click on a link should go to without reloading the page, or null when the browser
 * should follow the link itself. It stays in the app for a plain left click (no modifier key: Ctrl,
 * Cmd, Shift and Alt open tabs, windows and downloads) on a link to a page under the site's base, in
 * the same origin, without `target` or `download`, that nothing else has handled (React Router's
 * `<Link>` prevents the default). The link is found through the event's composed path, so the `<a>`
 * inside a shadow root (`<ds-button href>`) counts. A fragment of the current page is left to the
 * browser, which scrolls to it.
 */
export function inAppPath(event: LinkClick, current: URL | Location, base: string): string | null {
  if (event.defaultPrevented || event.button !== 0) return null;
  if (event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return null;
  const link = (event.composedPath() as readonly unknown[]).find(isLink);
  if (!link || (link.target !== '' && link.target !== '_self') || link.hasAttribute('download')) return null;
  let url: URL;
  try {
    url = new URL(link.href, current.href);
  } catch {
    return null;
  }
  if (url.origin !== current.origin) return null;
  const path = withoutBase(base, url.pathname);
  if (path === undefined || FILE.test(path)) return null;
  if (url.hash && url.pathname === current.pathname && url.search === current.search) return null;
  return `${path}${url.search}${url.hash}`;
}
