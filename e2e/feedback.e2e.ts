// The Feedback page on the built site: progress, badges and callouts, one page load per test.
import { axeViolations, card, code, open } from './docs-helpers';
import { ax, expect, test, waitForPage } from './fixtures';

test.describe('Feedback', () => {
  test('Progress: the controls set the bar, its ARIA and its code; indeterminate has no value; axe passes', async ({
    page,
  }) => {
    await open(page, '/Components/Feedback');
    const demo = card(page, 'Progress');
    // the host is the progressbar, its value in its ElementInternals (which getByRole cannot see)
    const bar = demo.locator(ax('progressbar', { name: 'Upload' }));
    const aria = (key: 'ariaValueNow' | 'ariaValueText') =>
      bar.evaluate((el, k) => (el as unknown as { internals: ElementInternals }).internals[k], key);
    await expect.poll(() => aria('ariaValueNow')).toBe('40');
    await expect.poll(() => aria('ariaValueText')).toBe('40%');
    await expect(code(demo)).toHaveText('<ds-progress label="Upload" value="40" show-value></ds-progress>');

    await demo.getByRole('slider', { name: 'Value' }).focus();
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => aria('ariaValueNow')).toBe('45');
    await expect.poll(() => aria('ariaValueText')).toBe('45%');
    await demo.locator(ax('switch', { name: 'Indeterminate' })).click();
    await expect.poll(() => aria('ariaValueNow')).toBeNull();
    await expect(code(demo)).toHaveText('<ds-progress label="Upload" indeterminate></ds-progress>');
    await demo.locator(ax('radio', { name: 'Ring' })).click();
    await expect(code(demo)).toHaveText('<ds-progress label="Upload" variant="ring" indeterminate></ds-progress>');
    expect(await axeViolations(page, demo)).toEqual([]);
  });

  test('a progress bar while the page loads; a dismissed callout comes back as an alert; badges read their labels', async ({
    page,
  }) => {
    await open(page, '/Components/Modal');
    // the page's code arrives late: the previous page stays under a named progress bar
    let release = () => {};
    const held = new Promise<void>(resolve => (release = resolve));
    await page.route(/FeedbackPage/, async route => {
      await held;
      await route.continue();
    });
    await page
      .getByRole('link', { name: /^Feedback/ })
      .first()
      .click();
    await expect(page.locator(ax('progressbar', { name: 'Loading the page' }))).toBeVisible();
    release();
    await waitForPage(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Feedback' })).toBeVisible();
    await expect(page.locator(ax('progressbar', { name: 'Loading the page' }))).toHaveCount(0);

    const dismissDemo = card(page, 'Dismissible');
    const callout = dismissDemo.getByTestId('dismiss-demo');
    await expect(callout.getByRole('alert')).toHaveCount(0);
    await callout.getByRole('button', { name: 'Dismiss' }).click();
    await expect(callout).toBeHidden();
    await dismissDemo.getByRole('button', { name: 'Show the callout again' }).click();
    await expect(callout).toBeVisible();
    // the alert is the callout's own box, around the slotted title and text
    await expect(callout.getByRole('alert')).toHaveCount(1);

    const badges = card(page, 'On icons and buttons');
    await expect(badges.getByText('3 unread messages', { exact: true })).toBeAttached();
    await expect(badges.getByText('New notifications', { exact: true })).toBeAttached();
    expect(await axeViolations(page, badges)).toEqual([]);
  });
});
