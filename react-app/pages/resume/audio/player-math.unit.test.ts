import { describe, expect, it } from 'vitest';
import {
  BAR_COUNT,
  barLevels,
  chapterAt,
  chapterNear,
  formatTime,
  nextChapterTime,
  percentAt,
  previousChapterTime,
  restingLevels,
  secondsAt,
  spokenTime,
} from './player-math';

const chapters = [10, 120, 160, 185, 212].map(time => ({ time, label: String(time) }));

describe('formatTime and spokenTime', () => {
  it('writes m:ss', () => {
    expect([0, 5, 59.9, 60, 120, 212, 236.9, 3660].map(formatTime)).toEqual([
      '0:00',
      '0:05',
      '0:59',
      '1:00',
      '2:00',
      '3:32',
      '3:56',
      '61:00',
    ]);
  });
  it('shows 0:00 for what is not a time', () => {
    expect([-3, Number.NaN, Infinity, -Infinity].map(formatTime)).toEqual(['0:00', '0:00', '0:00', '0:00']);
  });
  it('speaks minutes and seconds', () => {
    expect([0, 1, 45, 60, 61, 160].map(spokenTime)).toEqual([
      '0 seconds',
      '1 second',
      '45 seconds',
      '1 minute',
      '1 minute 1 second',
      '2 minutes 40 seconds',
    ]);
    expect(spokenTime(Number.NaN)).toBe('0 seconds');
  });
});

describe('percentAt and secondsAt (the seek slider, 0–100 step 1)', () => {
  it('converts both ways, rounding to whole percent', () => {
    expect(percentAt(0, 240)).toBe(0);
    expect(percentAt(120, 240)).toBe(50);
    expect(percentAt(121, 240)).toBe(50);
    expect(percentAt(240, 240)).toBe(100);
    expect(secondsAt(50, 240)).toBe(120);
    expect(secondsAt(100, 240)).toBe(240);
  });
  it('clamps, and is 0 while the duration is unknown', () => {
    expect(percentAt(500, 240)).toBe(100);
    expect(percentAt(-5, 240)).toBe(0);
    expect(secondsAt(150, 240)).toBe(240);
    expect(secondsAt(-1, 240)).toBe(0);
    for (const duration of [0, Number.NaN, Infinity, -1]) {
      expect(percentAt(10, duration)).toBe(0);
      expect(secondsAt(10, duration)).toBe(0);
    }
    expect(percentAt(Number.NaN, 240)).toBe(0);
    expect(secondsAt(Number.NaN, 240)).toBe(0);
  });
});

describe('chapterNear: the highlighted chapter (within 10 s)', () => {
  it('is the chapter whose start is less than 10 s away, either side', () => {
    expect(chapterNear(chapters, 0)).toBeNull();
    expect(chapterNear(chapters, 10)?.time).toBe(10);
    expect(chapterNear(chapters, 19.9)?.time).toBe(10);
    expect(chapterNear(chapters, 20)).toBeNull();
    expect(chapterNear(chapters, 115)?.time).toBe(120);
    expect(chapterNear(chapters, 212.5)?.time).toBe(212);
  });
  it('takes the nearest when two are close, and a custom window', () => {
    const close = [{ time: 10 }, { time: 18 }];
    expect(chapterNear(close, 13)?.time).toBe(10);
    expect(chapterNear(close, 15)?.time).toBe(18);
    expect(chapterNear(chapters, 25, 20)?.time).toBe(10);
    expect(chapterNear([], 10)).toBeNull();
    expect(chapterNear(chapters, Number.NaN)).toBeNull();
  });
});

describe('chapterAt, previousChapterTime, nextChapterTime', () => {
  it('chapterAt is the last chapter started, a seek landing just short counting', () => {
    expect(chapterAt(chapters, 5)).toBeNull();
    expect(chapterAt(chapters, 9.9)?.time).toBe(10);
    expect(chapterAt(chapters, 100)?.time).toBe(10);
    expect(chapterAt(chapters, 170)?.time).toBe(160);
    expect(chapterAt(chapters, 999)?.time).toBe(212);
  });
  it('previous goes to this chapter’s start, or the one before within 3 s of it', () => {
    expect(previousChapterTime(chapters, 5)).toBe(0);
    expect(previousChapterTime(chapters, 11)).toBe(0);
    expect(previousChapterTime(chapters, 50)).toBe(10);
    expect(previousChapterTime(chapters, 161)).toBe(120);
    expect(previousChapterTime(chapters, 170)).toBe(160);
  });
  it('next goes to the following chapter, none after the last', () => {
    expect(nextChapterTime(chapters, 0)).toBe(10);
    expect(nextChapterTime(chapters, 10)).toBe(120);
    expect(nextChapterTime(chapters, 200)).toBe(212);
    expect(nextChapterTime(chapters, 212)).toBeNull();
  });
});

describe('barLevels and restingLevels (the 50-bar visualizer)', () => {
  it('spreads the lower third of the spectrum over 50 bars, 0–1', () => {
    const data = Uint8Array.from({ length: 128 }, (_, i) => (i < 45 ? 255 : 0));
    const levels = barLevels(data);
    expect(levels).toHaveLength(BAR_COUNT);
    expect(levels.every(l => l === 1)).toBe(true);
    expect(barLevels(new Uint8Array(128)).every(l => l === 0)).toBe(true);
    // what lies above the share does not count
    const high = Uint8Array.from({ length: 128 }, (_, i) => (i >= 45 ? 255 : 0));
    expect(barLevels(high).every(l => l === 0)).toBe(true);
  });
  it('averages the bins of a bar', () => {
    expect(barLevels([0, 255, 255, 255], 2, 1)).toEqual([0.5, 1]);
  });
  it('repeats bins when there are fewer than bars, flat without data, clamps bad values', () => {
    expect(barLevels([255, 0], 4, 1)).toEqual([1, 1, 0, 0]);
    expect(barLevels([], 3)).toEqual([0, 0, 0]);
    expect(barLevels([999, -5, Number.NaN, 255], 4, 1)).toEqual([1, 0, 0, 1]);
    expect(barLevels([255], 0)).toEqual([]);
  });
  it('rests as a fixed low wave', () => {
    const rest = restingLevels();
    expect(rest).toHaveLength(BAR_COUNT);
    expect(rest).toEqual(restingLevels());
    expect(Math.min(...rest)).toBeGreaterThan(0.1);
    expect(Math.max(...rest)).toBeLessThan(0.35);
  });
});
