import { useWhenIdle } from '../../lib/use-when-idle';
import { DemoCards } from './DemoCards';
import { GetInTouch } from './GetInTouch';
import { HomeFooter } from './HomeFooter';
import { HomeHero } from './HomeHero';
import { HomeSections } from './HomeSections';
import { loadHomeElements } from './load-home-elements';
import './home.css';

/** Home (SPEC §2.3): hero, the two sections and the version tile, the demos, contact, footer. */
export default function HomePage() {
  useWhenIdle(loadHomeElements);
  return (
    <div className="home">
      <HomeHero />
      <HomeSections />
      <ds-divider className="home__divider" variant="dotted" spacing={0} />
      <DemoCards />
      <GetInTouch />
      <HomeFooter />
    </div>
  );
}
