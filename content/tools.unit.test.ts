import { describe, expect, it } from 'vitest';
import { isNewTool, toolCards } from './tools';

describe('tool cards', () => {
  it('lists Icon Creator and Blob Generator, in that order, at their routes', () => {
    expect(toolCards.map(t => [t.title, t.url])).toEqual([
      ['Icon Creator', '/Tools/DotIconMaker'],
      ['Blob Generator', '/Tools/BlobGenerator'],
    ]);
  });

  it('flags only Icon Creator as new, with the string flag "true" or empty', () => {
    expect(toolCards.map(t => t.new)).toEqual(['true', '']);
    expect(toolCards.filter(isNewTool).map(t => t.title)).toEqual(['Icon Creator']);
  });

  it('gives every card a description, a preview and a short list of keys', () => {
    for (const tool of toolCards) {
      expect(tool.description.length).toBeGreaterThan(20);
      expect(['dots', 'blob']).toContain(tool.preview);
      expect(tool.keyboard.length).toBeGreaterThan(0);
      expect(tool.keyboard.length).toBeLessThanOrEqual(5);
    }
  });
});
