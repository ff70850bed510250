import { appUrl } from '../../../lib/app-url';
import type { GalleryItem } from '../../../../content/gallery';
import { DsButton } from '../../../ds/DsButton';
import { DsModal } from '../../../ds/DsModal';

/**
 * The full-screen detail of a gallery item: title, description, image, long
 * description and Close. Rendered while `item` is set; `ds-modal` returns focus to the card.
 */
export function CardDetailModal({ item, onClose }: { item: GalleryItem | null; onClose: () => void }) {
  if (!item) return null;
  return (
    <DsModal
      label={item.title}
      open
      fullscreen
      className="cl-detail"
      data-testid="card-detail"
      onDsHide={event => event.target === event.currentTarget && onClose()}
    >
      <article className="cl-detail__body">
        <img
          className="cl-detail__image"
          src={appUrl(item.image.src)}
          alt={item.image.alt}
          width={item.image.width}
          height={item.image.height}
          decoding="async"
        />
        <div className="cl-detail__text">
          <p className="cl-detail__description">{item.description}</p>
          <p className="cl-detail__long">{item.longDescription}</p>
        </div>
      </article>
      <DsButton slot="footer" data-modal-close="close">
        Close
      </DsButton>
    </DsModal>
  );
}
