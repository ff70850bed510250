import { useId, useRef, type ComponentRef } from 'react';
import { Link } from 'react-router-dom';
import { DsDotGrid } from '../../../ds/DsDotGrid';
import { DsRadio } from '../../../ds/DsRadio';
import { DsRadioGroup } from '../../../ds/DsRadioGroup';
import { DsSwitch } from '../../../ds/DsSwitch';
import { DemoSection, LiveValue } from '../../../docs/DemoSection';
import { KeyboardNotes } from '../../../docs/KeyboardNotes';
import { ReadoutValue } from '../../../docs/ReadoutValue';
import { ResetButton } from '../../../docs/ResetButton';
import { Snippet } from '../../../docs/Snippet';
import { useDemoState } from '../../../docs/use-demo-state';
import { DOT_GRID_DEFAULTS, MIRROR_CHOICES, dotCount, dotGridCode, type DotGridSettings } from './drawing-demos';

const KEYS = [
  ['Arrow keys', 'Move the cursor from dot to dot'],
  ['Home / End', 'The start / end of the row (with Ctrl: of the grid)'],
  ['Page Up / Page Down', 'The top / bottom of the column'],
  ['Space or Enter', 'Turn the dot under the cursor on or off'],
  ['Shift + a move key', 'Paint (or erase) the dots passed over'],
] as const;

/** ds-dot-grid: drawing on a 16 × 16 grid with guides, mirror painting and an eraser. */
export function DotGridDemo() {
  const demo = useDemoState<DotGridSettings>(DOT_GRID_DEFAULTS);
  const { guides, mirror, eraser, value } = demo.values;
  const firstControl = useRef<ComponentRef<typeof DsSwitch>>(null);
  const gridId = useId();

  return (
    <DemoSection
      title="Dot grid"
      description="Draw by clicking, dragging or with the keyboard. Mirror painting copies every dot across the centre lines."
      wide
    >
      <div className="playground">
        <div className="playground__controls">
          <DsSwitch ref={firstControl} checked={guides} onChange={e => demo.set('guides', e.currentTarget.checked)}>
            Guides
          </DsSwitch>
          <DsSwitch checked={eraser} onChange={e => demo.set('eraser', e.currentTarget.checked)}>
            Eraser
          </DsSwitch>
          <DsRadioGroup
            label="Mirror"
            value={mirror}
            onChange={e =>
              demo.set('mirror', MIRROR_CHOICES.find(c => c.value === e.currentTarget.value)?.value ?? 'none')
            }
          >
            {MIRROR_CHOICES.map(choice => (
              <DsRadio key={choice.value} value={choice.value}>
                {choice.label}
              </DsRadio>
            ))}
          </DsRadioGroup>
          <ResetButton demo={demo} focusAfterReset={firstControl} />
        </div>
        <div className="playground__result">
          <div className="ms-drawing">
            <DsDotGrid
              id={gridId}
              className="ms-dot-grid"
              label="Demo drawing"
              guides={guides}
              mirror={mirror}
              eraser={eraser}
              value={value}
              onInput={e => demo.set('value', e.currentTarget.value)}
            />
            <LiveValue label="Dots on">
              <ReadoutValue of={gridId} state={{ value: dotCount(value) }} />
            </LiveValue>
            <p className="ms-drawing__more">
              <Link to="/Tools/DotIconMaker">Open the Icon Creator</Link> to export a drawing as SVG or PNG.
            </p>
          </div>
          <Snippet label="Dot grid code" {...dotGridCode(demo.values)} />
          <KeyboardNotes rows={KEYS} />
        </div>
      </div>
    </DemoSection>
  );
}
