import { useId } from 'react';
import { Link } from 'react-router-dom';
import { demoCardPage, demoCards, demoSection, type DemoCard } from '../../../content/home';
import { ArrowRightIcon } from '../../shell/icons';

/** One demo: the title is the link (its area covers the card), the sentence describes it. */
function DemoCardItem({ card }: { card: DemoCard }) {
  const descriptionId = useId();
  const page = demoCardPage(card);
  if (!page) return null; // a card whose page is gone is left out rather than linking nowhere
  return (
    <li className="home-demo">
      <ds-icon className="home-demo__icon" set="custom" variant="filled" name={card.icon} size={28} />
      <h3 className="home-demo__title">
        <Link className="home-demo__link" to={`/${card.path}`} aria-describedby={descriptionId}>
          {page.title}
        </Link>
      </h3>
      <p id={descriptionId} className="home-demo__description">
        {card.description}
      </p>
      <span className="home-demo__arrow" aria-hidden="true">
        <ArrowRightIcon />
      </span>
    </li>
  );
}

/** The grid of component-demo cards. */
export function DemoCards() {
  const headingId = useId();
  return (
    <section className="home-block" aria-labelledby={headingId}>
      <h2 id={headingId} className="home-block__title">
        {demoSection.title}
      </h2>
      <p className="home-block__intro">{demoSection.intro}</p>
      <ul className="home-demos">
        {demoCards.map(card => (
          <DemoCardItem key={card.path} card={card} />
        ))}
      </ul>
    </section>
  );
}
