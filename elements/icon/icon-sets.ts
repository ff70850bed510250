// The icons of <ds-icon>: drawn for this project on a 24 × 24 grid (path data authored here,
// not taken from any icon library). Pure data and pure helpers, no DOM.

/** The icon sets: `standard` (line icons) and `custom` (Dotline dot icons). */
export const iconSets = ['standard', 'custom'] as const;
export type DsIconSet = (typeof iconSets)[number];

/** The styles of an icon: `outline` (strokes only) or `filled` (closed shapes filled). */
export const iconVariants = ['outline', 'filled'] as const;
export type DsIconVariant = (typeof iconVariants)[number];

/** The side of the square every icon is drawn in (its `viewBox`). */
export const ICON_GRID = 24;

/**
 * How a piece of a standard icon is painted:
 * - `line`: an open stroke, never filled;
 * - `shape`: a closed outline, filled in the `filled` variant;
 * - `cut`: a detail inside a shape (a keyhole, clock hands): a stroke in `outline`,
 *   cut out of the filled shapes in `filled`;
 * - `slash`: a stroke drawn with a gap cut around it in both variants (eye-off).
 */
export type IconRole = 'line' | 'shape' | 'cut' | 'slash';

export type IconPiece =
  | { type: 'path'; d: string; role: IconRole }
  | { type: 'circle'; cx: number; cy: number; r: number; role: IconRole }
  | { type: 'rect'; x: number; y: number; width: number; height: number; rx: number; role: IconRole };

/** A line icon of the standard set. */
export interface StandardIcon {
  name: string;
  /** Words a search should find it by (besides its name). */
  tags: readonly string[];
  pieces: readonly IconPiece[];
}

/** A dot icon of the custom (Dotline) set: a 9 × 9 matrix, `X` for a dot, `.` for none. */
export interface DotIcon {
  name: string;
  tags: readonly string[];
  rows: readonly string[];
}

const line = (d: string): IconPiece => ({ type: 'path', d, role: 'line' });
const shape = (d: string): IconPiece => ({ type: 'path', d, role: 'shape' });
const cut = (d: string): IconPiece => ({ type: 'path', d, role: 'cut' });
const slash = (d: string): IconPiece => ({ type: 'path', d, role: 'slash' });
const circle = (cx: number, cy: number, r: number, role: IconRole = 'shape'): IconPiece => ({
  type: 'circle',
  cx,
  cy,
  r,
  role,
});
const rect = (
  x: number,
  y: number,
  width: number,
  height: number,
  rx: number,
  role: IconRole = 'shape',
): IconPiece => ({
  type: 'rect',
  x,
  y,
  width,
  height,
  rx,
  role,
});

const CLOUD_HIGH = 'M7 16a4.5 4.5 0 0 1-.6-9 6 6 0 0 1 11.4 1.5A3.75 3.75 0 0 1 17.5 16Z';

