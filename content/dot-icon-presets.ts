/**
 * The five presets of the Icon Creator, drawn for this project on its 16 × 16 dot
 * grid: `X` is an active dot, `.` an empty one. `dots` holds the same drawing as indexes
 * (column = index mod 16, row = floor(index / 16)).
 */
export interface DotIconPreset {
  name: string;
  /** 16 rows of 16 characters. */
  art: readonly string[];
  /** The active dots, sorted ascending. */
  dots: readonly number[];
}

/** The indexes of the `X`s of a 16 × 16 drawing, sorted ascending. */
export function artToDots(art: readonly string[]): number[] {
  return art.flatMap((row, r) => [...row].flatMap((cell, c) => (cell === 'X' && c < 16 && r < 16 ? [r * 16 + c] : [])));
}

const drawings: Record<string, readonly string[]> = {
  Sun: [
    '................',
    '.......XX.......',
    '.......XX.......',
    '..X..........X..',
    '...X..XXXX..X...',
    '.....XXXXXX.....',
    '....XXXXXXXX....',
    '.XX.XXXXXXXX.XX.',
    '.XX.XXXXXXXX.XX.',
    '....XXXXXXXX....',
    '.....XXXXXX.....',
    '...X..XXXX..X...',
    '..X..........X..',
    '.......XX.......',
    '.......XX.......',
    '................',
  ],
  Arrow: [
    '................',
    '................',
    '.........X......',
    '.........XX.....',
    '.........XXX....',
    '.........XXXX...',
    '..XXXXXXXXXXXX..',
    '..XXXXXXXXXXXXX.',
    '..XXXXXXXXXXXXX.',
    '..XXXXXXXXXXXX..',
    '.........XXXX...',
    '.........XXX....',
    '.........XX.....',
    '.........X......',
    '................',
    '................',
  ],
  Gear: [
    '................',
    '.......XX.......',
    '...XX..XX..XX...',
    '...XXXXXXXXXX...',
    '....XXXXXXXX....',
    '...XXXX..XXXX...',
    '.XXXXX....XXXXX.',
    '.XXXX......XXXX.',
    '.XXXX......XXXX.',
    '.XXXXX....XXXXX.',
    '...XXXX..XXXX...',
    '....XXXXXXXX....',
    '...XXXXXXXXXX...',
    '...XX..XX..XX...',
    '.......XX.......',
    '................',
  ],
  Moon: [
    '................',
    '.....XXXX.......',
    '...XXXXX........',
    '..XXXXX.........',
    '..XXXX..........',
    '.XXXXX..........',
    '.XXXX...........',
    '.XXXX...........',
    '.XXXX...........',
    '.XXXXX..........',
    '.XXXXXX.......X.',
    '..XXXXXXX...XXX.',
    '..XXXXXXXXXXXX..',
    '...XXXXXXXXXX...',
    '.....XXXXXX.....',
    '................',
  ],
  Envelope: [
    '................',
    '................',
    '................',
    '.XXXXXXXXXXXXXX.',
    '.XX..........XX.',
    '.X.X........X.X.',
    '.X..X......X..X.',
    '.X...X....X...X.',
    '.X....X..X....X.',
    '.X.....XX.....X.',
    '.X............X.',
    '.X............X.',
    '.XXXXXXXXXXXXXX.',
    '................',
    '................',
    '................',
  ],
};

/** Sun, Arrow, Gear, Moon and Envelope, in the order the page lists them. */
export const dotIconPresets: readonly DotIconPreset[] = Object.entries(drawings).map(([name, art]) => ({
  name,
  art,
  dots: artToDots(art),
}));

/**
 * The heart the Tools card previews and the Icon Creator opens on when no drawing of the visitor's
 * is kept (not one of the picker's presets).
 */
export const starterIcon: DotIconPreset = (() => {
  const art = [
    '................',
    '................',
    '...XXX....XXX...',
    '..XXXXX..XXXXX..',
    '.XXXXXXXXXXXXXX.',
    '.XXXXXXXXXXXXXX.',
    '.XXXXXXXXXXXXXX.',
    '..XXXXXXXXXXXX..',
    '...XXXXXXXXXX...',
    '....XXXXXXXX....',
    '.....XXXXXX.....',
    '......XXXX......',
    '.......XX.......',
    '................',
    '................',
    '................',
  ];
  return { name: 'Heart', art, dots: artToDots(art) };
})();
