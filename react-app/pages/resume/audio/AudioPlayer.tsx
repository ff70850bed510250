import { useCallback, useEffect, useId, useRef, useState } from 'react';
import type { ResumeChapter } from '../../../../content/resume';
import { DsButton } from '../../../ds/DsButton';
import { DsIcon } from '../../../ds/DsIcon';
import { DsSlider } from '../../../ds/DsSlider';
import { ChapterButtons } from './ChapterButtons';
import { LevelBars } from './LevelBars';
import { readMediaState } from './media-state';
import {
  SEEK_MAX,
  chapterAt,
  chapterNear,
  formatTime,
  nextChapterTime,
  percentAt,
  previousChapterTime,
  secondsAt,
  spokenTime,
} from './player-math';
import { Transcript } from './Transcript';
import { useAudioGraph } from './use-audio-graph';
import { useMediaSession } from './use-media-session';

/** How often, and how many times, the player reads the audio's length when no event tells it. */
const LOOK_INTERVAL_MS = 250;
const LOOKS_FOR_LENGTH = 40;

/** Audio failure: the message logged and the text shown. */
export const PLAYBACK_ERROR_LOG = 'Playback error occurred';
export const AUDIO_UNAVAILABLE = 'Audio unavailable, please try again later.';

export interface AudioPlayerProps {
  src: string;
  title: string;
  artist: string;
  album: string;
  opening: string;
  chapters: readonly ResumeChapter[];
}

/**
 * The resume's audio player: Listen/Pause, a seek slider (0–100, step 1)
 * with the elapsed time, 50 level bars, chapter buttons, and a transcript that follows along.
 * States: ready, playing, paused, ended (back to 0, not playing) and unavailable after an error.
 * Only the metadata loads with the page; the audio streams once playing.
 */
export function AudioPlayer({ src, title, artist, album, opening, chapters }: AudioPlayerProps) {
  const audio = useRef<HTMLAudioElement>(null);
  const { analyser, prepare } = useAudioGraph(audio);
  const [playing, setPlaying] = useState(false);
  const [time, setTime] = useState(0);
  const [duration, setDuration] = useState(Number.NaN);
  const [unavailable, setUnavailable] = useState(false);
  const failed = useRef(false);
  const headingId = useId();

  /** Logs once per failure (the error event and a rejected play() can both report it). */
  const fail = useCallback(() => {
    if (!failed.current) console.error(PLAYBACK_ERROR_LOG);
    failed.current = true;
    setUnavailable(true);
    setPlaying(false);
  }, []);

  const play = useCallback(() => {
    const element = audio.current;
    if (!element) return;
    if (failed.current) {
      // "try again": fetch the file anew
      failed.current = false;
      setUnavailable(false);
      element.load();
    }
    prepare();
    element.play().catch((error: unknown) => {
      const name = error instanceof DOMException ? error.name : '';
      // AbortError: a pause or seek interrupted it; NotAllowedError: no user gesture (a system key)
      if (name !== 'AbortError' && name !== 'NotAllowedError') fail();
    });
  }, [prepare, fail]);

  const pause = useCallback(() => audio.current?.pause(), []);

  // Read the element as it is, then listen: its metadata may have loaded before this effect ran
  // (WebKit, arriving by a link), and then loadedmetadata and durationchange have already fired.
  useEffect(() => {
    const element = audio.current;
    if (!element) return;
    const sync = () => {
      const state = readMediaState(element);
      setDuration(state.duration);
      setTime(state.time);
      setPlaying(state.playing);
    };
    const ended = () => {
      // Ended → back to the start, shown as not playing
      element.currentTime = 0;
      setTime(0);
      setPlaying(false);
    };
    sync();
    if (readMediaState(element).failed) fail();
    const listeners: [string, () => void][] = [
      ...['loadedmetadata', 'durationchange', 'timeupdate', 'play', 'pause', 'emptied'].map(
        type => [type, sync] as [string, () => void],
      ),
      ['ended', ended],
      ['error', fail],
    ];
    for (const [type, listener] of listeners) element.addEventListener(type, listener);
    // WebKitGTK, with the service worker answering, can load the metadata without one media event
    // reaching these listeners: look again for a few seconds until the length is known.
    let looks = 0;
    const look = window.setInterval(() => {
      sync();
      if (Number.isFinite(readMediaState(element).duration) || ++looks >= LOOKS_FOR_LENGTH) window.clearInterval(look);
    }, LOOK_INTERVAL_MS);
    return () => {
      window.clearInterval(look);
      for (const [type, listener] of listeners) element.removeEventListener(type, listener);
    };
  }, [fail]);

  const seek = useCallback((seconds: number) => {
    const element = audio.current;
    if (!element || !Number.isFinite(seconds)) return;
    const limit = Number.isFinite(element.duration) ? element.duration : seconds;
    element.currentTime = Math.min(Math.max(0, seconds), limit);
    setTime(element.currentTime);
  }, []);

  /** A chapter (button or transcript): go there, and play if paused. */
  const choose = useCallback(
    (chapter: ResumeChapter) => {
      seek(chapter.time);
      if (audio.current?.paused) play();
    },
    [seek, play],
  );

  useMediaSession(
    {
      play,
      pause,
      seekTo: seek,
      previous: () => seek(previousChapterTime(chapters, audio.current?.currentTime ?? 0)),
      next: () => {
        const next = nextChapterTime(chapters, audio.current?.currentTime ?? 0);
        if (next !== null) seek(next);
      },
    },
    { title, artist, album, playing, position: time, duration },
  );

  const known = Number.isFinite(duration) && duration > 0;
  const percent = percentAt(time, duration);

  return (
    <section className="resume-card player" aria-labelledby={headingId}>
      <h2 id={headingId} className="resume-card__title">
        Listen to my resume
      </h2>
      {/* eslint-disable-next-line jsx-a11y/media-has-caption -- audio only: the transcript below is its text alternative (WCAG 1.2.1) */}
      <audio ref={audio} src={src} preload="metadata" />
      <div className="player__controls">
        <DsButton className="player__toggle" variant="primary" onClick={() => (playing ? pause() : play())}>
          <DsIcon slot="start" name={playing ? 'pause' : 'play'} />
          {playing ? 'Pause' : 'Listen'}
        </DsButton>
        <LevelBars analyser={analyser} playing={playing} />
        <p className="player__time">
          <span className="player__elapsed">{formatTime(time)}</span>
          <span aria-hidden="true"> / </span>
          <span className="visually-hidden"> of </span>
          <span>{known ? formatTime(duration) : '–:––'}</span>
        </p>
      </div>
      <DsSlider
        className="player__seek"
        label="Seek"
        hideLabel
        min={0}
        max={SEEK_MAX}
        step={1}
        value={percent}
        disabled={!known}
        valueFormatter={value => `${spokenTime(secondsAt(value, duration))} of ${spokenTime(duration)}`}
        onInput={event => seek(secondsAt(event.currentTarget.value, duration))}
      />
      <ChapterButtons chapters={chapters} highlighted={chapterNear(chapters, time)} onChoose={choose} />
      <p className="player__status" role="status">
        {unavailable ? AUDIO_UNAVAILABLE : ''}
      </p>
      <Transcript opening={opening} chapters={chapters} current={chapterAt(chapters, time)} onChoose={choose} />
    </section>
  );
}
