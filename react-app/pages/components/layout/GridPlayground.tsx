import { useRef, type ComponentRef } from 'react';
import { DemoSlider } from '../../../docs/DemoSlider';
import { DsSwitch } from '../../../ds/DsSwitch';
import { DemoSection } from '../../../docs/DemoSection';
import { KeyboardNotes } from '../../../docs/KeyboardNotes';
import { ResetButton } from '../../../docs/ResetButton';
import { Snippet } from '../../../docs/Snippet';
import { useDemoState } from '../../../docs/use-demo-state';
import { GRID_DEFAULTS, GRID_RANGES, gridCode, gridTemplate, type GridSettings } from './layout-demo';

const KEYS = [
  ['Space', 'Show or hide the guides'],
  ['Arrow keys', 'Move a slider by one step'],
  ['Page Up / Page Down', 'Move a slider by a larger step'],
  ['Home / End', 'A slider’s minimum / maximum'],
] as const;

/** Guides, gap, item count and column size of a CSS grid, with its code and Reset. */
export function GridPlayground() {
  const demo = useDemoState<GridSettings>(GRID_DEFAULTS);
  const { guides, gap, items, column } = demo.values;
  const firstControl = useRef<ComponentRef<typeof DsSwitch>>(null);

  return (
    <DemoSection
      title="Grid playground"
      description="As many columns of the chosen size as fit, with the gap between them. Guides outline the tracks and the gaps."
      wide
    >
      <div className="playground ly-playground">
        <div className="playground__controls ly-controls">
          <DsSwitch ref={firstControl} checked={guides} onChange={e => demo.set('guides', e.currentTarget.checked)}>
            Guides
          </DsSwitch>
          <DemoSlider demo={demo} name="gap" label="Gap" bounds={GRID_RANGES.gap} unit="px" ticks="step" />
          <DemoSlider demo={demo} name="items" label="Items" bounds={GRID_RANGES.items} />
          <DemoSlider demo={demo} name="column" label="Column size" bounds={GRID_RANGES.column} unit="px" />
          <ResetButton demo={demo} focusAfterReset={firstControl} />
        </div>
        <div className="ly-result">
          <div
            className={guides ? 'ly-grid ly-grid--guides' : 'ly-grid'}
            data-testid="layout-grid"
            style={{ gridTemplateColumns: gridTemplate(column), gap: `${gap}px` }}
          >
            {Array.from({ length: items }, (_, i) => (
              <div key={i} className="ly-grid__item">
                {i + 1}
              </div>
            ))}
          </div>
          <Snippet label="Grid code" {...gridCode(demo.values)} />
          <KeyboardNotes rows={KEYS} />
        </div>
      </div>
    </DemoSection>
  );
}
