import type { Locator, Page } from '@playwright/test';
import { axeViolations } from './docs-helpers';
import { ax, expect, test, waitForPage } from './fixtures';
import { expectOverlayPicture } from './overlay-preview';

/** A demo card by its heading. */
const card = (page: Page, title: string) =>
  page.locator('.demo-card').filter({ has: page.getByRole('heading', { name: title, exact: true }) });

/** The compact "Label: value" read-out under a demo. */
const liveValue = (page: Page, label: string) => page.locator('.live-value').filter({ hasText: `${label}:` });

/**
 * The bubble (`role="tooltip"`, in the shadow root, top layer) of the `<ds-tooltip>` whose text
 * has `text`. Scoped by the host: rich content is slotted light DOM, not inside the bubble.
 */
const tooltip = (page: Page, text: string | RegExp) =>
  page.locator('ds-tooltip').filter({ hasText: text }).getByRole('tooltip');

/**
 * A popover's panel (`role="dialog"`, shadow DOM) and its host. The content is slotted light DOM,
 * so it is found through the host, not inside the panel.
 */
const popover = (page: Page, label: string) => {
  const dialog = page.getByRole('dialog', { name: label, exact: true });
  return {
    dialog,
    host: page.locator('ds-popover').filter({ has: page.locator(`[role="dialog"][aria-label="${label}"]`) }),
  };
};

const box = async (locator: Locator) => {
  const b = await locator.boundingBox();
  if (!b) throw new Error('no bounding box');
  return b;
};

async function openPage(page: Page) {
  await page.goto('/Components/TooltipAndPopover');
  await waitForPage(page);
}

