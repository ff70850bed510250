import type { ReactNode } from 'react';

/**
 * A code sample that may scroll sideways. It is a Tab stop so keyboard users can scroll it, and
 * therefore a named region: a focusable element needs a role and a name.
 */
export function CodeSample({ label, children }: { label: string; children: ReactNode }) {
  return (
    <pre className="code-block" tabIndex={0} role="region" aria-label={label}>
      <code>{children}</code>
    </pre>
  );
}