const standard: StandardIcon[] = [
  { name: 'home', tags: ['house', 'start'], pieces: [shape('M4.5 10 12 4l7.5 6v10h-15Z'), cut('M10 20v-5h4v5')] },
  {
    name: 'search',
    tags: ['find', 'magnifier', 'look'],
    pieces: [circle(10.5, 10.5, 6.5), line('M15.5 15.5 20.5 20.5')],
  },
  {
    name: 'settings',
    tags: ['gear', 'cog', 'preferences', 'options'],
    pieces: [
      shape(
        'M9.24 5.35 10.22 5.02 10.39 2.64 13.61 2.64 13.78 5.02 14.76 5.35 15.67 5.81 17.48 4.24 19.76 6.52 18.19 8.33 ' +
          '18.65 9.24 18.98 10.22 21.36 10.39 21.36 13.61 18.98 13.78 18.65 14.76 18.19 15.67 19.76 17.48 17.48 19.76 ' +
          '15.67 18.19 14.76 18.65 13.78 18.98 13.61 21.36 10.39 21.36 10.22 18.98 9.24 18.65 8.33 18.19 6.52 19.76 ' +
          '4.24 17.48 5.81 15.67 5.35 14.76 5.02 13.78 2.64 13.61 2.64 10.39 5.02 10.22 5.35 9.24 5.81 8.33 4.24 6.52 ' +
          '6.52 4.24 8.33 5.81Z',
      ),
      circle(12, 12, 3, 'cut'),
    ],
  },
  { name: 'close', tags: ['x', 'cancel', 'dismiss', 'clear'], pieces: [line('M6 6l12 12M18 6 6 18')] },
  { name: 'menu', tags: ['hamburger', 'navigation', 'lines'], pieces: [line('M4 7h16M4 12h16M4 17h16')] },
  { name: 'check', tags: ['tick', 'done', 'ok', 'confirm'], pieces: [line('M4.5 12.5l5 5 10-11')] },
  { name: 'plus', tags: ['add', 'new', 'create'], pieces: [line('M12 5v14M5 12h14')] },
  { name: 'minus', tags: ['remove', 'subtract', 'less'], pieces: [line('M5 12h14')] },
  { name: 'arrow-left', tags: ['back', 'previous', 'direction'], pieces: [line('M19 12H5M11 6l-6 6 6 6')] },
  { name: 'arrow-right', tags: ['forward', 'next', 'direction'], pieces: [line('M5 12h14M13 6l6 6-6 6')] },
  { name: 'arrow-up', tags: ['top', 'direction'], pieces: [line('M12 19V5M6 11l6-6 6 6')] },
  { name: 'arrow-down', tags: ['bottom', 'direction'], pieces: [line('M12 5v14M6 13l6 6 6-6')] },
  { name: 'chevron-left', tags: ['back', 'previous', 'caret'], pieces: [line('M15 5l-7 7 7 7')] },
  { name: 'chevron-right', tags: ['forward', 'next', 'caret'], pieces: [line('M9 5l7 7-7 7')] },
  { name: 'chevron-up', tags: ['collapse', 'caret'], pieces: [line('M5 15l7-7 7 7')] },
  { name: 'chevron-down', tags: ['expand', 'caret', 'dropdown'], pieces: [line('M5 9l7 7 7-7')] },
  {
    name: 'heart',
    tags: ['like', 'love', 'favourite', 'favorite'],
    pieces: [shape('M12 20C9 17.5 4 14 4 9.5A4 4 0 0 1 12 9.5A4 4 0 0 1 20 9.5C20 14 15 17.5 12 20Z')],
  },
  {
    name: 'star',
    tags: ['rating', 'favourite', 'favorite'],
    pieces: [
      shape('M12 3.3 14.41 9.48 21.04 9.86 15.9 14.07 17.58 20.49 12 16.9 6.42 20.49 8.1 14.07 2.96 9.86 9.59 9.48Z'),
    ],
  },
  { name: 'bookmark', tags: ['save', 'tag', 'ribbon'], pieces: [shape('M6.5 4h11v16L12 15.5 6.5 20Z')] },
  {
    name: 'share',
    tags: ['send', 'network', 'social'],
    pieces: [
      circle(17.5, 5.5, 2.5),
      circle(6.5, 12, 2.5),
      circle(17.5, 18.5, 2.5),
      line('M8.7 10.8l6.6-4.1M8.7 13.2l6.6 4.1'),
    ],
  },
  {
    name: 'copy',
    tags: ['duplicate', 'clipboard'],
    pieces: [rect(8.5, 8.5, 11.5, 11.5, 2), line('M15.5 8.5V6A2 2 0 0 0 13.5 4H6A2 2 0 0 0 4 6v7.5a2 2 0 0 0 2 2h2.5')],
  },
  { name: 'download', tags: ['save', 'get', 'arrow'], pieces: [line('M12 4v11M7 10l5 5 5-5M4.5 19.5h15')] },
  { name: 'upload', tags: ['send', 'put', 'arrow'], pieces: [line('M12 15V4M7 9l5-5 5 5M4.5 19.5h15')] },
  {
    name: 'trash',
    tags: ['delete', 'bin', 'remove', 'garbage'],
    pieces: [line('M4 6.5h16M9.5 6.5v-2h5v2'), shape('M6 6.5 7 20h10l1-13.5Z'), cut('M10 10.5v6M14 10.5v6')],
  },
  {
    name: 'edit',
    tags: ['pencil', 'write', 'change'],
    pieces: [shape('M15.5 4.5l4 4L9 19H5v-4Z'), cut('M13 7l4 4')],
  },
  {
    name: 'eye',
    tags: ['view', 'show', 'visible', 'password'],
    pieces: [
      shape('M2.5 12C4.5 8 8 5.5 12 5.5S19.5 8 21.5 12C19.5 16 16 18.5 12 18.5S4.5 16 2.5 12Z'),
      circle(12, 12, 3, 'cut'),
    ],
  },
  {
    name: 'eye-off',
    tags: ['hide', 'hidden', 'invisible', 'password'],
    pieces: [
      shape('M2.5 12C4.5 8 8 5.5 12 5.5S19.5 8 21.5 12C19.5 16 16 18.5 12 18.5S4.5 16 2.5 12Z'),
      circle(12, 12, 3, 'cut'),
      slash('M4 4l16 16'),
    ],
  },
  {
    name: 'lock',
    tags: ['secure', 'password', 'private', 'closed'],
    pieces: [rect(5, 10.5, 14, 10, 2), line('M8 10.5v-3a4 4 0 0 1 8 0v3'), cut('M12 14.5V17')],
  },
  {
    name: 'user',
    tags: ['person', 'account', 'profile', 'avatar'],
    pieces: [circle(12, 8, 4), shape('M4.5 20.5c0-4 3.4-6.5 7.5-6.5s7.5 2.5 7.5 6.5Z')],
  },
  {
    name: 'mail',
    tags: ['email', 'envelope', 'message', 'contact'],
    pieces: [rect(3, 5.5, 18, 13, 2), cut('M3.5 7.5l8.5 6 8.5-6')],
  },
  {
    name: 'phone',
    tags: ['call', 'telephone', 'contact'],
    pieces: [
      shape(
        'M5 4h3.5L10 8 8 9.5A11 11 0 0 0 14.5 16l1.5-2 4 1.5V19a1.5 1.5 0 0 1-1.5 1.5A16 16 0 0 1 3.5 5.5 1.5 1.5 0 0 1 5 4Z',
      ),
    ],
  },
  {
    name: 'calendar',
    tags: ['date', 'schedule', 'event', 'day'],
    pieces: [rect(3.5, 5, 17, 15.5, 2), line('M8 3v4M16 3v4'), cut('M3.5 10h17')],
  },
  { name: 'clock', tags: ['time', 'hour', 'watch'], pieces: [circle(12, 12, 9), cut('M12 7v5l3.5 2')] },
  {
    name: 'sun',
    tags: ['light', 'day', 'weather', 'bright'],
    pieces: [
      circle(12, 12, 4),
      line(
        'M12 2.5v2M12 19.5v2M2.5 12h2M19.5 12h2M5.3 5.3l1.4 1.4M17.3 17.3l1.4 1.4M5.3 18.7l1.4-1.4M17.3 6.7l1.4-1.4',
      ),
    ],
  },
  {
    name: 'moon',
    tags: ['dark', 'night', 'theme'],
    pieces: [shape('M20 14.5A8.5 8.5 0 1 1 9.5 4a6.5 6.5 0 0 0 10.5 10.5Z')],
  },
  {
    name: 'cloud',
    tags: ['weather', 'overcast', 'storage'],
    pieces: [shape('M7 19a4.5 4.5 0 0 1-.6-9 6 6 0 0 1 11.4 1.5A3.75 3.75 0 0 1 17.5 19Z')],
  },
  {
    name: 'cloud-rain',
    tags: ['weather', 'rain', 'shower'],
    pieces: [shape(CLOUD_HIGH), line('M8.5 18.5l-1 2.5M12.5 18.5l-1 2.5M16.5 18.5l-1 2.5')],
  },
  {
    name: 'cloud-snow',
    tags: ['weather', 'snow', 'winter'],
    pieces: [shape(CLOUD_HIGH), line('M8 19.5v.01M12 21v.01M16 19.5v.01M10 21.5v.01M14 19v.01')],
  },
  {
    name: 'cloud-lightning',
    tags: ['weather', 'storm', 'thunder'],
    pieces: [shape(CLOUD_HIGH), slash('M13 14l-2.5 4h3.5l-2 3.5')],
  },
  { name: 'cloud-fog', tags: ['weather', 'mist', 'haze'], pieces: [shape(CLOUD_HIGH), line('M5 19h14M8 21.5h8')] },
  {
    name: 'bell',
    tags: ['notification', 'alert', 'alarm'],
    pieces: [shape('M6 16.5V11a6 6 0 0 1 12 0v5.5l1.5 2h-15Z'), line('M10 21h4M12 3v2')],
  },
  { name: 'info', tags: ['information', 'help', 'about'], pieces: [circle(12, 12, 9), cut('M12 11v5.5M12 7.5v.01')] },
  {
    name: 'warning',
    tags: ['alert', 'caution', 'error', 'danger'],
    pieces: [shape('M12 3.5 21.5 20h-19Z'), cut('M12 9.5V14M12 17v.01')],
  },
  {
    name: 'grid',
    tags: ['tiles', 'apps', 'dashboard'],
    pieces: [
      rect(4, 4, 6.5, 6.5, 1.5),
      rect(13.5, 4, 6.5, 6.5, 1.5),
      rect(4, 13.5, 6.5, 6.5, 1.5),
      rect(13.5, 13.5, 6.5, 6.5, 1.5),
    ],
  },
  {
    name: 'list',
    tags: ['items', 'bullets', 'rows'],
    pieces: [line('M9 6.5h11M9 12h11M9 17.5h11M4.5 6.5v.01M4.5 12v.01M4.5 17.5v.01')],
  },
  {
    name: 'layout-stream',
    tags: ['layout', 'feed', 'cards', 'stream'],
    pieces: [rect(4, 4, 16, 6.5, 1.5), rect(4, 13.5, 16, 6.5, 1.5)],
  },
  {
    name: 'layout-table',
    tags: ['layout', 'table', 'rows', 'columns'],
    pieces: [rect(3.5, 4.5, 17, 15, 2), cut('M3.5 9.5h17M3.5 14.5h17M9.5 9.5v10')],
  },
  {
    name: 'layout-grid',
    tags: ['layout', 'grid', 'tiles'],
    pieces: [4, 10.5, 17].flatMap(y => [4, 10.5, 17].map(x => rect(x, y, 3, 3, 0.75))),
  },
  {
    name: 'layout-column',
    tags: ['layout', 'columns', 'board'],
    pieces: [rect(3.5, 4, 3.5, 16, 1), rect(10.25, 4, 3.5, 16, 1), rect(17, 4, 3.5, 16, 1)],
  },
  {
    name: 'more',
    tags: ['dots', 'ellipsis', 'overflow', 'options'],
    pieces: [line('M5.5 12v.01M12 12v.01M18.5 12v.01')],
  },
  {
    name: 'external-link',
    tags: ['open', 'new window', 'link'],
    pieces: [
      line('M14 4h6v6M20 4l-9 9M18 14v4.5a1.5 1.5 0 0 1-1.5 1.5h-11A1.5 1.5 0 0 1 4 18.5v-11A1.5 1.5 0 0 1 5.5 6H10'),
    ],
  },
  {
    name: 'link',
    tags: ['chain', 'url', 'hyperlink'],
    pieces: [line('M10 14a4 4 0 0 0 5.7 0l3-3A4 4 0 0 0 13 5.3l-1 1M14 10a4 4 0 0 0-5.7 0l-3 3a4 4 0 0 0 5.7 5.7l1-1')],
  },
  {
    name: 'refresh',
    tags: ['reload', 'reset', 'sync', 'again'],
    pieces: [line('M19.5 12a7.5 7.5 0 1 1-2.2-5.3M19 3.5v4h-4')],
  },
  { name: 'play', tags: ['start', 'media', 'run'], pieces: [shape('M7 4.5v15l12-7.5Z')] },
  { name: 'pause', tags: ['stop', 'media', 'hold'], pieces: [rect(6, 5, 4, 14, 1), rect(14, 5, 4, 14, 1)] },
  {
    name: 'maximize',
    tags: ['fullscreen', 'expand', 'enlarge'],
    pieces: [line('M4 9V4h5M20 9V4h-5M4 15v5h5M20 15v5h-5')],
  },
  {
    name: 'minimize',
    tags: ['exit fullscreen', 'collapse', 'shrink'],
    pieces: [line('M9 4v5H4M15 4v5h5M9 20v-5H4M15 20v-5h5')],
  },
  { name: 'filter', tags: ['funnel', 'sort', 'refine'], pieces: [shape('M4 5h16l-6 7.5V19l-4 1.5v-8Z')] },
  {
    name: 'palette',
    tags: ['colour', 'color', 'theme', 'paint'],
    pieces: [
      shape('M12 3a9 9 0 0 0 0 18c1.5 0 2-1 2-2s-.8-1.3-.8-2.3c0-1 .8-1.7 1.8-1.7H17a4 4 0 0 0 4-4c0-4.4-4-8-9-8Z'),
      cut('M7.5 11.5v.01M9.5 7.5v.01M14.5 7.5v.01'),
    ],
  },
  {
    name: 'droplet',
    tags: ['colour', 'color', 'water', 'drop'],
    pieces: [shape('M12 3.5s6 6.5 6 11a6 6 0 0 1-12 0c0-4.5 6-11 6-11Z')],
  },
  {
    name: 'image',
    tags: ['picture', 'photo', 'gallery'],
    pieces: [rect(3.5, 4.5, 17, 15, 2), cut('M3.5 16.5l5-5 4 4 2.5-2.5 5.5 5.5M15.5 9v.01')],
  },
  {
    name: 'code',
    tags: ['developer', 'source', 'brackets'],
    pieces: [line('M8 7l-5 5 5 5M16 7l5 5-5 5M13.5 5l-3 14')],
  },
];

