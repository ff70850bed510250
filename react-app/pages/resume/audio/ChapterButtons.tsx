import type { ResumeChapter } from '../../../../content/resume';
import { formatTime } from './player-math';

/**
 * The chapter jump buttons ("0:10 Intro" …): the chapter within 10 s of the playhead is
 * marked current; a click seeks there and plays.
 */
export function ChapterButtons({
  chapters,
  highlighted,
  onChoose,
}: {
  chapters: readonly ResumeChapter[];
  highlighted: ResumeChapter | null;
  onChoose: (chapter: ResumeChapter) => void;
}) {
  return (
    <ul className="player__chapters" aria-label="Chapters">
      {chapters.map(chapter => (
        <li key={chapter.time}>
          <button
            type="button"
            className="chapter-chip"
            aria-current={chapter === highlighted ? 'true' : undefined}
            onClick={() => onChoose(chapter)}
          >
            <span className="chapter-chip__time">{formatTime(chapter.time)}</span> {chapter.label}
          </button>
        </li>
      ))}
    </ul>
  );
}
