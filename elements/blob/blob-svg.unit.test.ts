import { describe, expect, it } from 'vitest';
import { blobClipPathCss, blobSvg } from './blob-svg';
import { blobPath } from './geometry';

/** A small reader of the one file shape blobSvg writes, independent of its code. */
function parseSvg(svg: string): Record<string, string> {
  const root = /^<svg ([^>]*)><path ([^>]*)\/><\/svg>$/.exec(svg);
  if (!root) throw new Error(`not the expected SVG: ${svg}`);
  const attrs = (text: string) => Object.fromEntries([...text.matchAll(/([\w:-]+)="([^"]*)"/g)].map(m => [m[1], m[2]]));
  const svgAttrs = attrs(root[1]);
  const pathAttrs = attrs(root[2]);
  return { ...svgAttrs, d: pathAttrs.d, fill: pathAttrs.fill };
}

describe('blobSvg', () => {
  it('writes a standalone SVG whose path parses back to the blob', () => {
    const d = blobPath({ edges: 8, smoothness: 3, seed: 1234 });
    const file = parseSvg(blobSvg(d, '#ff8800'));
    expect(file).toEqual({
      xmlns: 'http://www.w3.org/2000/svg',
      viewBox: '0 0 100 100',
      width: '100',
      height: '100',
      d,
      fill: '#ff8800',
    });
  });

  it('sizes the file and rejects a bad size', () => {
    const d = blobPath({});
    expect(parseSvg(blobSvg(d, '#000', 512)).width).toBe('512');
    expect(parseSvg(blobSvg(d, '#000', NaN)).width).toBe('100');
    expect(parseSvg(blobSvg(d, '#000', -3)).height).toBe('100');
  });

  it('accepts colour syntaxes and replaces anything that could break out of the attribute', () => {
    const d = blobPath({});
    expect(parseSvg(blobSvg(d, 'rgb(0 102 255)')).fill).toBe('rgb(0 102 255)');
    expect(parseSvg(blobSvg(d, 'rebeccapurple')).fill).toBe('rebeccapurple');
    expect(parseSvg(blobSvg(d, '"/><script>alert(1)</script>')).fill).toBe('#0066ff');
    expect(parseSvg(blobSvg(d, '')).fill).toBe('#0066ff');
  });

  it('drops path data that is not a blob path', () => {
    expect(parseSvg(blobSvg('M0 0"/><script/>', '#000')).d).toBe('');
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
