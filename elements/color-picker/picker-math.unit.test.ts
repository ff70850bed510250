import { describe, expect, it } from 'vitest';
import { BAD_CASES } from '../color/bad-inputs.fixture.js';
import {
  DEFAULT_PICKER_COLOR,
  acceptHexText,
  alphaGradient,
  alphaText,
  areaBackground,
  areaFromPoint,
  areaText,
  clamp,
  colorFromHex,
  colorToHex,
  filterHexInput,
  fractionAlong,
  hueColor,
  hueGradient,
  hueText,
  isAcceptedHexLength,
  parseSwatchAttribute,
  parseSwatches,
  percent,
  sameColor,
  stepArea,
  stepLinear,
  swatchProblem,
} from './picker-math.js';

describe('clamp', () => {
  it('clamps and maps NaN to the minimum', () => {
    expect(clamp(5, 0, 1)).toBe(1);
    expect(clamp(-5, 0, 1)).toBe(0);
    expect(clamp(0.5, 0, 1)).toBe(0.5);
    expect(clamp(NaN, 2, 3)).toBe(2);
    expect(clamp(Infinity, 0, 360)).toBe(360);
  });
});

describe('colorFromHex / colorToHex', () => {
  it('reads the default colour', () => {
    const c = colorFromHex(DEFAULT_PICKER_COLOR)!;
    expect(c.h).toBeCloseTo(216, 6);
    expect(c).toMatchObject({ s: 1, v: 1, a: 1 });
    expect(colorToHex(c, false)).toBe('#0066ff');
    expect(colorToHex(c, true)).toBe('#0066ffff');
  });

  it('accepts every hex length and keeps alpha', () => {
    expect(colorToHex(colorFromHex('#f00')!, false)).toBe('#ff0000');
    expect(colorToHex(colorFromHex('F00A')!, true)).toBe('#ff0000aa');
    expect(colorToHex(colorFromHex('#12345680')!, true)).toBe('#12345680');
    expect(colorToHex(colorFromHex('#12345680')!, false)).toBe('#123456');
  });

  it.each(['#000000', '#ffffff', '#0066ff', '#49c5b6', '#7aa3cc', '#123456', '#fefefe', '#010203'])(
    'round-trips %s',
    hex => expect(colorToHex(colorFromHex(hex)!, false)).toBe(hex),
  );

  it('keeps the previous hue for greys and hue + saturation for black', () => {
    const previous = { h: 200, s: 0.7, v: 0.6, a: 1 };
    expect(colorFromHex('#808080', previous)).toMatchObject({ h: 200, s: 0 });
    expect(colorFromHex('#000000', previous)).toMatchObject({ h: 200, s: 0.7, v: 0 });
    expect(colorFromHex('#ff0000', previous)).toMatchObject({ h: 0, s: 1, v: 1 });
  });

  it.each(BAD_CASES)('returns null for %s', (_, v) => expect(colorFromHex(v)).toBeNull());
});

describe('gradients', () => {
  it('paints the hue track through every hue, from the colour engine', () => {
    expect(hueColor(0)).toBe('#ff0000');
    expect(hueColor(120)).toBe('#00ff00');
    expect(hueColor(360)).toBe('#ff0000');
    expect(hueGradient()).toBe(
      'linear-gradient(to right, #ff0000 0.00%, #ffff00 16.67%, #00ff00 33.33%, #00ffff 50.00%, #0000ff 66.67%, #ff00ff 83.33%, #ff0000 100.00%)',
    );
  });

  it('paints the area in the pure colour of the hue, whitened and darkened', () => {
    const bg = areaBackground(240);
    expect(bg).toContain('#0000ff');
    expect(bg).toContain('#000000');
    expect(bg).toContain('#ffffff');
  });

  it('paints the alpha track from transparent to the colour', () => {
    expect(alphaGradient({ h: 0, s: 1, v: 1, a: 0.2 })).toBe('linear-gradient(to right, #ff000000, #ff0000)');
  });
});

