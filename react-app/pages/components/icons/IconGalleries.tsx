import { useId } from 'react';
import { useRevealedCount } from '../../../lib/use-revealed';
import type { DsIconSet } from '../../../../elements/icon/icon-sets';
import { DsButton } from '../../../ds/DsButton';
import { DsIcon } from '../../../ds/DsIcon';
import { DsTextField } from '../../../ds/DsTextField';
import { DemoSection } from '../../../docs/DemoSection';
import { filterIconNames, type ChosenIcon } from './icon-demo';

const SETS: readonly { set: DsIconSet; title: string; description: string }[] = [
  { set: 'standard', title: 'Standard icons', description: 'Line icons on a 24 × 24 grid.' },
  { set: 'custom', title: 'Custom icons', description: 'Dotline icons: a 9 × 9 matrix of dots.' },
];

interface GalleryProps {
  query: string;
  onQuery(query: string): void;
  chosen: ChosenIcon;
  onChoose(icon: ChosenIcon): void;
}

/** Search with a clear button, and one gallery per set; choosing an icon previews it. */
export function IconGalleries({ query, onQuery, chosen, onChoose }: GalleryProps) {
  const results = SETS.map(entry => ({ ...entry, names: filterIconNames(entry.set, query) }));
  const total = results.reduce((sum, r) => sum + r.names.length, 0);
  return (
    <DemoSection
      title="Icon galleries"
      description="Search by name, then choose an icon to preview it and copy its code."
      wide
    >
      <div className="ic-search">
        <DsTextField
          label="Search icons"
          type="search"
          value={query}
          placeholder="e.g. arrow, cloud, heart"
          onInput={e => onQuery(e.currentTarget.value)}
        >
          <DsIcon slot="start" name="search" size={20} />
          {query && (
            <DsButton slot="end" variant="plain" size="small" iconOnly label="Clear search" onClick={() => onQuery('')}>
              <DsIcon name="close" size={18} />
            </DsButton>
          )}
        </DsTextField>
        <p className="ic-search__status" role="status" data-testid="icon-search-status">
          {total === 0
            ? `No icons match “${query.trim()}”.`
            : query.trim()
              ? `${total} ${total === 1 ? 'icon matches' : 'icons match'} “${query.trim()}”.`
              : `${total} icons.`}
        </p>
      </div>
      {results.map(({ set, title, description, names }) => (
        <Gallery
          key={set}
          set={set}
          title={title}
          description={description}
          names={names}
          chosen={chosen}
          onChoose={onChoose}
        />
      ))}
    </DemoSection>
  );
}

/**
 * Icons drawn in one task: a gallery's tiles are all there at once, with their names, but their
 * icons come in batches, one per task (use-revealed.ts), each in a box of the icon's size until
 * then, so nothing moves. All 75 drawn at once with the page were one task of about 55 ms (over 200 ms at Lighthouse's 4× slower CPU).
 */
const ICON_BATCH = 16;
const TILE_ICON_SIZE = 28;

function Gallery({
  set,
  title,
  description,
  names,
  chosen,
  onChoose,
}: {
  set: DsIconSet;
  title: string;
  description: string;
  names: readonly string[];
  chosen: ChosenIcon;
  onChoose(icon: ChosenIcon): void;
}) {
  const headingId = useId();
  const iconsShown = useRevealedCount(Math.ceil(names.length / ICON_BATCH)) * ICON_BATCH;
  return (
    <section className="ic-gallery" aria-labelledby={headingId} data-testid={`icon-gallery-${set}`}>
      <h3 id={headingId} className="ic-gallery__title">
        {title} <span className="ic-gallery__count">({names.length})</span>
      </h3>
      <p className="ic-gallery__description">{description}</p>
      {names.length === 0 ? (
        <p className="ic-gallery__empty">No {set} icons match this search.</p>
      ) : (
        <ul className="ic-gallery__grid" data-reveal-pending={iconsShown < names.length ? '' : undefined}>
          {names.map((name, index) => {
            const selected = chosen.set === set && chosen.name === name;
            return (
              <li key={name}>
                <button
                  type="button"
                  className="ic-tile"
                  title={name}
                  aria-pressed={selected}
                  onClick={() => onChoose({ name, set })}
                >
                  {index < iconsShown ? (
                    <DsIcon name={name} set={set} size={TILE_ICON_SIZE} />
                  ) : (
                    <span
                      className="ic-tile__icon-pending"
                      style={{ inlineSize: TILE_ICON_SIZE, blockSize: TILE_ICON_SIZE }}
                    />
                  )}
                  <span className="ic-tile__name">{name}</span>
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
