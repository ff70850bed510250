import { parseHex, type Rgb } from './hex.js';

// Test fixture: colours that a conversion must round-trip to the same hex: black, white, the
// primaries and secondaries, greys on both sides of the middle, near-black and near-white, and a few tints.
export const SAMPLE_HEXES = [
  '#000000',
  '#ffffff',
  '#ff0000',
  '#00ff00',
  '#0000ff',
  '#ffff00',
  '#00ffff',
  '#ff00ff',
  '#808080',
  '#7f7f7f',
  '#333333',
  '#cccccc',
  '#0066ff',
  '#49c5b6',
  '#fefefe',
  '#010101',
  '#123456',
  '#fdf5e6',
];

/** The channels of a hex colour that is known to parse. */
export const rgb = (hex: string): Rgb => parseHex(hex)!;
