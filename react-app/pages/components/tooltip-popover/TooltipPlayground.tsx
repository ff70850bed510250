import { useRef, useState, type ComponentRef } from 'react';
import { DsButton } from '../../../ds/DsButton';
import { DsIcon } from '../../../ds/DsIcon';
import type { DsRadioGroup } from '../../../ds/DsRadioGroup';
import { DsTooltip } from '../../../ds/DsTooltip';
import { DemoSection } from '../../../docs/DemoSection';
import {
  differsFromDefault,
  TOOLTIP_DEFAULTS,
  tooltipMarkup,
  type TooltipSettings,
} from '../../../lib/tooltip-playground';
import { PlaygroundControls } from './PlaygroundControls';

const CONTENT = 'Hi! I am a tooltip';
const TRIGGER = 'Hover me';

/** SPEC §2.4: tooltip settings, a target whose tooltip follows them, Reset once anything changed, and the live markup. */
export function TooltipPlayground() {
  const [settings, setSettings] = useState<TooltipSettings>(TOOLTIP_DEFAULTS);
  const firstControl = useRef<ComponentRef<typeof DsRadioGroup>>(null);
  const changed = differsFromDefault(settings);

  const reset = () => {
    setSettings(TOOLTIP_DEFAULTS);
    // The Reset button disappears with the click: give focus to the first control instead of the page.
    requestAnimationFrame(() => firstControl.current?.focus());
  };

  return (
    <DemoSection
      title="Tooltip playground"
      description="Change the placement, distance, delay, radius and colour; hover or focus the target to try them. The markup follows."
      className="tp-wide"
    >
      <div className="tp-playground">
        <PlaygroundControls
          settings={settings}
          onChange={changes => setSettings(s => ({ ...s, ...changes }))}
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
          <figure className="tp-code">
            <figcaption className="tp-code__caption">Markup</figcaption>
            <pre className="code-block">
              <code>{tooltipMarkup(settings, { content: CONTENT, trigger: TRIGGER })}</code>
            </pre>
          </figure>
          {changed && (
            <DsButton variant="outline" size="small" onClick={reset}>
              <DsIcon slot="start" name="refresh" size={18} />
              Reset
            </DsButton>
          )}
        </div>
      </div>
    </DemoSection>
  );
}
