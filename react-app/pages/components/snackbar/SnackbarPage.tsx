import { useRef } from 'react';
import { cannedSnackbarMessages } from '../../../../content/snackbar-messages';
import { DsButton } from '../../../ds/DsButton';
import { randomPick } from '../../../lib/random-pick';
import { useSnackbar } from '../../../providers/SnackbarProvider';
import { PageHeader } from '../../../shell/PageHeader';
import { usePageMeta } from '../../../shell/use-page-meta';
import { ApiReference } from '../../../docs/ApiReference';
import { CodeSample } from '../../../docs/CodeSample';
import { DemoGrid, DemoSection } from '../../../docs/DemoSection';

const COUNTDOWN_MS = 5000;

/** Snackbar page (SPEC §2.4): a sample with a countdown and a random message that replaces its predecessor. */
export default function SnackbarPage() {
  const { show } = useSnackbar();
  const lastMessage = useRef<string>(undefined);

  const showRandom = () => {
    const message = randomPick(cannedSnackbarMessages, lastMessage.current) ?? cannedSnackbarMessages[0];
    lastMessage.current = message;
    show({ message, source: 'snackbar-page-random', replace: true });
  };

  return (
    <>
      <PageHeader meta={usePageMeta()} />
      <DemoGrid>
        <DemoSection
          title="With a countdown"
          description="Shows for five seconds; the remaining time counts down and a bar shrinks. Hover or focus it to pause."
        >
          <DsButton
            onClick={() =>
              show({
                message: 'This message closes by itself',
                duration: COUNTDOWN_MS,
                countdown: true,
                dismissible: true,
                source: 'snackbar-page-sample',
              })
            }
          >
            Show snackbar
          </DsButton>
        </DemoSection>
        <DemoSection
          title="Random message"
          description="One of ten messages. A new one replaces the previous one from the same button instead of piling up."
        >
          <DsButton variant="secondary" onClick={showRandom}>
            Show random message
          </DsButton>
        </DemoSection>
        <DemoSection title="Use it" description="One host per page; any script can call show().">
          <CodeSample label="Code example: show a snackbar from script">{`const host = document.querySelector('ds-snackbar-host');
host.show({ message: 'Saved', duration: 3000, source: 'editor', replace: true });`}</CodeSample>
        </DemoSection>
      </DemoGrid>
      <ApiReference tags={['ds-snackbar-host', 'ds-snackbar']} />
    </>
  );
}
