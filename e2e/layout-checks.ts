// Layout checks the page matrix runs on each of its visits, measured in the page in one evaluate:
// demo cards without a hole under their content, segmented controls on one row, code tokens on one
// line, readable text on a phone, panel headings clear of their border, nothing clipped by its panel,
// grids without holes or overgrown tiles, text cut only with an affordance, code samples wide enough
// on a wide screen, keyboard legends in columns.
import type { Page } from '@playwright/test';
import { expect } from './fixtures';

/** What the page measures; the figures are the rules. */
export interface Limits {
  /** A phone visit: the text size rule applies. */
  phone: boolean;
  /** Empty space allowed under a demo card's content, in px. */
  cardSlack: number;
  /** Text people read: the smallest font size, in px, and the share of visible characters it must hold. */
  minFontSize: number;
  minShare: number;
  /** The least space between a panel's heading and its panel's inner edge (inline-start, block-start), in px. */
  panelInset: number;
  /** A grid tile at most this many times its row's median height. */
  tileRatio: number;
  /** On a screen at least `wideScreen` px wide, a code sample shows at least `codeMinWidth` px. */
  wideScreen: number;
  codeMinWidth: number;
  /** Keyboard legends: how far, in px, the descriptions of one legend may start apart. */
  legendSlack: number;
}

export const LIMITS = {
  cardSlack: 120,
  minFontSize: 12,
  minShare: 0.9,
  panelInset: 12,
  tileRatio: 1.5,
  wideScreen: 1440,
  codeMinWidth: 480,
  legendSlack: 1,
};

/**
 * Runs in the page (self-contained: Playwright sends its source). One line per offender, each naming
 * the part (card heading, control label, code sample) and the figure measured.
 */
