import { describe, expect, it } from 'vitest';
import { generateShades, textColorOn } from '../../../../elements/color';
import { themeVariables } from '../../../../elements/tokens/theme';
import { exportText, themeCss, themeTokens, themeTokensJson } from './theme-export';

const THEME = { primary: '#D8342F', secondary: '#2bcbd0' };

describe('theme export', () => {
  it('CSS: the variables the site sets, in a :root rule', () => {
    const css = themeCss(THEME);
    const vars = themeVariables({ primary: '#d8342f', secondary: '#2bcbd0' });
    expect(css.startsWith('/* Theme: primary #d8342f, secondary #2bcbd0 */\n:root {\n')).toBe(true);
    expect(css.endsWith('}\n')).toBe(true);
    for (const [name, value] of Object.entries(vars)) expect(css).toContain(`\n  ${name}: ${value};\n`);
    expect(css).toContain('  --ds-primary: #d8342f;');
    expect(css).toContain('  --ds-secondary-500: #2bcbd0;');
    expect(css.split('\n').filter(line => line.startsWith('  --ds-'))).toHaveLength(Object.keys(vars).length);
  });

  it('DTCG: colour tokens with $value and $type for each shade and its text colour', () => {
    const tokens = themeTokens(THEME);
    const shades = generateShades('#2bcbd0');
    expect(Object.keys(tokens.color)).toEqual(['primary', 'on-primary', 'secondary', 'on-secondary']);
    expect(tokens.color['secondary']!['300']).toEqual({ $type: 'color', $value: shades[300] });
    expect(tokens.color['on-secondary']!['300']).toEqual({ $type: 'color', $value: textColorOn(shades[300]) });
    expect(tokens.color['primary']!['500']!.$value).toBe('#d8342f');
    expect(tokens.color['primary']!['base']).toEqual({
      $type: 'color',
      $value: '{color.primary.500}',
      $description: 'The primary colour',
    });
    for (const group of Object.values(tokens.color)) {
      for (const token of Object.values(group)) expect(token.$type).toBe('color');
    }
    expect(JSON.parse(themeTokensJson(THEME))).toEqual(tokens);
    expect(exportText('tokens', THEME)).toBe(themeTokensJson(THEME));
    expect(exportText('css', THEME)).toBe(themeCss(THEME));
  });

  it('never throws: an unusable colour falls back to the default', () => {
    expect(themeCss({ primary: 'nope', secondary: '#fff' })).toContain('--ds-primary: #0066ff;');
    expect(themeTokens({ primary: '#0066ff80', secondary: '' }).color['secondary']!['500']!.$value).toBe('#49c5b6');
  });
});
