import type { Locator, Page } from '@playwright/test';
import { code } from './docs-helpers';
import { ax, expect, test, waitForPage } from './fixtures';
import { expectReadoutsMatchControls } from './readouts';

/** The compact "Label: value" read-out under a demo. */
const liveValue = (page: Page, label: string) => page.locator('.live-value').filter({ hasText: `${label}:` });

/** A demo card by its heading. */
const card = (page: Page, title: string) =>
  page.locator('.demo-card').filter({ has: page.getByRole('heading', { name: title, exact: true }) });

/** One part of the feedback form's state line. */
const formState = (page: Page, part: string) => page.locator(`.form-status__item[data-part="${part}"] dd`);

/** The visible snackbar with this text (the host renders it in its shadow root). */
const snackbar = (page: Page, text: string) => page.locator('ds-snackbar').filter({ hasText: text });

async function open(page: Page, path: string) {
  await page.goto(path);
  await waitForPage(page);
}

test.describe('Checkbox & Radio', () => {
  test.beforeEach(async ({ page }) => open(page, '/Components/CheckboxSwitchers'));

  test('every read-out and code sample shows the controls’ real state at load and after a change', async ({ page }) => {
    const toggle = page.locator(ax('switch', { name: 'Push notifications' }));
    const switchCode = code(card(page, 'Toggle switch'));
    // at load: the defaults, in the controls, their read-outs and the code alike
    await expect(toggle).toHaveJSProperty('checked', true);
    expect(await expectReadoutsMatchControls(page, { atLeast: 7 })).toBe(7);
    await expect(liveValue(page, 'Notifications')).toHaveText('Notifications: On');
    await expect(liveValue(page, 'Remember me')).toHaveText('Remember me: Checked');
    await expect(liveValue(page, 'Selected').first()).toHaveText('Selected: Email');
    await expect(liveValue(page, 'Layout')).toHaveText('Layout: Grid layout');
    await expect(liveValue(page, 'Selected').last()).toHaveText('Selected: Monday, Wednesday');
    await expect(switchCode).toContainText('<ds-switch name="notifications" checked>');
    await expect(page.getByText('Every control shows its initial state.')).toBeVisible();

    // one change in each kind of control: all still agree
    await toggle.click();
    await card(page, 'Radio group')
      .locator(ax('radio', { name: 'Phone call' }))
      .click();
    await card(page, 'Weekday picker')
      .locator(ax('checkbox', { name: 'Tuesday' }))
      .click();
    await expect(toggle).toHaveJSProperty('checked', false);
    await expect(liveValue(page, 'Selected').first()).toHaveText('Selected: Phone call');
    await expect(liveValue(page, 'Selected').last()).toHaveText('Selected: Monday, Tuesday, Wednesday');
    await expectReadoutsMatchControls(page, { atLeast: 7 });
    await expect(switchCode).toContainText('<ds-switch name="notifications">');
    await expect(page.getByText('Changed: Reset Form restores the initial choices.')).toBeVisible();
  });

  // Space, disabled controls and the like are the elements' own tests'; here, each demo's read-out.
  test('checkboxes and the switch toggle, and the live state follows', async ({ page }) => {
    const newsletter = page.locator(ax('checkbox', { name: 'Send me the monthly design notes' }));
    await expect(newsletter).toHaveJSProperty('checked', false);
    await newsletter.click();
    await expect(newsletter).toHaveJSProperty('checked', true);
    await expect(liveValue(page, 'Newsletter')).toHaveText('Newsletter: Checked');

    // The label-less checkbox is named by its `label`.
    const row = page.locator(ax('checkbox', { name: 'Select Quarterly report.pdf' }));
    await row.click();
    await expect(row).toHaveJSProperty('checked', true);
    await expect(liveValue(page, 'Row')).toHaveText('Row: Selected');

    await expect(page.locator(ax('checkbox', { name: 'Unavailable option' }))).toHaveJSProperty('disabled', true);

    const toggle = page.locator(ax('switch', { name: 'Push notifications' }));
    await expect(toggle).toHaveJSProperty('checked', true);
    await toggle.click();
    await expect(toggle).toHaveJSProperty('checked', false);
    await expect(liveValue(page, 'Notifications')).toHaveText('Notifications: Off');

    const minimal = page.locator(ax('checkbox', { name: 'Remember me on this device' }));
    await minimal.click();
    await expect(minimal).toHaveJSProperty('checked', false);
    await expect(liveValue(page, 'Remember me')).toHaveText('Remember me: Not checked');
  });

  // The arrow keys, skipping the disabled radio and deselecting are ds-radio-group's element test's;
  // here, the demo: its read-out, and "Uncheck Me" set up to clear the group when chosen again.
  test('a radio choice shows in the read-out; choosing "Uncheck Me" again clears it', async ({ page }) => {
    // The radios are the group's light-DOM children, not descendants of its shadow `radiogroup`: scope by the card.
    await expect(page.getByRole('radiogroup', { name: 'Preferred contact' })).toBeVisible();
    const group = card(page, 'Radio group');
    const uncheck = group.locator(ax('radio', { name: 'Uncheck Me' }));
    await expect(group.locator(ax('radio', { name: 'Email' }))).toHaveJSProperty('checked', true);
    await expect(group.locator(ax('radio', { name: 'Letter by post' }))).toHaveJSProperty('disabled', true);

    await uncheck.click();
    await expect(uncheck).toHaveJSProperty('checked', true);
    await expect(liveValue(page, 'Selected').first()).toHaveText('Selected: Uncheck Me');
    await uncheck.click(); // chosen again: cleared
    await expect(group.locator(ax('radio', { checked: true }))).toHaveCount(0);
    await expect(liveValue(page, 'Selected').first()).toHaveText('Selected: None');
  });

  test('layout buttons and the weekday picker choose, and Reset Form restores every control', async ({ page }) => {
    await expect(page.getByRole('radiogroup', { name: 'Layout' })).toBeVisible();
    const layouts = card(page, 'Layout buttons');
    for (const name of ['Stream', 'Table', 'Grid', 'Column'])
      await expect(layouts.locator(ax('radio', { name }))).toBeVisible();
    await expect(layouts.locator(ax('radio', { name: 'Grid' }))).toHaveJSProperty('checked', true);
    await layouts.locator(ax('radio', { name: 'Table' })).click();
    await expect(layouts.locator(ax('radio', { name: 'Table' }))).toHaveJSProperty('checked', true);
    await page.keyboard.press('ArrowLeft');
    await expect(layouts.locator(ax('radio', { name: 'Stream' }))).toHaveJSProperty('checked', true);
    await expect(liveValue(page, 'Layout')).toHaveText('Layout: Stream layout');

    await expect(page.getByRole('group', { name: 'Office days' })).toBeVisible();
    const days = card(page, 'Weekday picker');
    await expect(days.locator(ax('checkbox'))).toHaveCount(5);
    await days.locator(ax('checkbox', { name: 'Monday' })).click();
    await days.locator(ax('checkbox', { name: 'Tuesday' })).click();
    await days.locator(ax('checkbox', { name: 'Friday' })).focus();
    await page.keyboard.press('Space');
    await expect(liveValue(page, 'Selected').last()).toHaveText('Selected: Tuesday, Wednesday, Friday');

    // Change the rest too, then reset.
    await page.locator(ax('checkbox', { name: 'Send me the monthly design notes' })).click();
    await page.locator(ax('switch', { name: 'Push notifications' })).click();
    await page.locator(ax('radio', { name: 'Uncheck Me' })).click();
    await page.getByRole('button', { name: 'Reset Form' }).click();

    await expect(page.locator(ax('checkbox', { name: 'Send me the monthly design notes' }))).toHaveJSProperty(
      'checked',
      false,
    );
    await expect(page.locator(ax('switch', { name: 'Push notifications' }))).toHaveJSProperty('checked', true);
    await expect(page.locator(ax('checkbox', { name: 'Remember me on this device' }))).toHaveJSProperty(
      'checked',
      true,
    );
    await expect(page.locator(ax('radio', { name: 'Email' }))).toHaveJSProperty('checked', true);
    await expect(layouts.locator(ax('radio', { name: 'Grid' }))).toHaveJSProperty('checked', true);
    await expect(days.locator(ax('checkbox', { checked: true }))).toHaveCount(2);
    await expect(days.locator(ax('checkbox', { name: 'Monday' }))).toHaveJSProperty('checked', true);
    await expect(days.locator(ax('checkbox', { name: 'Wednesday' }))).toHaveJSProperty('checked', true);
    await expect(liveValue(page, 'Newsletter')).toHaveText('Newsletter: Not checked');
    await expect(liveValue(page, 'Layout')).toHaveText('Layout: Grid layout');
    await expect(liveValue(page, 'Selected').first()).toHaveText('Selected: Email');
    await expect(liveValue(page, 'Selected').last()).toHaveText('Selected: Monday, Wednesday');
    await expectReadoutsMatchControls(page, { atLeast: 7 });
    await expect(page.getByText('Every control shows its initial state.')).toBeVisible();
  });
});

