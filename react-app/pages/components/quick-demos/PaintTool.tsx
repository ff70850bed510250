import { useId, useLayoutEffect, useRef, useState, type CSSProperties } from 'react';
import { DsButton } from '../../../ds/DsButton';
import { DsIcon } from '../../../ds/DsIcon';
import { DsRadio } from '../../../ds/DsRadio';
import { DsRadioGroup } from '../../../ds/DsRadioGroup';
import {
  BRUSH_SIZES,
  DEFAULT_BRUSH,
  DEFAULT_CANVAS,
  DEFAULT_COLOR,
  MAX_CANVAS_HEIGHT,
  PAINT_COLORS,
  clampCanvasSize,
  type Size,
} from './paint';
import { PaintCanvas } from './PaintCanvas';
import { ResizeHandle } from './ResizeHandle';
import { clearCanvas } from './paint-canvas';
import './paint.css';

/** Simple Paint: a canvas, 12 colours, 4 brush sizes, New and a resize handle. */
export function PaintTool() {
  const [color, setColor] = useState(DEFAULT_COLOR);
  const [brush, setBrush] = useState(DEFAULT_BRUSH);
  const [requested, setRequested] = useState<Size>(DEFAULT_CANVAS);
  const [room, setRoom] = useState(Infinity);
  const stage = useRef<HTMLDivElement>(null);
  const canvas = useRef<HTMLCanvasElement>(null);
  const sizeId = useId();
  // The canvas never gets wider than the modal's body (it narrows when the modal leaves fullscreen).
  const size = clampCanvasSize(requested, { width: room, height: MAX_CANVAS_HEIGHT });

  useLayoutEffect(() => {
    const element = stage.current;
    if (!element) return;
    const measure = () => setRoom(element.clientWidth - handleAllowance(element));
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  return (
    <div className="qd-paint">
      <div className="qd-paint__tools">
        <DsRadioGroup
          className="qd-paint__colors"
          label="Colour"
          value={color}
          onChange={e => setColor(e.currentTarget.value || DEFAULT_COLOR)}
        >
          {PAINT_COLORS.map(c => (
            <DsRadio key={c.value} value={c.value}>
              <span slot="icon" className="qd-paint__swatch" style={{ '--qd-swatch': c.value } as CSSProperties} />
              {c.name}
            </DsRadio>
          ))}
        </DsRadioGroup>
        <DsRadioGroup
          className="qd-paint__brushes"
          label="Brush size"
          value={String(brush)}
          onChange={e => setBrush(Number(e.currentTarget.value) || DEFAULT_BRUSH)}
        >
          {BRUSH_SIZES.map(b => (
            <DsRadio key={b.value} value={String(b.value)}>
              <span slot="icon" className="qd-paint__nib" style={{ '--qd-nib': `${b.value}px` } as CSSProperties} />
              {b.name}
            </DsRadio>
          ))}
        </DsRadioGroup>
        <DsButton onClick={() => canvas.current && clearCanvas(canvas.current)}>
          <DsIcon slot="start" name="plus" size={18} />
          New
        </DsButton>
      </div>
      <div ref={stage} className="qd-paint__stage">
        <div className="qd-paint__frame">
          <PaintCanvas ref={canvas} size={size} brush={{ color, width: brush }} />
          <ResizeHandle size={size} describedBy={sizeId} onResize={next => setRequested(next)} />
        </div>
        <p id={sizeId} className="qd-paint__size" role="status">
          {size.width} × {size.height} px
        </p>
      </div>
    </div>
  );
}

/** The handle sticks out of the canvas's corner by half its width: leave it room. */
function handleAllowance(stage: HTMLElement): number {
  const handle = stage.querySelector<HTMLElement>('.qd-paint__handle');
  return handle ? Math.ceil(handle.offsetWidth / 2) : 0;
}

export default PaintTool;