// A click outside, Escape, the trigger toggling and focus moving in and back are ds-popover's element
// test's; here, each demo's content and wiring.
test.describe('popovers', () => {
  test('one visit: the pictures, then each popover demo opened and closed in turn, axe, the placement picker', async ({
    page,
  }) => {
    test.slow(); // seven visits' checks in one, the placement picker's six placements and two axe runs among them
    await openPage(page);

    await test.step('the placement demo and the simple tooltip picture their overlay open, beside the live ones', async () => {
      await expectOverlayPicture(
        card(page, 'Placement'),
        'ds-popover[inline]',
        'panel',
        /Open \(bottom\).*Below the trigger/,
      );
      await expectOverlayPicture(card(page, 'Simple tooltip'), 'ds-tooltip[inline]', 'body', /Edit the draft/);
      await expect(page.getByRole('dialog')).toHaveCount(0);
      await expect(page.getByRole('tooltip')).toHaveCount(0);
    });

    await test.step('the simple popover opens on click with its text', async () => {
      const trigger = page.getByRole('button', { name: 'What is a popover?' });
      await expect(trigger).toHaveAttribute('aria-expanded', 'false');
      await trigger.click();
      const { dialog, host } = popover(page, 'About popovers');
      await expect(dialog).toBeVisible();
      await expect(host.getByText('A small panel next to its trigger')).toBeVisible();
      await expect(trigger).toHaveAttribute('aria-expanded', 'true');
      // closed again, as the page opened
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    });

    await test.step('the rich popover: choosing an action closes it and shows the choice', async () => {
      const trigger = page.getByRole('button', { name: "What's new" });
      const { dialog, host } = popover(page, "What's new in 2.1");
      await trigger.click();
      await expect(dialog).toBeVisible();
      await expect(host.getByRole('heading', { name: "What's new in 2.1" })).toBeVisible();
      await host.getByRole('button', { name: 'Try it now' }).click();
      await expect(dialog).toBeHidden();
      await expect(trigger).toBeFocused();
      await expect(liveValue(page, 'Last choice')).toHaveText('Last choice: Try it now');
    });

    await test.step('the quick-note popover saves a note with Enter and closes; Cancel closes without saving', async () => {
      const demo = card(page, 'Mini-app popover');
      const trigger = page.getByRole('button', { name: 'Quick note' });
      const { dialog, host } = popover(page, 'Quick note');
      await expect(demo.getByText('No notes yet.')).toBeVisible();

      await trigger.click();
      await expect(dialog).toBeVisible();
      const save = host.getByRole('button', { name: 'Save' });
      await expect(save).toBeDisabled();
      const field = host.getByRole('textbox', { name: 'Note' });
      await expect(field).toBeFocused();
      await field.fill('Call Sam about the icons');
      await expect(save).toBeEnabled();
      await field.press('Enter');
      await expect(dialog).toBeHidden();
      await expect(demo.getByRole('list', { name: 'Saved notes' }).getByRole('listitem')).toHaveText([
        'Call Sam about the icons',
      ]);

      // a second note goes first; the field starts empty again
      await trigger.click();
      await expect(field).toHaveValue('');
      await field.fill('Order coffee');
      await save.click();
      await expect(dialog).toBeHidden();
      await expect(demo.getByRole('listitem')).toHaveText(['Order coffee', 'Call Sam about the icons']);

      await trigger.click();
      await field.fill('Never mind');
      await host.getByRole('button', { name: 'Cancel' }).click();
      await expect(dialog).toBeHidden();
      await expect(demo.getByRole('listitem')).toHaveCount(2);
    });

    await test.step('a right click opens the context-menu popover at the pointer; an action closes it', async () => {
      const area = page.getByRole('button', { name: 'Right-click here' });
      const { dialog, host } = popover(page, 'Actions');
      // below the first screen since the placement stage leads the page: the mouse clicks what is in view
      await area.scrollIntoViewIfNeeded();
      const a = await box(area);
      const point = { x: a.x + a.width * 0.75, y: a.y + a.height * 0.4 };
      await page.mouse.click(point.x, point.y, { button: 'right' });
      await expect(dialog).toBeVisible();
      // The panel is placed after it shows: read its box until it is at the pointer.
      await expect
        .poll(async () => {
          const panel = await box(dialog);
          return Math.abs(panel.x - point.x) < panel.width + 2 && Math.abs(panel.y - point.y) < panel.height + 2;
        })
        .toBe(true);

      await host.getByRole('button', { name: 'Share' }).click();
      await expect(dialog).toBeHidden();
      await expect(liveValue(page, 'Last action')).toHaveText('Last action: Share');

      // a left click does not open it; a context menu elsewhere closes it
      await area.click();
      await expect(dialog).toBeHidden();
      await area.click({ button: 'right' });
      await expect(dialog).toBeVisible();
      await page.locator('main h1').click({ button: 'right' });
      await expect(dialog).toBeHidden();

      // keyboard: Enter on the focused area opens it too, Escape closes it
      await area.focus();
      await page.keyboard.press('Enter');
      await expect(dialog).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await expect(area).toBeFocused();
    });

    await test.step('axe finds nothing with a popover open', async () => {
      for (const [trigger, label] of [
        ["What's new", "What's new in 2.1"],
        ['Quick note', 'Quick note'],
      ] as const) {
        await page.getByRole('button', { name: trigger }).click();
        const { dialog } = popover(page, label);
        await expect(dialog).toBeVisible();
        expect(await axeViolations(page, 'ds-popover[open]')).toEqual([]);
        await page.keyboard.press('Escape');
        await expect(dialog).toBeHidden();
      }
    });

    await test.step('the placement picker moves the panel: left, top, middle, mouse', async () => {
      const demo = card(page, 'Placement');
      const trigger = demo.getByRole('button', { name: /^Open/ });
      const panelPart = demo.locator('ds-popover:not([inline]) .panel');

      await expect(demo.locator(ax('radio', { name: 'Bottom' }))).toHaveJSProperty('checked', true);
      for (const side of ['left', 'top', 'right', 'bottom'] as const) {
        await demo.locator(ax('radio', { name: side[0]!.toUpperCase() + side.slice(1) })).click();
        await expect(trigger).toHaveAccessibleName(`Open (${side})`);
        await trigger.click();
        const dialog = page.getByRole('dialog', { name: `Placed ${side}` });
        await expect(dialog).toBeVisible();
        await expect(panelPart).toHaveAttribute('data-side', side);
        const placed = async () => {
          const [t, p] = [await box(trigger), await box(dialog)];
          if (side === 'left') return p.x + p.width <= t.x + 1;
          if (side === 'right') return p.x >= t.x + t.width - 1;
          if (side === 'top') return p.y + p.height <= t.y + 1;
          return p.y >= t.y + t.height - 1;
        };
        await expect.poll(placed).toBe(true);
        await page.keyboard.press('Escape');
        await expect(dialog).toBeHidden();
      }

      await demo.locator(ax('radio', { name: 'Middle' })).click();
      await trigger.click();
      await expect(panelPart).toHaveAttribute('data-side', 'middle');
      const centreOffset = async () => {
        const [t, p] = [await box(trigger), await box(page.getByRole('dialog', { name: 'Placed middle' }))];
        return Math.abs(p.x + p.width / 2 - (t.x + t.width / 2));
      };
      await expect.poll(centreOffset).toBeLessThan(2);
      await page.keyboard.press('Escape');

      await demo.locator(ax('radio', { name: 'Mouse' })).click();
      // room below the pointer for the whole panel (near the screen's edge it would shift)
      await trigger.evaluate(el => el.scrollIntoView({ block: 'center' }));
      const tb = await box(trigger);
      const point = { x: tb.x + 12, y: tb.y + tb.height - 8 };
      await page.mouse.click(point.x, point.y);
      const mouseOffset = async () => {
        const mouse = await box(page.getByRole('dialog', { name: 'Placed mouse' }));
        return Math.max(Math.abs(mouse.x - point.x), Math.abs(mouse.y - point.y));
      };
      await expect.poll(mouseOffset).toBeLessThan(2);
    });
  });
});

