import { useId, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { contactLinks, type ContactLink } from '../../content/contact';
import { NEW_TAB_NOTE } from './ExternalLink';
import './contact-list.css';

/**
 * One way to reach the designer: an icon, the label (the link's name) and a caption (its
 * description). `<ds-icon>` upgrades when the page has loaded its module; until then it keeps its box.
 */
function ContactItem({ link }: { link: ContactLink }) {
  const labelId = useId();
  const captionId = useId();
  const body: ReactNode = (
    <>
      <ds-icon className="contact-link__icon" name={link.icon} size={20} />
      <span className="contact-link__text">
        <span id={labelId} className="contact-link__label">
          {link.label}
          {link.kind === 'external' && <span className="visually-hidden"> {NEW_TAB_NOTE}</span>}
        </span>
        <span id={captionId} className="contact-link__caption">
          {link.caption}
        </span>
      </span>
      {link.kind === 'external' && <ds-icon className="contact-link__external" name="external-link" size={16} />}
    </>
  );
  const common = { className: 'contact-link', 'aria-labelledby': labelId, 'aria-describedby': captionId };
  return (
    <li>
      {link.kind === 'internal' ? (
        <Link to={link.href} {...common}>
          {body}
        </Link>
      ) : link.kind === 'external' ? (
        <a href={link.href} target="_blank" rel="noopener noreferrer" {...common}>
          {body}
        </a>
      ) : (
        <a href={link.href} {...common}>
          {body}
        </a>
      )}
    </li>
  );
}

/**
 * The contact links of content/contact.ts: the resume, the external pages (new tab), a phone and an
 * e-mail link. The page that shows it loads the `ds-icon` element.
 */
export function ContactList({ label }: { label: string }) {
  return (
    <ul className="contact-list" aria-label={label}>
      {contactLinks.map(link => (
        <ContactItem key={link.href} link={link} />
      ))}
    </ul>
  );
}
