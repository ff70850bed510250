// Demo cards skip the layout and paint of what is out of view (`content-visibility: auto`), which
// clips everything inside them to the card. Nothing a keyboard user can focus may lose part of
// its focus ring to that clip, on any component page, at desktop and phone widths.
import { componentPages } from '../content/pages';
import { expect, test } from './fixtures';
import { open } from './docs-helpers';

/** Focus ring width + offset (2px + 2px, see focus-ring.styles.ts) and a pixel to spare. */
const RING = 5;

for (const viewport of [
  { width: 1280, height: 900 },
  { width: 390, height: 844 },
]) {
  test(`every focusable control keeps its focus ring inside its demo card at ${viewport.width} px`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await page.setViewportSize(viewport);
    for (const item of componentPages) {
      await open(page, `/${item.path}`);
      const cards = page.locator('.demo-card');
      // the page and its cards arrive in one commit, so after its heading the count is final
      if ((await cards.count()) === 0) continue; // a page without demo cards (Overview, Dashboard…)
      await expect(cards.first()).toHaveCSS('content-visibility', 'auto');
      const clipped = await page.evaluate(ring => {
        const focusable =
          'a[href], button, input, select, textarea, summary, [tabindex]:not([tabindex="-1"]), [contenteditable="true"]';
        const found: string[] = [];
        for (const card of document.querySelectorAll<HTMLElement>('.demo-card')) {
          card.scrollIntoView(); // laid out: its real size, not the placeholder
          const box = card.getBoundingClientRect();
          // inside a scroller or another clip (a marquee's shadow track, say), of its own design:
          // walked through slots and shadow roots, as the boxes are nested
          const inClip = (el: Element) => {
            let node: Node | null = el.assignedSlot ?? el.parentNode;
            while (node && node !== card) {
              if (node instanceof ShadowRoot) node = node.host;
              else if (node instanceof Element) {
                const style = getComputedStyle(node);
                if (style.overflowX !== 'visible' || style.overflowY !== 'visible') return true;
                node = node.assignedSlot ?? node.parentNode;
              } else node = node.parentNode;
            }
            return false;
          };
          // light DOM controls, and the elements whose shadow control takes focus (it fills them)
          const controls = [
            ...card.querySelectorAll(focusable),
            ...[...card.querySelectorAll('*')].filter(el => el.shadowRoot?.delegatesFocus),
          ];
          for (const el of controls) {
            const r = el.getBoundingClientRect();
            if (r.width === 0 || r.height === 0 || inClip(el)) continue;
            if (
              r.left - ring < box.left ||
              r.top - ring < box.top ||
              r.right + ring > box.right ||
              r.bottom + ring > box.bottom
            )
              found.push(`${card.querySelector('h2')?.textContent}: <${el.localName}>`);
          }
        }
        return found;
      }, RING);
      expect(clipped, `/${item.path}`).toEqual([]);
    }
  });
}
