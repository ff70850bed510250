/**
 * The style rules an element class declares inside `@media` blocks matching `query` (spaces
 * ignored: `'(prefers-reduced-motion:reduce)'`), read from its adopted style sheets. Checks a
 * reduced-motion or forced-colours look in every engine, where emulating the media is not possible.
 */
export function mediaRules(element: { elementStyles: unknown[] }, query: string): CSSStyleRule[] {
  const sheets = element.elementStyles
    .map(s => (s as { styleSheet?: CSSStyleSheet }).styleSheet)
    .filter((s): s is CSSStyleSheet => !!s);
  return sheets.flatMap(sheet =>
    [...sheet.cssRules]
      .filter((r): r is CSSMediaRule => r instanceof CSSMediaRule && r.conditionText.replace(/\s/g, '').includes(query))
      .flatMap(r => [...r.cssRules].filter((x): x is CSSStyleRule => x instanceof CSSStyleRule)),
  );
}

/** The rule of `selector` among `rules` (exact selector text), or undefined. */
export const ruleOf = (rules: CSSStyleRule[], selector: string): CSSStyleRule | undefined =>
  rules.find(r => r.selectorText.replace(/\s+/g, ' ') === selector);
