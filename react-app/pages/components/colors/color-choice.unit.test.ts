import { describe, expect, it } from 'vitest';
import { inverseColor } from '../../../../elements/color';
import { canSetColor, colorLabel, colorSetMessage, differsFromDefault, pickerCode, presetOf } from './color-choice';

describe('color choice', () => {
  it('names a preset of its own role, else shows the hex', () => {
    expect(presetOf('primary', '#D8342F')?.name).toBe('Scarlet');
    expect(colorLabel('primary', '#d8342f')).toBe('Scarlet');
    expect(colorLabel('secondary', '#49c5b6')).toBe('Seafoam');
    // a primary preset chosen as secondary is a custom secondary
    expect(colorLabel('secondary', '#d8342f')).toBe('#d8342f');
    expect(colorLabel('primary', '#1F7A4D')).toBe('#1f7a4d');
  });

  it('confirms in the agreed words', () => {
    expect(colorSetMessage('primary', '#0066ff')).toBe('Primary color set to Signal Blue');
    expect(colorSetMessage('secondary', '#ff8a80')).toBe('Secondary color set to Coral');
    expect(colorSetMessage('primary', '#123456')).toBe('Primary color set to #123456');
  });

  it('refuses unsupported, alpha and invalid colours', () => {
    expect(canSetColor('#0066ff')).toBe(true);
    expect(canSetColor('#fafafa')).toBe(false); // too light
    expect(canSetColor('#101010')).toBe(false); // too dark
    expect(canSetColor('#0066ff80')).toBe(false);
    expect(canSetColor('nope')).toBe(false);
    expect(canSetColor('')).toBe(false);
  });

  it('knows the defaults', () => {
    expect(differsFromDefault({ primary: '#0066FF', secondary: '#49c5b6' })).toBe(false);
    expect(differsFromDefault({ primary: '#0066ff', secondary: inverseColor('#0066ff')! })).toBe(true);
  });

  it('shows both pickers with the chosen colours in the snippet', () => {
    const code = pickerCode({ primary: '#D8342F', secondary: '#49c5b6' });
    expect(code.html).toBe(
      '<ds-color-picker label="Primary colour" value="#d8342f"></ds-color-picker>\n' +
        '<ds-color-picker label="Secondary colour" value="#49c5b6"></ds-color-picker>',
    );
    expect(code.react).toBe(
      "import { DsColorPicker } from './ds';\n\n" +
        '<DsColorPicker label="Primary colour" value="#d8342f" />\n' +
        '<DsColorPicker label="Secondary colour" value="#49c5b6" />',
    );
  });
});
