// The audio player's arithmetic: times as m:ss, the slider's percent and the audio's
// seconds, which chapter the playhead is at, and the visualizer's bar heights. Pure, no DOM.

/** The slider runs from 0 to 100 in steps of 1. */
export const SEEK_MAX = 100;
/** The visualizer's bars. */
export const BAR_COUNT = 50;

interface Timed {
  time: number;
}

const finite = (n: number) => (Number.isFinite(n) ? n : 0);

/** Seconds as m:ss ("0:05", "3:32", "61:00"); anything not a time ≥ 0 is "0:00". */
export function formatTime(seconds: number): string {
  const whole = Math.floor(Math.max(0, finite(seconds)));
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}

/** Spoken form for assistive technology: "2 minutes 40 seconds". */
export function spokenTime(seconds: number): string {
  const whole = Math.floor(Math.max(0, finite(seconds)));
  const [m, s] = [Math.floor(whole / 60), whole % 60];
  const unit = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;
  if (m === 0) return unit(s, 'second');
  return s === 0 ? unit(m, 'minute') : `${unit(m, 'minute')} ${unit(s, 'second')}`;
}

/** The slider position (whole percent, 0–100) of a time; 0 while the duration is unknown. */
export function percentAt(seconds: number, duration: number): number {
  if (!(duration > 0) || !Number.isFinite(duration)) return 0;
  return Math.min(SEEK_MAX, Math.max(0, Math.round((finite(seconds) / duration) * SEEK_MAX)));
}

/** The time (s) of a slider position; 0 while the duration is unknown. */
export function secondsAt(percent: number, duration: number): number {
  if (!(duration > 0) || !Number.isFinite(duration)) return 0;
  return (Math.min(SEEK_MAX, Math.max(0, finite(percent))) / SEEK_MAX) * duration;
}

/**
 * The chapter to highlight: the one whose start is within `window` seconds of the playhead
 * (10 s), the nearest if two are; null when none is.
 */
export function chapterNear<T extends Timed>(chapters: readonly T[], seconds: number, window = 10): T | null {
  let best: T | null = null;
  for (const chapter of chapters) {
    const distance = Math.abs(chapter.time - seconds);
    if (distance < window && (!best || distance < Math.abs(best.time - seconds))) best = chapter;
  }
  return best;
}

/**
 * The chapter being heard: the last one that has started (the transcript follows it); null before
 * the first. A seek lands a little before a chapter's time, hence the tolerance.
 */
export function chapterAt<T extends Timed>(chapters: readonly T[], seconds: number, tolerance = 0.25): T | null {
  let current: T | null = null;
  for (const chapter of chapters) if (chapter.time <= seconds + tolerance) current = chapter;
  return current;
}

/**
 * Where "previous chapter" goes: the start of the chapter being heard, or the one before it when
 * that start is less than `grace` seconds ago; 0 before the first chapter.
 */
export function previousChapterTime(chapters: readonly Timed[], seconds: number, grace = 3): number {
  const started = chapters.filter(c => c.time <= seconds + 0.25);
  const current = started[started.length - 1];
  if (!current) return 0;
  if (seconds - current.time >= grace) return current.time;
  return started[started.length - 2]?.time ?? 0;
}

/** Where "next chapter" goes: the first chapter after the playhead, or null after the last. */
export function nextChapterTime(chapters: readonly Timed[], seconds: number): number | null {
  return chapters.find(c => c.time > seconds + 0.25)?.time ?? null;
}

/**
 * Bar heights (0–1) from an analyser's byte frequency data: the lower `share` of the spectrum
 * spread over `count` bars, each the mean of its bins. Speech in the 32 kbit/s file stops near
 * 8 kHz, about a third of a 48 kHz context's spectrum. Fewer bins than bars repeat bins; no data
 * gives flat bars.
 */
export function barLevels(data: ArrayLike<number>, count = BAR_COUNT, share = 0.35): number[] {
  const used = Math.max(0, Math.min(data.length, Math.ceil(data.length * share)));
  return Array.from({ length: Math.max(0, count) }, (_, bar) => {
    if (used === 0) return 0;
    const from = Math.floor((bar * used) / count);
    const to = Math.max(from + 1, Math.floor(((bar + 1) * used) / count));
    let sum = 0;
    for (let i = from; i < to; i++) sum += Math.min(255, Math.max(0, finite(data[i]!)));
    return sum / (to - from) / 255;
  });
}

/** The still bars (paused, or under reduced motion): a low, gentle wave, the same on every render. */
export function restingLevels(count = BAR_COUNT): number[] {
  return Array.from({ length: Math.max(0, count) }, (_, i) => 0.18 + 0.12 * Math.sin((i / count) * Math.PI * 4) ** 2);
}
