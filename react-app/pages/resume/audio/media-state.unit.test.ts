import { describe, expect, it } from 'vitest';
import { readMediaState, type MediaFields } from './media-state';

const element = (fields: Partial<MediaFields> = {}): MediaFields => ({
  readyState: 0,
  duration: Number.NaN,
  currentTime: 0,
  paused: true,
  ended: false,
  error: null,
  ...fields,
});

describe('readMediaState', () => {
  it('knows no duration before the metadata', () => {
    expect(readMediaState(element())).toEqual({ duration: Number.NaN, time: 0, playing: false, failed: false });
    // a duration reported before HAVE_METADATA is not trusted
    expect(readMediaState(element({ readyState: 0, duration: 237 })).duration).toBeNaN();
  });

  it('reads what an element that loaded before the player listened already has', () => {
    expect(readMediaState(element({ readyState: 1, duration: 237.5 }))).toEqual({
      duration: 237.5,
      time: 0,
      playing: false,
      failed: false,
    });
    // already playing, 42 s in
    expect(readMediaState(element({ readyState: 4, duration: 237.5, currentTime: 42, paused: false }))).toEqual({
      duration: 237.5,
      time: 42,
      playing: true,
      failed: false,
    });
  });

  it('is not playing once ended, and knows no length for an endless stream', () => {
    expect(readMediaState(element({ readyState: 4, duration: 237, paused: false, ended: true })).playing).toBe(false);
    expect(readMediaState(element({ readyState: 4, duration: Number.POSITIVE_INFINITY })).duration).toBeNaN();
    expect(readMediaState(element({ readyState: 4, duration: 0 })).duration).toBeNaN();
  });

  it('takes a time that is no time as 0, and reports an error', () => {
    expect(readMediaState(element({ currentTime: Number.NaN })).time).toBe(0);
    expect(readMediaState(element({ currentTime: -1 })).time).toBe(0);
    expect(readMediaState(element({ error: { code: 4 } })).failed).toBe(true);
  });
});
