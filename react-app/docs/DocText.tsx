import { codeSpans } from './code-spans';

/** Documentation text from the manifest, with `backticked` parts as code. */
export function DocText({ text }: { text?: string }) {
  if (!text) return null;
  return (
    <>
      {codeSpans(text).map((span, i) =>
        span.code ? <code key={i}>{span.text}</code> : <span key={i}>{span.text}</span>,
      )}
    </>
  );
}
