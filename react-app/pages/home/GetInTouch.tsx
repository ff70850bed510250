import { useId } from 'react';
import { getInTouch } from '../../../content/home';
import { ContactList } from '../../shell/ContactList';

/** Get in Touch: the resume, the external pages (new tab), phone and e-mail. */
export function GetInTouch() {
  const headingId = useId();
  return (
    <section className="home-block home-touch" aria-labelledby={headingId}>
      <h2 id={headingId} className="home-block__title">
        {getInTouch.title}
      </h2>
      <p className="home-block__intro">{getInTouch.intro}</p>
      <ContactList label={getInTouch.title} />
    </section>
  );
}
