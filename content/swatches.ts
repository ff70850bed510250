// Colour data: the theme pickers' swatches and the named palette.
// Every value is a 6-digit lowercase hex; none is an "Unsupported Color" (see swatches.unit.test.ts).

export interface Swatch {
  code: string;
  name: string;
  description: string;
  /** Starts a new group in the picker (drawn with a gap or rule before it). */
  separator?: boolean;
}

export interface PaletteColor {
  value: string;
  name: string;
  description: string;
  /** A light colour: text on it must be dark. */
  light?: boolean;
}

/** Primary theme colours; the first is the default. */
export const primarySwatches: readonly Swatch[] = [
  { code: '#0066ff', name: 'Signal Blue', description: 'The default: a clear, confident blue' },
  { code: '#3451d1', name: 'Royal', description: 'Deep blue with a hint of violet' },
  { code: '#5b3cc4', name: 'Violet', description: 'Saturated blue-purple' },
  { code: '#8e35b0', name: 'Orchid', description: 'Rich purple for a bold brand' },
  { code: '#bd2a5f', name: 'Raspberry', description: 'Crimson leaning to pink', separator: true },
  { code: '#d8342f', name: 'Scarlet', description: 'Warm, energetic red' },
  { code: '#e0600f', name: 'Tangerine', description: 'Bright orange with punch' },
  { code: '#c77b00', name: 'Marigold', description: 'Golden amber, warm and friendly' },
  { code: '#2a8740', name: 'Forest', description: 'Calm, natural green', separator: true },
  { code: '#0a9b72', name: 'Jade', description: 'Cool green with a blue edge' },
  { code: '#0b7287', name: 'Lagoon', description: 'Deep teal-blue' },
  { code: '#1193ab', name: 'Reef', description: 'Bright ocean cyan' },
  { code: '#4a525a', name: 'Graphite', description: 'Neutral, understated grey', separator: true },
  { code: '#6b4a3a', name: 'Espresso', description: 'Dark roasted brown' },
  { code: '#7a2e8f', name: 'Plum', description: 'Dusky purple' },
];

/** Secondary theme colours; the first is the default. */
export const secondarySwatches: readonly Swatch[] = [
  { code: '#49c5b6', name: 'Seafoam', description: 'The default: a fresh aqua green' },
  { code: '#ff8a80', name: 'Coral', description: 'Soft, warm pink-orange' },
  { code: '#f6c945', name: 'Sunflower', description: 'Cheerful yellow' },
  { code: '#a5d94c', name: 'Pistachio', description: 'Light spring green' },
  { code: '#72bff5', name: 'Sky', description: 'Airy light blue' },
  { code: '#ad96f5', name: 'Lavender', description: 'Gentle light purple', separator: true },
  { code: '#f28bb0', name: 'Blush', description: 'Rosy pink' },
  { code: '#fba85a', name: 'Apricot', description: 'Mellow orange' },
  { code: '#5fdcb8', name: 'Mint', description: 'Cool, bright green' },
  { code: '#c9ced6', name: 'Mist', description: 'Pale blue-grey' },
];

/** The further list of hex-only swatches (custom picker presets), roughly round the hue wheel. */
export const hexSwatches: readonly string[] = [
  '#d64545',
  '#e5733a',
  '#eb9a24',
  '#e6bb1e',
  '#c9c62a',
  '#8fbf30',
  '#4caf50',
  '#2e9e6a',
  '#1fa396',
  '#1b9bb8',
  '#2b85d6',
  '#3d6fe0',
  '#5258d4',
  '#6c4fd1',
  '#8848c9',
  '#a944b8',
  '#c4409b',
  '#d6447a',
  '#a35a3c',
  '#7d6a55',
  '#5e7a5a',
  '#557085',
  '#6b6f82',
  '#3f4652',
  '#9aa3ad',
];

/** The named palette, in a fixed order; each becomes the token `--ds-palette-<name lowercased>`. */
export const namedPalette: readonly PaletteColor[] = [
  { value: '#e03a3a', name: 'Red', description: 'Alerts, errors and strong emphasis' },
  { value: '#d9377a', name: 'Pink', description: 'Playful highlights' },
  { value: '#9a3ab5', name: 'Purple', description: 'Creative, premium accents' },
  { value: '#9b6bd0', name: 'Amethyst', description: 'Soft purple for calm emphasis' },
  { value: '#4b4fcf', name: 'Indigo', description: 'Deep blue-violet for depth' },
  { value: '#1f6fe5', name: 'Blue', description: 'Links, actions and trust' },
  { value: '#12a4c8', name: 'Cyan', description: 'Fresh, technical accents' },
  { value: '#169c8c', name: 'Teal', description: 'Balanced blue-green' },
  { value: '#2f9a46', name: 'Green', description: 'Success and growth' },
  { value: '#6a7d3b', name: 'Moss', description: 'Earthy olive green' },
  { value: '#90c83c', name: 'Lime', description: 'Zesty yellow-green', light: true },
  { value: '#f3c623', name: 'Yellow', description: 'Sunny highlights', light: true },
  { value: '#efa122', name: 'Amber', description: 'Warnings and warmth', light: true },
  { value: '#ef7b1d', name: 'Orange', description: 'Energetic calls to action', light: true },
  { value: '#d44a12', name: 'Ember', description: 'Glowing red-orange' },
  { value: '#8a5b3d', name: 'Brown', description: 'Grounded, natural tone' },
  { value: '#7c838a', name: 'Grey', description: 'Neutral supporting colour' },
  { value: '#4a5b6f', name: 'Slate', description: 'Cool blue-grey for structure' },
];
