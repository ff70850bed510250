// Layout checks the page matrix runs on each of its visits, measured in the page in one evaluate:
// demo cards without a hole under their content, segmented controls on one row, code tokens on one
// line, readable text on a phone, and no sideways scrolling.
import type { Page } from '@playwright/test';
import { expect } from './fixtures';

/** What the page measures; the figures are the rules. */
interface Limits {
  /** A phone visit: the text size rule applies. */
  phone: boolean;
  /** Empty space allowed under a demo card's content, in px. */
  cardSlack: number;
  /** Text people read: the smallest font size, in px, and the share of visible characters it must hold. */
  minFontSize: number;
  minShare: number;
}

const LIMITS = { cardSlack: 120, minFontSize: 12, minShare: 0.9 };

/**
 * Runs in the page (self-contained: Playwright sends its source). One line per offender, each naming
 * the part (card heading, control label, code sample) and the figure measured.
 */
function measureLayout(limits: Limits): string[] {
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
  return found;
}

/** The layout offenders of the page as it is now, one line each; `phone` adds the text size rule. */
export const layoutOffenders = (page: Page, phone: boolean) => page.evaluate(measureLayout, { ...LIMITS, phone });

/**
 * Asserts (softly: the visit's other checks still run) that `route` has no layout offender. The page
 * is measured until two readings agree, so a layout still settling is not judged.
 */
export async function expectLayoutFits(page: Page, route: string, { phone }: { phone: boolean }) {
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
  const scheme = await page.evaluate(() => (matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light'));
  const viewport = page.viewportSize();
  expect
    .soft(
      last!.map(line => `${route}: ${line}`),
      `layout at ${viewport?.width} px, ${scheme}`,
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
