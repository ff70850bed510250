import { useEffect, useRef } from 'react';

export interface MediaSessionActions {
  play: () => void;
  pause: () => void;
  seekTo: (seconds: number) => void;
  previous: () => void;
  next: () => void;
}

interface SessionState {
  title: string;
  artist: string;
  album: string;
  playing: boolean;
  position: number;
  duration: number;
}

const ACTIONS = ['play', 'pause', 'seekto', 'previoustrack', 'nexttrack'] as const;

/**
 * The system's media controls (lock screen, headset keys, the browser's media hub) drive the
 * player: title and artist, play/pause, seeking, and previous/next chapter. Where the Media
 * Session API is missing, nothing happens.
 */
export function useMediaSession(actions: MediaSessionActions, state: SessionState) {
  const latest = useRef(actions);
  useEffect(() => {
    latest.current = actions;
  });
  const supported = typeof navigator !== 'undefined' && 'mediaSession' in navigator;
  const { title, artist, album, playing, position, duration } = state;

  useEffect(() => {
    if (!supported) return;
    const session = navigator.mediaSession;
    const handlers: Record<(typeof ACTIONS)[number], MediaSessionActionHandler> = {
      play: () => latest.current.play(),
      pause: () => latest.current.pause(),
      seekto: details => {
        if (details.seekTime !== undefined) latest.current.seekTo(details.seekTime);
      },
      previoustrack: () => latest.current.previous(),
      nexttrack: () => latest.current.next(),
    };
    for (const action of ACTIONS) {
      try {
        session.setActionHandler(action, handlers[action]);
      } catch {
        // this browser does not know the action
      }
    }
    return () => {
      for (const action of ACTIONS) {
        try {
          session.setActionHandler(action, null);
        } catch {
          // as above
        }
      }
      session.metadata = null;
      session.playbackState = 'none';
    };
  }, [supported]);

  useEffect(() => {
    if (supported && typeof MediaMetadata === 'function') {
      navigator.mediaSession.metadata = new MediaMetadata({ title, artist, album });
    }
  }, [supported, title, artist, album]);

  useEffect(() => {
    if (!supported) return;
    navigator.mediaSession.playbackState = playing ? 'playing' : 'paused';
    if (duration > 0 && Number.isFinite(duration) && position >= 0 && position <= duration) {
      try {
        navigator.mediaSession.setPositionState({ duration, position, playbackRate: 1 });
      } catch {
        // a browser without position state
      }
    }
  }, [supported, playing, position, duration]);
}
