import type { ReactNode } from 'react';
import './docs.css';

/**
 * A table of design tokens: the token's name, the value in effect on this page, and a third
 * column that shows what it does (`sample` returns that cell). It scrolls sideways on a phone,
 * so its wrapper is a named, focusable region.
 */
export function TokenTable({
  label,
  sampleHeading,
  tokens,
  values,
  sample,
  className,
}: {
  /** The table's caption and the scrolling region's name. */
  label: string;
  /** The heading of the third column. */
  sampleHeading: string;
  /** Token names without the `--ds-` prefix. */
  tokens: readonly string[];
  /** Each token's computed value. */
  values: Readonly<Record<string, string | undefined>>;
  /** The third cell of a token's row (a `<td>`). */
  sample: (token: string, value: string) => ReactNode;
  className?: string;
}) {
  return (
    <div className="token-table-wrap" role="region" aria-label={label} tabIndex={0}>
      <table className={className ? `token-table ${className}` : 'token-table'}>
        <caption className="visually-hidden">{label}</caption>
        <thead>
          <tr>
            <th scope="col">Token</th>
            <th scope="col">Value</th>
            <th scope="col">{sampleHeading}</th>
          </tr>
        </thead>
        <tbody>
          {tokens.map(token => (
            <tr key={token}>
              <th scope="row">
                <code>--ds-{token}</code>
              </th>
              <td className="token-table__value">{values[token]}</td>
              {sample(token, values[token] ?? '')}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