// Hover, keyboard focus, Escape and the delay are ds-tooltip's element test's; here, the demos' content.
test.describe('tooltips and the tooltip playground', () => {
  const DEFAULT_MARKUP = '<ds-tooltip content="Hi! I am a tooltip">\n  <ds-button>Hover me</ds-button>\n</ds-tooltip>';

  test('one visit: the two demo tooltips, then the playground: sliders and Reset, placement, colours, delay', async ({
    page,
  }) => {
    test.slow(); // six visits' checks in one
    await openPage(page);

    await test.step('the simple tooltips say what their buttons do', async () => {
      await page.getByRole('button', { name: 'Edit', exact: true }).hover();
      await expect(tooltip(page, 'Edit the draft')).toBeVisible();
      await page.locator('main h1').hover();
      await expect(tooltip(page, 'Edit the draft')).toBeHidden();
    });

    await test.step('the rich tooltip shows its heading and line', async () => {
      await page.getByRole('button', { name: 'Auto-save' }).hover();
      await expect(tooltip(page, 'Saved automatically')).toBeVisible();
      // the slotted content (light DOM) is laid out inside the bubble
      const host = page.locator('ds-tooltip').filter({ hasText: 'Saved automatically' });
      await expect(host.getByText('Saved automatically')).toBeVisible();
      await expect(host.getByText('Every change is kept in this browser.')).toBeVisible();
      await page.locator('main h1').hover();
      await expect(tooltip(page, 'Saved automatically')).toBeHidden();
    });

    await test.step('a slider updates the code and shows Reset; Reset restores every default and hides itself', async () => {
      const demo = card(page, 'Tooltip playground');
      const code = demo.locator('pre code');
      const reset = demo.getByRole('button', { name: 'Reset' });
      await expect(code).toHaveText(DEFAULT_MARKUP);
      await expect(reset).toHaveCount(0);

      const distance = demo.getByRole('slider', { name: 'Distance' });
      await expect(distance).toHaveAttribute('aria-valuenow', '10');
      await distance.focus();
      await page.keyboard.press('ArrowRight');
      await expect(distance).toHaveAttribute('aria-valuenow', '15');
      await expect(code).toContainText('<ds-tooltip content="Hi! I am a tooltip" distance="15">');
      await expect(reset).toBeVisible();

      // back to the default by hand: Reset goes away again
      await page.keyboard.press('ArrowLeft');
      await expect(code).toHaveText(DEFAULT_MARKUP);
      await expect(reset).toHaveCount(0);

      // several changes at once
      await page.keyboard.press('Home');
      const delay = demo.getByRole('slider', { name: 'Delay' });
      await delay.focus();
      await page.keyboard.press('End');
      const radius = demo.getByRole('slider', { name: 'Radius' });
      await radius.focus();
      await page.keyboard.press('Home');
      await demo.locator(ax('radio', { name: 'Danger' })).click();
      await demo.locator(ax('radio', { name: 'Left' })).click();
      await expect(code).toHaveText(
        '<ds-tooltip\n  content="Hi! I am a tooltip"\n  placement="left"\n  distance="-10"\n  delay="500"\n  radius="0"\n  tone="danger"\n>\n  <ds-button>Hover me</ds-button>\n</ds-tooltip>',
      );
      await expect(demo.locator('.tp-target ds-tooltip')).toHaveAttribute('tone', 'danger');

      await reset.click();
      await expect(code).toHaveText(DEFAULT_MARKUP);
      await expect(reset).toHaveCount(0);
      await expect(distance).toHaveAttribute('aria-valuenow', '10');
      await expect(delay).toHaveAttribute('aria-valuenow', '0');
      await expect(radius).toHaveAttribute('aria-valuenow', '10');
      await expect(demo.locator(ax('radio', { name: 'Auto' }))).toHaveJSProperty('checked', true);
      await expect(demo.locator(ax('radio', { name: 'Default' }))).toHaveJSProperty('checked', true);
      await expect(demo.locator('.tp-target ds-tooltip')).toHaveAttribute('tone', 'neutral');
      // focus is not lost with the vanished button
      await expect(demo.locator(ax('radio', { name: 'Auto' }))).toBeFocused();
    });

    await test.step('the placement buttons move the target tooltip', async () => {
      const demo = card(page, 'Tooltip playground');
      const target = demo.getByRole('button', { name: 'Hover me' });
      const bubble = demo.locator('.tp-target ds-tooltip .tooltip');
      for (const side of ['Bottom', 'Left', 'Right', 'Top'] as const) {
        await demo.locator(ax('radio', { name: side })).click();
        await expect(demo.locator('pre code')).toContainText(`placement="${side.toLowerCase()}"`);
        await target.hover();
        await expect(tooltip(page, 'Hi! I am a tooltip')).toBeVisible();
        await expect(bubble).toHaveAttribute('data-side', side.toLowerCase());
        // the default distance (10 px) separates them
        const gap = async () => {
          const [t, b] = [await box(target), await box(bubble)];
          if (side === 'Bottom') return b.y - (t.y + t.height);
          if (side === 'Top') return t.y - (b.y + b.height);
          if (side === 'Left') return t.x - (b.x + b.width);
          return b.x - (t.x + t.width);
        };
        // Positions snap to whole pixels, so a box with a fractional size is up to 1 px off.
        await expect.poll(gap).toBeGreaterThanOrEqual(9);
        await expect.poll(gap).toBeLessThanOrEqual(11);
        await page.locator('main h1').hover();
        await expect(tooltip(page, 'Hi! I am a tooltip')).toBeHidden();
      }
      // every default back, as the page opened
      await card(page, 'Tooltip playground').getByRole('button', { name: 'Reset' }).click();
      await expect(card(page, 'Tooltip playground').locator('pre code')).toHaveText(DEFAULT_MARKUP);
    });

    await test.step('the colour swatches are named radios with a tooltip each', async () => {
      const demo = card(page, 'Tooltip playground');
      const colours = demo.locator(ax('radio', { name: /^(Default|Primary|Secondary|Danger|Surface)$/ }));
      await expect(colours).toHaveCount(5);
      await expect(demo.locator(ax('radio', { name: 'Default' }))).toHaveJSProperty('checked', true);
      await demo.locator(ax('radio', { name: 'Secondary' })).hover();
      await expect(tooltip(page, 'Secondary')).toBeVisible();
      await demo.locator(ax('radio', { name: 'Secondary' })).click();
      await expect(demo.locator('pre code')).toContainText('tone="secondary"');
      await expect(demo.locator('.tp-colour__name')).toHaveText('Secondary');
      // every default back, as the page opened
      await card(page, 'Tooltip playground').getByRole('button', { name: 'Reset' }).click();
      await expect(card(page, 'Tooltip playground').locator('pre code')).toHaveText(DEFAULT_MARKUP);
    });

    await test.step('the delay slider sets the target tooltip’s delay and the code', async () => {
      const demo = card(page, 'Tooltip playground');
      const delay = demo.getByRole('slider', { name: 'Delay' });
      await delay.focus();
      await page.keyboard.press('End');
      await expect(demo.locator('pre code')).toContainText('delay="500"');
      await expect(page.locator('.tp-target ds-tooltip')).toHaveJSProperty('delay', 500);
    });
  });
});