describe('stepLinear (hue and alpha sliders)', () => {
  it('steps 5 % of the range, 20 % with Shift', () => {
    expect(stepLinear(180, 'ArrowRight', false, 0, 360)).toBe(198);
    expect(stepLinear(180, 'ArrowUp', false, 0, 360)).toBe(198);
    expect(stepLinear(180, 'ArrowLeft', false, 0, 360)).toBe(162);
    expect(stepLinear(180, 'ArrowDown', false, 0, 360)).toBe(162);
    expect(stepLinear(180, 'ArrowRight', true, 0, 360)).toBe(252);
    expect(stepLinear(0.5, 'ArrowRight', false, 0, 1)).toBe(0.55);
    expect(stepLinear(0.5, 'ArrowLeft', true, 0, 1)).toBe(0.3);
  });

  it('moves a big step with Page Up / Page Down and jumps with Home / End', () => {
    expect(stepLinear(100, 'PageUp', false, 0, 360)).toBe(172);
    expect(stepLinear(100, 'PageDown', false, 0, 360)).toBe(28);
    expect(stepLinear(100, 'Home', false, 0, 360)).toBe(0);
    expect(stepLinear(100, 'End', false, 0, 360)).toBe(360);
  });

  it('stops at the ends', () => {
    expect(stepLinear(355, 'ArrowRight', false, 0, 360)).toBe(360);
    expect(stepLinear(360, 'ArrowRight', false, 0, 360)).toBe(360);
    expect(stepLinear(5, 'ArrowLeft', false, 0, 360)).toBe(0);
    expect(stepLinear(NaN, 'ArrowRight', false, 0, 360)).toBe(18);
  });

  it('ignores other keys', () => {
    for (const key of ['Enter', ' ', 'Tab', 'a', 'Escape']) expect(stepLinear(10, key, false, 0, 360)).toBeNull();
  });
});

describe('stepArea (saturation/brightness)', () => {
  it('changes saturation with Left/Right and brightness with Up/Down, 5 % a step', () => {
    expect(stepArea(0.4, 0.8, 'ArrowRight', false)).toEqual({ s: 0.45, v: 0.8 });
    expect(stepArea(0.4, 0.8, 'ArrowLeft', false)).toEqual({ s: 0.35, v: 0.8 });
    expect(stepArea(0.4, 0.8, 'ArrowUp', false)).toEqual({ s: 0.4, v: 0.85 });
    expect(stepArea(0.4, 0.8, 'ArrowDown', false)).toEqual({ s: 0.4, v: 0.75 });
  });

  it('takes 20 % steps with Shift or Page Up / Page Down', () => {
    expect(stepArea(0.4, 0.5, 'ArrowRight', true)).toEqual({ s: 0.6, v: 0.5 });
    expect(stepArea(0.4, 0.5, 'ArrowDown', true)).toEqual({ s: 0.4, v: 0.3 });
    expect(stepArea(0.4, 0.5, 'PageUp', false)).toEqual({ s: 0.4, v: 0.7 });
    expect(stepArea(0.4, 0.5, 'PageDown', false)).toEqual({ s: 0.4, v: 0.3 });
  });

  it('sets saturation to the ends with Home / End', () => {
    expect(stepArea(0.4, 0.5, 'Home', false)).toEqual({ s: 0, v: 0.5 });
    expect(stepArea(0.4, 0.5, 'End', false)).toEqual({ s: 1, v: 0.5 });
  });

  it('clamps at the edges and ignores other keys', () => {
    expect(stepArea(0.98, 0.02, 'ArrowRight', false)).toEqual({ s: 1, v: 0.02 });
    expect(stepArea(0.98, 0.02, 'ArrowDown', false)).toEqual({ s: 0.98, v: 0 });
    expect(stepArea(2, -1, 'ArrowUp', false)).toEqual({ s: 1, v: 0.05 });
    expect(stepArea(0.5, 0.5, 'Enter', false)).toBeNull();
  });

  it('reaches every 5 % grid point from 0 in 20 steps without drift', () => {
    let state = { s: 0, v: 0 };
    for (let i = 0; i < 20; i++) state = stepArea(state.s, state.v, 'ArrowRight', false)!;
    expect(state.s).toBe(1);
  });
});