export function measureLayout(limits: Limits): string[] {
  const found: string[] = [];
  const px = (n: number) => `${Math.round(n)} px`;
  const visible = (el: Element) => el.checkVisibility({ visibilityProperty: true, opacityProperty: true });
  /** The heading of the demo card an element is in, as a reader finds it. */
  const cardOf = (el: Element) => {
    const heading = el.closest('.demo-card')?.querySelector('.demo-card__title')?.textContent?.trim();
    return heading ? ` in card "${heading}"` : '';
  };
  const inFlow = (el: Element) => visible(el) && !/^(absolute|fixed)$/.test(getComputedStyle(el).position);

  // Demo cards: a card stretched to its row's tallest neighbour has a hole under its content. The
  // content ends at the bottom of its last child, or, through wrappers that stretch (no box of their
  // own), of what they hold.
  const contentBottom = (el: Element): number => {
    const style = getComputedStyle(el);
    const children = [...el.children].filter(inFlow);
    const ownBox =
      el.shadowRoot ||
      children.length === 0 ||
      style.overflow !== 'visible' ||
      style.backgroundColor !== 'rgba(0, 0, 0, 0)' ||
      style.backgroundImage !== 'none' ||
      parseFloat(style.borderBottomWidth) > 0 ||
      [...el.childNodes].some(n => n.nodeType === Node.TEXT_NODE && n.textContent!.trim());
    if (ownBox) return el.getBoundingClientRect().bottom;
    return Math.max(...children.map(contentBottom)) + parseFloat(style.paddingBottom);
  };
  for (const card of document.querySelectorAll('main .demo-card')) {
    if (!visible(card)) continue;
    const style = getComputedStyle(card);
    const boxBottom =
      card.getBoundingClientRect().bottom - parseFloat(style.borderBottomWidth) - parseFloat(style.paddingBottom);
    const children = [...card.children].filter(inFlow);
    if (children.length === 0) continue;
    const gap = boxBottom - Math.max(...children.map(contentBottom));
    if (gap > limits.cardSlack) {
      const title = card.querySelector('.demo-card__title')?.textContent?.trim() ?? '(no heading)';
      found.push(`demo card "${title}": ${px(gap)} empty under its content (at most ${limits.cardSlack} px)`);
    }
  }

  // Segmented controls: every segment on one row.
  for (const control of document.querySelectorAll('ds-radio-group[appearance="buttons"], ds-button-group')) {
    if (!visible(control)) continue;
    const segments = [...control.children]
      .filter(el => el.slot === '' && visible(el))
      .map(el => el.getBoundingClientRect())
      .filter(r => r.width > 0 && r.height > 0);
    if (segments.length < 2) continue;
    const rowTops: number[] = [];
    for (const r of segments) {
      // a segment starting below half of a row's first segment starts a new row
      if (!rowTops.some(top => Math.abs(r.top - top) < r.height / 2)) rowTops.push(r.top);
    }
    if (rowTops.length > 1) {
      const name =
        (control as Element & { label?: string }).label ||
        control.getAttribute('aria-label') ||
        control.querySelector('[slot="label"]')?.textContent?.trim() ||
        '(no label)';
      found.push(
        `segmented control ${control.localName} "${name}"${cardOf(control)}: ${segments.length} segments on ${rowTops.length} rows`,
      );
    }
  }

  // Code samples: a word (a run of non-space characters, across token spans) stays on one line. A
  // sample that does not wrap may never split one; one that wraps may only split a word wider than
  // its lines.
  for (const code of document.querySelectorAll('pre code')) {
    const pre = code.closest('pre')!;
    if (!visible(pre)) continue;
    const style = getComputedStyle(code);
    const wraps = style.textWrapMode ? style.textWrapMode !== 'nowrap' : !/^(pre|nowrap)$/.test(style.whiteSpace);
    const preStyle = getComputedStyle(pre);
    const lineWidth = pre.clientWidth - parseFloat(preStyle.paddingLeft) - parseFloat(preStyle.paddingRight);
    const fontSize = parseFloat(style.fontSize);
    const nodes: Text[] = [];
    const walker = document.createTreeWalker(code, NodeFilter.SHOW_TEXT);
    for (let n = walker.nextNode(); n; n = walker.nextNode()) nodes.push(n as Text);
    const starts: number[] = [];
    let text = '';
    for (const n of nodes) {
      starts.push(text.length);
      text += n.data;
    }
    let at = 0;
    const position = (offset: number, end: boolean) => {
      while (at < nodes.length - 1 && starts[at + 1]! < offset + (end ? 0 : 1)) at++;
      return [nodes[at]!, offset - starts[at]!] as const;
    };
    const split: string[] = [];
    const range = document.createRange();
    for (const match of text.matchAll(/\S+/g)) {
      range.setStart(...position(match.index, false));
      range.setEnd(...position(match.index + match[0].length, true));
      // one line of text is about 1.2 em high; two lines are at least twice that
      if (range.getBoundingClientRect().height < 2 * fontSize) continue;
      const lines = new Map<number, { left: number; right: number }>();
      for (const r of range.getClientRects()) {
        if (r.width === 0) continue;
        const key = [...lines.keys()].find(top => Math.abs(top - r.top) < fontSize / 2) ?? r.top;
        const line = lines.get(key) ?? { left: r.left, right: r.right };
        lines.set(key, { left: Math.min(line.left, r.left), right: Math.max(line.right, r.right) });
      }
      if (lines.size < 2) continue;
      const width = [...lines.values()].reduce((sum, l) => sum + l.right - l.left, 0);
      if (!wraps || width <= lineWidth) split.push(`"${match[0]}" on ${lines.size} lines`);
    }
    if (split.length > 0) {
      const label =
        pre.getAttribute('aria-label') ||
        document.getElementById(pre.getAttribute('aria-labelledby') ?? '')?.textContent?.trim() ||
        'code';
      found.push(
        `code sample "${label}"${cardOf(pre)} (${wraps ? 'wraps' : 'does not wrap'}): ${split.length} split word(s): ${split.slice(0, 3).join(', ')}`,
      );
    }
  }

  // Text on a phone: the share of visible characters (small print too, and the elements' own shadow
  // text) at the smallest readable size.
  if (limits.phone) {
    const clipped = new Map<Element, boolean>();
    /** Inside a box of about a pixel that clips (the visually-hidden pattern): not seen. */
    const hiddenByClip = (el: Element | null): boolean => {
      if (!el) return false;
      if (clipped.has(el)) return clipped.get(el)!;
      const r = el.getBoundingClientRect();
      const style = getComputedStyle(el);
      const hidden =
        ((r.width <= 1 || r.height <= 1) && (style.overflow !== 'visible' || style.clip !== 'auto')) ||
        hiddenByClip(el.parentElement ?? ((el.parentNode as ShadowRoot | null)?.host as Element | undefined) ?? null);
      clipped.set(el, hidden);
      return hidden;
    };
    const sizes = new Map<string, { size: number; chars: number; sample: string }>();
    let total = 0;
    let readable = 0;
    const range = document.createRange();
    const walk = (root: Node) => {
      const walker = document.createTreeWalker(root, NodeFilter.SHOW_ELEMENT | NodeFilter.SHOW_TEXT);
      for (let n = walker.nextNode(); n; n = walker.nextNode()) {
        if (n instanceof Element) {
          if (n.shadowRoot) walk(n.shadowRoot);
          continue;
        }
        const chars = n.textContent!.replace(/\s/g, '').length;
        const parent = n.parentElement;
        if (chars === 0 || !parent || parent.closest('svg') || !visible(parent)) continue;
        range.selectNodeContents(n);
        const r = range.getBoundingClientRect();
        if (r.width <= 1 || r.height <= 1 || r.right <= 0 || r.left >= innerWidth || hiddenByClip(parent)) continue;
        const size = parseFloat(getComputedStyle(parent).fontSize);
        total += chars;
        if (size >= limits.minFontSize - 0.005) {
          readable += chars;
          continue;
        }
        const key = `${parent.localName}${[...parent.classList].map(c => `.${c}`).join('')} ${size.toFixed(2)} px`;
        const entry = sizes.get(key) ?? { size, chars: 0, sample: n.textContent!.trim().slice(0, 24) };
        entry.chars += chars;
        sizes.set(key, entry);
      }
    };
    walk(document.body);
    const share = total === 0 ? 1 : readable / total;
    if (share < limits.minShare) {
      const smallest = [...sizes.entries()]
        .sort(([, a], [, b]) => a.size - b.size || b.chars - a.chars)
        .slice(0, 5)
        .map(([key, e]) => `${key} (${e.chars} chars, "${e.sample}")`);
      found.push(
        `text: ${(share * 100).toFixed(1)} % of ${total} visible characters are ≥ ${limits.minFontSize} px ` +
          `(at least ${limits.minShare * 100} %); smallest: ${smallest.join('; ')}`,
      );
    }
  }

  // ---- The rules below name what a reader sees: a card's or panel's heading, a table, a code sample.
  const clean = (text: string | null | undefined) => (text ?? '').replace(/\s+/g, ' ').trim().slice(0, 40);
  /** An element as a reader names it: its heading, its label, or its first words. */
  const nameOf = (el: Element) =>
    clean(
      el.querySelector('.demo-card__title, [slot="heading"], h1, h2, h3, h4, h5, h6, caption')?.textContent ||
        el.getAttribute('aria-label') ||
        el.textContent,
    ) || el.localName;
  const rtl = (el: Element) => getComputedStyle(el).direction === 'rtl';
  /** The padding box (inside the border) of an element. */
  const paddingBox = (el: Element) => {
    const r = el.getBoundingClientRect();
    const s = getComputedStyle(el);
    return {
      left: r.left + parseFloat(s.borderLeftWidth),
      right: r.right - parseFloat(s.borderRightWidth),
      top: r.top + parseFloat(s.borderTopWidth),
      bottom: r.bottom - parseFloat(s.borderBottomWidth),
    };
  };
  /** A border all round (a rule on one side, as a timeline's, does not make a panel). */
  const hasBorder = (s: CSSStyleDeclaration) =>
    (['Top', 'Right', 'Bottom', 'Left'] as const).every(
      side => parseFloat(s[`border${side}Width`]) > 0 && s[`border${side}Style`] !== 'none',
    );
  const filled = (s: CSSStyleDeclaration) =>
    s.backgroundImage !== 'none' || !/^(transparent|rgba\(.*,\s*0\))$/.test(s.backgroundColor);
  /** A Tab stop: a reader with a keyboard can reach the region to scroll it. */
  const tabStop = (el: Element) => (el as HTMLElement).tabIndex >= 0 && el.hasAttribute('tabindex');
  /** The visually-hidden pattern (a box of about a pixel): nothing in it is seen. */
  const tiny = (r: DOMRect) => r.width <= 1 || r.height <= 1;
  const main = document.querySelector('main');
  const mainElements = main ? [...main.querySelectorAll('*')] : [];

  // Panel headings: at least `panelInset` px from the inner edge of the nearest bordered or filled box
  // around them, at inline-start and block-start (a heading flush with its card's border).
  for (const heading of mainElements.filter(el => el.matches('h1, h2, h3, h4, h5, h6, [role="heading"]'))) {
    const r = heading.getBoundingClientRect();
    if (!visible(heading) || tiny(r)) continue;
    let panel = heading.parentElement;
    while (panel && panel !== main) {
      const s = getComputedStyle(panel);
      if (s.display !== 'contents' && (hasBorder(s) || filled(s))) break;
      panel = panel.parentElement;
    }
    if (!panel || panel === main) continue;
    const box = paddingBox(panel);
    const inline = rtl(panel) ? box.right - r.right : r.left - box.left;
    const block = r.top - box.top;
    if (inline < limits.panelInset - 0.5 || block < limits.panelInset - 0.5)
      found.push(
        `panel heading "${clean(heading.textContent)}": ${px(inline)} from its panel's inline-start edge, ` +
          `${px(block)} from its block-start edge (at least ${limits.panelInset} px)`,
      );
  }

  // Clipped by a panel: a box that hides its overflow (or scrolls it without being a Tab stop, so the
  // cut is all a keyboard reader gets) with an in-flow child beyond its edge. The child reported is the
  // outermost that crosses the edge.
  for (const clip of mainElements) {
    const s = getComputedStyle(clip);
    if (s.overflowX === 'visible' && s.overflowY === 'visible') continue;
    const r = clip.getBoundingClientRect();
    if (!visible(clip) || tiny(r)) continue;
    const cuts = (v: string) => v === 'hidden' || v === 'clip' || (/^(auto|scroll)$/.test(v) && !tabStop(clip));
    const [cutX, cutY] = [cuts(s.overflowX), cuts(s.overflowY)];
    if (!cutX && !cutY) continue;
    const box = paddingBox(clip);
    const beyond: string[] = [];
    const walk = (el: Element) => {
      for (const child of el.children) {
        if (!inFlow(child)) continue;
        const c = child.getBoundingClientRect();
        if (c.width === 0 || c.height === 0) continue;
        const over = Math.max(
          cutX ? Math.max(box.left - c.left, c.right - box.right) : 0,
          cutY ? Math.max(box.top - c.top, c.bottom - box.bottom) : 0,
        );
        // hidden overflow a reader never sees (scrolled away entirely) is not a cut
        const shown =
          Math.min(c.right, box.right) - Math.max(c.left, box.left) > 1 &&
          Math.min(c.bottom, box.bottom) - Math.max(c.top, box.top) > 1;
        if (over > 1 && shown) beyond.push(`"${nameOf(child)}" (${px(over)} cut)`);
        else if (getComputedStyle(child).overflow === 'visible') walk(child);
      }
    };
    walk(clip);
    if (beyond.length > 0)
      found.push(
        `clipped by its panel "${nameOf(clip.closest('.demo-card') ?? clip)}" (${clip.localName}${[...clip.classList].map(c => `.${c}`).join('')}, overflow ${s.overflowX} ${s.overflowY}): ${beyond.slice(0, 3).join(', ')}`,
      );
  }

  // Grids (3+ items): no empty cell before the last filled one, and no tile more than `tileRatio` times
  // its row's median height.
  for (const grid of mainElements) {
    const s = getComputedStyle(grid);
    if (!/^(inline-)?grid$/.test(s.display) || !visible(grid)) continue;
    const items = [...grid.children]
      .filter(inFlow)
      .map(el => ({ el, r: el.getBoundingClientRect() }))
      .filter(({ r }) => r.width > 0 && r.height > 0);
    if (items.length < 3) continue;
    const tracks = (list: string) =>
      list
        .replace(/\[[^\]]*\]/g, ' ')
        .trim()
        .split(/\s+/)
        .map(parseFloat)
        .filter(n => !Number.isNaN(n));
    const box = paddingBox(grid);
    const starts = (sizes: number[], from: number, gap: number, sign: number) => {
      const out: { start: number; end: number }[] = [];
      let at = from;
      for (const size of sizes) {
        out.push(sign > 0 ? { start: at, end: at + size } : { start: at - size, end: at });
        at += sign * (size + gap);
      }
      return out;
    };
    const columnGap = parseFloat(s.columnGap) || 0;
    const rowGap = parseFloat(s.rowGap) || 0;
    const cols = starts(
      tracks(s.gridTemplateColumns),
      rtl(grid) ? box.right - parseFloat(s.paddingRight) : box.left + parseFloat(s.paddingLeft),
      columnGap,
      rtl(grid) ? -1 : 1,
    ).filter(t => t.end - t.start > 0);
    const rows = starts(tracks(s.gridTemplateRows), box.top + parseFloat(s.paddingTop), rowGap, 1).filter(
      t => t.end - t.start > 0,
    );
    if (cols.length === 0 || rows.length === 0) continue;
    const overlaps = (a: number, b: number, c: number, d: number) => Math.min(b, d) - Math.max(a, c) > 1;
    const name = `grid "${nameOf(grid.closest('.demo-card, section') ?? grid)}" (${grid.localName}${[...grid.classList].map(c => `.${c}`).join('')})`;
    let lastFilled = -1;
    const filledCells: boolean[] = [];
    rows.forEach((row, ri) =>
      cols.forEach((col, ci) => {
        const cell = ri * cols.length + ci;
        filledCells[cell] = items.some(
          ({ r }) => overlaps(r.left, r.right, col.start, col.end) && overlaps(r.top, r.bottom, row.start, row.end),
        );
        if (filledCells[cell]) lastFilled = cell;
      }),
    );
    const holes = filledCells
      .map((f, cell) =>
        !f && cell < lastFilled ? `row ${Math.floor(cell / cols.length) + 1} column ${(cell % cols.length) + 1}` : '',
      )
      .filter(Boolean);
    // among tiles (every item a panel) an empty cell reads as a missing tile; among a layout's parts
    // (a label, a field, a preview) it is only space
    const tiles = items.every(({ el }) => {
      const is = getComputedStyle(el);
      return hasBorder(is) || filled(is);
    });
    if (tiles && holes.length > 0)
      found.push(`${name}: ${holes.length} empty cell(s) among its tiles: ${holes.slice(0, 4).join(', ')}`);
    const byRow = new Map<number, { el: Element; r: DOMRect }[]>();
    for (const item of items) {
      const ri = rows.findIndex(row => overlaps(item.r.top, item.r.bottom, row.start, row.end));
      byRow.set(ri, [...(byRow.get(ri) ?? []), item]);
    }
    for (const rowItems of byRow.values()) {
      if (rowItems.length < 2) continue;
      const heights = rowItems.map(({ r }) => r.height).sort((a, b) => a - b);
      const mid = heights.length / 2;
      const median = heights.length % 2 ? heights[Math.floor(mid)]! : (heights[mid - 1]! + heights[mid]!) / 2;
      // a tile is an item with a heading (a widget, a card), not a key or a part of a control
      for (const { el, r } of rowItems)
        if (r.height > limits.tileRatio * median + 1 && el.querySelector('h1, h2, h3, h4, h5, h6, [role="heading"]'))
          found.push(
            `${name}: tile "${nameOf(el)}" ${(r.height / median).toFixed(1)}x its row's median height (${px(r.height)} vs ${px(median)}, at most ${limits.tileRatio}x)`,
          );
    }
  }

  // Cut text: text beyond the box that hides it, with no ellipsis, no fade (a mask, or a gradient over
  // the edge) and no scrolling to reach it (a table value or a code sample ending mid-word).
  const composedParent = (el: Element): Element | null =>
    el.assignedSlot ?? el.parentElement ?? ((el.parentNode as ShadowRoot | null)?.host as Element | undefined) ?? null;
  const clipperCache = new Map<Element, Element | null>();
  /** The nearest box around `el` (itself included) whose overflow is not visible, up to main. */
  const clipperOf = (el: Element | null): Element | null => {
    if (!el || el === main || el === document.body) return null;
    if (clipperCache.has(el)) return clipperCache.get(el)!;
    const s = getComputedStyle(el);
    const clip = s.overflowX !== 'visible' || s.overflowY !== 'visible' ? el : clipperOf(composedParent(el));
    clipperCache.set(el, clip);
    return clip;
  };
  const gradient = (el: Element, pseudo?: string) => /gradient/.test(getComputedStyle(el, pseudo).backgroundImage);
  const fades = (clip: Element) => {
    for (let el: Element | null = clip; el && el !== main; el = composedParent(el)) {
      const s = getComputedStyle(el);
      if ((s.maskImage && s.maskImage !== 'none') || (s.webkitMaskImage && s.webkitMaskImage !== 'none')) return true;
      // scroll shadows: gradients in the scroller's own background, or over its edges
      if (el === clip && gradient(el)) return true;
      if (el === clip || el === composedParent(clip))
        if (gradient(el, '::before') || gradient(el, '::after')) return true;
    }
    return [...clip.children].some(c => /^(absolute|sticky)$/.test(getComputedStyle(c).position) && gradient(c));
  };
  const cutText = new Map<Element, string[]>();
  const textRange = document.createRange();
  const textWalker = main ? document.createTreeWalker(main, NodeFilter.SHOW_TEXT) : null;
  for (let n = textWalker?.nextNode(); n; n = textWalker!.nextNode()) {
    const parent = n.parentElement;
    if (!parent || !n.textContent!.trim() || parent.closest('svg') || !visible(parent)) continue;
    const clip = clipperOf(parent);
    if (!clip) continue;
    const cs = getComputedStyle(clip);
    const cr = clip.getBoundingClientRect();
    if (tiny(cr) || cs.clipPath !== 'none') continue;
    // A scroller shows that it scrolls by its scrollbar; an overlay scrollbar (a phone's) takes no space
    // and shows nothing until the reader scrolls.
    const borderX = parseFloat(cs.borderLeftWidth) + parseFloat(cs.borderRightWidth);
    const borderY = parseFloat(cs.borderTopWidth) + parseFloat(cs.borderBottomWidth);
    const barY = (clip as HTMLElement).offsetWidth - clip.clientWidth - borderX > 0;
    const barX = (clip as HTMLElement).offsetHeight - clip.clientHeight - borderY > 0;
    const hidesX = /^(hidden|clip)$/.test(cs.overflowX) || (/^(auto|scroll)$/.test(cs.overflowX) && !barX);
    const hidesY = /^(hidden|clip)$/.test(cs.overflowY) || (/^(auto|scroll)$/.test(cs.overflowY) && !barY);
    if (!hidesX && !hidesY) continue;
    textRange.selectNodeContents(n);
    const t = textRange.getBoundingClientRect();
    if (tiny(t)) continue;
    const box = paddingBox(clip);
    // A box that hides its overflow cuts the text it partly shows (text it hides wholly is meant to be
    // hidden, as a marquee's); a scroller with no scrollbar hides a whole column just as silently.
    const shownX = Math.min(t.right, box.right) - Math.max(t.left, box.left) > 1;
    const shownY = Math.min(t.bottom, box.bottom) - Math.max(t.top, box.top) > 1;
    const scrolls = /^(auto|scroll)$/.test(cs.overflowX) || /^(auto|scroll)$/.test(cs.overflowY);
    if (!scrolls && (!shownX || !shownY)) continue;
    const overX = hidesX ? Math.max(box.left - t.left, t.right - box.right) : 0;
    const overY = hidesY ? Math.max(box.top - t.top, t.bottom - box.bottom) : 0;
    if (overX <= 1 && overY <= 1) continue;
    if (overX > 1 && overY <= 1 && cs.textOverflow === 'ellipsis') continue;
    if (overY > 1 && cs.webkitLineClamp && cs.webkitLineClamp !== 'none') continue;
    if (fades(clip)) continue;
    const cell = parent.closest('td, th');
    const where = cell
      ? `table "${nameOf(cell.closest('table')!.closest('.demo-card, section, details') ?? cell.closest('table')!)}" cell`
      : parent.closest('pre')
        ? `code sample${cardOf(parent)}`
        : `${clip.localName}${[...clip.classList].map(c => `.${c}`).join('')}${cardOf(clip)}`;
    const list = cutText.get(clip) ?? [];
    list.push(`${where}: "${clean(n.textContent)}" ${px(Math.max(overX, overY))} past its box`);
    cutText.set(clip, list);
  }
  for (const lines of cutText.values())
    found.push(
      `text cut with no ellipsis, fade or visible scrollbar: ${lines[0]}${lines.length > 1 ? ` (and ${lines.length - 1} more in the same box)` : ''}`,
    );

  // Keyboard legends: within one legend, every description starts at the same x.
  for (const legend of document.querySelectorAll('main .keyboard-notes dl')) {
    if (!visible(legend)) continue;
    const starts = [...legend.querySelectorAll('dd')]
      .filter(dd => visible(dd))
      .map(dd => (rtl(dd) ? -dd.getBoundingClientRect().right : dd.getBoundingClientRect().left));
    if (starts.length < 2) continue;
    const spread = Math.max(...starts) - Math.min(...starts);
    if (spread > limits.legendSlack) {
      const title = clean(legend.closest('.keyboard-notes')?.querySelector('.keyboard-notes__title')?.textContent);
      found.push(
        `keyboard legend "${title}"${cardOf(legend)}: descriptions start ${px(spread)} apart (at most ${limits.legendSlack} px)`,
      );
    }
  }

  // Code samples on a wide screen: each shows at least `codeMinWidth` px (its visible box).
  if (innerWidth >= limits.wideScreen)
    for (const pre of document.querySelectorAll('main pre')) {
      if (!visible(pre)) continue;
      const r = pre.getBoundingClientRect();
      let { left, right } = r;
      for (let el = pre.parentElement; el && el !== document.body; el = el.parentElement) {
        if (getComputedStyle(el).overflowX === 'visible') continue;
        const box = el.getBoundingClientRect();
        left = Math.max(left, box.left);
        right = Math.min(right, box.right);
      }
      if (right - left < limits.codeMinWidth) {
        const label =
          pre.getAttribute('aria-label') ||
          document.getElementById(pre.getAttribute('aria-labelledby') ?? '')?.textContent?.trim() ||
          (pre.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 30);
        found.push(
          `code sample "${label}"${cardOf(pre)}: ${px(right - left)} wide at ${innerWidth} px (at least ${limits.codeMinWidth} px)`,
        );
      }
    }
  return found;
}

