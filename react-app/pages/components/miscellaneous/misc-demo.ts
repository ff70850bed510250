import { snippetOf, type SnippetElement } from '../../../docs/snippet-markup';

/** The marquee's direction and auto toggles. */
export interface MarqueeSettings {
  direction: 'rtl' | 'ltr';
  auto: boolean;
}

export const MARQUEE_DEFAULTS: MarqueeSettings = { direction: 'rtl', auto: true };

/** What the marquee scrolls: the parts of the system. */
export const MARQUEE_ITEMS = [
  { icon: 'palette', label: 'Design tokens' },
  { icon: 'layout-grid', label: 'Lit elements' },
  { icon: 'layout-column', label: 'React pages' },
  { icon: 'eye', label: 'Accessible by default' },
  { icon: 'moon', label: 'Light and dark' },
  { icon: 'code', label: 'One script tag' },
] as const;

/** The playground's marquee as code: direction and paused only when they differ from the element's defaults. */
export function marqueeCode(settings: MarqueeSettings): { html: string; react: string } {
  const marquee: SnippetElement = {
    tag: 'ds-marquee',
    attrs: { direction: settings.direction === 'rtl' ? null : settings.direction, paused: !settings.auto },
    children: MARQUEE_ITEMS.slice(0, 3).map(item => ({
      tag: 'span',
      attrs: { class: 'chip' },
      children: [item.label],
    })),
  };
  return snippetOf(marquee, { lineLength: 70 });
}

/** The counter demos. */
export const COUNTERS = [
  { from: 128, to: 256, duration: 2000 },
  { from: 128, to: 64, duration: 2000 },
  { from: 512, to: 128, duration: 5000 },
  { from: 128, to: 512, duration: 8000 },
] as const;

export const COUNTER_CODE = snippetOf(
  COUNTERS.map(c => ({ tag: 'ds-count-up', attrs: { from: c.from, to: c.to, duration: c.duration } })),
  { lineLength: 70 },
);

/** "128 → 256 in 2 s" */
export function counterCaption({ from, to, duration }: { from: number; to: number; duration: number }): string {
  return `${from} → ${to} in ${duration / 1000} s`;
}