describe('pointer positions', () => {
  const box = { left: 100, top: 50, width: 200, height: 100 };
  it('maps a point to saturation (x) and brightness (y, up is brighter)', () => {
    expect(areaFromPoint(100, 50, box)).toEqual({ s: 0, v: 1 });
    expect(areaFromPoint(300, 150, box)).toEqual({ s: 1, v: 0 });
    expect(areaFromPoint(150, 125, box)).toEqual({ s: 0.25, v: 0.25 });
  });
  it('clamps points outside the box', () => {
    expect(areaFromPoint(0, 0, box)).toEqual({ s: 0, v: 1 });
    expect(areaFromPoint(999, 999, box)).toEqual({ s: 1, v: 0 });
    expect(fractionAlong(-10, box)).toBe(0);
    expect(fractionAlong(250, box)).toBe(0.75);
  });
  it('survives an empty box', () => {
    const empty = { left: 0, top: 0, width: 0, height: 0 };
    expect(areaFromPoint(10, 10, empty)).toEqual({ s: 0, v: 0 });
    expect(fractionAlong(10, empty)).toBe(0);
  });
});

describe('ARIA value texts', () => {
  it('describes hue, area and alpha', () => {
    expect(hueText(210)).toBe('210 degrees');
    expect(hueText(1)).toBe('1 degree');
    expect(hueText(209.6)).toBe('210 degrees');
    expect(hueText(-4)).toBe('0 degrees');
    expect(areaText(0.4, 0.8)).toBe('saturation 40%, brightness 80%');
    expect(areaText(0.402, 0.796)).toBe('saturation 40%, brightness 80%');
    expect(alphaText(0.8)).toBe('80%');
    expect(percent(NaN)).toBe(0);
  });
});

describe('hex text field', () => {
  it('keeps only hex characters, at most 6 (8 with alpha)', () => {
    expect(filterHexInput('#00FF00', false).text).toBe('00FF00');
    expect(filterHexInput('zz12g3-4 5', false).text).toBe('12345');
    expect(filterHexInput('1234567890', false).text).toBe('123456');
    expect(filterHexInput('1234567890', true).text).toBe('12345678');
    expect(filterHexInput('', false).text).toBe('');
    expect(filterHexInput('ghijkl', false).text).toBe('');
    expect(filterHexInput('😀ab', false).text).toBe('ab');
  });

  it('maps the caret to the filtered text', () => {
    expect(filterHexInput('ab#c', false, 3)).toEqual({ text: 'abc', caret: 2 });
    expect(filterHexInput('abxcd', false, 5)).toEqual({ text: 'abcd', caret: 4 });
    expect(filterHexInput('abc', false, 0)).toEqual({ text: 'abc', caret: 0 });
    expect(filterHexInput('1234567', false, 7)).toEqual({ text: '123456', caret: 6 });
  });

  it('accepts only lengths 3 or 6, and 4 or 8 with alpha', () => {
    const lengths = (alpha: boolean) => [0, 1, 2, 3, 4, 5, 6, 7, 8].filter(n => isAcceptedHexLength(n, alpha));
    expect(lengths(false)).toEqual([3, 6]);
    expect(lengths(true)).toEqual([3, 4, 6, 8]);
  });

  it('turns accepted text into a colour', () => {
    expect(acceptHexText('F00', false)).toBe('#ff0000');
    expect(acceptHexText('0066FF', false)).toBe('#0066ff');
    expect(acceptHexText('f00a', true)).toBe('#ff0000aa');
    expect(acceptHexText('0066ff80', true)).toBe('#0066ff80');
    for (const t of ['', 'f', 'ff', 'ffff', 'fffff', 'fffffff', 'f00a', '0066ff80', 'ggg', '#fff']) {
      expect(acceptHexText(t, false), t).toBeNull();
    }
  });
});

