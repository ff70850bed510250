import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { galleryItems } from './gallery';

const publicDir = join(__dirname, '..', 'public');

describe('gallery', () => {
  it('has seven entries, liked 17, 19, 23, 29, 31, 37 and 43 times, with unique ids and titles', () => {
    expect(galleryItems.map(i => i.likes)).toEqual([17, 19, 23, 29, 31, 37, 43]);
    expect(new Set(galleryItems.map(i => i.id)).size).toBe(galleryItems.length);
    expect(new Set(galleryItems.map(i => i.title)).size).toBe(galleryItems.length);
  });

  it('every entry has its texts, a real alt text and a non-negative whole like count', () => {
    for (const item of galleryItems) {
      expect(item.title.trim(), item.id).not.toBe('');
      expect(item.description.length, item.id).toBeGreaterThan(10);
      expect(item.longDescription.length, item.id).toBeGreaterThan(item.description.length);
      expect(item.image.alt.split(' ').length, `${item.id}: an alt that describes`).toBeGreaterThanOrEqual(5);
      expect(item.image.alt.toLowerCase(), item.id).not.toMatch(/image|picture|\.svg/);
      expect(Number.isInteger(item.likes) && item.likes >= 0, item.id).toBe(true);
    }
  });

  it('every image exists in public/ as a portrait SVG of the stated size', () => {
    for (const { id, image } of galleryItems) {
      expect(image.src, id).toBe(`/gallery/${id}.svg`);
      const file = join(publicDir, image.src);
      expect(existsSync(file), file).toBe(true);
      const svg = readFileSync(file, 'utf8');
      expect(svg, id).toContain(`width="${image.width}" height="${image.height}"`);
      expect(image.height, `${id} is portrait`).toBeGreaterThan(image.width);
    }
  });
});
