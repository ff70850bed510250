// The theme in the page's address, so a link shares it: `?primary=0066ff&secondary=49c5b6`.
// Parsing, formatting, the preview a link gives and what the page says about it. Pure: no DOM, no React.
import { inverseColor, isUnsupportedColor, normalizeHex, parseHex } from '../../../../elements/color';
import { ROLE_TITLE, THEME_ROLES, colorLabel, type ThemeColors, type ThemeRole } from './color-choice';

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
  invalid: 'is not a hex colour',
  'too-light': 'is too light to use (Unsupported Color)',
  'too-dark': 'is too dark to use (Unsupported Color)',
};

const lower = (role: ThemeRole) => ROLE_TITLE[role].toLowerCase();

/**
 * The theme a link describes, from the visitor's `current` one: both colours as the link gives
 * them; a primary alone brings its inverse as the secondary; a secondary alone changes only the
 * secondary.
 */
export function themeFromLink(link: LinkTheme, current: ThemeColors): ThemeColors {
  if (link.primary !== undefined) {
    return { primary: link.primary, secondary: link.secondary ?? inverseColor(link.primary) ?? current.secondary };
  }
  return { primary: current.primary, secondary: link.secondary ?? current.secondary };
}

export const sameColors = (a: ThemeColors, b: ThemeColors) =>
  normalizeHex(a.primary) === normalizeHex(b.primary) && normalizeHex(a.secondary) === normalizeHex(b.secondary);

/**
 * The colours a link previews on the Color System page: its theme, when it has a usable colour and
 * that theme differs from the visitor's (a reload of the page's own address previews nothing).
 * A preview changes nothing else: the site keeps the visitor's colours until they choose these.
 */
export function linkPreview(link: LinkTheme, current: ThemeColors): ThemeColors | null {
  if (link.primary === undefined && link.secondary === undefined) return null;
  const theme = themeFromLink(link, current);
  return sameColors(theme, current) ? null : theme;
}

/**
 * What the page says about a link with theme colours: that it previews them on this page only
 * (when it does) and, politely, which colours it could not use and why. Null when there is nothing
 * to say.
 */
export function linkNotice(link: LinkTheme, current: ThemeColors): string | null {
  const sentences: string[] = [];
  const preview = linkPreview(link, current);
  if (preview) {
    const colours = THEME_ROLES.map(role => `${lower(role)} ${colorLabel(role, preview[role])}`).join(' and ');
    sentences.push(
      `This link shows its theme colours on this page only: ${colours}. Your colours for the rest of the site stay as they are.`,
    );
  }
  if (link.rejected.length > 0) {
    const parts = link.rejected.map(r => `${lower(r.role)} colour “${r.value}” ${REASON_TEXT[r.reason]}`);
    // With two roles, a link that had one usable colour can have left out only the other.
    const usable = link.primary !== undefined || link.secondary !== undefined;
    const outcome = usable ? 'so it was left out' : 'so nothing changed';
    sentences.push(`Sorry, the link’s ${parts.join(' and its ')}, ${outcome}.`);
  }
  return sentences.length > 0 ? sentences.join(' ') : null;
}

/** Said once the visitor has chosen the previewed colours for the site. */
export const PREVIEW_APPLIED = 'Done: the link’s colours are now your colours across the site.';
/** Said once the visitor has kept their own colours instead. */
export const PREVIEW_ENDED = 'Preview ended: this page shows your own colours again.';
