import { DemoSection } from '../../../docs/DemoSection';
import { TokenTable } from '../../../docs/TokenTable';
import { TYPE_SCALE } from './typography-demo';
import { useTokenValues } from './use-token-values';
import './token-table-scroll.css';

const TOKENS = TYPE_SCALE.map(size => `font-size-${size}`);

/** The type-scale tokens of elements/tokens with their values as the page uses them, each drawn at its size. */
export function TypeScale() {
  const values = useTokenValues(TOKENS);
  return (
    <DemoSection
      title="Type scale"
      description="Seven sizes in rem, so the font-size setting scales all of them together."
      wide
    >
      <TokenTable
        label="Font size tokens"
        sampleHeading="Sample"
        tokens={TOKENS}
        values={values}
        className="ty-scale token-table--scrolls"
        sample={token => (
          // a specimen of the token's size (xs included), not text to read
          <td className="ty-scale__sample" data-caption style={{ fontSize: `var(--ds-${token})` }}>
            Quiet type
          </td>
        )}
      />
    </DemoSection>
  );
}
