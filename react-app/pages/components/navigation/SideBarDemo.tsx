import { useId, useRef, type ComponentRef } from 'react';
import { DsSwitch } from '../../../ds/DsSwitch';
import { DemoSection, LiveValue } from '../../../docs/DemoSection';
import { KeyboardNotes } from '../../../docs/KeyboardNotes';
import { ReadoutValue } from '../../../docs/ReadoutValue';
import { ResetButton } from '../../../docs/ResetButton';
import { Snippet } from '../../../docs/Snippet';
import { snippetOf } from '../../../docs/snippet-markup';
import { useDemoState } from '../../../docs/use-demo-state';
import { SideRail } from './SideRail';
import { SIDE_BAR_WIDTHS, sidePanelSnippet } from './side-rail';

const KEYS = [
  ['Tab', 'Move to the panel’s toggle, then to each item'],
  ['Enter / Space', 'Collapse or expand the panel; choose an item'],
] as const;

/** A collapsible side bar, 90 px collapsed and 240 px open, with its code. */
export function SideBarDemo() {
  const demo = useDemoState({ open: true });
  const { open } = demo.values;
  const openSwitch = useRef<ComponentRef<typeof DsSwitch>>(null);
  const panelId = useId();

  return (
    <DemoSection
      title="Collapsible side bar"
      description="The panel’s own button collapses it to a 90 px rail of icons and expands it to 240 px with labels. Collapsed, the labels stay the items’ accessible names."
      wide
    >
      <div className="sb-layout">
        <div className="sb-frame" data-testid="side-bar-frame">
          <SideRail id={panelId} open={open} onDsToggle={e => demo.set('open', e.detail.open)} />
          {/* the page beside the rail: placeholder lines, nothing to read */}
          <div className="sb-frame__main" aria-hidden="true">
            <span className="sb-frame__line sb-frame__line--title" />
            <span className="sb-frame__line" />
            <span className="sb-frame__line" />
            <span className="sb-frame__line sb-frame__line--short" />
          </div>
        </div>
        <div className="sb-side">
          <LiveValue label="Panel">
            <ReadoutValue
              of={panelId}
              state={{ checked: open }}
              on={`open, ${SIDE_BAR_WIDTHS.open} px`}
              off={`collapsed, ${SIDE_BAR_WIDTHS.collapsed} px`}
            />
          </LiveValue>
          <DsSwitch ref={openSwitch} checked={open} onChange={e => demo.set('open', e.currentTarget.checked)}>
            Open
          </DsSwitch>
          <ResetButton demo={demo} focusAfterReset={openSwitch} />
        </div>
      </div>
      <Snippet label="Side bar code" {...snippetOf(sidePanelSnippet({ open }))} />
      <KeyboardNotes rows={KEYS} />
    </DemoSection>
  );
}
