import { Link } from 'react-router-dom';
import { footer, footerLinks } from '../../../content/home';
import { buildDateTimeAttribute, formatBuildDate } from '../../lib/build-info';
import { ExternalLink } from '../../shell/ExternalLink';

/** The footer: its five links, the copyright with the current year, the build date. */
export function HomeFooter() {
  return (
    <footer className="home-footer">
      <ds-divider variant="dotted" spacing={0} />
      <nav className="home-footer__nav" aria-label="Footer">
        <ul className="home-footer__links">
          {footerLinks.map(link => (
            <li key={link.label}>
              {link.external ? (
                <ExternalLink className="home-footer__link" href={link.href}>
                  {link.label}
                </ExternalLink>
              ) : (
                <Link className="home-footer__link" to={link.href}>
                  {link.label}
                </Link>
              )}
            </li>
          ))}
        </ul>
      </nav>
      <p className="home-footer__meta">
        <span>
          © {new Date().getFullYear()} {footer.copyrightHolder}
        </span>
        <span>
          {footer.lastUpdated}{' '}
          <time dateTime={buildDateTimeAttribute(__BUILD_TIME__)}>{formatBuildDate(__BUILD_TIME__)}</time>
        </span>
      </p>
    </footer>
  );
}