const dots: DotIcon[] = [
  {
    name: 'heart',
    tags: ['like', 'love', 'dot'],
    rows: [
      '.........',
      '.XX...XX.',
      'XXXX.XXXX',
      'XXXXXXXXX',
      'XXXXXXXXX',
      '.XXXXXXX.',
      '..XXXXX..',
      '...XXX...',
      '....X....',
    ],
  },
  {
    name: 'star',
    tags: ['rating', 'favourite', 'dot'],
    rows: [
      '....X....',
      '....X....',
      '...XXX...',
      'XXXXXXXXX',
      '.XXXXXXX.',
      '..XXXXX..',
      '..XXXXX..',
      '.XX...XX.',
      '.X.....X.',
    ],
  },
  {
    name: 'home',
    tags: ['house', 'dot'],
    rows: [
      '....X....',
      '...XXX...',
      '..XXXXX..',
      '.XXXXXXX.',
      'XXXXXXXXX',
      '.XXXXXXX.',
      '.XXX.XXX.',
      '.XXX.XXX.',
      '.XXX.XXX.',
    ],
  },
  {
    name: 'smile',
    tags: ['face', 'happy', 'emoji', 'dot'],
    rows: [
      '..XXXXX..',
      '.X.....X.',
      'X..X.X..X',
      'X.......X',
      'X.X...X.X',
      'X..XXX..X',
      'X.......X',
      '.X.....X.',
      '..XXXXX..',
    ],
  },
  {
    name: 'bolt',
    tags: ['lightning', 'energy', 'flash', 'dot'],
    rows: [
      '.....XX..',
      '....XX...',
      '...XX....',
      '..XXXXX..',
      '....XX...',
      '...XX....',
      '..XX.....',
      '.XX......',
      '.........',
    ],
  },
  {
    name: 'arrow',
    tags: ['arrow-right', 'next', 'direction', 'dot'],
    rows: [
      '.........',
      '.....X...',
      '......X..',
      '.......X.',
      'XXXXXXXXX',
      '.......X.',
      '......X..',
      '.....X...',
      '.........',
    ],
  },
  {
    name: 'check',
    tags: ['tick', 'done', 'dot'],
    rows: [
      '.........',
      '.........',
      '........X',
      '.......X.',
      'X.....X..',
      '.X...X...',
      '..X.X....',
      '...X.....',
      '.........',
    ],
  },
  {
    name: 'plus',
    tags: ['add', 'cross', 'dot'],
    rows: [
      '.........',
      '....X....',
      '....X....',
      '....X....',
      '.XXXXXXX.',
      '....X....',
      '....X....',
      '....X....',
      '.........',
    ],
  },
  {
    name: 'diamond',
    tags: ['gem', 'rhombus', 'dot'],
    rows: [
      '....X....',
      '...XXX...',
      '..XXXXX..',
      '.XXXXXXX.',
      'XXXXXXXXX',
      '.XXXXXXX.',
      '..XXXXX..',
      '...XXX...',
      '....X....',
    ],
  },
  {
    name: 'moon',
    tags: ['night', 'dark', 'dot'],
    rows: [
      '...XXX...',
      '.XXX.....',
      '.XX......',
      'XX.......',
      'XX.......',
      'XX.......',
      '.XX....X.',
      '.XXXXXXX.',
      '...XXX...',
    ],
  },
  {
    name: 'circle',
    tags: ['ring', 'round', 'dot'],
    rows: [
      '..XXXXX..',
      '.XX...XX.',
      'XX.....XX',
      'X.......X',
      'X.......X',
      'X.......X',
      'XX.....XX',
      '.XX...XX.',
      '..XXXXX..',
    ],
  },
  {
    name: 'drop',
    tags: ['water', 'colour', 'color', 'dot'],
    rows: [
      '....X....',
      '....X....',
      '...XXX...',
      '..XXXXX..',
      '..XXXXX..',
      '.XXXXXXX.',
      '..XXXXX..',
      '..XXXXX..',
      '...XXX...',
    ],
  },
  {
    name: 'sparkle',
    tags: ['shine', 'magic', 'new', 'dot'],
    rows: [
      '....X....',
      '....X....',
      '....X....',
      '...XXX...',
      'XXXXXXXXX',
      '...XXX...',
      '....X....',
      '....X....',
      '....X....',
    ],
  },
];

