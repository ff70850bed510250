import { useId } from 'react';
import { Link } from 'react-router-dom';
import { homeSections, type HomeSection } from '../../../content/home';
import { ArrowRightIcon } from '../../shell/icons';
import { VersionTile } from './VersionTile';

function Section({ section, tone }: { section: HomeSection; tone: 'primary' | 'secondary' }) {
  const headingId = useId();
  return (
    <section className={`home-panel home-panel--${tone}`} aria-labelledby={headingId}>
      <h2 id={headingId} className="home-panel__title">
        {section.title}
      </h2>
      {section.paragraphs.map(text => (
        <p key={text} className="home-panel__text">
          {text}
        </p>
      ))}
      <Link className="home-panel__link" to={section.link.to}>
        {section.link.label}
        <ArrowRightIcon />
      </Link>
    </section>
  );
}

/** Purpose & Vision, Designed to Scale, and the version tile beside them. */
export function HomeSections() {
  return (
    <div className="home-sections">
      <Section section={homeSections.purpose} tone="primary" />
      <Section section={homeSections.scale} tone="secondary" />
      <VersionTile />
    </div>
  );
}
