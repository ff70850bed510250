// ds-menu's list, ds-popover's panel and ds-tooltip's bubble take their reduced-motion and
// forced-colours rules from one place (internal/overlay/floating.styles.ts), which comes before each
// overlay's own look in its stylesheet. These check the outcome on each box: the shared rules win.
// Engines here cannot all emulate those media features, so each test turns the one media block on
// (its condition rewritten to `all`) in the element's own sheets, in their order.
import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import type { TemplateResult } from 'lit';
import '../menu/ds-menu.js';
import '../menu/ds-menu-item.js';
import '../popover/ds-popover.js';
import '../tooltip/ds-tooltip.js';
import { loadTokens } from './test-helpers.js';

type Overlay = HTMLElement & { show(): Promise<void>; hide(): Promise<void> };

const overlays: [string, TemplateResult][] = [
  [
    'ds-menu',
    html`<ds-menu label="Tools"><button slot="trigger">Tools</button><ds-menu-item>One</ds-menu-item></ds-menu>`,
  ],
  ['ds-popover', html`<ds-popover label="Details"><button slot="trigger">Open</button>Body</ds-popover>`],
  ['ds-tooltip', html`<ds-tooltip content="Tip"><button>Trigger</button></ds-tooltip>`],
];

/** Replaces the shadow root's sheets by copies where `@media <query>` always applies. */
function forceMedia(root: ShadowRoot, query: RegExp): void {
  root.adoptedStyleSheets = root.adoptedStyleSheets.map(sheet => {
    const text = [...sheet.cssRules]
      .map(rule =>
        rule instanceof CSSMediaRule && query.test(rule.conditionText)
          ? `@media all { ${[...rule.cssRules].map(r => r.cssText).join('\n')} }`
          : rule.cssText,
      )
      .join('\n');
    const copy = new CSSStyleSheet();
    copy.replaceSync(text);
    return copy;
  });
}

/** A system colour as the engine computes it, in the same tree (its colour scheme). */
function systemColor(root: ShadowRoot, color: string): string {
  const probe = document.createElement('span');
  probe.style.color = color;
  root.append(probe);
  const value = getComputedStyle(probe).color;
  probe.remove();
  return value;
}

describe('overlay boxes: reduced motion and forced colours', () => {
  before(loadTokens);

  for (const [tag, template] of overlays) {
    describe(tag, () => {
      async function openBox(): Promise<{ el: Overlay; root: ShadowRoot; box: HTMLElement }> {
        const el = await fixture<Overlay>(template);
        await el.show();
        const root = el.shadowRoot!;
        const box = root.querySelector<HTMLElement>('[popover]')!;
        await waitUntil(() => box.hasAttribute('data-open'), 'the box opens');
        return { el, root, box };
      }

      it('appears without its animation under reduced motion', async () => {
        const { el, root, box } = await openBox();
        expect(getComputedStyle(box).animationName, 'animated by default').to.equal('fade-in');
        forceMedia(root, /prefers-reduced-motion:\s*reduce/);
        expect(getComputedStyle(box).animationName).to.equal('none');
        await el.hide();
      });

      it('draws a CanvasText border and text on Canvas under forced colours', async () => {
        const { el, root, box } = await openBox();
        const canvasText = systemColor(root, 'CanvasText');
        const canvas = systemColor(root, 'Canvas');
        expect(getComputedStyle(box).borderTopColor, 'its own border by default').not.to.equal(canvasText);
        forceMedia(root, /forced-colors:\s*active/);
        const style = getComputedStyle(box);
        expect(style.borderTopColor).to.equal(canvasText);
        expect(style.backgroundColor).to.equal(canvas);
        expect(style.color).to.equal(canvasText);
        await el.hide();
      });
    });
  }
});
