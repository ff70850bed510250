import { DsButton } from '../../../ds/DsButton';
import { DsIcon } from '../../../ds/DsIcon';
import { DsTooltip } from '../../../ds/DsTooltip';
import { DemoSection } from '../../../docs/DemoSection';
import { OverlayPreview } from '../../../docs/OverlayPreview';

const TOOLS = [
  { icon: 'edit', label: 'Edit', tip: 'Edit the draft' },
  { icon: 'share', label: 'Share', tip: 'Share a link to this page' },
  { icon: 'download', label: 'Download', tip: 'Download as SVG' },
] as const;

/** Plain-text tooltips on icon buttons. */
export function SimpleTooltipDemo() {
  return (
    <DemoSection
      title="Simple tooltip"
      description="Plain text in content. Hover with a mouse, focus with the keyboard, or hold a finger for 300 ms."
    >
      <OverlayPreview
        caption="Shown, a tooltip looks like this; hover or focus the buttons for the real ones."
        launcher={
          <div className="tp-toolbar">
            {TOOLS.map(t => (
              <DsTooltip key={t.icon} content={t.tip}>
                <DsButton variant="outline" iconOnly label={t.label}>
                  <DsIcon name={t.icon} size={20} />
                </DsButton>
              </DsTooltip>
            ))}
          </div>
        }
      >
        <DsTooltip inline content={TOOLS[0].tip}>
          <DsButton variant="outline" iconOnly label={TOOLS[0].label}>
            <DsIcon name={TOOLS[0].icon} size={20} />
          </DsButton>
        </DsTooltip>
      </OverlayPreview>
    </DemoSection>
  );
}

/** A tooltip with a heading and a line in its content slot. */
export function RichTooltipDemo() {
  return (
    <DemoSection
      title="Rich tooltip"
      description="Rich content in the content slot: a heading and a line. Still short, still not interactive."
    >
      <DsTooltip placement="bottom">
        <DsButton variant="secondary">
          <DsIcon slot="start" name="clock" size={18} />
          Auto-save
        </DsButton>
        <span slot="content" className="tp-rich-tip">
          <strong className="tp-rich-tip__title">Saved automatically</strong>
          <span className="tp-rich-tip__line">Every change is kept in this browser.</span>
        </span>
      </DsTooltip>
    </DemoSection>
  );
}
