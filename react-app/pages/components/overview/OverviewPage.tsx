import { useId, useMemo, useRef, type RefObject } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import {
  overviewCategories,
  overviewFilterTexts,
  overviewTiles,
  type OverviewCategory,
  type OverviewTile,
} from '../../../../content/overview';
import { DsButton } from '../../../ds/DsButton';
import { DsIcon } from '../../../ds/DsIcon';
import { DsTag } from '../../../ds/DsTag';
import { PageHeader } from '../../../shell/PageHeader';
import { usePageMeta } from '../../../shell/use-page-meta';
import { countText, filterGroups, NEW_FILTER, parseFilters, toggleFilter } from './overview-filter';
import './overview.css';

const groups = overviewTiles();
const total = groups.reduce((sum, group) => sum + group.tiles.length, 0);
/** The filters, in the order of their buttons: the categories, then the new pages. */
const filters = [
  ...overviewCategories.map(category => ({ id: category.id, label: category.title })),
  { id: NEW_FILTER, label: overviewFilterTexts.newPages },
];
const filterIds = filters.map(filter => filter.id);

function Tile({ tile }: { tile: OverviewTile }) {
  return (
    <li className="ov-tile">
      <Link className="ov-tile__link" to={`/${tile.page.path}`}>
        {/* the icon (the home page's for the same page) and the number are decoration: the link is named by the page's label */}
        <DsIcon className="ov-tile__icon" set="custom" variant="filled" name={tile.icon} size={28} aria-hidden="true" />
        <span className="ov-tile__label">{tile.page.label}</span>
        <span className="ov-tile__number" aria-hidden="true">
          {tile.number}
        </span>
        <span className="ov-tile__description">{tile.page.description}</span>
      </Link>
    </li>
  );
}

function Category({ category, tiles }: { category: OverviewCategory; tiles: OverviewTile[] }) {
  const headingId = useId();
  return (
    <section className="ov-category" aria-labelledby={headingId}>
      <h2 id={headingId} className="ov-category__title">
        {category.title}
      </h2>
      <p className="ov-category__description">{category.description}</p>
      <ul className="ov-tiles">
        {tiles.map(tile => (
          <Tile key={tile.page.path} tile={tile} />
        ))}
      </ul>
    </section>
  );
}

/**
 * The filters: toggle buttons (`aria-pressed`), each showing its name as a ds-tag (a tag is no
 * control of its own), and the polite count of the pages shown.
 */
function Filters({
  active,
  shown,
  onToggle,
  groupRef,
}: {
  active: readonly string[];
  shown: number;
  onToggle: (id: string) => void;
  groupRef: RefObject<HTMLDivElement | null>;
}) {
  const labelId = useId();
  return (
    <div className="ov-filters">
      <div ref={groupRef} className="ov-filters__group" role="group" aria-labelledby={labelId}>
        <span id={labelId} className="ov-filters__label">
          {overviewFilterTexts.groupLabel}
        </span>
        {filters.map(({ id, label }) => {
          const pressed = active.includes(id);
          return (
            <button key={id} type="button" className="ov-filter" aria-pressed={pressed} onClick={() => onToggle(id)}>
              <DsTag size="large" variant={pressed ? 'accent' : 'neutral'}>
                {/* the tick tells "on" apart from "off" without colour */}
                {pressed && <DsIcon className="ov-filter__tick" name="check" size={14} aria-hidden="true" />}
                {label}
              </DsTag>
            </button>
          );
        })}
      </div>
      <p className="ov-filters__count" role="status">
        {countText(shown, total, overviewFilterTexts)}
      </p>
    </div>
  );
}

/** Overview: four categories with numbered link tiles to every component page, filtered by `?filter=`. */
export default function OverviewPage() {
  const [params, setParams] = useSearchParams();
  const groupRef = useRef<HTMLDivElement>(null);
  const active = useMemo(() => parseFilters(params.getAll('filter'), filterIds), [params]);
  const shownGroups = useMemo(() => filterGroups(groups, active), [active]);
  const shown = shownGroups.reduce((sum, group) => sum + group.tiles.length, 0);

  const setFilters = (next: readonly string[]) =>
    setParams(
      previous => {
        const params = new URLSearchParams(previous);
        params.delete('filter');
        for (const id of next) params.append('filter', id);
        return params;
      },
      // a press changes the view, not the place: no history entry, no scroll
      { replace: true, preventScrollReset: true },
    );

  return (
    <>
      <PageHeader meta={usePageMeta()} />
      <Filters
        active={active}
        shown={shown}
        onToggle={id => setFilters(toggleFilter(active, id, filterIds))}
        groupRef={groupRef}
      />
      {shownGroups.map(({ category, tiles }) => (
        <Category key={category.title} category={category} tiles={tiles} />
      ))}
      {shown === 0 && (
        <DsButton
          className="ov-show-all"
          variant="outline"
          onClick={() => {
            setFilters([]);
            // the button goes with the empty result: focus stays near, on the first filter
            groupRef.current?.querySelector('button')?.focus();
          }}
        >
          {overviewFilterTexts.showAll}
        </DsButton>
      )}
    </>
  );
}
