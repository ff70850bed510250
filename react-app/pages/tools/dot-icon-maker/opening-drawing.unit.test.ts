import { describe, expect, it } from 'vitest';
import { dotIconPresets, starterIcon } from '../../../../content/dot-icon-presets';
import { openingDrawing } from './opening-drawing';
import { encodeDots } from './share-code';

const sun = [...dotIconPresets[0]!.dots];

describe('the drawing the Icon Creator opens on', () => {
  it('is the heart when there is neither a link nor a stored drawing', () => {
    expect(openingDrawing(null, null)).toEqual({ dots: [...starterIcon.dots], badLink: false });
    expect(starterIcon.dots.length).toBeGreaterThan(50);
  });

  it('is the last stored drawing when the address has none', () => {
    expect(openingDrawing(null, encodeDots(sun))).toEqual({ dots: sun, badLink: false });
  });

  it.each([['not a code'], [''], ['x'.repeat(43) + '!']])('ignores a stored value that is no drawing (%j)', code => {
    expect(openingDrawing(null, code)).toEqual({ dots: [...starterIcon.dots], badLink: false });
  });

  it("is a link's drawing over the stored one; an empty link is an empty grid; a bad one an empty grid with a note", () => {
    expect(openingDrawing(encodeDots([1, 2]), encodeDots(sun))).toEqual({ dots: [1, 2], badLink: false });
    expect(openingDrawing('', encodeDots(sun))).toEqual({ dots: [], badLink: false });
    expect(openingDrawing('nope', encodeDots(sun))).toEqual({ dots: [], badLink: true });
  });
});
