import { describe, expect, it } from 'vitest';
import {
  BLOB_EDGES,
  BLOB_SMOOTHNESS,
  blobEdges,
  blobPath,
  blobSeed,
  blobSmoothness,
  parseBlobSeed,
  randomBlobSeed,
} from './geometry.js';

/** The numbers of a path, in order. */
const numbers = (d: string): number[] => (d.match(/-?\d+(\.\d+)?/g) ?? []).map(Number);
/** The commands of a path, in order. */
const commands = (d: string): string => d.replace(/[^A-Za-z]/g, '');

const EDGES = Array.from({ length: BLOB_EDGES.max - BLOB_EDGES.min + 1 }, (_, i) => BLOB_EDGES.min + i);
const SMOOTHNESS = Array.from(
  { length: BLOB_SMOOTHNESS.max - BLOB_SMOOTHNESS.min + 1 },
  (_, i) => BLOB_SMOOTHNESS.min + i,
);

describe('blobPath', () => {
  it('gives the same path for the same options, seed 0 included', () => {
    for (const seed of [0, 1, 42, 123456, 4294967295, 'hello']) {
      const a = blobPath({ edges: 7, smoothness: 4, seed });
      expect(blobPath({ edges: 7, smoothness: 4, seed })).toBe(a);
    }
    expect(blobPath({ seed: 0 })).toBe(blobPath({}));
  });

  it('pins the shape of a known seed (a change of the generator is a visible change)', () => {
    expect(blobPath({ edges: 3, smoothness: 6, seed: 0 })).toMatchInlineSnapshot(
      `"M51.6 5.8C77 4.8 98 45.5 84.4 69.5C70.8 93.4 25.7 95.2 13.8 72.3C2 49.4 26.2 6.8 51.6 5.8Z"`,
    );
  });

  it('gives different blobs for different seeds', () => {
    const paths = new Set(Array.from({ length: 200 }, (_, seed) => blobPath({ seed })));
    expect(paths.size).toBe(200);
  });

  it('is a closed path: M, then one C per edge, then Z, ending where it started', () => {
    for (const edges of EDGES) {
      const d = blobPath({ edges, seed: edges * 7 });
      expect(commands(d)).toBe('M' + 'C'.repeat(edges) + 'Z');
      const n = numbers(d);
      expect(n).toHaveLength(2 + 6 * edges);
      expect(n.slice(-2)).toEqual(n.slice(0, 2));
    }
  });

  it('keeps every point and control point inside the 100 × 100 view for every edges/smoothness pair', () => {
    let checked = 0;
    for (const edges of EDGES)
      for (const smoothness of SMOOTHNESS)
        for (let seed = 0; seed < 300; seed++) {
          const n = numbers(blobPath({ edges, smoothness, seed: seed * 2654435761 }));
          for (const v of n) {
            if (!(v >= 0 && v <= 100)) throw new Error(`edges ${edges} smoothness ${smoothness} seed ${seed}: ${v}`);
          }
          checked += n.length;
        }
    expect(checked).toBeGreaterThan(10 * 8 * 300 * 20);
  });

  it('fills the view: the box around the control points spans the view minus the margin', () => {
    for (let seed = 0; seed < 50; seed++) {
      const n = numbers(blobPath({ seed }));
      const xs = n.filter((_, i) => i % 2 === 0);
      const ys = n.filter((_, i) => i % 2 === 1);
      const span = Math.max(Math.max(...xs) - Math.min(...xs), Math.max(...ys) - Math.min(...ys));
      expect(span).toBeCloseTo(96, 0);
    }
  });

  it('writes compact numbers (at most 1 decimal)', () => {
    for (const v of blobPath({ seed: 99 }).match(/[\d.]+/g)!) expect(v).toMatch(/^\d{1,3}(\.\d)?$/);
  });

  it('varies the radii less as smoothness grows', () => {
    // The spread of the on-curve points' distances from the centre, averaged over seeds.
    const spread = (smoothness: number): number => {
      let total = 0;
      for (let seed = 0; seed < 100; seed++) {
        const n = numbers(blobPath({ edges: 8, smoothness, seed }));
        const r: number[] = [];
        for (let i = 6; i < n.length; i += 6) r.push(Math.hypot(n[i]! - 50, n[i + 1]! - 50));
        total += (Math.max(...r) - Math.min(...r)) / Math.max(...r);
      }
      return total / 100;
    };
    expect(spread(2)).toBeGreaterThan(spread(6));
    expect(spread(6)).toBeGreaterThan(spread(9));
  });

  it('never gives NaN and falls back on bad options', () => {
    const bad: unknown[] = [null, undefined, NaN, Infinity, -Infinity, '', {}, [], true, Symbol('x')];
    for (const v of bad) {
      const d = blobPath({ edges: v, smoothness: v, seed: v });
      expect(d).not.toMatch(/NaN|Infinity|undefined/);
      expect(d).toBe(blobPath({ seed: 0 }));
    }
    expect(blobPath({ edges: 'abc', smoothness: 'x' })).toBe(blobPath({}));
    expect(blobPath(null)).toBe(blobPath({}));
    expect(blobPath(undefined)).toBe(blobPath({}));
    // @ts-expect-error a wrong type from a script
    expect(blobPath(5)).toBe(blobPath({}));
  });

  it('clamps and rounds edges and smoothness', () => {
    expect(blobPath({ edges: 1, seed: 5 })).toBe(blobPath({ edges: 3, seed: 5 }));
    expect(blobPath({ edges: 99, seed: 5 })).toBe(blobPath({ edges: 12, seed: 5 }));
    expect(blobPath({ edges: 6.4, seed: 5 })).toBe(blobPath({ edges: 6, seed: 5 }));
    expect(blobPath({ edges: '8', smoothness: '3', seed: 5 })).toBe(blobPath({ edges: 8, smoothness: 3, seed: 5 }));
    expect(blobPath({ smoothness: -4, seed: 5 })).toBe(blobPath({ smoothness: 2, seed: 5 }));
    expect(blobPath({ smoothness: 10, seed: 5 })).toBe(blobPath({ smoothness: 9, seed: 5 }));
  });

  it('is fast: 10,000 blobs well under a second', () => {
    const start = performance.now();
    let length = 0;
    for (let i = 0; i < 10_000; i++) length += blobPath({ edges: 3 + (i % 10), smoothness: 6, seed: i }).length;
    expect(length).toBeGreaterThan(0);
    expect(performance.now() - start).toBeLessThan(1000);
  });
});

