import { useId, useLayoutEffect, useRef, useState, type PointerEvent, type KeyboardEvent, type Ref } from 'react';
import {
  canvasPoint,
  extendStroke,
  finishStroke,
  movePen,
  startStroke,
  type Point,
  type Size,
  type Stroke,
} from './paint';
import { drawDot, drawSegment, fitBackingStore, type Brush } from './paint-canvas';
import { usePixelRatio } from './use-pixel-ratio';

interface Props {
  ref: Ref<HTMLCanvasElement>;
  size: Size;
  brush: Brush;
}

/** The pointer's samples since the last event (coalesced), so fast strokes keep their shape. */
function samples(event: PointerEvent<HTMLCanvasElement>): globalThis.PointerEvent[] {
  const coalesced = event.nativeEvent.getCoalescedEvents?.() ?? [];
  return coalesced.length ? coalesced : [event.nativeEvent];
}

/**
 * The drawing surface. Mouse, touch and pen draw through pointer events (captured, so a stroke
 * continues outside the canvas; `touch-action: none`, so a finger draws instead of scrolling).
 * The keyboard has a pen too: the arrow keys move it, Space or Enter puts it down or lifts it.
 */
export function PaintCanvas({ ref, size, brush }: Props) {
  const canvas = useRef<HTMLCanvasElement | null>(null);
  const stroke = useRef<{ pointer: number; stroke: Stroke } | null>(null);
  const [pen, setPen] = useState<{ at: Point; down: boolean }>({ at: { x: 20, y: 20 }, down: false });
  const pixelRatio = usePixelRatio();
  const helpId = useId();

  useLayoutEffect(() => {
    if (canvas.current) fitBackingStore(canvas.current, size, pixelRatio);
  }, [size.width, size.height, pixelRatio]); // eslint-disable-line react-hooks/exhaustive-deps -- the numbers, not the object

  const setRefs = (element: HTMLCanvasElement | null) => {
    canvas.current = element;
    if (typeof ref === 'function') ref(element);
    else if (ref) ref.current = element;
  };

  const onPointerDown = (event: PointerEvent<HTMLCanvasElement>) => {
    if (stroke.current || (event.pointerType === 'mouse' && event.button !== 0)) return;
    const element = event.currentTarget;
    element.setPointerCapture(event.pointerId);
    const point = canvasPoint(event.clientX, event.clientY, element.getBoundingClientRect());
    stroke.current = { pointer: event.pointerId, stroke: startStroke(point) };
    drawDot(element, point, brush);
  };

  const onPointerMove = (event: PointerEvent<HTMLCanvasElement>) => {
    const current = stroke.current;
    if (!current || current.pointer !== event.pointerId) return;
    const element = event.currentTarget;
    const rect = element.getBoundingClientRect();
    for (const sample of samples(event)) {
      const next = extendStroke(current.stroke, canvasPoint(sample.clientX, sample.clientY, rect));
      current.stroke = next.stroke;
      if (next.segment) drawSegment(element, next.segment, brush);
    }
  };

  const onPointerEnd = (event: PointerEvent<HTMLCanvasElement>) => {
    const current = stroke.current;
    if (!current || current.pointer !== event.pointerId) return;
    const last = finishStroke(current.stroke);
    if (last) drawSegment(event.currentTarget, last, brush);
    stroke.current = null;
  };

  const onKeyDown = (event: KeyboardEvent<HTMLCanvasElement>) => {
    const element = event.currentTarget;
    if (event.key === ' ' || event.key === 'Enter') {
      event.preventDefault();
      if (!pen.down) drawDot(element, pen.at, brush);
      setPen({ ...pen, down: !pen.down });
      return;
    }
    const at = movePen(pen.at, event.key, event.shiftKey, size);
    if (!at) return;
    event.preventDefault();
    if (pen.down) drawSegment(element, { from: pen.at, control: pen.at, to: at }, brush);
    setPen({ ...pen, at });
  };

  return (
    <>
      <canvas
        ref={setRefs}
        className="qd-paint__canvas"
        style={{ width: size.width, height: size.height }}
        data-testid="paint-canvas"
        // A canvas drawn with the keyboard too: `application` hands the arrow keys to it.
        // eslint-disable-next-line jsx-a11y/no-interactive-element-to-noninteractive-role
        role="application"
        aria-roledescription="drawing canvas"
        aria-label={`Drawing, ${size.width} × ${size.height} px`}
        aria-describedby={helpId}
        tabIndex={0}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerEnd}
        onPointerCancel={onPointerEnd}
        onLostPointerCapture={onPointerEnd}
        onKeyDown={onKeyDown}
      />
      <span
        className={`qd-paint__pen${pen.down ? ' qd-paint__pen--down' : ''}`}
        style={{ left: pen.at.x, top: pen.at.y }}
        aria-hidden="true"
      />
      <span id={helpId} className="visually-hidden">
        Keyboard pen {pen.down ? 'down' : 'up'}: arrow keys move it, Space puts it down or lifts it.
      </span>
    </>
  );
}