describe('swatches', () => {
  it('accepts hex strings and { code, name } objects', () => {
    expect(parseSwatches(['#F00', { code: '0066ff', name: ' Blue ' }, { code: '#49c5b6', separator: true }])).toEqual([
      { code: '#ff0000', name: '#ff0000', separator: false },
      { code: '#0066ff', name: 'Blue', separator: false },
      { code: '#49c5b6', name: '#49c5b6', separator: true },
    ]);
  });

  it('skips anything invalid and never throws', () => {
    expect(parseSwatches(['nope', { code: 'blue' }, { name: 'x' }, null, 3, [], '#12'])).toEqual([]);
    for (const [, bad] of BAD_CASES) if (!Array.isArray(bad)) expect(parseSwatches(bad)).toEqual([]);
    // As entries: only the two with surrounding spaces survive (codes are trimmed).
    expect(parseSwatches(BAD_CASES.map(([, v]) => v)).map(s => s.code)).toEqual(['#ffffff', '#ffffff']);
  });

  it('reads the attribute as JSON or as a list of codes', () => {
    expect(parseSwatchAttribute('#f00, #0f0 #00f')).toEqual(['#f00', '#0f0', '#00f']);
    expect(parseSwatchAttribute('["#f00", {"code": "#0f0", "name": "Green"}]')).toEqual([
      '#f00',
      { code: '#0f0', name: 'Green' },
    ]);
    expect(parseSwatchAttribute('[broken')).toEqual([]);
    expect(parseSwatchAttribute('[')).toEqual([]);
    expect(parseSwatchAttribute('')).toEqual([]);
    expect(parseSwatchAttribute(null)).toEqual([]);
  });

  it('compares colours', () => {
    expect(sameColor('#F00', '#ff0000')).toBe(true);
    expect(sameColor('#ff0000ff', '#ff0000')).toBe(true);
    expect(sameColor('#ff000080', '#ff0000')).toBe(false);
    expect(sameColor('#ff0000', '#ff0001')).toBe(false);
    expect(sameColor('nope', 'nope')).toBe(false);
  });
});

describe('right-to-left (the picker is mirrored)', () => {
  it('swaps Arrow Left and Right in the sliders and the area, and nothing else', () => {
    expect(stepLinear(180, 'ArrowLeft', false, 0, 360, true)).toBe(198);
    expect(stepLinear(180, 'ArrowRight', false, 0, 360, true)).toBe(162);
    expect(stepLinear(180, 'ArrowUp', false, 0, 360, true)).toBe(198);
    expect(stepLinear(180, 'Home', false, 0, 360, true)).toBe(0);
    expect(stepArea(0.5, 0.5, 'ArrowLeft', false, true)).toEqual({ s: 0.55, v: 0.5 });
    expect(stepArea(0.5, 0.5, 'ArrowRight', false, true)).toEqual({ s: 0.45, v: 0.5 });
    expect(stepArea(0.5, 0.5, 'ArrowUp', false, true)).toEqual({ s: 0.5, v: 0.55 });
  });

  it('measures pointer positions from the right edge', () => {
    const box = { left: 100, top: 0, width: 200, height: 100 };
    expect(fractionAlong(150, box, true)).toBe(0.75);
    const { s, v } = areaFromPoint(280, 25, box, true);
    expect(s).toBeCloseTo(0.1, 9);
    expect(v).toBe(0.75);
  });

  it('fills value text templates', () => {
    expect(hueText(210, '{degrees} Grad', '{degrees} Grad')).toBe('210 Grad');
    expect(areaText(0.4, 0.8, 'S {saturation}, V {brightness}')).toBe('S 40, V 80');
    expect(alphaText(0.5, '{percent} Prozent')).toBe('50 Prozent');
  });
});

describe('swatchProblem', () => {
  it('says nothing of good swatches or none', () => {
    expect(swatchProblem([])).toBe(null);
    expect(swatchProblem(undefined)).toBe(null);
    expect(
      swatchProblem(['#f00', { code: '00ff00', name: 'Green' }], '["#f00", {"code": "00ff00", "name": "Green"}]'),
    ).toBe(null);
    expect(swatchProblem(['#f00', '#0f0'], '#f00, #0f0')).toBe(null);
  });

  it('names text that is not JSON, and the entries that are not hex colours', () => {
    expect(swatchProblem([], '[not json')).toMatch(
      /^is not a valid JSON array, so no swatches are shown: use hex colours/,
    );
    expect(swatchProblem(parseSwatchAttribute('not json'), 'not json')).toBe(
      'has entries that are not hex colours ("not", "json"), skipped: use hex colours separated by commas or spaces ("#ff0000, #00ff00"), or a JSON array of hex colours and { "code", "name" } objects.',
    );
    expect(swatchProblem(['#f00', 'red', { code: 'blue' }, 3, 'a', 'b'])).toMatch(
      /^has entries that are not hex colours \("red", \{"code":"blue"\}, 3 and 2 more\), skipped/,
    );
    expect(swatchProblem('#f00')).toMatch(/^is not a list/);
  });
});
