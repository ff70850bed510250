import { useRef, useState } from 'react';
import { cannedSnackbarMessages } from '../../../../content/snackbar-messages';
import { DsButton } from '../../../ds/DsButton';
import { DsSnackbar } from '../../../ds/DsSnackbar';
import { OverlayPreview } from '../../../docs/OverlayPreview';
import { randomPick } from './random-pick';
import { useSnackbar } from '../../../providers/SnackbarProvider';
import { PageHeader } from '../../../shell/PageHeader';
import { usePageMeta } from '../../../shell/use-page-meta';
import { ApiReference } from '../../../docs/ApiReference';
import { DemoGrid, DemoSection } from '../../../docs/DemoSection';
import { KeyboardNotes } from '../../../docs/KeyboardNotes';
import { Snippet } from '../../../docs/Snippet';
import type { SnackbarOptions } from '../../../../elements/snackbar/ds-snackbar-host';
import { snackbarSnippet, type CallbackCode } from './snackbar-snippet';

const COUNTDOWN_MS = 5000;
const FIRST_DRAFTS = 3;
/** What the action demo's `onAction` does, as its snippet shows it. */
const UNDO_CODE: CallbackCode = { onAction: '() => restoreDraft()' };

const SAMPLE: SnackbarOptions = {
  message: 'This message closes by itself',
  duration: COUNTDOWN_MS,
  countdown: true,
  dismissible: true,
  source: 'snackbar-page-sample',
};

/** Snackbar page: a sample with a countdown and a random message that replaces its predecessor. */
export default function SnackbarPage() {
  const { show } = useSnackbar();
  const lastMessage = useRef<string>(undefined);
  // The snippet shows the call behind the snackbar shown last (the sample until a button is pressed).
  const [shown, setShown] = useState<{ options: SnackbarOptions; callbacks?: CallbackCode }>({ options: SAMPLE });
  const showAndRemember = (options: SnackbarOptions, callbacks?: CallbackCode) => {
    setShown({ options, callbacks });
    void show(options);
  };
  const [drafts, setDrafts] = useState(FIRST_DRAFTS);

  // An action: the snackbar waits for an answer (no timeout), and Undo puts the draft back.
  const deleteDraft = () => {
    if (drafts === 0) {
      showAndRemember({ message: 'No drafts left to delete', source: 'snackbar-page-action-empty', replace: true });
      return;
    }
    setDrafts(count => count - 1);
    showAndRemember(
      {
        message: 'Draft deleted',
        action: 'Undo',
        onAction: () => {
          setDrafts(count => count + 1);
          showAndRemember({ message: 'Draft restored', source: 'snackbar-page-action-undone', replace: true });
        },
        dismissible: true,
        source: 'snackbar-page-action',
      },
      UNDO_CODE,
    );
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
          <OverlayPreview
            caption="Shown, it looks like this at the bottom of the screen; the button shows the real one."
            launcher={<DsButton onClick={() => showAndRemember(SAMPLE)}>Show snackbar</DsButton>}
          >
            {/* paused: the picture keeps its full countdown */}
            <DsSnackbar duration={COUNTDOWN_MS} countdown dismissible paused>
              {SAMPLE.message}
            </DsSnackbar>
          </OverlayPreview>
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
          title="With an action"
          description="Asks for an answer, so it stays until you press Undo or dismiss it. Undo puts the draft back."
        >
          <p>{drafts === 1 ? '1 draft' : `${drafts} drafts`}</p>
          <DsButton variant="secondary" onClick={deleteDraft}>
            Delete a draft
          </DsButton>
        </DemoSection>
        <DemoSection
          title="Use it"
          description="One host per page; any script can call show(). The code is that of the snackbar shown last."
          wide
        >
          <Snippet
            label="Code example: show a snackbar from script"
            {...snackbarSnippet(shown.options, shown.callbacks)}
          />
          <KeyboardNotes
            rows={[
              ['Enter / Space', 'Show a snackbar (on a button); screen readers announce it'],
              ['Tab', 'The snackbar’s dismiss button comes last on the page; focus there pauses the countdown'],
              ['Enter / Space', 'On the action (Undo): does what it says and closes the snackbar'],
            ]}
          />
        </DemoSection>
      </DemoGrid>
      <ApiReference tags={['ds-snackbar-host', 'ds-snackbar']} />
    </>
  );
}