/** The standard line icons, by name. */
export const standardIcons: ReadonlyMap<string, StandardIcon> = new Map(standard.map(icon => [icon.name, icon]));

/** The custom Dotline icons, by name. */
export const customIcons: ReadonlyMap<string, DotIcon> = new Map(dots.map(icon => [icon.name, icon]));

/** Names of the standard set, in gallery order. */
export const standardIconNames: readonly string[] = standard.map(icon => icon.name);

/** Names of the custom (Dotline) set, in gallery order. */
export const customIconNames: readonly string[] = dots.map(icon => icon.name);

/** Icon names per set, for galleries: `iconNames.standard`, `iconNames.custom`. */
export const iconNames: Readonly<Record<DsIconSet, readonly string[]>> = {
  standard: standardIconNames,
  custom: customIconNames,
};

/** One entry of the icon catalogue, for galleries and search. */
export interface IconEntry {
  name: string;
  set: DsIconSet;
  tags: readonly string[];
}

/** Every icon of every set with its search tags. */
export const iconCatalogue: readonly IconEntry[] = [
  ...standard.map(({ name, tags }) => ({ name, set: 'standard' as const, tags })),
  ...dots.map(({ name, tags }) => ({ name, set: 'custom' as const, tags })),
];

/** True when `set` has an icon called `name`. */
export function hasIcon(name: unknown, set: DsIconSet = 'standard'): boolean {
  if (typeof name !== 'string') return false;
  return set === 'custom' ? customIcons.has(name) : standardIcons.has(name);
}

