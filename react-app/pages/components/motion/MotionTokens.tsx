import { DemoSection } from '../../../docs/DemoSection';
import { TokenTable } from '../../../docs/TokenTable';
import { useTokenValues } from '../typography/use-token-values';
import { DURATION_TOKENS, EASING_TOKENS, bezierPoints } from './motion-demo';
import '../typography/token-table-scroll.css';

const TOKENS = [...DURATION_TOKENS, ...EASING_TOKENS];
const LONGEST_MS = 500;

/** The curve of a cubic-bezier easing, time across and progress up, in a 100 × 100 box. */
function EasingCurve({ value }: { value: string }) {
  const points = bezierPoints(value);
  if (!points) return null;
  const [x1, y1, x2, y2] = points.map(p => Math.round(p * 100));
  return (
    <svg className="mo-curve" viewBox="-5 -5 110 110" aria-hidden="true">
      <path className="mo-curve__axis" d="M0 100 H100 M0 100 V0" />
      <path className="mo-curve__line" d={`M0 100 C${x1} ${100 - y1!} ${x2} ${100 - y2!} 100 0`} />
    </svg>
  );
}

const isDuration = (token: string) => (DURATION_TOKENS as readonly string[]).includes(token);

/** A bar as long as a duration, against the longest token's. */
function DurationBar({ value }: { value: string }) {
  return (
    <span
      className="mo-duration-bar"
      style={{ inlineSize: `${Math.min(100, (parseFloat(value) / LONGEST_MS) * 100 || 0)}%` }}
    />
  );
}

/** The duration and easing tokens with the values in effect (0.01ms each under reduced motion). */
export function MotionTokens() {
  const values = useTokenValues(TOKENS);
  return (
    <DemoSection
      title="Motion tokens"
      description="The durations and easings the components move with. Under reduced motion every duration becomes 0.01ms, so changes happen at once."
      wide
    >
      <TokenTable
        label="Duration and easing tokens"
        sampleHeading="Shape"
        tokens={TOKENS}
        values={values}
        className="mo-tokens token-table--scrolls"
        sample={(token, value) => (
          <td>{isDuration(token) ? <DurationBar value={value} /> : <EasingCurve value={value} />}</td>
        )}
      />
    </DemoSection>
  );
}