test.describe('Input & Forms', () => {
  test.beforeEach(async ({ page }) => open(page, '/Components/InputsAndForms'));

  test('the text field with icon and action button submits on Enter and on its button', async ({ page }) => {
    const field = page.getByRole('textbox', { name: 'Email address', exact: true });
    // (scoped to the field: the snippet under it quotes the same text)
    await expect(page.locator('ds-text-field').getByText('One email a month about new components.')).toBeVisible();
    await page.getByRole('button', { name: 'Subscribe' }).click();
    await expect(field).toBeFocused(); // empty and required
    await field.fill('ada@example.com');
    await field.press('Enter');
    await expect(snackbar(page, 'Subscribed ada@example.com')).toBeVisible();
    await expect(field).toHaveValue('');
  });

  test('password card: a failed submit focuses the first invalid field and shows errors; a valid one shows a snackbar', async ({
    page,
  }) => {
    const current = page.getByRole('textbox', { name: 'Current password', exact: true });
    const next = page.getByRole('textbox', { name: 'New password', exact: true });
    const repeat = page.getByRole('textbox', { name: 'Repeat new password', exact: true });
    const form = page.locator('form').filter({ has: page.getByRole('button', { name: 'Update Password' }) });

    await expect(
      form.getByText(
        'Case sensitive, minimum 8 characters, at least one uppercase, one lowercase and one special character.',
      ),
    ).toBeVisible();
    await page.getByRole('button', { name: 'Update Password' }).click();
    await expect(current).toBeFocused();
    await expect(current).toHaveAttribute('aria-invalid', 'true');
    await expect(form.getByText('Fill in this field.').first()).toBeVisible();

    // Show/hide toggle of the current password.
    await current.fill('Old#secret1');
    await expect(current).toHaveAttribute('type', 'password');
    await form.getByRole('button', { name: 'Show password' }).first().click();
    await expect(current).toHaveAttribute('type', 'text');

    // The stated rule is enforced, the length by minlength.
    await next.fill('short');
    await next.blur();
    await expect(form.getByText('Use at least 8 characters (you used 5).')).toBeVisible();
    await next.fill('password');
    await expect(form.getByText('Add at least one uppercase letter and one special character.')).toBeVisible();
    await next.fill('New#Secret1');
    await repeat.fill('New#Secret2');
    await repeat.blur();
    await page.getByRole('button', { name: 'Update Password' }).click();
    await expect(repeat).toBeFocused(); // moved there by the failed submit
    await expect(form.getByText('The passwords do not match.')).toBeVisible();

    await repeat.fill('New#Secret1');
    await expect(form.getByText('The passwords do not match.')).toHaveCount(0);
    await page.getByRole('button', { name: 'Update Password' }).click();
    await expect(snackbar(page, 'Password updated')).toBeVisible();
    await expect(current).toHaveValue('');
    await expect(current).toHaveAttribute('type', 'password');
    await expect(next).toHaveValue('');
    await expect(form.getByText('Fill in this field.')).toHaveCount(0);
  });

  test('password card: Cancel clears the fields', async ({ page }) => {
    const current = page.getByRole('textbox', { name: 'Current password', exact: true });
    await current.fill('something');
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect(current).toHaveValue('');
  });

  test('feedback form: state line follows edits, failed and successful submits', async ({ page }) => {
    const name = page.getByRole('textbox', { name: 'Name', exact: true });
    const email = page.getByRole('textbox', { name: 'Email', exact: true });
    const message = page.getByRole('textbox', { name: 'Message', exact: true });
    const topic = page.getByRole('combobox', { name: 'Topic', exact: true });
    const submit = page.getByRole('button', { name: 'Submit Feedback' });

    await expect(formState(page, 'State')).toHaveText('Pristine');
    await expect(formState(page, 'Touched')).toHaveText('None');
    await expect(formState(page, 'Validity')).toHaveText('Invalid');
    await expect(formState(page, 'Submitted')).toHaveText('No');
    await expect(formState(page, 'Submit count')).toHaveText('0');

    await submit.click();
    await expect(name).toBeFocused();
    await expect(name).toHaveAttribute('aria-invalid', 'true');
    await expect(formState(page, 'Submitted')).toHaveText('Yes, failed');
    await expect(formState(page, 'Submit count')).toHaveText('1');

    await name.fill('Ada Lovelace');
    await expect(formState(page, 'State')).toHaveText('Dirty');
    await email.fill('ada@');
    await email.blur();
    await expect(formState(page, 'Touched')).toHaveText('name, email');
    await expect(page.getByText('Enter an email address, like name@example.com.')).toBeVisible();
    await submit.click();
    await expect(email).toBeFocused();
    await expect(formState(page, 'Submit count')).toHaveText('2');

    await email.fill('ada@example.com');
    await message.fill('Lovely components, thank you!');
    // the required topic (a ds-select) is still empty: the submit fails and focuses it
    await submit.click();
    await expect(topic).toBeFocused();
    await expect(topic).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText('Please select an item in the list.')).toBeVisible();
    await expect(formState(page, 'Submit count')).toHaveText('3');
    await page.keyboard.press('ArrowDown');
    await expect(topic).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect(topic).toHaveText('A bug');
    await expect(page.getByText('Please select an item in the list.')).toHaveCount(0);
    await expect(formState(page, 'Validity')).toHaveText('Valid');
    await submit.click();
    await expect(snackbar(page, 'Thanks! Your feedback was sent.')).toBeVisible();
    await expect(name).toHaveValue('');
    await expect(message).toHaveValue('');
    await expect(topic).toHaveText('Choose a topic');
    await expect(formState(page, 'State')).toHaveText('Pristine');
    await expect(formState(page, 'Touched')).toHaveText('None');
    await expect(formState(page, 'Submitted')).toHaveText('Yes, successfully');
    await expect(formState(page, 'Submit count')).toHaveText('4');
    // After the reset no error shows until the next interaction.
    await expect(page.getByText('Fill in this field.')).toHaveCount(0);
  });

  test('selects: type-ahead and keys choose a country; a click chooses a delivery, never the sold-out one', async ({
    page,
  }) => {
    const demo = card(page, 'Select');
    const country = demo.getByRole('combobox', { name: 'Country', exact: true });
    const delivery = demo.getByRole('combobox', { name: 'Delivery', exact: true });
    await expect(country).toHaveText('Choose a country');
    await expect(liveValue(page, 'Country')).toHaveText('Country: None');

    await country.focus();
    await page.keyboard.type('sw'); // opens the list; quickly typed, "sw" is one word
    await expect(country).toHaveAttribute('aria-expanded', 'true');
    const sweden = demo.getByRole('option', { name: 'Sweden', exact: true });
    await expect(sweden).toHaveClass(/\bactive\b/);
    await page.keyboard.press('Enter');
    await expect(country).toHaveText('Sweden');
    await expect(liveValue(page, 'Country')).toHaveText('Country: Sweden');
    await page.keyboard.press('End');
    await page.keyboard.press('Escape'); // closes without choosing
    await expect(country).toHaveAttribute('aria-expanded', 'false');
    await expect(country).toHaveText('Sweden');

    await expect(delivery).toHaveText('Standard, 3–4 days');
    await delivery.click();
    const list = demo.getByRole('listbox', { name: 'Delivery', exact: true });
    await expect(list.getByRole('group', { name: 'Express' })).toBeVisible();
    const soldOut = list.getByRole('option', { name: 'Same day (sold out)' });
    await expect(soldOut).toHaveAttribute('aria-disabled', 'true');
    await soldOut.click({ force: true }); // Playwright waits for an aria-disabled option to be enabled
    await expect(list).toBeVisible(); // a disabled option is not chosen
    await list.getByRole('option', { name: 'Next day', exact: true }).click();
    await expect(list).toBeHidden();
    await expect(delivery).toHaveText('Next day');
    await expect(liveValue(page, 'Delivery')).toHaveText('Delivery: Next day');
    await delivery.click();
    await expect(list).toBeVisible();
    await page.locator('h1').click(); // a press outside closes
    await expect(list).toBeHidden();
    await expect(delivery).toHaveText('Next day');
  });

  // Leaving an edited invalid field shows its error 300 ms later, so the buttons below do not move
  // between mousedown and mouseup and the click on Submit is not lost.
  test('a click on Submit while an edited invalid field still has focus is not lost', async ({ page }) => {
    await page.getByRole('textbox', { name: 'Email', exact: true }).fill('ada@');
    await page.getByRole('button', { name: 'Submit Feedback' }).click();
    await expect(formState(page, 'Submit count')).toHaveText('1');
  });

  test('page language: the switch loads a translation on demand and the demo area speaks it, numbers too; the site stays English', async ({
    page,
  }) => {
    const demo = card(page, 'Page language');
    const stage = demo.locator('[data-language-demo]');
    const values = stage.locator('ds-slider [part~="value"]');
    const choose = async (name: string) => {
      await demo.getByRole('combobox', { name: 'Page language', exact: true }).click();
      await demo.getByRole('option', { name, exact: true }).click();
    };
    await expect(stage).toHaveAttribute('lang', 'en');
    await expect(values).toHaveText(['2.5', '12,000 €']);
    await expect(stage.getByRole('button', { name: 'Show password for Password', exact: true })).toBeAttached();

    // the translation is a chunk of its own, fetched on the first choice
    const scripts: string[] = [];
    page.on('request', request => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    });
    await choose('Deutsch');
    await expect(stage).toHaveAttribute('lang', 'de');
    expect(scripts.length).toBeGreaterThan(0);
    await expect(values).toHaveText(['2,5', '12.000 €']);
    await expect(stage.getByRole('button', { name: 'Passwort für Passwort anzeigen', exact: true })).toBeAttached();
    await stage.getByRole('button', { name: 'Prüfen', exact: true }).click();
    await expect(stage.getByText('Füllen Sie dieses Feld aus.')).toBeVisible();
    await expect(demo.getByText("import '@dotline/elements/translations/de.js';")).toBeVisible();

    await choose('العربية');
    await expect(stage).toHaveAttribute('lang', 'ar');
    await expect(stage).toHaveAttribute('dir', 'rtl');
    await expect(stage.getByText('يُرجى ملء هذا الحقل.')).toBeVisible();
    await expect(stage.getByRole('button', { name: 'إظهار كلمة المرور لحقل كلمة المرور', exact: true })).toBeAttached();

    // the page around the demo keeps its language and its words
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.locator('html')).not.toHaveAttribute('dir', 'rtl');
    await choose('English');
    await expect(values).toHaveText(['2.5', '12,000 €']);
    await expect(stage.getByText('Fill in this field.')).toBeVisible();
  });
});

