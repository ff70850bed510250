import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import { resetMouse, sendMouse } from '@web/test-runner-commands';
import { LitElement, css } from 'lit';
import { PointerDrag, dragSurfaceStyles } from './pointer-drag.js';
import { WAIT } from '../../test/test-helpers.js';

/** A host with one 200 × 40 drag surface that logs the controller's callbacks. */
class DragProbe extends LitElement {
  static override styles = [dragSurfaceStyles, css`.surface { width: 200px; height: 40px; background: #ccc; }`];
  log: string[] = [];
  accept = true;
  threshold = 0;
  readonly drag = new PointerDrag(this, {
    start: event => {
      this.log.push(`start ${event.clientX}`);
      return this.accept;
    },
    move: (event, drag) => this.log.push(`move ${event.clientX - drag.startX}`),
    end: (event, drag) =>
      this.log.push(`end ${event.type}${drag.cancelled ? ' cancelled' : ''}${drag.moved ? ' moved' : ''}`),
    get threshold() {
      return probeThreshold;
    },
  });

  override render() {
    return html`<div class="surface drag-surface" @pointerdown=${this.drag.onPointerDown}></div>`;
  }
}
let probeThreshold = 0;
customElements.define('pointer-drag-probe', DragProbe);

const surfaceOf = (el: DragProbe) => el.shadowRoot!.querySelector<HTMLElement>('.surface')!;
const at = (el: DragProbe, dx: number): [number, number] => {
  const r = surfaceOf(el).getBoundingClientRect();
  return [Math.round(r.left + 20 + dx), Math.round(r.top + r.height / 2)];
};

describe('PointerDrag', () => {
  afterEach(async () => {
    probeThreshold = 0;
    await resetMouse();
  });

  it('gives the surface touch-action: none through the drag-surface class', async () => {
    const el = await fixture<DragProbe>(html`<pointer-drag-probe></pointer-drag-probe>`);
    expect(getComputedStyle(surfaceOf(el)).touchAction).to.equal('none');
  });

  it('calls start, move (also outside the surface, with capture) and end', async () => {
    const el = await fixture<DragProbe>(html`<pointer-drag-probe></pointer-drag-probe>`);
    await sendMouse({ type: 'move', position: at(el, 0) });
    await sendMouse({ type: 'down' });
    await waitUntil(() => el.drag.active, 'drag started', WAIT);
    expect(surfaceOf(el).hasPointerCapture(el.drag.state!.pointerId)).to.be.true;
    await sendMouse({ type: 'move', position: at(el, 30) });
    await sendMouse({ type: 'move', position: at(el, 400) }); // beyond the surface's right edge
    await sendMouse({ type: 'up' });
    await waitUntil(() => !el.drag.active, 'drag ended', WAIT);
    expect(el.log[0]).to.match(/^start/);
    expect(el.log).to.include('move 30');
    expect(el.log).to.include('move 400');
    expect(el.log.at(-1)).to.equal('end pointerup moved');
  });

  it('ignores a press that start refuses', async () => {
    const el = await fixture<DragProbe>(html`<pointer-drag-probe></pointer-drag-probe>`);
    el.accept = false;
    await sendMouse({ type: 'move', position: at(el, 0) });
    await sendMouse({ type: 'down' });
    await sendMouse({ type: 'move', position: at(el, 30) });
    await sendMouse({ type: 'up' });
    await waitUntil(() => el.log.length > 0, 'start was asked', WAIT);
    expect(el.log).to.have.length(1);
    expect(el.drag.active).to.be.false;
  });

  it('with a threshold, moves only after the pointer travelled that far', async () => {
    probeThreshold = 10;
    const el = await fixture<DragProbe>(html`<pointer-drag-probe></pointer-drag-probe>`);
    await sendMouse({ type: 'move', position: at(el, 0) });
    await sendMouse({ type: 'down' });
    await sendMouse({ type: 'move', position: at(el, 4) });
    await sendMouse({ type: 'up' });
    await waitUntil(() => !el.drag.active && el.log.length >= 2, 'press ended', WAIT);
    expect(el.log.filter(entry => entry.startsWith('move'))).to.deep.equal([]);
    expect(el.log.at(-1)).to.equal('end pointerup');
  });

  it('cancel() and disconnecting stop the drag without calling end', async () => {
    const el = await fixture<DragProbe>(html`<pointer-drag-probe></pointer-drag-probe>`);
    await sendMouse({ type: 'move', position: at(el, 0) });
    await sendMouse({ type: 'down' });
    await waitUntil(() => el.drag.active, 'drag started', WAIT);
    el.drag.cancel();
    expect(el.drag.active).to.be.false;
    await sendMouse({ type: 'move', position: at(el, 50) });
    await sendMouse({ type: 'up' });
    expect(el.log.some(entry => entry.startsWith('move') || entry.startsWith('end'))).to.be.false;

    await sendMouse({ type: 'down' });
    await waitUntil(() => el.drag.active, 'second drag started', WAIT);
    el.remove();
    expect(el.drag.active).to.be.false;
  });
});
