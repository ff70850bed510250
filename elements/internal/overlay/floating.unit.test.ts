import { computePosition, type Platform, type Rect } from '@floating-ui/dom';
import { describe, expect, it } from 'vitest';
import { EDGE_MARGIN, floatingSetup, pointReference } from './floating.js';
import {
  floatingPlacements,
  parsePlacement,
  physicalPlacement,
  type FloatingPlacement,
} from './floating-attributes.js';
import { clampOr, finiteOr } from '../core/math.js';

const VIEWPORT = { width: 1000, height: 800 };
const FLOATING = { width: 200, height: 100 };

/**
 * floating-ui's own computePosition on a fake platform: rectangles only, no DOM. The reference
 * and floating "elements" are plain objects; the viewport is the clipping rectangle.
 */
function fakePlatform(reference: Rect, floating = FLOATING): Partial<Platform> {
  return {
    getElementRects: () => ({ reference, floating: { x: 0, y: 0, ...floating } }),
    getClippingRect: () => ({ x: 0, y: 0, ...VIEWPORT }),
    getDimensions: () => floating,
    getClientRects: () => [],
    isElement: () => false,
    getDocumentElement: () => ({}) as HTMLElement,
    getOffsetParent: () => undefined as unknown as Element,
    convertOffsetParentRelativeRectToViewportRelativeRect: ({ rect }) => rect,
    isRTL: () => false,
    getScale: () => ({ x: 1, y: 1 }),
  };
}

async function place(placement: FloatingPlacement, reference: Rect, distance = 10) {
  const setup = floatingSetup(placement, distance);
  const result = await computePosition({} as Element, {} as HTMLElement, {
    strategy: 'fixed',
    placement: setup.placement,
    middleware: setup.middleware,
    platform: fakePlatform(reference) as Platform,
  });
  return {
    ...result,
    rect: { left: result.x, top: result.y, right: result.x + FLOATING.width, bottom: result.y + FLOATING.height },
  };
}

const inside = (r: { left: number; top: number; right: number; bottom: number }) => {
  expect(r.left).toBeGreaterThanOrEqual(EDGE_MARGIN);
  expect(r.top).toBeGreaterThanOrEqual(EDGE_MARGIN);
  expect(r.right).toBeLessThanOrEqual(VIEWPORT.width - EDGE_MARGIN);
  expect(r.bottom).toBeLessThanOrEqual(VIEWPORT.height - EDGE_MARGIN);
};

const size = { width: 80, height: 30 };
const corners: Record<string, Rect> = {
  'top-left': { x: 0, y: 0, ...size },
  'top-right': { x: VIEWPORT.width - size.width, y: 0, ...size },
  'bottom-left': { x: 0, y: VIEWPORT.height - size.height, ...size },
  'bottom-right': { x: VIEWPORT.width - size.width, y: VIEWPORT.height - size.height, ...size },
};
const middle: Rect = { x: 460, y: 385, ...size };

describe('floating: parsing', () => {
  it('keeps known placements and replaces unknown ones', () => {
    expect(parsePlacement('left', floatingPlacements, 'bottom')).toBe('left');
    expect(parsePlacement('mouse', floatingPlacements, 'bottom')).toBe('mouse');
    for (const bad of ['', 'LEFT', 'top-start', 'center', null, undefined, 3, {}]) {
      expect(parsePlacement(bad, floatingPlacements, 'bottom')).toBe('bottom');
    }
    expect(parsePlacement('middle', ['auto', 'top'] as const, 'auto')).toBe('auto');
  });

  it('reads finite numbers and falls back on anything else', () => {
    expect(finiteOr(12, 8)).toBe(12);
    expect(finiteOr('-10', 8)).toBe(-10);
    expect(finiteOr(NaN, 8)).toBe(8);
    expect(finiteOr(Infinity, 8)).toBe(8);
    expect(finiteOr('abc', 8)).toBe(8);
    expect(finiteOr('', 8)).toBe(8);
    expect(finiteOr(null, 8)).toBe(8);
    expect(clampOr(900, 0, 500, 0)).toBe(500);
    expect(clampOr(-5, 0, 500, 0)).toBe(0);
    expect(clampOr('x', 0, 500, 100)).toBe(100);
  });
});

