import { versionTile } from '../../../content/home';
import { formatBuildTime } from '../../lib/build-info';
import { loadHomeElements } from './load-home-elements';

/**
 * The version tile: a click reloads the page (to pick up a newer build); hovering or
 * focusing it shows the build time in a tooltip, which is also the button's description.
 */
export function VersionTile() {
  return (
    <ds-tooltip className="home-version" content={`${versionTile.builtPrefix} ${formatBuildTime(__BUILD_TIME__)}`}>
      <button
        type="button"
        className="home-version__button"
        // the tooltip's element may still be loading when the pointer or focus arrives
        onPointerEnter={() => void loadHomeElements()}
        onFocus={() => void loadHomeElements()}
        onClick={() => window.location.reload()}
      >
        <span className="home-version__title">{versionTile.title}</span>
        <span className="home-version__number">{__APP_VERSION__}</span>
        <span className="home-version__hint">
          <ds-icon name="refresh" size={16} />
          {versionTile.hint}
        </span>
      </button>
    </ds-tooltip>
  );
}
