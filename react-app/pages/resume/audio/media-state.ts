// What the player shows, read from its audio element. Pure: it takes any object with the element's
// fields, so it is tested without a browser.

/** `HTMLMediaElement.HAVE_METADATA`: from this ready state on, the duration is known. */
const HAVE_METADATA = 1;

/** The fields of an audio element the player reads. */
export type MediaFields = Pick<HTMLMediaElement, 'readyState' | 'duration' | 'currentTime' | 'paused' | 'ended'> & {
  error: unknown;
};

export interface MediaState {
  /** Seconds; NaN while unknown (before the metadata, or a stream without an end). */
  duration: number;
  /** Seconds played, 0 when not a time. */
  time: number;
  playing: boolean;
  /** The element reports an error (the file is missing or cannot be decoded). */
  failed: boolean;
}

/**
 * The player's state as the element has it now. The player reads this when it mounts and then
 * listens for changes: the metadata can have loaded before it listened (WebKit, arriving by a link,
 * fires loadedmetadata and durationchange that early), and those events do not come again.
 */
export function readMediaState(media: MediaFields): MediaState {
  const known = media.readyState >= HAVE_METADATA && Number.isFinite(media.duration) && media.duration > 0;
  const time = Number.isFinite(media.currentTime) && media.currentTime > 0 ? media.currentTime : 0;
  return {
    duration: known ? media.duration : Number.NaN,
    time,
    playing: !media.paused && !media.ended,
    failed: media.error !== null && media.error !== undefined,
  };
}
