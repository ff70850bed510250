import { useState } from 'react';
import { DsButton } from '../../../ds/DsButton';
import { DsMenu } from '../../../ds/DsMenu';
import { DsMenuItem } from '../../../ds/DsMenuItem';
import { DemoSection, LiveValue } from '../../../docs/DemoSection';
import { KeyboardNotes } from '../../../docs/KeyboardNotes';
import { OverlayPreview } from '../../../docs/OverlayPreview';
import { Snippet } from '../../../docs/Snippet';
import { snippetOf, type SnippetElement } from '../../../docs/snippet-markup';

/** The demo's items; Archive is disabled to show that it can be reached but not chosen. */
const ITEMS = [
  { value: 'edit', label: 'Edit' },
  { value: 'duplicate', label: 'Duplicate' },
  { value: 'archive', label: 'Archive', disabled: true },
  { value: 'delete', label: 'Delete' },
] as const;

const KEYS = [
  ['Enter / Space / ArrowDown', 'Open the menu on its first item'],
  ['ArrowUp', 'Open the menu on its last item'],
  ['ArrowUp / ArrowDown', 'Move between items (wrapping)'],
  ['Home / End', 'First or last item'],
  ['A letter', 'The next item starting with it'],
  ['Enter / Space', 'Choose the item; focus goes back to the button'],
  ['Escape', 'Close; focus goes back to the button'],
] as const;

/** The code of the demo, for both tabs of the snippet. */
export function menuCode(): { html: string; react: string } {
  const menu: SnippetElement = {
    tag: 'ds-menu',
    attrs: { label: 'Actions' },
    reactProps: { onDsSelect: { code: 'event => console.log(event.detail.value)' } },
    children: [
      { tag: 'ds-button', attrs: { slot: 'trigger', variant: 'outline' }, children: ['Actions'] },
      ...ITEMS.map(item => ({
        tag: 'ds-menu-item',
        attrs: { value: item.value, disabled: 'disabled' in item ? item.disabled : undefined },
        children: [item.label],
      })),
    ],
  };
  return snippetOf(menu);
}

/** A menu button (APG): a button that opens a list of actions; choosing one fires `ds-select`. */
export function MenuDemo() {
  const [chosen, setChosen] = useState('None yet');
  // the live menu and its picture hold the same trigger and items
  const menuContent = (
    <>
      <DsButton slot="trigger" variant="outline">
        Actions
      </DsButton>
      {ITEMS.map(item => (
        <DsMenuItem key={item.value} value={item.value} disabled={'disabled' in item ? item.disabled : false}>
          {item.label}
        </DsMenuItem>
      ))}
    </>
  );
  return (
    <DemoSection
      title="Menu button"
      description="A button that opens a short list of actions. Choosing one closes the menu and returns focus to the button."
    >
      <OverlayPreview
        caption="Open, the menu looks like this; the Actions button opens the real one."
        launcher={
          <div className="nv-menu-demo">
            <DsMenu
              label="Actions"
              onDsSelect={event =>
                setChosen(ITEMS.find(item => item.value === event.detail.value)?.label ?? event.detail.value)
              }
            >
              {menuContent}
            </DsMenu>
            <LiveValue label="Chosen">{chosen}</LiveValue>
          </div>
        }
      >
        <DsMenu inline label="Actions">
          {menuContent}
        </DsMenu>
      </OverlayPreview>
      <Snippet label="Menu code" {...menuCode()} />
      <KeyboardNotes rows={KEYS} />
    </DemoSection>
  );
}