test.describe('Range Slider', () => {
  test.beforeEach(async ({ page }) => open(page, '/Components/RangeSlider'));

  const shownValue = (page: Page, title: string): Locator => card(page, title).locator('[part="value"]');

  test('keys move single sliders and the visible values follow', async ({ page }) => {
    const volume = page.getByRole('slider', { name: 'Volume' });
    await expect(volume).toHaveAttribute('aria-valuemin', '0');
    await expect(volume).toHaveAttribute('aria-valuemax', '100');
    await volume.focus();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await expect(volume).toHaveAttribute('aria-valuenow', '42');
    await expect(shownValue(page, 'One thumb')).toHaveText('42 %');
    // shown once: no read-out under the slider repeats it
    await expect(card(page, 'One thumb').locator('.live-value')).toHaveCount(0);

    const size = page.getByRole('slider', { name: 'Text size' });
    await expect(size).toHaveAttribute('aria-valuemin', '10');
    await expect(size).toHaveAttribute('aria-valuemax', '26');
    await size.focus();
    await page.keyboard.press('End');
    await expect(shownValue(page, 'Live preview')).toHaveText('26 px');
    await expect(page.locator('.text-size-preview')).toHaveCSS('font-size', '26px');

    const rotation = page.getByRole('slider', { name: 'Rotation' });
    await expect(rotation).toHaveAttribute('aria-valuemax', '360');
    await rotation.focus();
    await page.keyboard.press('ArrowRight');
    await expect(rotation).toHaveAttribute('aria-valuenow', '50'); // step 5
    await expect(shownValue(page, 'Steps and ticks')).toHaveText('50°');
    await expect(card(page, 'Steps and ticks').locator('.live-value')).toHaveCount(0);
  });

  test('two-thumb sliders keep their thumbs in order', async ({ page }) => {
    const start = page.getByRole('slider', { name: 'Workout length start' });
    const end = page.getByRole('slider', { name: 'Workout length end' });
    await expect(end).toHaveAttribute('aria-valuemax', '120');
    await end.focus();
    await page.keyboard.press('End');
    await start.focus();
    await page.keyboard.press('ArrowRight'); // step 5
    await expect(shownValue(page, 'A span in steps')).toHaveText('35 min – 120 min');
    await expect(card(page, 'A span in steps').locator('.live-value')).toHaveCount(0);
    await page.keyboard.press('End'); // as far as the other thumb allows
    await expect(start).toHaveAttribute('aria-valuenow', '120');

    const opacityEnd = page.getByRole('slider', { name: 'Opacity range end' });
    await opacityEnd.focus();
    await page.keyboard.press('ArrowLeft');
    await expect(shownValue(page, 'Two thumbs')).toHaveText('20 % – 79 %');
    await expect(liveValue(page, 'Span')).toHaveText('Span: 59 %');
  });
});

// axe-core and getByRole read role attributes only; ds-checkbox, ds-switch and ds-radio set theirs through
// ElementInternals, so their roles and names are checked here as Chromium computes them.
for (const path of ['/Components/CheckboxSwitchers', '/Settings']) {
  test(`${path}: every checkbox, switch and radio has its role and a name in the accessibility tree`, async ({
    page,
  }) => {
    await open(page, path);
    const computed = () =>
      page.evaluate(() =>
        [...document.querySelectorAll('ds-checkbox, ds-switch, ds-radio')].map(el => {
          const info = el as Element & { computedRole?: string; computedName?: string };
          return { tag: el.localName, role: info.computedRole, named: (info.computedName ?? '').trim() !== '' };
        }),
      );
    const expected = (await computed()).map(({ tag }) => ({
      tag,
      role: tag === 'ds-checkbox' ? 'checkbox' : tag === 'ds-switch' ? 'switch' : 'radio',
      named: true,
    }));
    expect(expected.length).toBeGreaterThan(3);
    await expect.poll(computed).toEqual(expected);
  });
}
