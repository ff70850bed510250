import { useMemo, useRef, useState, type ComponentRef } from 'react';
import { DsSidePanel } from '../../../ds/DsSidePanel';
import { DemoSlider } from '../../../docs/DemoSlider';
import type { DsSlider } from '../../../ds/DsSlider';
import { DemoSection } from '../../../docs/DemoSection';
import { KeyboardNotes } from '../../../docs/KeyboardNotes';
import { ResetButton } from '../../../docs/ResetButton';
import { Snippet } from '../../../docs/Snippet';
import { snippetOf } from '../../../docs/snippet-markup';
import { useDemoState } from '../../../docs/use-demo-state';
import { SideRail } from '../navigation/SideRail';
import { sidePanelSnippet } from '../navigation/side-rail';
import { PANEL_DEFAULTS, PANEL_RANGES, type PanelSettings } from './layout-demo';

const KEYS = [
  ['Tab', 'Move to a panel’s toggle and its items'],
  ['Enter / Space', 'Collapse or expand a panel (from then on, the width no longer does)'],
  ['Arrow keys', 'Move a slider by one step'],
] as const;

/** Side panels that collapse under a width threshold until they are toggled by hand. */
export function SidePanelsDemo() {
  const demo = useDemoState<PanelSettings>(PANEL_DEFAULTS);
  const { frame, threshold } = demo.values;
  const firstControl = useRef<ComponentRef<typeof DsSlider>>(null);
  // Reset also forgets the panels' manual choices: new panels, so the width rules them again.
  const [generation, setGeneration] = useState(0);
  const [toggledByHand, setToggledByHand] = useState(false);
  const resettable = useMemo(
    () => ({
      changed: demo.changed || toggledByHand,
      reset: () => {
        demo.reset();
        setToggledByHand(false);
        setGeneration(g => g + 1);
      },
    }),
    [demo, toggledByHand],
  );
  const onToggle = (e: { detail: { reason: string } }) => {
    if (e.detail.reason === 'user') setToggledByHand(true);
  };

  return (
    <DemoSection
      title="Side panels"
      description="Both panels collapse while the frame is narrower than the threshold, and open again when it is wide enough, until you use a panel’s own button: then your choice wins."
      wide
    >
      <div className="playground ly-playground ly-playground--stacked">
        <div className="playground__controls ly-controls ly-controls--row">
          <DemoSlider
            ref={firstControl}
            demo={demo}
            name="frame"
            label="Frame width"
            bounds={PANEL_RANGES.frame}
            unit="px"
          />
          <DemoSlider demo={demo} name="threshold" label="Collapse below" bounds={PANEL_RANGES.threshold} unit="px" />
          <ResetButton demo={resettable} focusAfterReset={firstControl} />
        </div>
        <div className="ly-result">
          <div className="ly-frame" data-testid="panels-frame" style={{ inlineSize: `${frame}px` }} key={generation}>
            <SideRail title="Library" items={4} open collapseBelow={threshold} onDsToggle={onToggle} />
            <div className="ly-frame__main">
              <p className="ly-frame__text">The page between the panels takes the room they leave.</p>
            </div>
            <DsSidePanel side="end" open collapseBelow={threshold} onDsToggle={onToggle} className="ly-inspector">
              <strong slot="header" className="side-rail__title">
                <span data-label="">Details</span>
              </strong>
              <dl className="ly-inspector__list" data-label="">
                <dt>Columns</dt>
                <dd>auto-fill</dd>
                <dt>Gap</dt>
                <dd>10 px</dd>
              </dl>
            </DsSidePanel>
          </div>
          <Snippet
            label="Side panel code"
            {...snippetOf(sidePanelSnippet({ open: true, 'collapse-below': threshold }, 4))}
          />
          <KeyboardNotes rows={KEYS} />
        </div>
      </div>
    </DemoSection>
  );
}
