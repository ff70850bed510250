import type { PageMeta } from '../../content/route-table';

/** Title, description and, where the route table gives them, version and type of a page. */
export function PageHeader({ meta }: { meta: PageMeta }) {
  return (
    <header className="page-header">
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
