import { useRef, type ComponentRef } from 'react';
import { DsIcon } from '../../../ds/DsIcon';
import { DsRadio } from '../../../ds/DsRadio';
import { DsRadioGroup } from '../../../ds/DsRadioGroup';
import { DemoSlider } from '../../../docs/DemoSlider';
import type { DsSlider } from '../../../ds/DsSlider';
import { DsSwitch } from '../../../ds/DsSwitch';
import { DemoSection } from '../../../docs/DemoSection';
import { KeyboardNotes } from '../../../docs/KeyboardNotes';
import { ResetButton } from '../../../docs/ResetButton';
import { Snippet } from '../../../docs/Snippet';
import type { DemoState } from '../../../docs/use-demo-state';
import { ICON_COLOURS, ICON_RANGES, colourValue, iconCode, type ChosenIcon, type IconSettings } from './icon-demo';

const KEYS = [
  ['Tab', 'From the search to the icons, then to the preview’s controls'],
  ['Enter / Space', 'Choose the focused icon; turn Invert on or off'],
  ['Arrow keys', 'Move a slider by one step; choose a style or a colour'],
  ['Home / End', 'A slider’s minimum / maximum'],
] as const;

/** The chosen icon with size, stroke, style, colour and invert; its code and Reset. */
export function IconPreview({ icon, demo }: { icon: ChosenIcon; demo: DemoState<IconSettings> }) {
  const { size, stroke, variant, colour, inverted } = demo.values;
  const firstControl = useRef<ComponentRef<typeof DsSlider>>(null);
  const colourCss = colourValue(colour);

  return (
    <DemoSection
      title="Preview"
      description="The chosen icon at any size and stroke, outlined or filled, in a token colour, on the normal or the inverse surface."
      wide
    >
      <div className="playground">
        <div className="playground__controls">
          <DemoSlider ref={firstControl} demo={demo} name="size" label="Size" bounds={ICON_RANGES.size} unit="px" />
          <DemoSlider demo={demo} name="stroke" label="Stroke" bounds={ICON_RANGES.stroke} />
          <DsRadioGroup
            label="Style"
            appearance="buttons"
            value={variant}
            onChange={e => demo.set('variant', e.currentTarget.value === 'filled' ? 'filled' : 'outline')}
          >
            <DsRadio value="outline">Outline</DsRadio>
            <DsRadio value="filled">Filled</DsRadio>
          </DsRadioGroup>
          <DsRadioGroup
            label="Colour"
            value={colour}
            onChange={e => {
              const next = ICON_COLOURS.find(c => c.key === e.currentTarget.value);
              if (next) demo.set('colour', next.key);
            }}
          >
            {ICON_COLOURS.map(c => (
              <DsRadio key={c.key} value={c.key}>
                <span className="ic-swatch-label">
                  <span
                    className="ic-swatch"
                    aria-hidden="true"
                    style={{ background: c.token ? `var(${c.token})` : 'var(--ds-color-on-surface)' }}
                  />
                  {c.label}
                </span>
              </DsRadio>
            ))}
          </DsRadioGroup>
          <DsSwitch checked={inverted} onChange={e => demo.set('inverted', e.currentTarget.checked)}>
            Invert
          </DsSwitch>
        </div>
        <div className="playground__result">
          <figure className={inverted ? 'ic-stage ic-stage--inverse' : 'ic-stage'} data-testid="icon-preview">
            <DsIcon
              name={icon.name}
              set={icon.set}
              size={size}
              stroke={stroke}
              variant={variant}
              label={`${icon.name} icon`}
              style={colourCss ? ({ '--ds-icon-color': colourCss } as React.CSSProperties) : undefined}
            />
            <figcaption className="ic-stage__caption">
              {icon.name} <span className="ic-stage__set">({icon.set})</span>
            </figcaption>
          </figure>
          <Snippet label="Icon code" {...iconCode(icon, demo.values)} />
          <ResetButton demo={demo} focusAfterReset={firstControl} />
          <KeyboardNotes rows={KEYS} />
        </div>
      </div>
    </DemoSection>
  );
}
