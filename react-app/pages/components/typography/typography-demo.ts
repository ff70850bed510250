import { snippetOf } from '../../../docs/snippet-markup';

/** The type-scale tokens of elements/tokens, smallest first. */
export const TYPE_SCALE = ['xs', 's', 'm', 'l', 'xl', '2xl', '3xl'] as const;
export type TypeSize = (typeof TYPE_SCALE)[number];

/** The weights of the text demo, default 400. */
export const WEIGHTS = [300, 400, 600, 700, 800] as const;
export type Weight = (typeof WEIGHTS)[number];

/** Left, center, right. */
export const ALIGNMENTS = ['left', 'center', 'right'] as const;
export type Alignment = (typeof ALIGNMENTS)[number];

/** None, capitalize, uppercase, lowercase. */
export const TRANSFORMS = ['none', 'uppercase', 'lowercase', 'capitalize'] as const;
export type Transform = (typeof TRANSFORMS)[number];

/** Text colours a reader can choose, all tokens that keep their contrast on the page surface. */
export const TEXT_COLOURS = [
  { token: 'on-surface', label: 'Text' },
  { token: 'on-surface-muted', label: 'Muted' },
  { token: 'accent', label: 'Accent' },
  { token: 'secondary', label: 'Secondary' },
  { token: 'danger', label: 'Danger' },
  { token: 'success', label: 'Success' },
] as const;
export type TextColour = (typeof TEXT_COLOURS)[number]['token'];

/** Line height 1 to 1.5 step 0.1, default 1.2. */
export const LINE_HEIGHT_RANGE = { min: 1, max: 1.5, step: 0.1 } as const;

/** Preview size 1.25 to 3.5 rem step 0.05, default 2; the lines show weights 300, 400, 600, 700. */
export const PREVIEW_SIZE_RANGE = { min: 1.25, max: 3.5, step: 0.05 } as const;
export const PREVIEW_WEIGHTS = [300, 400, 600, 700] as const;

export interface TextSettings {
  weight: Weight;
  size: TypeSize;
  align: Alignment;
  lineHeight: number;
  colour: TextColour;
  transform: Transform;
}

export const TEXT_DEFAULTS: TextSettings = {
  weight: 400,
  size: 'l',
  align: 'left',
  lineHeight: 1.2,
  colour: 'on-surface',
  transform: 'none',
};

export interface SpecimenSettings {
  previewSize: number;
}

export const SPECIMEN_DEFAULTS: SpecimenSettings = { previewSize: 2 };

export const TEXT_SAMPLE = 'Good type goes unnoticed: it carries the words and lets the reader get on with reading.';

/** The character grid: A–Z, a–z, 0–9 and punctuation. */
export const CHARACTER_SETS = [
  { name: 'Uppercase', characters: [...'ABCDEFGHIJKLMNOPQRSTUVWXYZ'] },
  { name: 'Lowercase', characters: [...'abcdefghijklmnopqrstuvwxyz'] },
  { name: 'Digits', characters: [...'0123456789'] },
  { name: 'Punctuation', characters: [...'.,:;!?\'"()[]{}-–—/&@#%*+=<>…'] },
] as const;

/** A number as CSS writes it: no float noise (1.2000000000000002 → 1.2). */
export const cssNumber = (value: number) => String(Math.round(value * 100) / 100);

const kebabToCamel = (name: string) => name.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase());

/** Declarations as an HTML style attribute and as a React style object. */
function styleCode(declarations: [string, string][]): { attr: string; react: string } {
  const attr = declarations.map(([name, value]) => `${name}: ${value}`).join('; ');
  const react = declarations
    .map(([name, value]) => `${kebabToCamel(name)}: ${/^\d+(\.\d+)?$/.test(value) ? value : `'${value}'`}`)
    .join(', ');
  return { attr, react: `{ ${react} }` };
}

/** The declarations the text demo differs from the page's text by (the defaults are left out). */
export function textDeclarations(s: TextSettings): [string, string][] {
  const declarations: [string, string][] = [['font-size', `var(--ds-font-size-${s.size})`]];
  if (s.weight !== TEXT_DEFAULTS.weight) declarations.push(['font-weight', String(s.weight)]);
  if (s.align !== TEXT_DEFAULTS.align) declarations.push(['text-align', s.align]);
  declarations.push(['line-height', cssNumber(s.lineHeight)]);
  if (s.colour !== TEXT_DEFAULTS.colour) declarations.push(['color', `var(--ds-color-${s.colour})`]);
  if (s.transform !== TEXT_DEFAULTS.transform) declarations.push(['text-transform', s.transform]);
  return declarations;
}

/** A paragraph with the given inline style, as HTML and React code. */
function styledParagraph(declarations: [string, string][], text: string) {
  const style = styleCode(declarations);
  return snippetOf(
    { tag: 'p', attrs: { style: style.attr }, reactProps: { style: { code: style.react } }, children: [text] },
    { lineLength: 100 },
  );
}

export const textCode = (s: TextSettings) => styledParagraph(textDeclarations(s), 'Good type goes unnoticed.');

export const specimenCode = (s: SpecimenSettings) =>
  styledParagraph(
    [
      ['font-size', `${cssNumber(s.previewSize)}rem`],
      ['font-weight', '600'],
    ],
    'Aa Bb Cc',
  );
