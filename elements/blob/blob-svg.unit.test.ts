import { describe, expect, it } from 'vitest';
import { blobClipPathCss, blobSvg } from './blob-svg.js';
import { blobPath } from './geometry.js';

/** A small reader of the one file shape blobSvg writes, independent of its code. */
function parseSvg(svg: string): Record<string, string> {
  const root = /^<svg ([^>]*)><path ([^>]*)\/><\/svg>$/.exec(svg);
  if (!root) throw new Error(`not the expected SVG: ${svg}`);
  const attrs = (text: string) => Object.fromEntries([...text.matchAll(/([\w:-]+)="([^"]*)"/g)].map(m => [m[1], m[2]]));
  const svgAttrs = attrs(root[1]!);
  const pathAttrs = attrs(root[2]!);
  return { ...svgAttrs, ...pathAttrs };
}

describe('blobSvg', () => {
  it('writes a standalone SVG whose path parses back to the blob', () => {
    const d = blobPath({ edges: 8, smoothness: 3, seed: 1234 });
    const file = parseSvg(blobSvg(d, { fill: '#ff8800' }));
    expect(file).toEqual({
      xmlns: 'http://www.w3.org/2000/svg',
      viewBox: '0 0 100 100',
      width: '100',
      height: '100',
      d,
      fill: '#ff8800',
      stroke: '#ff8800',
      'stroke-width': '1',
      'stroke-linejoin': 'round',
    });
  });

  it('writes its own stroke, or none for width 0', () => {
    const d = blobPath({});
    expect(parseSvg(blobSvg(d, { fill: '#000', stroke: '#fff', strokeWidth: 2 }))).toMatchObject({
      stroke: '#fff',
      'stroke-width': '2',
    });
    const none = parseSvg(blobSvg(d, { fill: '#000', strokeWidth: 0 }));
    expect(none.stroke).toBeUndefined();
    expect(parseSvg(blobSvg(d, { strokeWidth: NaN })).stroke).toBeUndefined();
  });

  it('sizes the file and rejects a bad size', () => {
    const d = blobPath({});
    expect(parseSvg(blobSvg(d, { size: 512 })).width).toBe('512');
    expect(parseSvg(blobSvg(d, { size: NaN })).width).toBe('100');
    expect(parseSvg(blobSvg(d, { size: -3 })).height).toBe('100');
  });

  it('accepts colour syntaxes and replaces anything that could break out of the attribute', () => {
    const d = blobPath({});
    expect(parseSvg(blobSvg(d, { fill: 'rgb(0, 102, 255)' })).fill).toBe('rgb(0, 102, 255)');
    expect(parseSvg(blobSvg(d, { fill: 'rebeccapurple' })).fill).toBe('rebeccapurple');
    expect(parseSvg(blobSvg(d, { fill: '"/><script>alert(1)</script>' })).fill).toBe('#0066ff');
    expect(parseSvg(blobSvg(d, { fill: '' })).fill).toBe('#0066ff');
  });

  it('drops path data that is not a blob path', () => {
    expect(parseSvg(blobSvg('M0 0"/><script/>')).d).toBe('');
  });
});

describe('blobClipPathCss', () => {
  it('writes a 100 × 100 px box clipped to the path', () => {
    const d = blobPath({ seed: 3 });
    const css = blobClipPathCss(d);
    expect(css).toBe(`.blob {\n  width: 100px;\n  height: 100px;\n  clip-path: path('${d}');\n}\n`);
    expect(/clip-path: path\('([^']*)'\)/.exec(css)![1]).toBe(d);
  });
});
