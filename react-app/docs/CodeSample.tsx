import { useRef } from 'react';
import { CodeBlock } from './CodeBlock';
import type { CodeLanguage } from './code-tokens';
import { useScrollFade } from './use-scroll-fade';

/**
 * A code sample in colour. It is always a Tab stop, so a keyboard can scroll it (sideways, or down
 * past its height), and therefore a named region: a focusable element needs a role and a name.
 * Always, not only once it is measured to overflow: whether it scrolls changes with the width, the
 * font and "Wrap lines", and a measure taken a moment late left a scrolling sample out of the Tab
 * order (as the code of every snippet, which is a tab panel, is always a Tab stop too). The sides
 * that hide code fade out (use-scroll-fade.ts).
 */
export function CodeSample({ label, code, language }: { label: string; code: string; language: CodeLanguage }) {
  const block = useRef<HTMLPreElement>(null);
  useScrollFade(block, code);
  return <CodeBlock ref={block} code={code} language={language} tabIndex={0} role="region" aria-label={label} />;
}
