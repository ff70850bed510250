import { ApiReference } from '../../docs/ApiReference';
import { DemoGrid } from '../../docs/DemoSection';
import { PageHeader } from '../../shell/PageHeader';
import { usePageMeta } from '../../shell/use-page-meta';
import { BadgeAnchorDemo, BadgeDemo } from './feedback/BadgeDemos';
import { CalloutDemo, DismissDemo } from './feedback/CalloutDemos';
import { LoadingDemo, ProgressPlayground, SpinnerDemo } from './feedback/ProgressDemos';
import './feedback/feedback.css';

/** Feedback: progress, spinner, badges and callouts, then the API of the four elements. */
export default function FeedbackPage() {
  return (
    <>
      <PageHeader meta={usePageMeta()} />
      <DemoGrid>
        <ProgressPlayground />
        <LoadingDemo />
        <SpinnerDemo />
        <BadgeDemo />
        <BadgeAnchorDemo />
        <CalloutDemo />
        <DismissDemo />
      </DemoGrid>
      <ApiReference tags={['ds-progress', 'ds-spinner', 'ds-badge', 'ds-callout']} />
    </>
  );
}
