import { useEffect, useRef, useState } from 'react';
import type { ResumeChapter } from '../../../../content/resume';
import { useMediaQuery } from '../../../lib/use-media-query';
import { formatTime } from './player-math';

/**
 * The words of the audio, chapter by chapter. It follows playback: the chapter being heard is
 * marked and scrolled into view inside the transcript's own box (never the page). A chapter's
 * heading button seeks there and plays.
 */
export function Transcript({
  opening,
  chapters,
  current,
  onChoose,
}: {
  opening: string;
  chapters: readonly ResumeChapter[];
  current: ResumeChapter | null;
  onChoose: (chapter: ResumeChapter) => void;
}) {
  const box = useRef<HTMLOListElement>(null);
  const reducedMotion = useMediaQuery('(prefers-reduced-motion: reduce)');
  const [open, setOpen] = useState(false);

  useEffect(() => {
    const list = box.current;
    const item = list?.querySelector<HTMLElement>('[aria-current="true"]');
    // the list is positioned, so the item's offsetTop is measured from the list's top
    if (open && list && item) list.scrollTo({ top: item.offsetTop, behavior: reducedMotion ? 'instant' : 'smooth' });
  }, [current, open, reducedMotion]);

  return (
    <details className="player__transcript" onToggle={event => setOpen(event.currentTarget.open)}>
      <summary>Transcript</summary>
      <ol className="transcript" ref={box}>
        <li className="transcript__item">
          <p className="transcript__time">{formatTime(0)}</p>
          <p>{opening}</p>
        </li>
        {chapters.map(chapter => (
          <li key={chapter.time} className="transcript__item" aria-current={chapter === current ? 'true' : undefined}>
            <button type="button" className="transcript__seek" onClick={() => onChoose(chapter)}>
              <span className="transcript__time">{formatTime(chapter.time)}</span> {chapter.label}
            </button>
            <p>{chapter.transcript}</p>
          </li>
        ))}
      </ol>
    </details>
  );
}
