import { useRef, useState } from 'react';
import { cannedSnackbarMessages } from '../../../../content/snackbar-messages';
import { DsButton } from '../../../ds/DsButton';
import { randomPick } from '../../../lib/random-pick';
import { useSnackbar } from '../../../providers/SnackbarProvider';
import { PageHeader } from '../../../shell/PageHeader';
import { usePageMeta } from '../../../shell/use-page-meta';
import { ApiReference } from '../../../docs/ApiReference';
import { DemoGrid, DemoSection } from '../../../docs/DemoSection';
import { KeyboardNotes } from '../../../docs/KeyboardNotes';
import { Snippet } from '../../../docs/Snippet';
import type { SnackbarOptions } from '../../../../elements/snackbar/ds-snackbar-host';
import { snackbarSnippet } from './snackbar-snippet';

const COUNTDOWN_MS = 5000;

const SAMPLE: SnackbarOptions = {
  message: 'This message closes by itself',
  duration: COUNTDOWN_MS,
  countdown: true,
  dismissible: true,
  source: 'snackbar-page-sample',
};

/** Snackbar page (SPEC §2.4): a sample with a countdown and a random message that replaces its predecessor. */
export default function SnackbarPage() {
  const { show } = useSnackbar();
  const lastMessage = useRef<string>(undefined);
  // The snippet shows the call behind the snackbar shown last (the sample until a button is pressed).
  const [shown, setShown] = useState<SnackbarOptions>(SAMPLE);
  const showAndRemember = (options: SnackbarOptions) => {
    setShown(options);
    void show(options);
  };

  const showRandom = () => {
    const message = randomPick(cannedSnackbarMessages, lastMessage.current) ?? cannedSnackbarMessages[0];
    lastMessage.current = message;
    showAndRemember({ message, source: 'snackbar-page-random', replace: true });
  };

  return (
    <>
      <PageHeader meta={usePageMeta()} />
      <DemoGrid>
        <DemoSection
          title="With a countdown"
          description="Shows for five seconds; the remaining time counts down and a bar shrinks. Hover or focus it to pause."
        >
          <DsButton onClick={() => showAndRemember(SAMPLE)}>Show snackbar</DsButton>
        </DemoSection>
        <DemoSection
          title="Random message"
          description="One of ten messages. A new one replaces the previous one from the same button instead of piling up."
        >
          <DsButton variant="secondary" onClick={showRandom}>
            Show random message
          </DsButton>
        </DemoSection>
        <DemoSection
          title="Use it"
          description="One host per page; any script can call show(). The code is that of the snackbar shown last."
        >
          <Snippet label="Code example: show a snackbar from script" {...snackbarSnippet(shown)} />
          <KeyboardNotes
            rows={[
              ['Enter / Space', 'Show a snackbar (on a button); screen readers announce it'],
              ['Tab', 'The snackbar’s dismiss button comes last on the page; focus there pauses the countdown'],
            ]}
          />
        </DemoSection>
      </DemoGrid>
      <ApiReference tags={['ds-snackbar-host', 'ds-snackbar']} />
    </>
  );
}
