import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';

interface Graph {
  context: AudioContext;
  analyser: AnalyserNode;
}

/**
 * The Web Audio graph behind the level bars: audio element → analyser → speakers. Created on the
 * first play, inside the visitor's gesture (browsers keep an AudioContext made earlier suspended);
 * a suspended context is resumed on every play. Without Web Audio the audio still plays, the bars rest.
 */
export function useAudioGraph(audio: RefObject<HTMLAudioElement | null>) {
  const graph = useRef<Graph | null>(null);
  const [analyser, setAnalyser] = useState<AnalyserNode | null>(null);

  /** Call from the click that starts playback, before `play()`. */
  const prepare = useCallback(() => {
    const element = audio.current;
    if (!element) return;
    // Outside a gesture (a system media key) a new context would start suspended and mute the element:
    // play without the analyser then, and make the graph on the next click.
    const gesture = navigator.userActivation?.isActive ?? true;
    if (!graph.current && gesture && typeof AudioContext === 'function') {
      try {
        const context = new AudioContext();
        const node = context.createAnalyser();
        node.fftSize = 256; // 128 bins: plenty for 50 bars
        node.smoothingTimeConstant = 0.75;
        context.createMediaElementSource(element).connect(node);
        node.connect(context.destination);
        graph.current = { context, analyser: node };
        setAnalyser(node);
      } catch {
        return; // no analyser: the element plays on its own
      }
    }
    if (graph.current?.context.state === 'suspended') graph.current.context.resume().catch(() => undefined);
  }, [audio]);

  useEffect(
    () => () => {
      graph.current?.context.close().catch(() => undefined);
      graph.current = null;
    },
    [],
  );

  return { analyser, prepare };
}
