import { DemoGrid } from '../../../docs/DemoSection';
import { PageHeader } from '../../../shell/PageHeader';
import { usePageMeta } from '../../../shell/use-page-meta';
import { FontSpecimen } from './FontSpecimen';
import { TextDemo } from './TextDemo';
import { TypeScale } from './TypeScale';
import './typography.css';

/** Typography: a text demo, a font specimen and the type scale. Pure React: no element of its own. */
export default function TypographyPage() {
  return (
    <>
      <PageHeader meta={usePageMeta()} />
      <DemoGrid>
        <TextDemo />
        <FontSpecimen />
        <TypeScale />
      </DemoGrid>
    </>
  );
}
