import { useId, type ComponentRef, type Ref } from 'react';
import { DsRadio } from '../../../ds/DsRadio';
import { DsRadioGroup } from '../../../ds/DsRadioGroup';
import { DsSlider } from '../../../ds/DsSlider';
import { DsTooltip } from '../../../ds/DsTooltip';
import { ReadoutValue } from '../../../docs/ReadoutValue';
import { PLAYGROUND_PLACEMENTS, PLAYGROUND_TONES, TOOLTIP_RANGES, type TooltipSettings } from './tooltip-playground';

interface Props {
  settings: TooltipSettings;
  onChange: (changes: Partial<TooltipSettings>) => void;
  /** The first control, to take focus back after Reset. */
  firstControl: Ref<ComponentRef<typeof DsRadioGroup>>;
}

const SLIDERS = [
  { key: 'distance', label: 'Distance', unit: 'px' },
  { key: 'delay', label: 'Delay', unit: 'ms' },
  { key: 'radius', label: 'Radius', unit: 'px' },
] as const;

const title = (text: string) => text[0]!.toUpperCase() + text.slice(1);

/** The playground's settings: placement, three sliders and the colour (swatches named by their label and a tooltip). */
export function PlaygroundControls({ settings, onChange, firstControl }: Props) {
  const colourId = useId();
  return (
    <div className="tp-controls">
      <DsRadioGroup
        ref={firstControl}
        label="Placement"
        appearance="buttons"
        className="tp-segmented"
        value={settings.placement}
        onChange={e => {
          const placement = PLAYGROUND_PLACEMENTS.find(p => p === e.currentTarget.value);
          if (placement) onChange({ placement });
        }}
      >
        {PLAYGROUND_PLACEMENTS.map(p => (
          <DsRadio key={p} value={p}>
            {title(p)}
          </DsRadio>
        ))}
      </DsRadioGroup>
      {SLIDERS.map(({ key, label, unit }) => (
        <DsSlider
          key={key}
          className="tp-slider"
          label={label}
          min={TOOLTIP_RANGES[key].min}
          max={TOOLTIP_RANGES[key].max}
          step={TOOLTIP_RANGES[key].step}
          value={settings[key]}
          showValue
          valueText={`{value} ${unit}`}
          ticks="step"
          onInput={e => onChange({ [key]: e.currentTarget.value })}
        />
      ))}
      <div className="tp-colour">
        <DsRadioGroup
          id={colourId}
          label="Colour"
          appearance="buttons"
          value={settings.tone}
          onChange={e => {
            const tone = PLAYGROUND_TONES.find(t => t.value === e.currentTarget.value)?.value;
            if (tone) onChange({ tone });
          }}
        >
          {PLAYGROUND_TONES.map(t => (
            <DsTooltip key={t.value} content={t.label}>
              <DsRadio value={t.value} label={t.label}>
                <span slot="icon" className="tp-swatch" data-tone={t.value} />
              </DsRadio>
            </DsTooltip>
          ))}
        </DsRadioGroup>
        {/* the chosen colour's name, for sighted users; the checked radio already tells assistive technology */}
        <span className="tp-colour__name" aria-hidden="true">
          <ReadoutValue
            of={colourId}
            state={{ chosen: PLAYGROUND_TONES.filter(t => t.value === settings.tone).map(t => t.label) }}
          />
        </span>
      </div>
    </div>
  );
}