describe('floating: middleware per placement', () => {
  it('uses offset, flip and shift for the sides and auto; no flip for middle; no offset for mouse', () => {
    const names = (p: FloatingPlacement) => floatingSetup(p, 10).middleware.map(m => m.name);
    for (const side of ['top', 'bottom', 'left', 'right', 'auto'] as const)
      expect(names(side)).toEqual(['offset', 'flip', 'shift']);
    expect(names('middle')).toEqual(['offset', 'shift']);
    expect(names('mouse')).toEqual(['flip', 'shift']);
    expect(floatingSetup('auto', 10).placement).toBe('top');
    expect(floatingSetup('mouse', 10).placement).toBe('bottom-start');
  });

  it('resolves start and end from the direction; auto tries the end side first', () => {
    expect(physicalPlacement('start', false)).toBe('left');
    expect(physicalPlacement('end', false)).toBe('right');
    expect(physicalPlacement('start', true)).toBe('right');
    expect(physicalPlacement('end', true)).toBe('left');
    expect(physicalPlacement('top', true)).toBe('top');
    expect(floatingSetup('start', 10, EDGE_MARGIN, true).placement).toBe('right');
    expect(floatingSetup('end', 10).placement).toBe('right');
    expect(floatingSetup('mouse', 10, EDGE_MARGIN, true).placement, 'floating-ui mirrors -start itself').toBe(
      'bottom-start',
    );
    expect(parsePlacement('start', floatingPlacements, 'bottom')).toBe('start');
  });

  it('survives a non-finite distance', async () => {
    const { rect } = await place('bottom', middle, NaN);
    expect(rect.top).toBe(middle.y + middle.height);
  });
});

describe('floating: positions (floating-ui on a fake platform)', () => {
  it('puts each side at the distance from the trigger, centred', async () => {
    const top = await place('top', middle);
    expect(top.placement).toBe('top');
    expect(top.rect.bottom).toBe(middle.y - 10);
    expect(top.x + FLOATING.width / 2).toBe(middle.x + middle.width / 2);
    const bottom = await place('bottom', middle);
    expect(bottom.rect.top).toBe(middle.y + middle.height + 10);
    const left = await place('left', middle);
    expect(left.rect.right).toBe(middle.x - 10);
    expect(left.y + FLOATING.height / 2).toBe(middle.y + middle.height / 2);
    const right = await place('right', middle);
    expect(right.rect.left).toBe(middle.x + middle.width + 10);
  });

  it('auto prefers the top, and a negative distance overlaps', async () => {
    expect((await place('auto', middle)).placement).toBe('top');
    const overlap = await place('top', middle, -10);
    expect(overlap.rect.bottom).toBe(middle.y + 10);
  });

  for (const [corner, reference] of Object.entries(corners)) {
    for (const placement of floatingPlacements) {
      it(`${placement} stays ${EDGE_MARGIN}px inside the viewport for a trigger in the ${corner} corner`, async () => {
        inside((await place(placement, reference)).rect);
      });
    }
  }

  it('flips to the opposite side when there is no room', async () => {
    expect((await place('top', corners['top-left']!)).placement).toBe('bottom');
    expect((await place('bottom', corners['bottom-left']!)).placement).toBe('top');
    expect((await place('left', corners['top-left']!)).placement).toBe('right');
    expect((await place('right', corners['top-right']!)).placement).toBe('left');
    expect((await place('auto', corners['top-left']!)).placement).toBe('bottom');
  });

  it('middle centres the panel over the trigger', async () => {
    const { rect } = await place('middle', middle);
    expect((rect.left + rect.right) / 2).toBe(middle.x + middle.width / 2);
    expect((rect.top + rect.bottom) / 2).toBe(middle.y + middle.height / 2);
  });

  it('mouse puts the corner at the point, and flips near the right and bottom edges', async () => {
    const point = { x: 300, y: 200, width: 0, height: 0 };
    const at = await place('mouse', point);
    expect([at.rect.left, at.rect.top]).toEqual([300, 200]);
    const nearBottomRight = await place('mouse', { x: 950, y: 760, width: 0, height: 0 });
    expect([nearBottomRight.rect.right, nearBottomRight.rect.bottom]).toEqual([950, 760]);
    expect(nearBottomRight.placement).toBe('top-end');
  });
});

describe('floating: pointReference', () => {
  it('is a zero-size box at the point that moves with its anchor', () => {
    let top = 100;
    const anchor = {
      getBoundingClientRect: () => ({
        left: 50,
        top,
        right: 150,
        bottom: top + 40,
        width: 100,
        height: 40,
        x: 50,
        y: top,
      }),
    } as unknown as Element;
    const ref = pointReference(anchor, { x: 70, y: 120 });
    expect(ref.contextElement).toBe(anchor);
    expect(ref.getBoundingClientRect()).toMatchObject({ x: 70, y: 120, width: 0, height: 0, right: 70, bottom: 120 });
    top = 40; // scrolled up by 60
    expect(ref.getBoundingClientRect()).toMatchObject({ x: 70, y: 60 });
  });
});

describe('an overlay whose trigger scrolled out of view', () => {
  const above: Rect = { x: 400, y: -300, width: 80, height: 30 };

  it('stays attached to its trigger instead of pinned to the viewport edge', async () => {
    for (const placement of floatingPlacements) {
      const { rect } = await place(placement, above);
      // it touches the trigger's box (widened by the distance), so it left the view with it
      expect(rect.top, placement).toBeLessThanOrEqual(above.y + above.height + 10);
      expect(rect.bottom, placement).toBeGreaterThanOrEqual(above.y - 10);
      expect(rect.top, placement).toBeLessThan(0);
    }
  });
});
