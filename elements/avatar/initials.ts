/**
 * The initials an avatar shows when it has no picture: from a person's name, in any script.
 *
 * - Latin, Cyrillic, Greek and other scripts with words: the first letter of the first and of the
 *   last word ("Ada Lovelace" → "AL", "Jean-Luc Picard" → "JP", "Madonna" → "M"), upper-cased
 *   in the given locale (Turkish "ilgın" → "İ", English → "I").
 * - Han, kana and Hangul names are written without spaces and read as a whole: their first
 *   character ("山田太郎" → "山", "김민준" → "김").
 * - Arabic and other joining scripts: two letters, kept apart by a zero-width non-joiner so they
 *   show as separate letters rather than one joined word ("محمد علي" → "م‌ع").
 * - A character is a grapheme (an emoji with modifiers, a letter with its accents stays whole);
 *   signs before a word ("@ada", "(Ada)") are skipped; a name with no letter or digit gives `''`.
 */

/** Scripts written without spaces between a name's parts: one character stands for the name. */
const UNSPACED = /^[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}\p{Script=Thai}]/u;
/** Scripts whose letters join: the two initials are kept apart. */
const JOINING = /^[\p{Script=Arabic}\p{Script=Syriac}\p{Script=Nko}\p{Script=Mongolian}]/u;
const LETTER_OR_DIGIT = /[\p{L}\p{N}\p{Extended_Pictographic}]/u;
const ZWNJ = '\u200c';

interface Segmenter {
  segment(text: string): Iterable<{ segment: string }>;
}
let segmenter: Segmenter | null | undefined;

/** The graphemes of a text (code points where `Intl.Segmenter` is missing). */
function graphemes(text: string): string[] {
  if (segmenter === undefined) {
    const Ctor = (Intl as unknown as { Segmenter?: new (l?: string, o?: object) => Segmenter }).Segmenter;
    segmenter = Ctor ? new Ctor(undefined, { granularity: 'grapheme' }) : null;
  }
  return segmenter ? Array.from(segmenter.segment(text), s => s.segment) : Array.from(text);
}

/** The first grapheme of a word that is a letter, a digit or an emoji; `''` when it has none. */
function firstOf(word: string): string {
  return graphemes(word).find(g => LETTER_OR_DIGIT.test(g)) ?? '';
}

function upper(text: string, locale: string | undefined): string {
  try {
    return text.toLocaleUpperCase(locale || undefined);
  } catch {
    return text.toUpperCase(); // an invalid locale
  }
}

/** The initials of `name` (see the module's note); `''` when it has no letter or digit. */
export function initialsOf(name: unknown, locale?: string): string {
  if (typeof name !== 'string') return '';
  const words = name
    .split(/[\s\p{Z}]+/u)
    .map(word => word.replace(/^[^\p{L}\p{N}\p{Extended_Pictographic}]+/u, ''))
    .filter(word => firstOf(word) !== '');
  if (words.length === 0) return '';
  const first = firstOf(words[0]!);
  if (UNSPACED.test(first) || words.length === 1) return upper(first, locale);
  const last = firstOf(words[words.length - 1]!);
  const joiner = JOINING.test(first) && JOINING.test(last) ? ZWNJ : '';
  return upper(`${first}${joiner}${last}`, locale);
}