/** The layout offenders of the page as it is now, one line each; `phone` adds the text size rule. */
export const layoutOffenders = (page: Page, phone: boolean) => page.evaluate(measureLayout, { ...LIMITS, phone });

/** The offenders once two readings agree, so a layout still settling is not judged. */
async function settledOffenders(page: Page, route: string, phone: boolean) {
  let last: string[] | undefined;
  await expect
    .poll(
      async () => {
        const now = await layoutOffenders(page, phone);
        const settled = JSON.stringify(now) === JSON.stringify(last);
        last = now;
        return settled;
      },
      { message: `layout of ${route} settles` },
    )
    .toBe(true);
  return last!;
}

/**
 * Asserts (softly: the visit's other checks still run) that `route` has no layout offender. A desktop
 * visit narrower than a wide screen is measured on one too (1440 x 900: the code width rule, and grids
 * that get more columns), then returns to its size.
 */
export async function expectLayoutFits(page: Page, route: string, { phone }: { phone: boolean }) {
  const found = await settledOffenders(page, route, phone);
  const scheme = await page.evaluate(() => (matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light'));
  const viewport = page.viewportSize();
  expect
    .soft(
      found.map(line => `${route}: ${line}`),
      `layout at ${viewport?.width} px, ${scheme}`,
    )
    .toEqual([]);
  if (phone || !viewport || viewport.width >= LIMITS.wideScreen) return;
  await page.setViewportSize({ width: LIMITS.wideScreen, height: 900 });
  const wide = await settledOffenders(page, route, phone);
  await page.setViewportSize(viewport);
  expect
    .soft(
      wide.map(line => `${route}: ${line}`),
      `layout at ${LIMITS.wideScreen} px, ${scheme}`,
    )
    .toEqual([]);
}

/** "fits", or how far the page scrolls sideways and the widest parts of main that cause it. */
export const sidewaysScroll = (page: Page) =>
  page.evaluate(() => {
    const root = document.documentElement;
    if (root.scrollWidth <= root.clientWidth) return 'fits';
    const wide = [...document.querySelectorAll<HTMLElement>('main *')]
      .filter(el => el.getBoundingClientRect().right > root.clientWidth + 0.5)
      .slice(0, 4)
      .map(
        el =>
          `${el.tagName.toLowerCase()}.${[...el.classList].join('.')} right=${Math.round(el.getBoundingClientRect().right)}`,
      );
    return `scrollWidth ${root.scrollWidth} > ${root.clientWidth}: ${wide.join(', ')}`;
  });
