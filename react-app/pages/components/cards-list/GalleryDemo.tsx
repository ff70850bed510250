import { useEffect, useId, useRef, useState, type ComponentRef } from 'react';
import { galleryItems, type GalleryItem } from '../../../../content/gallery';
import { profile } from '../../../../content/profile';
import { DemoSection, LiveValue } from '../../../docs/DemoSection';
import { KeyboardNotes } from '../../../docs/KeyboardNotes';
import { ReadoutValue } from '../../../docs/ReadoutValue';
import { ResetButton } from '../../../docs/ResetButton';
import { Snippet } from '../../../docs/Snippet';
import { useDemoState } from '../../../docs/use-demo-state';
import { DsIcon } from '../../../ds/DsIcon';
import { DsRadio } from '../../../ds/DsRadio';
import { DsRadioGroup } from '../../../ds/DsRadioGroup';
import { useSnackbar } from '../../../providers/SnackbarProvider';
import { CardDetailModal } from './CardDetailModal';
import {
  cardCode,
  GALLERY_DEFAULTS,
  isLayout,
  LAYOUTS,
  likeCount,
  nextSelection,
  toggleLike,
  type GallerySettings,
} from './cards-list-demo';
import { GalleryCard } from './GalleryCard';
import { shareItem } from './share-item';

const KEYS = [
  ['Tab', 'Move from card to card, and to a selected card’s Share, Like and Open details'],
  ['Enter / Space', 'Select a card; again to deselect it'],
  ['Shift + Enter', 'Open the card’s details (as a double click does)'],
  ['Escape', 'Close the details; focus returns to the card'],
  ['Arrow keys', 'Choose the layout'],
] as const;

/** Room kept above and below a revealed item: the sticky top bar, and the phone's bottom tabs. */
const REVEAL_MARGIN = 80;

/**
 * Scrolls so the whole item shows, moving as little as possible, so a card that already shows
 * stays put under a double click. The Card layout's strip scrolls sideways to the card's start
 * (its snap position); the page scrolls up or down when the card is out of sight.
 */
async function revealItem(list: HTMLElement | null, id: string): Promise<void> {
  const card = list?.querySelector<HTMLElement & { updateComplete?: Promise<unknown> }>(
    `[data-id="${CSS.escape(id)}"]`,
  );
  if (!list || !card) return;
  // After a layout change the cards render their new orientation a moment after React: measure then.
  await card.updateComplete;
  await new Promise(requestAnimationFrame);
  if (!card.isConnected) return;
  const behavior: ScrollBehavior = matchMedia('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth';
  const box = card.getBoundingClientRect();
  if (list.scrollWidth > list.clientWidth) {
    const strip = list.getBoundingClientRect();
    const padding = parseFloat(getComputedStyle(list).scrollPaddingInlineStart) || 0;
    if (box.left < strip.left || box.right > strip.right) {
      list.scrollBy({ left: box.left - strip.left - padding, behavior });
    }
  }
  const view = document.documentElement.clientHeight;
  if (box.top < REVEAL_MARGIN) window.scrollBy({ top: box.top - REVEAL_MARGIN, behavior });
  else if (box.bottom > view - REVEAL_MARGIN) {
    // the bottom into view, but never the top out of it
    window.scrollBy({ top: Math.min(box.bottom - view + REVEAL_MARGIN, box.top - REVEAL_MARGIN), behavior });
  }
}

/**
 * Cards & List: the gallery in Card, List and Grid layouts; select, deselect, the
 * selected item scrolled into view; the detail modal; Share and Like; the card's code and Reset.
 */
export function GalleryDemo() {
  const demo = useDemoState<GallerySettings>(GALLERY_DEFAULTS);
  const { layout, selected, liked } = demo.values;
  const [detail, setDetail] = useState<GalleryItem | null>(null);
  const list = useRef<HTMLUListElement>(null);
  const listId = useId();
  const layoutChoice = useRef<ComponentRef<typeof DsRadioGroup>>(null);
  const { show } = useSnackbar();
  const { set } = demo;

  useEffect(() => {
    if (selected) void revealItem(list.current, selected);
  }, [selected, layout]);

  const onSelect = (id: string) => set('selected', nextSelection(selected, id));
  const onOpen = (id: string) => setDetail(galleryItems.find(item => item.id === id) ?? null);
  const onLike = (id: string) => set('liked', toggleLike(liked, id, galleryItems));
  const onShare = (item: GalleryItem) => {
    void shareItem(item, location.href).then(({ outcome, url }) => {
      const message =
        outcome === 'copied'
          ? `Link to ${item.title} copied`
          : outcome === 'failed'
            ? `Copy this link to share: ${url}`
            : '';
      if (message) void show({ message, source: 'cards-share', replace: true });
    });
  };

  const selectedItem = galleryItems.find(item => item.id === selected);

  return (
    <DemoSection
      title="Gallery"
      description={
        <>
          Click a card to select it, click it again to deselect it. Double-click it, press Shift+Enter or, in the Card
          layout, hold a finger on it for half a second to see it full screen. More work by {profile.name} is on{' '}
          <a href={profile.links.profile} target="_blank" rel="noopener">
            her profile
            <DsIcon name="external-link" size={14} className="cl-external" label="(opens in a new tab)" />
          </a>
          .
        </>
      }
      wide
      className="cl-gallery-demo"
    >
      <div className="cl-toolbar">
        <DsRadioGroup
          ref={layoutChoice}
          label="Layout"
          appearance="buttons"
          value={layout}
          onChange={event => {
            const value = event.currentTarget.value;
            if (isLayout(value)) set('layout', value);
          }}
        >
          {LAYOUTS.map(option => (
            <DsRadio key={option.value} value={option.value}>
              <DsIcon slot="icon" name={option.icon} size={18} />
              {option.label}
            </DsRadio>
          ))}
        </DsRadioGroup>
        <LiveValue label="Selected">
          <ReadoutValue of={listId} state={{ chosen: selectedItem ? [selectedItem.title] : [] }} />
        </LiveValue>
        <ResetButton demo={demo} focusAfterReset={layoutChoice} />
      </div>

      <ul
        ref={list}
        id={listId}
        className={`cl-gallery cl-gallery--${layout}`}
        aria-label="Gallery"
        data-testid="gallery"
      >
        {galleryItems.map(item => (
          <li key={item.id} className="cl-gallery__item">
            <GalleryCard
              item={item}
              layout={layout}
              selected={item.id === selected}
              liked={liked.includes(item.id)}
              likes={likeCount(item, liked)}
              onSelect={onSelect}
              onOpen={onOpen}
              onShare={onShare}
              onLike={onLike}
            />
          </li>
        ))}
      </ul>
      {layout === 'card' && <p className="cl-strip-hint">Scroll the row sideways to see every card.</p>}

      <div className="cl-code">
        <Snippet label="Card code" {...cardCode(demo.values, galleryItems)} />
        <KeyboardNotes rows={KEYS} />
      </div>

      <CardDetailModal item={detail} onClose={() => setDetail(null)} />
    </DemoSection>
  );
}
