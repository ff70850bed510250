import { useRef, type ComponentRef } from 'react';
import { DsButton } from '../../../ds/DsButton';
import type { DsRadioGroup } from '../../../ds/DsRadioGroup';
import { DsTooltip } from '../../../ds/DsTooltip';
import { DemoSection } from '../../../docs/DemoSection';
import { KeyboardNotes } from '../../../docs/KeyboardNotes';
import { ResetButton } from '../../../docs/ResetButton';
import { Snippet } from '../../../docs/Snippet';
import { reactSnippet } from '../../../docs/snippet-markup';
import { useDemoState } from '../../../docs/use-demo-state';
import { TOOLTIP_DEFAULTS, tooltipMarkup, type TooltipSettings } from './tooltip-playground';
import { PlaygroundControls } from './PlaygroundControls';

const CONTENT = 'Hi! I am a tooltip';
const TRIGGER = 'Hover me';

const KEYS = [
  ['Tab', 'Focus the target: its tooltip shows'],
  ['Escape', 'Hide the tooltip, focus stays on the target'],
  ['Arrow keys', 'Choose a placement or colour; move a slider by one step'],
  ['Home / End', 'A slider’s minimum / maximum'],
] as const;

/** The React code of the playground's tooltip: the attributes that differ from their default, as props. */
function tooltipReact(settings: TooltipSettings, changed: readonly (keyof TooltipSettings)[]): string {
  return reactSnippet(
    {
      tag: 'ds-tooltip',
      attrs: { content: CONTENT, ...Object.fromEntries(changed.map(key => [key, settings[key]])) },
      children: [{ tag: 'ds-button', children: [TRIGGER] }],
    },
    { lineLength: 60 },
  );
}

/** Tooltip settings, a target whose tooltip follows them, Reset once anything changed, and the live code. */
export function TooltipPlayground() {
  const demo = useDemoState<TooltipSettings>(TOOLTIP_DEFAULTS);
  const settings = demo.values;
  const firstControl = useRef<ComponentRef<typeof DsRadioGroup>>(null);

  return (
    <DemoSection
      title="Tooltip playground"
      description="Change the placement, distance, delay, radius and colour; hover or focus the target to try them. The code follows."
      wide
    >
      <div className="tp-playground">
        <PlaygroundControls
          settings={settings}
          onChange={changes => {
            for (const [key, value] of Object.entries(changes) as [keyof TooltipSettings, never][])
              demo.set(key, value);
          }}
          firstControl={firstControl}
        />
        <div className="tp-playground__preview">
          <div className="tp-target">
            <DsTooltip
              content={CONTENT}
              placement={settings.placement}
              distance={settings.distance}
              delay={settings.delay}
              radius={settings.radius}
              tone={settings.tone}
            >
              <DsButton>{TRIGGER}</DsButton>
            </DsTooltip>
          </div>
          <Snippet
            label="Tooltip code"
            html={tooltipMarkup(settings, { content: CONTENT, trigger: TRIGGER })}
            react={tooltipReact(settings, demo.changedKeys)}
          />
          <ResetButton demo={demo} focusAfterReset={firstControl} />
          <KeyboardNotes rows={KEYS} />
        </div>
      </div>
    </DemoSection>
  );
}
