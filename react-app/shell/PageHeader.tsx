import type { PageMeta } from '../../content/route-table';
import { DsBreadcrumb } from '../ds/DsBreadcrumb';
import { DsBreadcrumbItem } from '../ds/DsBreadcrumbItem';
import { appUrl } from '../lib/app-url';

/** The section whose pages show where they sit: "Components > Buttons" (its Overview is the section's own page). */
const SECTION = { prefix: 'Components/', label: 'Components', home: 'Components/Overview' };

/**
 * Title, description and, where the route table gives them, version and type of a page; above the
 * title of a component page, a breadcrumb back to the components section.
 */
export function PageHeader({ meta }: { meta: PageMeta }) {
  const inSection = meta.path.startsWith(SECTION.prefix) && meta.path !== SECTION.home;
  return (
    <header className="page-header">
      {inSection && (
        <DsBreadcrumb className="page-header__breadcrumb">
          <DsBreadcrumbItem href={appUrl(SECTION.home)}>{SECTION.label}</DsBreadcrumbItem>
          <DsBreadcrumbItem>{meta.title}</DsBreadcrumbItem>
        </DsBreadcrumb>
      )}
      <h1 className="page-header__title">{meta.title}</h1>
      <p className="page-header__description">{meta.description}</p>
      {(meta.version || meta.type) && (
        <dl className="page-header__facts">
          {meta.version && (
            <div>
              <dt>Version</dt>
              <dd>{meta.version}</dd>
            </div>
          )}
          {meta.type && (
            <div>
              <dt>Type</dt>
              <dd>{meta.type}</dd>
            </div>
          )}
        </dl>
      )}
    </header>
  );
}
