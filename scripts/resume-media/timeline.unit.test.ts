import { describe, expect, it } from 'vitest';
import { planTimeline } from './timeline';

describe('planTimeline: each segment starts at its time', () => {
  const segments = [
    { label: 'Opening', start: 0.5, duration: 4 },
    { label: 'Intro', start: 10, duration: 80 },
    { label: 'Coding', start: 120, duration: 20 },
  ];

  it('fills the silence after each segment up to the next start, then a tail', () => {
    const { placed, leadIn, total } = planTimeline(segments, { tailS: 2 });
    expect(leadIn).toBe(0.5);
    expect(placed.map(s => s.silenceAfter)).toEqual([5.5, 30, 2]);
    // lead-in + every segment and its silence add up to the total, so each start lands on its time
    let at = leadIn;
    for (const s of placed) {
      expect(at).toBeCloseTo(s.start, 9);
      at += s.duration + s.silenceAfter;
    }
    expect(total).toBe(142);
  });

  it('names the segment that runs into the next one', () => {
    expect(() => planTimeline([segments[0]!, { ...segments[1]!, duration: 109.5 }, segments[2]!])).toThrow(
      '"Intro" is 0.3 s too long to end before "Coding" starts: shorten its text',
    );
  });

  it('rejects unsorted, empty, negative and missing input', () => {
    expect(() => planTimeline([])).toThrow('No segments');
    expect(() => planTimeline([segments[1]!, segments[0]!])).toThrow('sort the chapters by time');
    expect(() => planTimeline([{ label: 'X', start: -1, duration: 1 }])).toThrow('"X" has no valid start');
    expect(() => planTimeline([{ label: 'X', start: 0, duration: 0 }])).toThrow('"X" is empty');
    expect(() => planTimeline([{ label: 'X', start: Number.NaN, duration: 1 }])).toThrow('no valid start');
  });
});
