/** Beyond these magnitudes a result is written in scientific notation ("1.5E13"), so it stays readable. */
const LARGE = 1e12;
const SMALL = 1e-6;

const formatters = new Map<string, { plain: Intl.NumberFormat; scientific: Intl.NumberFormat }>();

function formattersFor(locale: string | undefined) {
  const key = locale ?? '';
  let pair = formatters.get(key);
  if (!pair) {
    pair = {
      // 12 significant digits hide binary noise: 0.1 + 0.2 reads 0.3.
      plain: new Intl.NumberFormat(locale, { maximumSignificantDigits: 12 }),
      scientific: new Intl.NumberFormat(locale, { notation: 'scientific', maximumSignificantDigits: 10 }),
    };
    formatters.set(key, pair);
  }
  return pair;
}

/** A result in the locale's number format ("1,234.5" in English, "1.234,5" in German). */
export function formatResult(value: number, locale?: string): string {
  const { plain, scientific } = formattersFor(locale);
  const magnitude = Math.abs(value);
  const useScientific = magnitude !== 0 && (magnitude >= LARGE || magnitude < SMALL);
  return (useScientific ? scientific : plain).format(value === 0 ? 0 : value);
}
