import { describe, expect, it } from 'vitest';
import { contrastRatio, generateShades, textColorOn } from '../../../../elements/color';
import { formatRatio, neutralRows, shadeRows, wcagGrade } from './shade-rows';

describe('shade rows', () => {
  it('grades contrast by WCAG', () => {
    expect(wcagGrade(21)).toBe('AAA');
    expect(wcagGrade(7)).toBe('AAA');
    expect(wcagGrade(6.99)).toBe('AA');
    expect(wcagGrade(4.5)).toBe('AA');
    expect(wcagGrade(4.49)).toBe('AA Large');
    expect(wcagGrade(3)).toBe('AA Large');
    expect(wcagGrade(2.99)).toBe('Fail');
    expect(wcagGrade(NaN)).toBe('Fail');
  });

  it('formats a ratio without rounding it up to a pass', () => {
    expect(formatRatio(4.4999)).toBe('4.49:1');
    expect(formatRatio(21)).toBe('21.00:1');
    expect(formatRatio(NaN)).toBe('–');
  });

  it('gives the nine shades with their text colour and contrast', () => {
    const rows = shadeRows('#0066ff');
    const shades = generateShades('#0066ff');
    expect(rows.map(r => r.level)).toEqual([100, 200, 300, 400, 500, 600, 700, 800, 900]);
    for (const row of rows) {
      expect(row.hex).toBe(shades[row.level as 100]);
      expect(row.text).toBe(textColorOn(row.hex));
      expect(row.ratio).toBeCloseTo(contrastRatio(row.hex, row.text), 10);
      expect(row.grade).toBe(wcagGrade(row.ratio));
      expect(row.textName).toBe(row.text === '#ffffff' ? 'white' : 'dark');
    }
    expect(rows[4]!.hex).toBe('#0066ff');
    expect(rows[0]!.textName).toBe('dark');
    expect(rows[8]!.textName).toBe('white');
  });

  it('makes no shades of a colour it cannot use', () => {
    expect(shadeRows('#fff')).toEqual([]);
    expect(shadeRows('nope')).toEqual([]);
  });

  it('gives the neutral scale from white to black', () => {
    const rows = neutralRows();
    expect(rows.map(r => r.level)).toEqual([0, 50, 100, 200, 300, 400, 500, 600, 700, 800, 900, 1000]);
    expect(rows[0]!.hex).toBe('#ffffff');
    expect(rows.at(-1)!.hex).toBe('#000000');
    expect(rows[0]!.grade).toBe('AAA');
  });
});
