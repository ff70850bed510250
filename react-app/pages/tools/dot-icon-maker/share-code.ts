import { DOT_COUNT, parseDots } from '../../../../elements/dot-grid/dot-grid-model';

/**
 * A drawing in a link (`?d=…`): the 256 dots as a 32-byte bitmap (bit 7 of byte 0 is dot 0) in
 * base64url, always 43 characters, whatever the number of dots. An empty drawing has no code.
 */
export const SHARE_PARAM = 'd';
const CODE_LENGTH = Math.ceil((DOT_COUNT / 8) * (4 / 3));

export function encodeDots(dots: Iterable<number>): string {
  const list = parseDots(dots);
  if (!list.length) return '';
  const bytes = new Uint8Array(DOT_COUNT / 8);
  for (const dot of list) bytes[dot >> 3]! |= 0x80 >> (dot & 7);
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

/** The dots of a code; `null` when it is not one (wrong length or characters). `''` is no dots. */
export function decodeDots(code: string | null | undefined): number[] | null {
  if (code === null || code === undefined || code === '') return [];
  if (typeof code !== 'string' || code.length !== CODE_LENGTH || !/^[\w-]+$/.test(code)) return null;
  let binary: string;
  try {
    binary = atob(code.replace(/-/g, '+').replace(/_/g, '/') + '=');
  } catch {
    return null;
  }
  const dots: number[] = [];
  for (let i = 0; i < DOT_COUNT; i++) {
    if (binary.charCodeAt(i >> 3) & (0x80 >> (i & 7))) dots.push(i);
  }
  return dots;
}

/** The name of a `name=value` query part, decoded as URLSearchParams does (never throws). */
const partName = (part: string): string => new URLSearchParams(part).keys().next().value ?? '';

/**
 * An address with its share code set to `code` (`''` removes it). Every other query parameter is
 * kept as written, in its place, and so is the hash: the page's own parameter is the only change.
 */
export function withShareCode<T extends { search: string; hash: string }>(location: T, code: string): T {
  const parts = location.search.replace(/^\?/, '').split('&');
  const next: string[] = [];
  let placed = false;
  for (const part of parts) {
    if (part === '') continue;
    if (partName(part) !== SHARE_PARAM) next.push(part);
    else if (!placed && code) next.push(`${SHARE_PARAM}=${code}`);
    placed ||= partName(part) === SHARE_PARAM;
  }
  if (!placed && code) next.push(`${SHARE_PARAM}=${code}`);
  return { ...location, search: next.length ? `?${next.join('&')}` : '' };
}
