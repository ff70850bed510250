// Where each spoken segment goes in the resume audio: every chapter starts exactly at its time, the
// silence between them fills the rest. Pure: the audio script measures the segments and runs sox.

export interface Segment {
  label: string;
  /** Where the segment must start (s). */
  start: number;
  /** Its speech, with silence trimmed from both ends (s). */
  duration: number;
}

export interface Placed extends Segment {
  /** Silence after the speech, up to the next segment's start or the end (s). */
  silenceAfter: number;
}

export interface TimelineOptions {
  /** The least silence between a segment's last word and the next start (default 0.75 s). */
  minGapS?: number;
  /** Silence after the last segment (default 2 s). */
  tailS?: number;
}

/**
 * Places the segments (sorted by start, the first at or after 0) end to end with the silence
 * each needs. Throws, naming the segment, when one would run into the next: its text is too long.
 */
export function planTimeline(segments: readonly Segment[], { minGapS = 0.75, tailS = 2 }: TimelineOptions = {}) {
  if (segments.length === 0) throw new Error('No segments to place');
  segments.forEach((segment, i) => {
    if (!(Number.isFinite(segment.start) && segment.start >= 0))
      throw new Error(`"${segment.label}" has no valid start`);
    if (!(Number.isFinite(segment.duration) && segment.duration > 0)) throw new Error(`"${segment.label}" is empty`);
    const previous = segments[i - 1];
    if (previous && segment.start <= previous.start) {
      throw new Error(`"${segment.label}" starts before or with "${previous.label}": sort the chapters by time`);
    }
  });
  const placed: Placed[] = segments.map((segment, i) => {
    const next = segments[i + 1];
    const end = segment.start + segment.duration;
    if (!next) return { ...segment, silenceAfter: tailS };
    const silenceAfter = next.start - end;
    if (silenceAfter < minGapS) {
      const over = (minGapS - silenceAfter).toFixed(1);
      throw new Error(
        `"${segment.label}" is ${over} s too long to end before "${next.label}" starts: shorten its text`,
      );
    }
    return { ...segment, silenceAfter };
  });
  const last = placed[placed.length - 1]!;
  return { placed, leadIn: segments[0]!.start, total: last.start + last.duration + last.silenceAfter };
}
