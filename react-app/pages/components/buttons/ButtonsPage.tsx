import { ApiReference } from '../../../docs/ApiReference';
import { DemoGrid } from '../../../docs/DemoSection';
import { PageHeader } from '../../../shell/PageHeader';
import { usePageMeta } from '../../../shell/use-page-meta';
import {
  DisabledDemo,
  GroupsDemo,
  IconOnlyDemo,
  LinksDemo,
  SizesDemo,
  TogglingIconsDemo,
  VariantsDemo,
} from './ButtonDemos';
import { ButtonPlayground } from './ButtonPlayground';
import { RippleDemo } from './RippleDemo';
import './buttons.css';

/** Buttons: a playground, the six variants, sizes, icon-only and toggle buttons, groups, links, disabled, ripple. */
export default function ButtonsPage() {
  return (
    <>
      <PageHeader meta={usePageMeta()} />
      <DemoGrid>
        <ButtonPlayground />
        <VariantsDemo />
        <SizesDemo />
        <IconOnlyDemo />
        <TogglingIconsDemo />
        <GroupsDemo />
        <LinksDemo />
        <DisabledDemo />
        <RippleDemo />
      </DemoGrid>
      <ApiReference tags={['ds-button', 'ds-button-group', 'ds-ripple']} />
    </>
  );
}
