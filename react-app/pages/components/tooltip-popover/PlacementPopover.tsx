import { useState } from 'react';
import { DsButton } from '../../../ds/DsButton';
import { DsPopover } from '../../../ds/DsPopover';
import { DsRadio } from '../../../ds/DsRadio';
import { DsRadioGroup } from '../../../ds/DsRadioGroup';
import { DemoSection } from '../../../docs/DemoSection';
import { OverlayPreview } from '../../../docs/OverlayPreview';

/** The popover placements. */
const PLACEMENTS = ['top', 'bottom', 'left', 'right', 'middle', 'mouse'] as const;
type Placement = (typeof PLACEMENTS)[number];

const HINTS: Record<Placement, string> = {
  top: 'Above the trigger; below when there is no room.',
  bottom: 'Below the trigger; above when there is no room.',
  left: 'Left of the trigger; right when there is no room.',
  right: 'Right of the trigger; left when there is no room.',
  middle: 'Centred over the trigger, covering it.',
  mouse: 'Its corner where you clicked.',
};

const title = (p: string) => p[0]!.toUpperCase() + p.slice(1);

/** Choose a placement, then open the popover to see where it lands. */
export function PlacementPopover() {
  const [placement, setPlacement] = useState<Placement>('bottom');
  return (
    <DemoSection
      title="Placement"
      description="Choose where the panel goes, then open it. Top, bottom, left and right flip when the window is too small."
      wide
    >
      <DsRadioGroup
        label="Popover placement"
        appearance="buttons"
        className="tp-segmented"
        value={placement}
        onChange={e => {
          const chosen = PLACEMENTS.find(p => p === e.currentTarget.value);
          if (chosen) setPlacement(chosen);
        }}
      >
        {PLACEMENTS.map(p => (
          <DsRadio key={p} value={p}>
            {title(p)}
          </DsRadio>
        ))}
      </DsRadioGroup>
      <OverlayPreview
        stacked
        caption="Open, the popover looks like this (here below its button); the button opens the real one where you chose."
        launcher={
          <div className="tp-placement-stage">
            <DsPopover placement={placement} label={`Placed ${placement}`}>
              <DsButton slot="trigger" variant="outline" size="large">
                Open ({placement})
              </DsButton>
              <p className="tp-popover-text">
                <strong>{title(placement)}.</strong> {HINTS[placement]}
              </p>
            </DsPopover>
          </div>
        }
      >
        <DsPopover inline label="Popover, pictured open">
          <DsButton slot="trigger" variant="outline" size="large">
            Open (bottom)
          </DsButton>
          <p className="tp-popover-text">
            <strong>Bottom.</strong> {HINTS.bottom}
          </p>
        </DsPopover>
      </OverlayPreview>
    </DemoSection>
  );
}
