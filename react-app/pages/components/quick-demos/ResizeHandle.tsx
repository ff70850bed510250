import { useRef, type KeyboardEvent, type PointerEvent } from 'react';
import { resizeByKey, type Size } from './paint';

interface Props {
  size: Size;
  /** The id of the size read-out. */
  describedBy: string;
  /** A wanted size; the caller clamps it (40 px minimum, the room available). */
  onResize(size: Size): void;
}

/**
 * The canvas's corner handle: drag it with a mouse, finger or pen, or focus it and use
 * the arrow keys (Shift: bigger steps; Home: back to 200 × 200).
 */
export function ResizeHandle({ size, describedBy, onResize }: Props) {
  const drag = useRef<{ pointer: number; x: number; y: number; size: Size } | null>(null);

  const onPointerDown = (event: PointerEvent<HTMLButtonElement>) => {
    if (event.pointerType === 'mouse' && event.button !== 0) return;
    event.currentTarget.setPointerCapture(event.pointerId);
    drag.current = { pointer: event.pointerId, x: event.clientX, y: event.clientY, size };
  };
  const onPointerMove = (event: PointerEvent<HTMLButtonElement>) => {
    const start = drag.current;
    if (!start || start.pointer !== event.pointerId) return;
    onResize({
      width: start.size.width + event.clientX - start.x,
      height: start.size.height + event.clientY - start.y,
    });
  };
  const onPointerEnd = (event: PointerEvent<HTMLButtonElement>) => {
    if (drag.current?.pointer === event.pointerId) drag.current = null;
  };
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const next = resizeByKey(size, event.key, event.shiftKey);
    if (!next) return;
    event.preventDefault();
    onResize(next);
  };

  return (
    <button
      type="button"
      className="qd-paint__handle"
      aria-label="Resize canvas (arrow keys)"
      aria-describedby={describedBy}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerEnd}
      onPointerCancel={onPointerEnd}
      onLostPointerCapture={onPointerEnd}
      onKeyDown={onKeyDown}
    >
      <svg viewBox="0 0 16 16" aria-hidden="true" focusable="false">
        <path d="M14 6 6 14M14 10l-4 4" />
      </svg>
    </button>
  );
}
