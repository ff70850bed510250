import { describe, expect, it } from 'vitest';
import { GRID_DEFAULTS, gridCode, gridTemplate } from './layout-demo';

describe('layout demo code', () => {
  it('follows the grid settings in both tabs', () => {
    expect(gridTemplate(120)).toBe('repeat(auto-fill, 120px)');
    const { html, react } = gridCode({ ...GRID_DEFAULTS, gap: 15, items: 2, guides: true });
    expect(html).toContain('style="display: grid; grid-template-columns: repeat(auto-fill, 120px); gap: 15px"');
    expect(html).toContain('class="grid guides"');
    expect(html.match(/class="item"/g)).toHaveLength(2);
    expect(react).toContain("style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, 120px)', gap: 15 }}");
    expect(react).toContain('className="grid guides"');
    expect(react).not.toContain('import');
  });
});
