import { appUrl } from '../../../lib/app-url';
import type { GalleryItem } from '../../../../content/gallery';
import { DsButton } from '../../../ds/DsButton';
import { DsCard } from '../../../ds/DsCard';
import { DsCountUp } from '../../../ds/DsCountUp';
import { DsIcon } from '../../../ds/DsIcon';
import { LIKE_COUNT_MS, likesWord, type GalleryLayout } from './cards-list-demo';

interface Props {
  item: GalleryItem;
  layout: GalleryLayout;
  selected: boolean;
  liked: boolean;
  likes: number;
  onSelect(id: string): void;
  onOpen(id: string): void;
  onShare(item: GalleryItem): void;
  onLike(id: string): void;
}

/**
 * One gallery item as a `ds-card`: selectable, opened by a double click, Shift+Enter or (in the
 * Card layout) a 500 ms touch hold. While selected it shows Share, Like with its animated count,
 * and Open details (the visible keyboard way to the detail).
 */
export function GalleryCard({ item, layout, selected, liked, likes, onSelect, onOpen, onShare, onLike }: Props) {
  // Grid tiles are narrow: icon-only actions, named by their label
  const compact = layout === 'grid';
  return (
    <DsCard
      className="cl-card"
      data-id={item.id}
      selectable
      selected={selected}
      longPress={layout === 'card'}
      orientation={layout === 'list' ? 'horizontal' : 'vertical'}
      onDsCardSelect={() => onSelect(item.id)}
      onDsCardOpen={() => onOpen(item.id)}
    >
      <img
        slot="media"
        src={appUrl(item.image.src)}
        alt={item.image.alt}
        width={item.image.width}
        height={item.image.height}
        loading="lazy"
        decoding="async"
      />
      <h3 slot="heading">{item.title}</h3>
      {layout !== 'grid' && <p>{item.description}</p>}
      {selected && (
        <div slot="actions" className="cl-actions">
          <DsButton
            size="small"
            variant="outline"
            iconOnly={compact}
            label={compact ? 'Share' : ''}
            onClick={() => onShare(item)}
          >
            <DsIcon slot={compact ? undefined : 'start'} name="share" size={16} />
            {!compact && 'Share'}
          </DsButton>
          <DsButton
            size="small"
            variant="outline"
            iconOnly={compact}
            label={compact ? 'Like' : ''}
            toggle
            pressed={liked}
            onClick={() => onLike(item.id)}
          >
            <DsIcon
              slot={compact ? undefined : 'start'}
              name="heart"
              size={16}
              variant={liked ? 'filled' : 'outline'}
            />
            {!compact && 'Like'}
          </DsButton>
          <span className="cl-likes" data-testid="like-count">
            <DsCountUp from={0} to={likes} duration={LIKE_COUNT_MS} /> {likesWord(likes)}
          </span>
          <DsButton
            size="small"
            variant="plain"
            iconOnly={compact}
            label={compact ? 'Open details' : ''}
            className="cl-open"
            onClick={() => onOpen(item.id)}
          >
            <DsIcon slot={compact ? undefined : 'start'} name="maximize" size={16} />
            {!compact && 'Open details'}
          </DsButton>
        </div>
      )}
    </DsCard>
  );
}
