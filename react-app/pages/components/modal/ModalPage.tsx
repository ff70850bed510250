import { ApiReference } from '../../../docs/ApiReference';
import { DemoGrid, DemoSection } from '../../../docs/DemoSection';
import { KeyboardNotes } from '../../../docs/KeyboardNotes';
import { OverlayPreview } from '../../../docs/OverlayPreview';
import { Snippet } from '../../../docs/Snippet';
import { snippetOf } from '../../../docs/snippet-markup';
import { DsButton } from '../../../ds/DsButton';
import { DsModal } from '../../../ds/DsModal';
import { useModal } from '../../../providers/ModalProvider';
import { AppearanceChoice } from '../../../shell/AppearanceChoice';
import { PageHeader } from '../../../shell/PageHeader';
import { usePageMeta } from '../../../shell/use-page-meta';
import { ConfirmPopup, PromoPopup } from './CustomPopups';
import { PrimaryColorPanel } from './PrimaryColorPanel';
import './modal-page.css';

const LOREM =
  'A modal keeps focus inside until it closes, then gives it back to the button that opened it. Press Escape to close the one on top.';

/** The basic modal as markup: `open` shows it; React keeps `open` in state and hears `ds-hide`. */
const BASIC_SNIPPET = snippetOf({
  tag: 'ds-modal',
  attrs: { label: 'Basic modal', open: true },
  reactProps: { open: { code: 'open' }, onDsHide: { code: '() => setOpen(false)' } },
  children: [{ tag: 'p', children: ['A modal keeps focus inside until it closes.'] }],
});

const MODAL_KEYS = [
  ['Tab / Shift + Tab', 'Move between the modal’s controls; focus stays inside'],
  ['Escape', 'Close the modal on top; focus returns to the button that opened it'],
] as const;

/** Modal page: every kind of modal, opened through the app's modal stack. */
export default function ModalPage() {
  const { openModal } = useModal();
  return (
    <>
      <PageHeader meta={usePageMeta()} />
      <DemoGrid>
        <DemoSection title="Basic" description="A title, a body and a close button.">
          <OverlayPreview
            caption="Open, the basic modal looks like this; the button opens the real one."
            launcher={
              <DsButton onClick={() => openModal({ title: 'Basic modal', content: <p>{LOREM}</p> })}>
                Open basic modal
              </DsButton>
            }
          >
            <DsModal inline label="Basic modal">
              <p>{LOREM}</p>
            </DsModal>
          </OverlayPreview>
          <Snippet label="Basic modal code" {...BASIC_SNIPPET} />
          <KeyboardNotes rows={MODAL_KEYS} />
        </DemoSection>
        <DemoSection
          title="No header"
          description="Without header or toolbar, a click on the dimmed backdrop closes it."
        >
          <DsButton
            variant="secondary"
            onClick={() =>
              openModal({
                title: 'Modal without a header',
                hasHeader: false,
                content: <p>{LOREM} Or click outside.</p>,
              })
            }
          >
            Open without header
          </DsButton>
        </DemoSection>
        <DemoSection title="Info" description="A short message with an OK toolbar.">
          <DsButton
            variant="outline"
            onClick={() =>
              openModal({
                title: 'Did you know?',
                hasToolbar: true,
                content: <p>Every element of this page is a web component you can use without React.</p>,
              })
            }
          >
            Open info modal
          </DsButton>
        </DemoSection>
        <DemoSection title="Fullscreen" description="Maximize and Minimize from the header.">
          <DsButton
            variant="outline"
            onClick={() =>
              openModal({
                title: 'Fullscreen capable',
                fullscreenbutton: true,
                content: <p>{LOREM} Use Maximize to fill the screen.</p>,
              })
            }
          >
            Open fullscreen modal
          </DsButton>
        </DemoSection>
        <DemoSection title="Customized popups" description="Their own layout and close buttons.">
          <DsButton
            variant="highlighted"
            onClick={() =>
              openModal({ title: 'Dotline 3.5 is here', hasHeader: false, spacing: 'none', content: <PromoPopup /> })
            }
          >
            Open promo popup
          </DsButton>
          <DsButton
            variant="plain"
            onClick={() => openModal({ title: 'Discard this draft?', hasHeader: false, content: <ConfirmPopup /> })}
          >
            Open confirm popup
          </DsButton>
        </DemoSection>
        <DemoSection
          title="Settings in a modal"
          description="Change the appearance or the primary colour without leaving the page."
        >
          <DsButton
            variant="outline"
            onClick={() =>
              openModal({ title: 'Appearance', dimAttributes: { dimClose: true }, content: <AppearanceChoice /> })
            }
          >
            Appearance settings
          </DsButton>
          <DsButton
            variant="outline"
            onClick={() => openModal({ title: 'Primary colour', content: <PrimaryColorPanel /> })}
          >
            Pick a primary colour
          </DsButton>
        </DemoSection>
      </DemoGrid>
      <ApiReference tags={['ds-modal']} />
    </>
  );
}