/**
 * Icons whose name or tags contain `query` (case-insensitive, trimmed); every icon when the
 * query is empty.
 */
export function searchIcons(query: string, set?: DsIconSet): IconEntry[] {
  const q = String(query ?? '')
    .trim()
    .toLowerCase();
  return iconCatalogue.filter(
    entry => (!set || entry.set === set) && (!q || entry.name.includes(q) || entry.tags.some(tag => tag.includes(q))),
  );
}

/** A dot of a Dotline icon: column and row in its 9 × 9 matrix. */
export interface DotCell {
  col: number;
  row: number;
}

/**
 * The dots to draw: all of them for `filled`; for `outline` only the edge dots (a dot with
 * an empty or missing neighbour above, below, left or right), so solid areas become outlines.
 */
export function dotCells(rows: readonly string[], variant: DsIconVariant): DotCell[] {
  const on = (col: number, row: number): boolean => rows[row]?.[col] === 'X';
  const cells: DotCell[] = [];
  rows.forEach((text, row) => {
    for (let col = 0; col < text.length; col++) {
      if (!on(col, row)) continue;
      const inner = on(col - 1, row) && on(col + 1, row) && on(col, row - 1) && on(col, row + 1);
      if (variant === 'filled' || !inner) cells.push({ col, row });
    }
  });
  return cells;
}

/** Centre of a dot in the 24 × 24 grid (9 dots a side, 2.4 apart, the first at 2.4). */
export function dotCentre(index: number): number {
  return Math.round((2.4 + index * 2.4) * 100) / 100;
}

/** Dot radius for a stroke width (0.5 -> 0.45, 2 -> 0.9, 3 -> 1.2). */
export function dotRadius(stroke: number): number {
  return Math.round((0.3 + stroke * 0.3) * 1000) / 1000;
}

/** A usable icon size in px: a positive finite number, else the default 24. */
export function iconSize(value: unknown): number {
  const n = toNumber(value);
  return Number.isFinite(n) && n > 0 ? n : ICON_GRID;
}

/** A usable stroke width: clamped to 0.5–3; missing, NaN or non-numeric gives the default 2. */
export function iconStroke(value: unknown): number {
  const n = toNumber(value);
  if (Number.isNaN(n)) return 2;
  return Math.min(3, Math.max(0.5, n));
}

/** Numbers and numeric strings as numbers; anything else (null, '', objects, symbols) NaN. */
function toNumber(value: unknown): number {
  if (typeof value === 'number') return value;
  if (typeof value === 'string' && value.trim() !== '') return Number(value);
  return NaN;
}
