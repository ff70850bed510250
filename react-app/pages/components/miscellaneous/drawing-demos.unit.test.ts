import { describe, expect, it } from 'vitest';
import { BLOB_DEFAULTS, DOT_GRID_DEFAULTS, blobCode, dotCount, dotGridCode, nextSeed } from './drawing-demos';

describe('dot grid demo', () => {
  it('starts with a drawing and counts its dots', () => {
    expect(dotCount(DOT_GRID_DEFAULTS.value)).toBeGreaterThan(10);
    expect(dotCount('')).toBe(0);
    expect(dotCount('0,17,34')).toBe(3);
  });

  it('writes only the attributes that differ from the element’s defaults', () => {
    const plain = dotGridCode({ ...DOT_GRID_DEFAULTS, value: '' });
    expect(plain.html).toBe('<ds-dot-grid label="My icon"></ds-dot-grid>');
    const changed = dotGridCode({ guides: true, mirror: 'both', eraser: true, value: '0,17' });
    expect(changed.html).toContain('guides');
    expect(changed.html).toContain('mirror="both"');
    expect(changed.html).toContain('eraser');
    expect(changed.html).toContain('value="0,17"');
    expect(changed.react).toContain('<DsDotGrid');
  });
});

describe('blob demo', () => {
  it('writes the default blob with its name only', () => {
    expect(blobCode(BLOB_DEFAULTS).html).toBe('<ds-blob label="Organic blob shape"></ds-blob>');
    const changed = blobCode({ edges: 9, smoothness: 3, seed: 42 }).html.replace(/\s+/g, ' ');
    expect(changed).toContain('edges="9" smoothness="3" seed="42"');
  });

  it('draws a new seed that is never the current one', () => {
    expect(nextSeed(5, () => 0.5)).toBe(50_000);
    expect(nextSeed(50_000, () => 0.5)).toBe(50_001);
    expect(nextSeed(99_999, () => 0.999_99)).toBe(0);
  });
});
