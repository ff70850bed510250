import { DemoGrid } from '../../../docs/DemoSection';
import { PageHeader } from '../../../shell/PageHeader';
import { usePageMeta } from '../../../shell/use-page-meta';
import { MotionDemo } from './MotionDemo';
import { MotionTokens } from './MotionTokens';
import './motion.css';

/** Motion & Animation: animated shapes under the reader's control and the motion tokens. */
export default function MotionPage() {
  return (
    <>
      <PageHeader meta={usePageMeta()} />
      <DemoGrid>
        <MotionDemo />
        <MotionTokens />
      </DemoGrid>
    </>
  );
}
