import { useRef, type ComponentRef } from 'react';
import { DsDivider } from '../../../ds/DsDivider';
import { DsRadio } from '../../../ds/DsRadio';
import { DsRadioGroup } from '../../../ds/DsRadioGroup';
import { DemoSlider } from '../../../docs/DemoSlider';
import type { DsSlider } from '../../../ds/DsSlider';
import { DsSwitch } from '../../../ds/DsSwitch';
import { DemoSection } from '../../../docs/DemoSection';
import { KeyboardNotes } from '../../../docs/KeyboardNotes';
import { ResetButton } from '../../../docs/ResetButton';
import { Snippet } from '../../../docs/Snippet';
import { useDemoState } from '../../../docs/use-demo-state';
import { DIVIDER_DEFAULTS, DIVIDER_RANGES, dividerCode, type DividerSettings } from './divider-demo';

const KEYS = [
  ['Arrow keys', 'Move a slider by one step; choose Solid or Dotted'],
  ['Page Up / Page Down', 'Move a slider by a larger step'],
  ['Home / End', 'A slider’s minimum / maximum'],
  ['Space', 'Turn Invert on or off'],
] as const;

/** Space, opacity, invert and type of a divider, with its code and Reset. */
export function DividerPlayground() {
  const demo = useDemoState<DividerSettings>(DIVIDER_DEFAULTS);
  const { spacing, opacity, variant, inverted } = demo.values;
  const firstControl = useRef<ComponentRef<typeof DsSlider>>(null);

  return (
    <DemoSection
      title="Divider playground"
      description="Set the space above and below the line, its opacity (fully transparent at 0), the type and the contrasting colour. The shaded band shows the space; the code follows."
      wide
    >
      <div className="playground">
        <div className="playground__controls">
          <DemoSlider
            ref={firstControl}
            demo={demo}
            name="spacing"
            label="Space"
            bounds={DIVIDER_RANGES.spacing}
            unit="px"
            ticks="step"
          />
          <DemoSlider
            demo={demo}
            name="opacity"
            label="Opacity"
            bounds={DIVIDER_RANGES.opacity}
            unit="%"
            ticks="step"
          />
          <DsRadioGroup
            label="Type"
            appearance="buttons"
            value={variant}
            onChange={e => demo.set('variant', e.currentTarget.value === 'dotted' ? 'dotted' : 'solid')}
          >
            <DsRadio value="solid">Solid</DsRadio>
            <DsRadio value="dotted">Dotted</DsRadio>
          </DsRadioGroup>
          <DsSwitch checked={inverted} onChange={e => demo.set('inverted', e.currentTarget.checked)}>
            Invert
          </DsSwitch>
        </div>
        <div className="playground__result">
          <div className={inverted ? 'dv-preview dv-preview--inverse' : 'dv-preview'} data-testid="divider-preview">
            <p className="dv-preview__text">Design tokens keep colour, type and space consistent.</p>
            <DsDivider
              className="dv-preview__divider"
              spacing={spacing}
              opacity={opacity}
              variant={variant}
              inverted={inverted}
            />
            <p className="dv-preview__text">Components turn them into the parts a page is built from.</p>
          </div>
          <Snippet label="Divider code" {...dividerCode(demo.values)} />
          <ResetButton demo={demo} focusAfterReset={firstControl} />
          <KeyboardNotes rows={KEYS} />
        </div>
      </div>
    </DemoSection>
  );
}
