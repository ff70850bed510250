// The overlay pictures of the overlay pages' first demos (react-app/docs/OverlayPreview.tsx): the
// element's `inline` mode, inert and hidden from assistive technology, beside the live launcher.
import type { Locator } from '@playwright/test';
import { expect } from './fixtures';

/**
 * In `demo`: one picture, inert and aria-hidden, holding the element `selector` (e.g. `ds-modal[inline]`),
 * whose `part` is drawn (a box with a size, in the page, not in the top layer); the element shows
 * `text` (its slotted content, or what its shadow root renders).
 */
export async function expectOverlayPicture(demo: Locator, selector: string, part: string, text: RegExp) {
  const picture = demo.locator('[data-overlay-preview]');
  await expect(picture).toHaveCount(1);
  await expect(picture).toHaveAttribute('inert', '');
  await expect(picture).toHaveAttribute('aria-hidden', 'true');
  const element = picture.locator(selector);
  await expect(element).toHaveCount(1);
  // the element's own part (a nested control may have a part of the same name)
  const box = element.locator(`[part="${part}"]`).first();
  await expect(box).toBeVisible();
  await expect
    .poll(() =>
      element.evaluate(el => `${el.textContent ?? ''} ${el.shadowRoot?.textContent ?? ''}`.replace(/\s+/g, ' ')),
    )
    .toMatch(text);
  expect(
    await box.evaluate(el => el.matches(':popover-open, :modal') || getComputedStyle(el).position === 'fixed'),
  ).toBe(false);
  // the picture sits inside the demo card, beside or above its launcher
  const [cardBox, pictureBox] = [await demo.boundingBox(), await picture.boundingBox()];
  expect(pictureBox!.x).toBeGreaterThanOrEqual(cardBox!.x);
  expect(pictureBox!.x + pictureBox!.width).toBeLessThanOrEqual(cardBox!.x + cardBox!.width + 1);
}
