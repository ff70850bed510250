import { describe, expect, it } from 'vitest';
import { dotsFromSvg } from '../../../../elements/dot-grid/dot-grid-model';
import {
  ICON_COPY_MESSAGES,
  ICON_PNG_COLOURS,
  iconFileName,
  iconPngFill,
  iconPngSvg,
  iconRawData,
  iconSvg,
  isIconPngColour,
} from './icon-export';

describe('icon export', () => {
  it('names files dots-{first 15 word characters of the ISO time}', () => {
    const date = new Date('2026-11-23T15:17:00.123Z');
    expect(iconFileName('svg', date)).toBe('dots-20261123T151700.svg');
    expect(iconFileName('png', date)).toBe('dots-20261123T151700.png');
    expect(iconFileName('svg')).toMatch(/^dots-\d{8}T\d{6}\.svg$/);
  });

  it('exports an SVG that reads back to the same dots, in currentColor', () => {
    const dots = [0, 17, 34, 255];
    const svg = iconSvg(dots);
    expect(svg).toContain('fill="currentColor"');
    expect(svg).toContain('viewBox="0 0 160 160"');
    expect(dotsFromSvg(svg)).toEqual(dots);
    expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
    expect(svg.endsWith('</svg>')).toBe(true);
    expect(svg.match(/<circle [^>]*\/>/g)).toHaveLength(4);
  });

  it('fills the PNG with the accent by default, or black or white', () => {
    expect(ICON_PNG_COLOURS.map(c => c.label)).toEqual(['Accent', 'Black', 'White']);
    expect(ICON_PNG_COLOURS[0]!.value).toBe('accent');
    expect(iconPngFill('accent', 'rgb(0, 102, 255)')).toBe('rgb(0, 102, 255)');
    expect(iconPngFill('accent', ' #87b3ff ')).toBe('#87b3ff');
    expect(iconPngFill('black', 'rgb(0, 102, 255)')).toBe('#000000');
    expect(iconPngFill('white', 'rgb(0, 102, 255)')).toBe('#ffffff');
    // an accent that did not resolve to a colour: black, never markup
    expect(iconPngFill('accent', '')).toBe('#000000');
    expect(iconPngFill('accent', 'var(--ds-color-accent)')).toBe('#000000');
    expect(iconPngFill('accent', '"/><script>')).toBe('#000000');
    expect(isIconPngColour('white')).toBe(true);
    expect(isIconPngColour('red')).toBe(false);
  });

  it('draws the PNG from the drawing in that fill, not currentColor (which an image draws black)', () => {
    const dots = [0, 17, 255];
    const svg = iconPngSvg(dots, 'rgb(0, 102, 255)');
    expect(svg).toContain('fill="rgb(0, 102, 255)"');
    expect(svg).not.toContain('currentColor');
    expect(dotsFromSvg(svg)).toEqual(dots);
    expect(iconPngSvg(dots, '#ffffff')).toContain('fill="#ffffff"');
    expect(iconPngSvg(dots, '" onload="x')).toContain('fill="#000000"');
  });

  it('exports raw data as comma-separated indexes', () => {
    expect(iconRawData([0, 17, 34])).toBe('0,17,34');
    expect(iconRawData([])).toBe('');
  });

  it('uses the exact messages', () => {
    expect(ICON_COPY_MESSAGES).toEqual({
      svgCopied: 'SVG copied to clipboard',
      rawCopied: 'Raw data copied to clipboard',
      svgFailed: 'Failed to copy',
      rawFailed: 'Failed to copy raw data',
    });
  });
});
