import { useRef } from 'react';
import { CodeBlock } from './CodeBlock';
import type { CodeLanguage } from './code-tokens';
import { useOverflows } from './use-overflows';
import { useWrapLines } from './wrap-lines';

/**
 * A code sample in colour. When it scrolls (sideways, or down past its height) it is a Tab stop so
 * keyboard users can scroll it, and therefore a named region: a focusable element needs a role and a name.
 */
export function CodeSample({ label, code, language }: { label: string; code: string; language: CodeLanguage }) {
  const ref = useRef<HTMLPreElement>(null);
  const wrap = useWrapLines();
  const scrolls = useOverflows(ref, `${wrap}${code}`);
  return (
    <CodeBlock
      ref={ref}
      code={code}
      language={language}
      {...(scrolls ? { tabIndex: 0, role: 'region', 'aria-label': label } : {})}
    />
  );
}
