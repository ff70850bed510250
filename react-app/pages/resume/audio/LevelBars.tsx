import { useEffect, useRef } from 'react';
import { useMediaQuery } from '../../../lib/use-media-query';
import { BAR_COUNT, barLevels, restingLevels } from './player-math';

/**
 * The 50-bar level visualizer: while playing, each frame reads the analyser and
 * sets every bar's `--level` through the CSSOM (no React render per frame). Paused, without an
 * analyser, or under reduced motion, the bars rest still. Decorative: hidden from assistive technology.
 */
export function LevelBars({ analyser, playing }: { analyser: AnalyserNode | null; playing: boolean }) {
  const reducedMotion = useMediaQuery('(prefers-reduced-motion: reduce)');
  const bars = useRef<(HTMLSpanElement | null)[]>([]);

  useEffect(() => {
    const paint = (levels: readonly number[]) =>
      levels.forEach((level, i) => bars.current[i]?.style.setProperty('--level', level.toFixed(3)));
    if (!playing || !analyser || reducedMotion) {
      paint(restingLevels());
      return;
    }
    const data = new Uint8Array(analyser.frequencyBinCount);
    let frame = 0;
    const tick = () => {
      analyser.getByteFrequencyData(data);
      paint(barLevels(data));
      frame = requestAnimationFrame(tick);
    };
    frame = requestAnimationFrame(tick);
    return () => cancelAnimationFrame(frame);
  }, [analyser, playing, reducedMotion]);

  return (
    <div className="level-bars" aria-hidden="true" data-playing={playing || undefined}>
      {Array.from({ length: BAR_COUNT }, (_, i) => (
        <span key={i} className="level-bars__bar" ref={el => void (bars.current[i] = el)} />
      ))}
    </div>
  );
}
