// The theme in the page's address, so a link shares it: `?primary=0066ff&secondary=49c5b6`.
// Parsing, formatting and the message about a link's colours. Pure: no DOM, no React.
import { inverseColor, isUnsupportedColor, normalizeHex, parseHex } from '../../../../elements/color';
import { ROLE_TITLE, THEME_ROLES, type ThemeColors, type ThemeRole } from './color-choice';

/** The query parameter of each role. */
export const THEME_PARAMS: Readonly<Record<ThemeRole, string>> = { primary: 'primary', secondary: 'secondary' };

/** Why a colour in a link was not applied. */
export type RejectReason = 'invalid' | 'too-light' | 'too-dark';

export interface RejectedParam {
  role: ThemeRole;
  /** What the link held (shortened for the message). */
  value: string;
  reason: RejectReason;
}

/** The colours a link asks for (lowercase '#rrggbb'), and those it asked for that cannot be used. */
export interface LinkTheme {
  primary?: string;
  secondary?: string;
  rejected: RejectedParam[];
}

/** The longest piece of a bad value quoted back to the visitor. */
const QUOTE_MAX = 16;

const shorten = (value: string) => (value.length > QUOTE_MAX ? `${value.slice(0, QUOTE_MAX - 1)}…` : value);

/** 3 or 6 hex digits, with or without '#': a theme colour needs no alpha. */
const PARAM_HEX = /^#?(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;

/** One parameter's colour, or why it is refused. */
export function parseColorParam(raw: string): { hex: string } | { reason: RejectReason } {
  const value = raw.trim();
  if (!PARAM_HEX.test(value)) return { reason: 'invalid' };
  const hex = normalizeHex(value)!;
  if (isUnsupportedColor(hex)) return { reason: parseHex(hex)!.r > 220 ? 'too-light' : 'too-dark' };
  return { hex };
}

/** The theme a query string (`?a=b…`, with or without '?') asks for. Never throws. */
export function parseThemeParams(search: string): LinkTheme {
  const params = new URLSearchParams(typeof search === 'string' ? search : '');
  const link: LinkTheme = { rejected: [] };
  for (const role of THEME_ROLES) {
    const raw = params.get(THEME_PARAMS[role]);
    if (raw === null) continue;
    const parsed = parseColorParam(raw);
    if ('hex' in parsed) link[role] = parsed.hex;
    else link.rejected.push({ role, value: shorten(raw.trim()), reason: parsed.reason });
  }
  return link;
}

/** Whether the link mentions a theme colour at all (valid or not). */
export function linkMentionsTheme(link: LinkTheme): boolean {
  return link.primary !== undefined || link.secondary !== undefined || link.rejected.length > 0;
}

/** The colour as a parameter value: six lowercase digits without '#'. */
const paramValue = (hex: string) => (normalizeHex(hex) ?? hex).replace('#', '');

/**
 * `search` with the theme's two parameters set (other parameters kept, in their order), as
 * '?…'. A colour that is not valid leaves its parameter out.
 */
export function themeSearch(search: string, colors: ThemeColors): string {
  const params = new URLSearchParams(search);
  for (const role of THEME_ROLES) {
    const hex = normalizeHex(colors[role]);
    if (hex && hex.length === 7) params.set(THEME_PARAMS[role], paramValue(hex));
    else params.delete(THEME_PARAMS[role]);
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** A link to `pageUrl` (origin and path) that carries the theme. */
export function themeLink(pageUrl: string, colors: ThemeColors): string {
  return `${pageUrl.replace(/[?#].*$/, '')}${themeSearch('', colors)}`;
}

const REASON_TEXT: Readonly<Record<RejectReason, string>> = {
  invalid: 'is not a hex color',
  'too-light': 'is too light to use (Unsupported Color)',
  'too-dark': 'is too dark to use (Unsupported Color)',
};

const lower = (role: ThemeRole) => ROLE_TITLE[role].toLowerCase();

/**
 * The theme after opening a link, from the visitor's `current` one: both colours as the
 * link gives them; a primary alone brings its inverse as the secondary; a secondary alone changes
 * only the secondary.
 */
export function themeFromLink(link: LinkTheme, current: ThemeColors): ThemeColors {
  if (link.primary !== undefined) {
    return { primary: link.primary, secondary: link.secondary ?? inverseColor(link.primary) ?? current.secondary };
  }
  return { primary: current.primary, secondary: link.secondary ?? current.secondary };
}

const sameColors = (a: ThemeColors, b: ThemeColors) =>
  normalizeHex(a.primary) === normalizeHex(b.primary) && normalizeHex(a.secondary) === normalizeHex(b.secondary);

/**
 * What the visitor is told after opening a link with theme colours: that they were applied (only
 * when that changed the theme: a reload says nothing) and, politely, what was left out and why.
 * Null when there is nothing to say.
 */
export function linkMessage(link: LinkTheme, current: ThemeColors): string | null {
  const sentences: string[] = [];
  const applied = THEME_ROLES.filter(role => link[role] !== undefined);
  if (applied.length > 0 && !sameColors(themeFromLink(link, current), current)) {
    sentences.push(
      applied.length === 2
        ? 'Theme colors from the link applied.'
        : `${ROLE_TITLE[applied[0]!]} color from the link applied.`,
    );
  }
  if (link.rejected.length > 0) {
    const parts = link.rejected.map(r => `${lower(r.role)} color “${r.value}” ${REASON_TEXT[r.reason]}`);
    // With two roles, a link that applied one can have left out only the other.
    const outcome = applied.length === 0 ? 'so your colors stay as they were' : 'so it was left out';
    sentences.push(`Sorry, the link’s ${parts.join(' and its ')}, ${outcome}.`);
  }
  return sentences.length > 0 ? sentences.join(' ') : null;
}
