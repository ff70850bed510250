import { useId } from 'react';
import { Link } from 'react-router-dom';
import { overviewTiles, type OverviewCategory, type OverviewTile } from '../../../../content/overview';
import { DsIcon } from '../../../ds/DsIcon';
import { PageHeader } from '../../../shell/PageHeader';
import { usePageMeta } from '../../../shell/use-page-meta';
import './overview.css';

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

/** Overview: four categories with numbered link tiles to every component page. */
export default function OverviewPage() {
  return (
    <>
      <PageHeader meta={usePageMeta()} />
      {overviewTiles().map(({ category, tiles }) => (
        <Category key={category.title} category={category} tiles={tiles} />
      ))}
    </>
  );
}
