import { DsRipple } from '../../../ds/DsRipple';
import { DemoSection } from '../../../docs/DemoSection';

/** ds-ripple on surfaces of one's own; every ds-button already has one. */
export function RippleDemo() {
  return (
    <DemoSection
      title="Ripple"
      description={
        <>
          Every button ripples where it is pressed. <code>ds-ripple</code> gives any surface the same: put it inside. No
          ripple is drawn with reduced motion.
        </>
      }
    >
      <div className="bt-ripples">
        <div className="bt-ripple-surface">
          Press anywhere here
          <DsRipple />
        </div>
        <div className="bt-ripple-surface bt-ripple-surface--accent">
          An accent ripple
          <DsRipple />
        </div>
      </div>
    </DemoSection>
  );
}
