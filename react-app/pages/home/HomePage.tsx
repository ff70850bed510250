import { RevealedParts } from '../../lib/RevealedParts';
import { useWhenIdle } from './use-when-idle';
import { DemoCards } from './DemoCards';
import { GetInTouch } from './GetInTouch';
import { HomeFooter } from './HomeFooter';
import { HomeHero } from './HomeHero';
import { HomeSections } from './HomeSections';
import { loadHomeElements } from './load-home-elements';
import './home.css';

/**
 * Home: hero, the two sections and the version tile, the demos, contact, footer. What
 * lies below the sections (two screens and more on a phone, with most of the page's icons) comes
 * after them, one part per task (reveal-queue.ts): when the elements loaded, upgrading all its icons
 * at once was one task of 50–70 ms, the longest of the home page's load.
 */
export default function HomePage() {
  useWhenIdle(loadHomeElements);
  return (
    <div className="home">
      <HomeHero />
      <HomeSections />
      <RevealedParts>
        <ds-divider className="home__divider" variant="dotted" spacing={0} />
        <DemoCards />
        <GetInTouch />
        <HomeFooter />
      </RevealedParts>
    </div>
  );
}
