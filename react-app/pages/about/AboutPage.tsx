import { useId, type ReactNode } from 'react';
import { aboutContact, aboutIntro, buildFacts, designSystem, howItIsBuilt, stack, tests } from '../../../content/about';
import '../../../elements/divider/ds-divider';
import '../../../elements/icon/ds-icon';
import { buildDateTimeAttribute, formatBuildTime } from '../../lib/build-info';
import { ContactList } from '../../shell/ContactList';
import { PageHeader } from '../../shell/PageHeader';
import { usePageMeta } from '../../shell/use-page-meta';
import { WebVitals } from './WebVitals';
import './about.css';

/** Every element of the design system, as content/about.ts lists them (checked against the manifest). */
const ELEMENT_COUNT = designSystem.groups.reduce((sum, group) => sum + group.tags.length, 0);

function Section({ title, children, className }: { title: string; children: ReactNode; className?: string }) {
  const headingId = useId();
  return (
    <section className={`about-section ${className ?? ''}`} aria-labelledby={headingId}>
      <h2 id={headingId} className="about-section__title">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** Name and role pairs: the stack, the tests. */
function Facts({ title, items }: { title: string; items: readonly { name: string; role: string }[] }) {
  return (
    <div className="about-facts">
      <h3 className="about-subtitle">{title}</h3>
      <dl className="about-facts__list">
        {items.map(item => (
          <div key={item.name} className="about-facts__item">
            <dt>{item.name}</dt>
            <dd>{item.role}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}

/** About: what the project is, how it is built (elements, stack, tests, this build), and contact. */
export default function AboutPage() {
  return (
    <div className="about">
      <PageHeader meta={usePageMeta()} />

      <Section title={aboutIntro.title}>
        {aboutIntro.paragraphs.map(text => (
          <p key={text} className="about-text">
            {text}
          </p>
        ))}
      </Section>

      <Section title={howItIsBuilt.title}>
        <h3 className="about-subtitle">{designSystem.title}</h3>
        <p className="about-text">
          {designSystem.lead} <strong className="about-count">{ELEMENT_COUNT} elements</strong>:
        </p>
        <dl className="about-elements">
          {designSystem.groups.map(group => (
            <div key={group.title} className="about-elements__group">
              <dt>{group.title}</dt>
              <dd>
                <ul className="about-elements__tags">
                  {group.tags.map(tag => (
                    <li key={tag}>
                      <code>{`<${tag}>`}</code>
                    </li>
                  ))}
                </ul>
              </dd>
            </div>
          ))}
        </dl>
        <p className="about-text">{designSystem.after}</p>
        <div className="about-columns">
          <Facts title={stack.title} items={stack.items} />
          <Facts title={tests.title} items={tests.items} />
        </div>
      </Section>

      <Section title={buildFacts.title} className="about-build">
        <dl className="about-build__facts">
          <div>
            <dt>{buildFacts.version}</dt>
            <dd className="about-build__value">{__APP_VERSION__}</dd>
          </div>
          <div>
            <dt>{buildFacts.built}</dt>
            <dd className="about-build__value">
              <time dateTime={buildDateTimeAttribute(__BUILD_TIME__)}>{formatBuildTime(__BUILD_TIME__)}</time>
            </dd>
          </div>
        </dl>
      </Section>

      <WebVitals />

      <ds-divider variant="dotted" spacing={0} className="about__divider" />

      <Section title={aboutContact.title}>
        <p className="about-text">{aboutContact.intro}</p>
        <ContactList label={aboutContact.title} />
      </Section>
    </div>
  );
}
