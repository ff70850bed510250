// Long attribute values, shortened for display: a code sample shows the start of a value and how
// much more there is (`value="23,24,… 41 more"`), while Copy still takes the full code. Pure.
import { tokenize, type CodeLanguage, type CodeToken } from './code-tokens';

/** A value with more characters than this (between its quotes) is shortened. */
export const LONG_VALUE = 40;
/** About this many characters of a shortened list stay in view… */
const HEAD = 20;
/** …and at most this many of any other value. */
const TEXT_HEAD = 28;
/** Attributes whose value is code to read in full (JSX `{…}` expressions are never shortened either). */
const CODE_ATTRIBUTES = new Set(['style']);
/** Comma-separated items without spaces inside them: `23,24,25` or `a, b, c`. */
const LIST = /^[^,\s]+(?:,\s?[^,\s]+)+$/;

/** A token as shown: a code token, or the marker that stands for the hidden rest of a value. */
export type ShownToken = CodeToken | { type: 'more'; text: string };

/** The start of `value` and its marker, or null when the value is short enough to show whole. */
export function shortenValue(value: string, max = LONG_VALUE): { head: string; more: string } | null {
  const chars = [...value];
  if (chars.length <= max) return null;
  if (LIST.test(value)) {
    const items = value.split(',');
    let head = '';
    let kept = 0;
    while (kept < items.length - 1 && (kept === 0 || head.length + items[kept]!.length < HEAD)) {
      head += `${items[kept]},`;
      kept++;
    }
    // A list whose first item is itself long reads better cut by characters.
    if (head.length <= max) return { head, more: `… ${items.length - kept} more` };
  }
  let cut = TEXT_HEAD;
  // Text is cut after a word when one ends in the second half of the head.
  const space = chars.lastIndexOf(' ', cut);
  if (space > cut / 2) cut = space;
  // Never cut a character reference (`&quot;`) in two.
  const amp = chars.lastIndexOf('&', cut - 1);
  if (amp >= 0 && /^&#?\w+;/.test(chars.slice(amp, amp + 12).join('')) && chars.indexOf(';', amp) >= cut) cut = amp;
  return { head: chars.slice(0, cut).join(''), more: `… ${chars.length - cut} more characters` };
}

/** Splits a long attribute value's token into its quoted start, the marker and the closing quote. */
function shortenToken(token: CodeToken, max: number): ShownToken[] {
  if (token.type !== 'string' || token.attr === undefined || CODE_ATTRIBUTES.has(token.attr.toLowerCase()))
    return [token];
  const quote = token.text[0] === '"' || token.text[0] === "'" ? token.text[0] : '';
  const closed = quote !== '' && token.text.length > 1 && token.text.endsWith(quote);
  const value = token.text.slice(quote.length, closed ? -1 : undefined);
  const short = shortenValue(value, max);
  if (!short) return [token];
  const shown: ShownToken[] = [
    { type: 'string', text: quote + short.head, attr: token.attr },
    { type: 'more', text: short.more },
  ];
  if (closed) shown.push({ type: 'string', text: quote, attr: token.attr });
  return shown;
}

/** The tokens of `code` as a sample shows them: long attribute values shortened. */
export function shownTokens(code: string, language: CodeLanguage, max = LONG_VALUE): ShownToken[] {
  return tokenize(code, language).flatMap(token => shortenToken(token, max));
}
