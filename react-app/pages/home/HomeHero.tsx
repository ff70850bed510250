import { homeHero } from '../../../content/home';
import { profile } from '../../../content/profile';
import { DsButton } from '../../ds/DsButton';
import { appUrl } from '../../lib/app-url';
import { ArrowRightIcon } from '../../shell/icons';
import { usePageMeta } from '../../shell/use-page-meta';
import { HomeArt } from './HomeArt';
import { HomeSearch } from './HomeSearch';

/** The hero: who, what, and the first step. */
export function HomeHero() {
  const meta = usePageMeta();
  return (
    <header className="page-header page-header--hero home-hero">
      <div className="home-hero__text">
        <p className="page-header__eyebrow">
          {profile.name} · {profile.role}
        </p>
        <h1 className="page-header__title">{homeHero.title}</h1>
        <p className="page-header__description">{meta.description}</p>
        {/* the action row: Get Started, then the search button */}
        <div className="home-hero__actions">
          <DsButton size="large" href={appUrl(homeHero.getStarted.to)}>
            {homeHero.getStarted.label}
            <ArrowRightIcon slot="end" />
          </DsButton>
          <HomeSearch />
        </div>
      </div>
      <HomeArt />
    </header>
  );
}
