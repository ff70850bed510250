import { useMemo, type ComponentPropsWithoutRef, type ReactNode, type Ref } from 'react';
import type { CodeLanguage } from './code-tokens';
import { shownTokens, type ShownToken } from './long-values';
import { useWrapLines } from './wrap-lines';
import './code.css';

type CodeBlockProps = Omit<ComponentPropsWithoutRef<'pre'>, 'children'> & {
  code: string;
  language: CodeLanguage;
  ref?: Ref<HTMLPreElement>;
};

/** A token's spans: one per line, so that no span runs across a line break. Plain text needs none. */
function spans(token: ShownToken, key: number): ReactNode[] {
  if (token.type === 'text') return [token.text];
  return token.text.split('\n').flatMap((line, i) => [
    i > 0 ? '\n' : null,
    line ? (
      <span key={`${key}.${i}`} className={`tok-${token.type}`}>
        {line}
      </span>
    ) : null,
  ]);
}

/**
 * Code in colour: a hand-written tokenizer's tokens as spans, long attribute values shortened
 * (the caller's Copy takes the full `code`). Lines never break inside a token: they scroll sideways,
 * or wrap at spaces when the reader turns on "Wrap lines" (see WrapToggle).
 */
export function CodeBlock({ code, language, className, ref, ...pre }: CodeBlockProps) {
  const wrap = useWrapLines();
  const tokens = useMemo(() => shownTokens(code, language), [code, language]);
  return (
    <pre
      {...pre}
      ref={ref}
      className={className ? `code-block ${className}` : 'code-block'}
      data-wrap={wrap ? '' : undefined}
    >
      <code>{tokens.flatMap(spans)}</code>
    </pre>
  );
}
