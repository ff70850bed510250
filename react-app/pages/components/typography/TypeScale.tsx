import { DemoSection } from '../../../docs/DemoSection';
import { TYPE_SCALE } from './typography-demo';
import { useTokenValues } from './use-token-values';

const TOKENS = TYPE_SCALE.map(size => `font-size-${size}`);

/** The type-scale tokens of elements/tokens with their values as the page uses them, each drawn at its size. */
export function TypeScale() {
  const values = useTokenValues(TOKENS);
  return (
    <DemoSection
      title="Type scale"
      description="Seven sizes in rem, so the font-size setting scales all of them together."
      className="ty-wide"
    >
      <div className="ty-scale-wrap" role="region" aria-label="Font size tokens" tabIndex={0}>
        <table className="ty-scale">
          <caption className="visually-hidden">Font size tokens</caption>
          <thead>
            <tr>
              <th scope="col">Token</th>
              <th scope="col">Value</th>
              <th scope="col">Sample</th>
            </tr>
          </thead>
          <tbody>
            {TOKENS.map(token => (
              <tr key={token}>
                <th scope="row">
                  <code>--ds-{token}</code>
                </th>
                <td className="ty-scale__value">{values[token]}</td>
                {/* a specimen of the token's size (xs included), not text to read */}
                <td className="ty-scale__sample" data-caption style={{ fontSize: `var(--ds-${token})` }}>
                  Quiet type
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </DemoSection>
  );
}