describe('reading options', () => {
  it('edges: rounded, clamped, default 6', () => {
    expect([blobEdges(3), blobEdges(12), blobEdges(2), blobEdges(13), blobEdges(4.6), blobEdges('7')]).toEqual([
      3, 12, 3, 12, 5, 7,
    ]);
    expect([blobEdges(null), blobEdges('x'), blobEdges(NaN), blobEdges(undefined)]).toEqual([6, 6, 6, 6]);
  });

  it('smoothness: rounded, clamped, default 6', () => {
    expect([blobSmoothness(2), blobSmoothness(9), blobSmoothness(0), blobSmoothness(12), blobSmoothness('5')]).toEqual([
      2, 9, 2, 9, 5,
    ]);
    expect([blobSmoothness(null), blobSmoothness(''), blobSmoothness({})]).toEqual([6, 6, 6]);
  });

  it('seed: whole numbers wrap to 32 bits; a numeric string equals its number; other text is hashed', () => {
    expect(blobSeed(0)).toBe(0);
    expect(blobSeed(42)).toBe(42);
    expect(blobSeed('42')).toBe(42);
    expect(blobSeed(' 42 ')).toBe(42);
    expect(blobSeed(4294967296)).toBe(0);
    expect(blobSeed(-1)).toBe(4294967295);
    expect(blobSeed('hello')).toBe(blobSeed('hello'));
    expect(blobSeed('hello')).not.toBe(blobSeed('hellp'));
    expect(blobSeed(1.5)).not.toBe(blobSeed(1));
    for (const v of [null, undefined, NaN, Infinity, '', {}, true]) expect(blobSeed(v)).toBe(0);
    for (const v of [1.5, 'hello', -7, 2 ** 40]) {
      const s = blobSeed(v);
      expect(Number.isInteger(s) && s >= 0 && s <= 4294967295).toBe(true);
    }
  });

  it('parseBlobSeed accepts only whole numbers 0–4294967295', () => {
    expect(parseBlobSeed('0')).toBe(0);
    expect(parseBlobSeed(' 123 ')).toBe(123);
    expect(parseBlobSeed('4294967295')).toBe(4294967295);
    expect(parseBlobSeed(77)).toBe(77);
    for (const bad of ['', ' ', '-1', '1.5', '1e3', 'abc', '4294967296', '99999999999', null, undefined, {}])
      expect(parseBlobSeed(bad)).toBeNull();
  });

  it('randomBlobSeed gives whole numbers 0–999,999', () => {
    expect(randomBlobSeed(() => 0)).toBe(0);
    expect(randomBlobSeed(() => 0.999999999)).toBe(999999);
    expect(randomBlobSeed(() => 0.5)).toBe(500000);
  });
});
