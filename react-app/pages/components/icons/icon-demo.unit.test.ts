import { describe, expect, it } from 'vitest';
import { FIRST_ICON, ICON_DEFAULTS, filterIconNames, iconCode } from './icon-demo';

describe('filterIconNames', () => {
  it('keeps the names containing the query, ignoring case and spaces', () => {
    expect(filterIconNames('standard', ' CLOUD ')).toEqual([
      'cloud',
      'cloud-rain',
      'cloud-snow',
      'cloud-lightning',
      'cloud-fog',
    ]);
    expect(filterIconNames('custom', 'dia')).toEqual(['diamond']);
  });

  it('returns every name for an empty query and none for a miss', () => {
    expect(filterIconNames('standard', '').length).toBeGreaterThan(40);
    expect(filterIconNames('custom', 'zzz')).toEqual([]);
  });
});

describe('iconCode', () => {
  it('shows the defaults as name and size only', () => {
    expect(iconCode(FIRST_ICON, ICON_DEFAULTS)).toEqual({
      html: '<ds-icon name="home" size="64"></ds-icon>',
      react: 'import { DsIcon } from \'./ds\';\n\n<DsIcon name="home" size={64} />',
    });
  });

  it('follows set, stroke, variant and colour', () => {
    const code = iconCode(
      { name: 'bolt', set: 'custom' },
      { size: 40, stroke: 0.1 + 0.2 + 1, variant: 'filled', colour: 'accent', inverted: true },
    );
    for (const attr of ['name="bolt"', 'set="custom"', 'size="40"', 'stroke="1.3"', 'variant="filled"']) {
      expect(code.html).toContain(attr);
    }
    expect(code.html).toContain('style="--ds-icon-color: var(--ds-color-accent)"');
    expect(code.react).toContain("style={{ '--ds-icon-color': 'var(--ds-color-accent)' }}");
  });
});
