import { DemoSection } from '../../../docs/DemoSection';

/** The spacing tokens (docs/CONTRACTS.md), smallest to largest. */
const SPACES = [
  ['--ds-space-2xs', 2],
  ['--ds-space-xs', 4],
  ['--ds-space-s', 8],
  ['--ds-space-m', 12],
  ['--ds-space-l', 16],
  ['--ds-space-xl', 24],
  ['--ds-space-2xl', 32],
  ['--ds-space-3xl', 48],
] as const;

/** The space tokens every element and page spaces with, drawn to scale. */
export function SpacingScale() {
  return (
    <DemoSection
      title="Space tokens"
      description="Every gap and padding of the system comes from this scale; use the token, not the number."
    >
      <table className="dv-scale">
        <caption className="visually-hidden">Space tokens and their sizes</caption>
        <thead>
          <tr>
            <th scope="col">Token</th>
            <th scope="col">Size</th>
            <th scope="col">
              <span className="visually-hidden">Drawn to scale</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {SPACES.map(([token, px]) => (
            <tr key={token}>
              <th scope="row">
                <code>{token}</code>
              </th>
              <td className="dv-scale__px">{px} px</td>
              <td>
                <span className="dv-scale__bar" style={{ inlineSize: `var(${token})` }} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </DemoSection>
  );
}
