import { profile } from '../../../content/profile';
import { usePageMeta } from '../../shell/use-page-meta';
import { HomeSearch } from './HomeSearch';

/** The home hero; the rest of the home page arrives with its own issue. */
export default function HomePage() {
  const meta = usePageMeta();
  return (
    <header className="page-header page-header--hero">
      <p className="page-header__eyebrow">
        {profile.name} · {profile.role}
      </p>
      <h1 className="page-header__title">{profile.designSystem}: a design system you can touch</h1>
      <p className="page-header__description">{meta.description}</p>
      <HomeSearch />
    </header>
  );
}
