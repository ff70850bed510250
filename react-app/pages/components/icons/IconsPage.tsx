import { useState } from 'react';
import { ApiReference } from '../../../docs/ApiReference';
import { DemoGrid } from '../../../docs/DemoSection';
import { useDemoState } from '../../../docs/use-demo-state';
import { PageHeader } from '../../../shell/PageHeader';
import { usePageMeta } from '../../../shell/use-page-meta';
import { FIRST_ICON, ICON_DEFAULTS, type ChosenIcon, type IconSettings } from './icon-demo';
import { IconGalleries } from './IconGalleries';
import { IconPreview } from './IconPreview';
import './icons.css';

/** Icons: search, the standard and custom galleries, and a preview of the chosen icon. */
export default function IconsPage() {
  const [query, setQuery] = useState('');
  const [icon, setIcon] = useState<ChosenIcon>(FIRST_ICON);
  const demo = useDemoState<IconSettings>(ICON_DEFAULTS);
  return (
    <>
      <PageHeader meta={usePageMeta()} />
      <DemoGrid>
        <IconPreview icon={icon} demo={demo} />
        <IconGalleries query={query} onQuery={setQuery} chosen={icon} onChoose={setIcon} />
      </DemoGrid>
      <ApiReference tags={['ds-icon']} />
    </>
  );
}
