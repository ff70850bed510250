import type { ReactNode } from 'react';
import './overlay-preview.css';

/**
 * A demo's overlay drawn as it looks open, beside (or, on a phone, above) the button that opens the
 * real one: a picture, made with the element's own `inline` mode. It is `inert` and hidden from
 * assistive technology (the live overlay is the one to use); `caption` says in words what it shows.
 */
export function OverlayPreview({
  caption,
  children,
  launcher,
  stacked = false,
}: {
  caption: string;
  children: ReactNode;
  launcher: ReactNode;
  /** The picture above a launcher that needs the whole width (a popover placed left or right of its button). */
  stacked?: boolean;
}) {
  return (
    <div className={`overlay-preview${stacked ? ' overlay-preview--stacked' : ''}`}>
      <div className="overlay-preview__stage" inert aria-hidden="true" data-overlay-preview="">
        {children}
      </div>
      <div className="overlay-preview__launch">
        <p className="overlay-preview__caption">{caption}</p>
        {launcher}
      </div>
    </div>
  );
}
