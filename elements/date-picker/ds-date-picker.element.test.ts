import { expect, fixture, html } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import type { TemplateResult } from 'lit';
import { runFormControlSuite } from '../test/form-control.suite.js';
import {
  animationsFinished,
  clickCenter,
  deepActive,
  expectSoon,
  isWebDriverWebKit,
  loadTokens,
  part,
  record,
  resetMouseAndFocus,
  settle,
  shiftTab,
  SPACE,
  types,
} from '../test/test-helpers.js';
import '../translations/de.js';
import '../translations/ar.js';
import { formatDate, longDate, toIso, today } from './date-math.js';
import { DsDatePicker } from './ds-date-picker.js';

before(loadTokens);
afterEach(resetMouseAndFocus);

async function mount(template: TemplateResult): Promise<DsDatePicker> {
  const found = await fixture<HTMLElement>(template);
  const el = found instanceof DsDatePicker ? found : found.querySelector('ds-date-picker')!;
  await settle(el);
  return el;
}

/** A date picker in American English (`lang="en-US"`), with `attrs` written on it. */
const picker = (attrs: Partial<Record<'value' | 'min' | 'max' | 'lang', string>> = {}) =>
  mount(
    html`<ds-date-picker
      label="Visit date"
      lang=${attrs.lang ?? 'en-US'}
      value=${attrs.value ?? ''}
      min=${attrs.min ?? ''}
      max=${attrs.max ?? ''}
    ></ds-date-picker>`,
  );

const input = (el: DsDatePicker) => part(el, 'input') as HTMLInputElement;
const button = (el: DsDatePicker) => part(el, 'calendar-button') as HTMLButtonElement;
const dialog = (el: DsDatePicker) => part(el, 'dialog');
const isShown = (el: DsDatePicker) =>
  dialog(el).matches(':popover-open') && getComputedStyle(dialog(el)).display !== 'none';
const heading = (el: DsDatePicker) => part(el, 'heading').textContent!.trim();
const cell = (el: DsDatePicker, iso: string) => el.shadowRoot!.querySelector<HTMLElement>(`[data-date="${iso}"]`)!;
/** The ISO date of the focused day ('' when focus is elsewhere). */
const focusedDay = () => (deepActive() as HTMLElement | null)?.dataset?.['date'] ?? '';
const errorText = (el: DsDatePicker) =>
  el.shadowRoot!.querySelector('[part="error-text"]')?.textContent?.trim() ?? null;

async function press(el: DsDatePicker, key: string): Promise<void> {
  await sendKeys({ press: key });
  await settle(el);
}

/** Shift with a key: one chord in WebKit's WebDriver (it cannot hold a key), Shift held elsewhere. */
async function pressShift(el: DsDatePicker, key: 'PageUp' | 'PageDown'): Promise<void> {
  if (isWebDriverWebKit) {
    await sendKeys({ type: `\uE008${key === 'PageUp' ? '\uE00E' : '\uE00F'}` });
  } else {
    await sendKeys({ down: 'Shift' });
    try {
      await sendKeys({ press: key });
    } finally {
      await sendKeys({ up: 'Shift' });
    }
  }
  await settle(el);
}

async function typeInto(el: DsDatePicker, text: string): Promise<void> {
  input(el).focus();
  await expectSoon(() => deepActive(), input(el), 'the input has focus');
  await sendKeys({ type: text });
  await settle(el);
}

/** Opens the calendar with its button (by key) and waits for focus in the grid. */
async function openCalendar(el: DsDatePicker): Promise<void> {
  button(el).focus();
  await press(el, 'Enter');
  await expectSoon(() => isShown(el), true, 'the button opens the calendar');
  await expectSoon(() => focusedDay() !== '', true, 'focus moves into the grid');
}

/** Presses `key` in the grid and returns the ISO date focused after it. */
async function step(el: DsDatePicker, key: string, from: string): Promise<string> {
  await expectSoon(() => focusedDay(), from);
  await press(el, key);
  await expectSoon(() => focusedDay() !== from, true, `${key} moves from ${from}`);
  return focusedDay();
}

describe('<ds-date-picker>', () => {
  describe('the field', () => {
    it('is a text input named by its label, with a calendar button and the format as placeholder', async () => {
      const el = await picker();
      expect(input(el).labels![0]!.textContent!.trim()).to.equal('Visit date');
      expect(input(el).placeholder).to.equal('MM/DD/YYYY');
      expect(button(el).getAttribute('aria-label')).to.equal('Choose date');
      expect(button(el).getAttribute('aria-haspopup')).to.equal('dialog');
      expect(button(el).getAttribute('aria-expanded')).to.equal('false');
      expect(el.value).to.equal('');
      await expect(el).to.be.accessible();
    });

    it('shows its value in the locale format; the button names the date', async () => {
      const el = await picker({ value: '2026-11-28' });
      expect(input(el).value).to.equal('11/28/2026');
      expect(button(el).getAttribute('aria-label')).to.equal('Change date, Saturday, November 28, 2026');
      el.setAttribute('lang', 'de');
      await expectSoon(() => input(el).value, '28.11.2026', 'German order and separators');
      expect(input(el).placeholder).to.equal('TT.MM.JJJJ');
      expect(button(el).getAttribute('aria-label')).to.equal('Datum ändern, Samstag, 28. November 2026');
    });

    it('reads a typed date in the locale order, fires input, and writes it back formatted on Enter', async () => {
      const el = await picker({ lang: 'de' });
      const events = record(el, 'input', 'change');
      await typeInto(el, '1/2/2026');
      expect(el.value, 'day first in German').to.equal('2026-02-01');
      expect(types(events)).to.include('input');
      await press(el, 'Enter');
      await expectSoon(() => input(el).value, '01.02.2026');
      await expectSoon(() => types(events).includes('change'), true, 'Enter commits with change');
      expect(el.validity.valid).to.be.true;
      input(el).blur();
      await settle(el);
      expect(
        types(events).filter(t => t === 'change'),
        'one change per commit',
      ).to.have.length(1);
    });

    it('keeps text that is not a date, with a localised message, and the value empty', async () => {
      const el = await picker({ value: '2026-11-28' });
      input(el).select();
      await typeInto(el, '02/31/2026');
      expect(el.value, 'never an invalid date').to.equal('');
      await press(el, 'Enter');
      await expectSoon(() => errorText(el) !== null, true, 'Enter shows the error at once');
      const example = formatDate(today(), 'en-US');
      expect(errorText(el)).to.equal(`Enter a date in the form MM/DD/YYYY, like ${example}.`);
      expect(input(el).value, "the user's text stays").to.equal('02/31/2026');
      expect(el.validity.badInput).to.be.true;
      expect(input(el).getAttribute('aria-invalid')).to.equal('true');
      expect(input(el).getAttribute('aria-describedby')).to.equal('error-text');
      el.value = ''; // the value it has (as a React wrapper sets it on each render)
      await settle(el);
      expect(input(el).value, 'setting the same value keeps the text').to.equal('02/31/2026');
      el.setAttribute('lang', 'de');
      await expectSoon(() => errorText(el)?.startsWith('Geben Sie ein Datum im Format TT.MM.JJJJ ein'), true);
      input(el).select();
      await typeInto(el, 'abc');
      expect(el.validity.badInput, 'letters').to.be.true;
      input(el).select();
      await typeInto(el, '1.1.0000');
      expect(el.validity.badInput, 'year 0').to.be.true;
      input(el).select();
      await sendKeys({ press: 'Backspace' });
      await settle(el);
      expect(el.validity.valid, 'empty and not required').to.be.true;
      expect(el.value).to.equal('');
    });

    it('leaving the field shows the error soon after; min, max and isDateDisabled are checked', async () => {
      const el = await picker({ min: '2026-01-10', max: '2026-12-20' });
      await typeInto(el, '01/05/2026');
      expect(el.value, 'a real date out of limits is the value').to.equal('2026-01-05');
      expect(el.validity.rangeUnderflow).to.be.true;
      input(el).blur();
      await expectSoon(() => errorText(el), 'Choose 01/10/2026 or a later date.');
      el.value = '2026-12-24';
      await settle(el);
      expect(el.validity.rangeOverflow).to.be.true;
      expect(errorText(el)).to.equal('Choose 12/20/2026 or an earlier date.');
      el.value = '2026-11-28';
      el.isDateDisabled = iso => iso.endsWith('-28');
      await settle(el);
      expect(el.validity.customError).to.be.true;
      expect(errorText(el)).to.equal('11/28/2026 is not available. Choose another date.');
      el.isDateDisabled = () => {
        throw new Error('broken rule');
      };
      await settle(el);
      expect(el.validity.valid, 'a rule that throws rules the day out, without a throw').to.be.false;
    });

    it('error-text shows at once and makes the field invalid until cleared', async () => {
      const el = await picker({ value: '2026-11-28' });
      el.errorText = 'Fully booked on that day.';
      await settle(el);
      expect(errorText(el)).to.equal('Fully booked on that day.');
      expect(el.validity.customError).to.be.true;
      expect(input(el).getAttribute('aria-invalid')).to.equal('true');
      el.errorText = '';
      await settle(el);
      expect(errorText(el)).to.equal(null);
      expect(el.validity.valid).to.be.true;
    });

    it('a value set by script must be an ISO date', async () => {
      const el = await picker();
      const events = record(el, 'input', 'change');
      el.value = '2024-02-29';
      await settle(el);
      expect(input(el).value).to.equal('02/29/2024');
      for (const bad of ['2025-02-29', '28.11.2026', 'tomorrow', '0000-01-01']) {
        el.value = bad;
        await settle(el);
        expect(el.value, bad).to.equal('');
        expect(input(el).value).to.equal('');
      }
      expect(types(events)).to.deep.equal([]);
    });
  });

  describe('the calendar', () => {
    it('is a modal dialog named by its month, with a grid of named days and weekday columns (axe)', async () => {
      const el = await picker({ value: '2026-11-28' });
      await openCalendar(el);
      const box = dialog(el);
      expect(box.getAttribute('role')).to.equal('dialog');
      expect(box.getAttribute('aria-modal')).to.equal('true');
      expect(el.shadowRoot!.getElementById(box.getAttribute('aria-labelledby')!)!.textContent!.trim()).to.equal(
        'November 2026',
      );
      expect(part(el, 'heading').getAttribute('aria-live')).to.equal('polite');
      expect(button(el).getAttribute('aria-expanded')).to.equal('true');
      const grid = part(el, 'grid');
      expect(grid.getAttribute('role')).to.equal('grid');
      const headers = [...grid.querySelectorAll('th')];
      expect(headers.map(th => th.getAttribute('abbr'))).to.deep.equal([
        'Sunday',
        'Monday',
        'Tuesday',
        'Wednesday',
        'Thursday',
        'Friday',
        'Saturday',
      ]);
      expect(headers[0]!.querySelector('.visually-hidden')!.textContent).to.equal('Sunday');
      const chosen = cell(el, '2026-11-28');
      expect(focusedDay(), 'focus on the chosen date').to.equal('2026-11-28');
      expect(chosen.getAttribute('aria-label')).to.equal('Saturday, November 28, 2026');
      expect(chosen.getAttribute('aria-selected')).to.equal('true');
      expect(chosen.tabIndex).to.equal(0);
      expect(cell(el, '2026-11-27').tabIndex, 'one tab stop in the grid').to.equal(-1);
      expect(grid.querySelectorAll('[tabindex="0"]').length).to.equal(1);
      await animationsFinished(box); // axe reads colours: not halfway through the fade-in
      await expect(el).to.be.accessible();
    });

    it('opens on today without a value, else on the nearest limit; today is aria-current', async () => {
      const now = toIso(today());
      const el = await picker();
      await openCalendar(el);
      expect(focusedDay(), 'today').to.equal(now);
      expect(cell(el, now).getAttribute('aria-current')).to.equal('date');
      await press(el, 'Escape');
      el.min = '2999-03-15';
      await settle(el);
      await openCalendar(el);
      expect(focusedDay(), 'the min when today is before it').to.equal('2999-03-15');
    });

    it('starts the week on the locale first day (Monday in German, Saturday in Arabic)', async () => {
      const de = await picker({ value: '2026-11-28', lang: 'de' });
      await openCalendar(de);
      expect(part(de, 'weekday').getAttribute('abbr')).to.equal('Montag');
      expect(heading(de)).to.equal('November 2026');
      expect(cell(de, '2026-11-28').getAttribute('aria-label')).to.equal(
        longDate({ year: 2026, month: 11, day: 28 }, 'de'),
      );
      await press(de, 'Escape');
      const ar = await picker({ value: '2026-11-28', lang: 'ar' });
      await openCalendar(ar);
      expect(part(ar, 'weekday').getAttribute('abbr')).to.equal('السبت');
      expect(part(ar, 'nav-button').getAttribute('aria-label')).to.equal('الشهر السابق');
    });

    it('arrows move by day and week, Home and End to the ends of the week', async () => {
      const el = await picker({ value: '2026-11-25' }); // a Wednesday; weeks from Sunday
      await openCalendar(el);
      expect(await step(el, 'ArrowRight', '2026-11-25')).to.equal('2026-11-26');
      expect(await step(el, 'ArrowLeft', '2026-11-26')).to.equal('2026-11-25');
      expect(await step(el, 'ArrowDown', '2026-11-25')).to.equal('2026-12-02');
      expect(heading(el), 'the month follows').to.equal('December 2026');
      expect(await step(el, 'ArrowUp', '2026-12-02')).to.equal('2026-11-25');
      expect(await step(el, 'Home', '2026-11-25')).to.equal('2026-11-22');
      expect(await step(el, 'End', '2026-11-22')).to.equal('2026-11-28');
      expect(el.value, 'moving chooses nothing').to.equal('2026-11-25');
    });

    it('PageUp and PageDown move a month, with Shift a year, the day clamped', async () => {
      const el = await picker({ value: '2024-01-31' });
      await openCalendar(el);
      expect(await step(el, 'PageDown', '2024-01-31')).to.equal('2024-02-29');
      expect(await step(el, 'PageUp', '2024-02-29')).to.equal('2024-01-29');
      await pressShift(el, 'PageUp');
      await expectSoon(() => focusedDay(), '2023-01-29');
      await pressShift(el, 'PageDown');
      await expectSoon(() => focusedDay(), '2024-01-29');
      expect(heading(el)).to.equal('January 2024');
    });

    it('swaps ArrowLeft and ArrowRight in right-to-left text', async () => {
      const wrap = await fixture<HTMLElement>(
        html`<div dir="rtl"><ds-date-picker label="Visit date" lang="en-US" value="2026-11-25"></ds-date-picker></div>`,
      );
      const el = wrap.querySelector('ds-date-picker')!;
      await settle(el);
      await openCalendar(el);
      expect(await step(el, 'ArrowLeft', '2026-11-25')).to.equal('2026-11-26');
      expect(await step(el, 'ArrowRight', '2026-11-26')).to.equal('2026-11-25');
    });

    it('Enter chooses, fires input and change, closes, and returns focus to the button', async () => {
      const el = await picker({ value: '2026-11-25' });
      const events = record(el, 'input', 'change');
      await openCalendar(el);
      await step(el, 'ArrowRight', '2026-11-25');
      await press(el, 'Enter');
      await expectSoon(() => isShown(el), false, 'Enter closes');
      expect(el.value).to.equal('2026-11-26');
      expect(input(el).value).to.equal('11/26/2026');
      expect(types(events)).to.deep.equal(['input', 'change']);
      await expectSoon(() => deepActive(), button(el), 'focus back on the button');
      expect(button(el).getAttribute('aria-label')).to.equal('Change date, Thursday, November 26, 2026');
      expect(button(el).getAttribute('aria-expanded')).to.equal('false');
    });

    it('Space chooses too; Escape closes without a change, focus back on the button', async () => {
      const el = await picker({ value: '2026-11-25' });
      await openCalendar(el);
      await step(el, 'ArrowLeft', '2026-11-25');
      await press(el, 'Escape');
      await expectSoon(() => isShown(el), false, 'Escape closes');
      expect(el.value).to.equal('2026-11-25');
      await expectSoon(() => deepActive(), button(el));
      await openCalendar(el);
      await step(el, 'ArrowLeft', '2026-11-25');
      await press(el, SPACE);
      await expectSoon(() => el.value, '2026-11-24', 'Space chooses');
      await expectSoon(() => isShown(el), false);
    });

    it('Tab and Shift+Tab cycle inside the dialog', async () => {
      const el = await picker({ value: '2026-11-25' });
      await openCalendar(el);
      const stops = () => {
        const active = deepActive() as HTMLElement;
        return active.dataset['date'] ? 'grid' : active.id || active.className;
      };
      const path = [stops()];
      for (let i = 0; i < 4; i++) {
        await press(el, 'Tab');
        path.push(stops());
      }
      expect(path).to.deep.equal(['grid', 'close-button', 'previous', 'next', 'grid']);
      await shiftTab();
      await expectSoon(() => stops(), 'next', 'Shift+Tab goes back');
      expect(isShown(el)).to.be.true;
    });

    it('the month buttons change the month and keep focus; at the limits they are disabled', async () => {
      const el = await picker({ value: '2026-11-25', min: '2026-10-05', max: '2026-12-10' });
      await openCalendar(el);
      const [previous, next] = [...el.shadowRoot!.querySelectorAll<HTMLElement>('[part="nav-button"]')];
      expect(previous!.getAttribute('aria-label')).to.equal('Previous month');
      expect(next!.getAttribute('aria-label')).to.equal('Next month');
      next!.focus();
      await press(el, 'Enter');
      await expectSoon(() => heading(el), 'December 2026');
      expect(deepActive(), 'focus stays on the button').to.equal(next);
      expect(next!.getAttribute('aria-disabled'), 'the max is in December').to.equal('true');
      await press(el, 'Enter');
      expect(heading(el)).to.equal('December 2026');
      await clickCenter(previous!);
      await expectSoon(() => heading(el), 'November 2026');
      await clickCenter(previous!);
      await expectSoon(() => heading(el), 'October 2026');
      expect(previous!.getAttribute('aria-disabled')).to.equal('true');
      expect(cell(el, '2026-10-04').getAttribute('aria-disabled'), 'before the min').to.equal('true');
    });

    it('disabled days are marked, can be moved onto but not chosen', async () => {
      const el = await picker({ value: '2026-11-27' }); // a Friday
      el.isDateDisabled = iso => {
        const day = new Date(`${iso}T00:00:00Z`).getUTCDay();
        return day === 0 || day === 6;
      };
      await settle(el);
      await openCalendar(el);
      expect(cell(el, '2026-11-28').getAttribute('aria-disabled')).to.equal('true');
      expect(cell(el, '2026-11-27').hasAttribute('aria-disabled')).to.be.false;
      expect(await step(el, 'ArrowRight', '2026-11-27')).to.equal('2026-11-28');
      await press(el, 'Enter');
      expect(isShown(el), 'Enter on a disabled day does nothing').to.be.true;
      expect(el.value).to.equal('2026-11-27');
      await clickCenter(cell(el, '2026-11-29'));
      await settle(el);
      expect(el.value, 'nor does a click').to.equal('2026-11-27');
      await clickCenter(cell(el, '2026-11-30'));
      await expectSoon(() => el.value, '2026-11-30', 'a click on an available day chooses it');
      await expectSoon(() => isShown(el), false);
    });

    it('a press outside closes without a change; it sits in the top layer below the field', async () => {
      const wrap = await fixture<HTMLElement>(html`<div>
        <ds-date-picker label="Visit date" lang="en-US" value="2026-11-25"></ds-date-picker>
        <p id="outside" style="margin-top: 420px">Outside</p>
      </div>`);
      const el = wrap.querySelector('ds-date-picker')!;
      await settle(el);
      await openCalendar(el);
      await expectSoon(() => dialog(el).dataset['side'], 'bottom');
      expect(dialog(el).getBoundingClientRect().top).to.be.at.least(part(el, 'base').getBoundingClientRect().bottom);
      await step(el, 'ArrowRight', '2026-11-25');
      await clickCenter(wrap.querySelector('#outside')!);
      await expectSoon(() => isShown(el), false, 'a press outside closes');
      expect(el.value).to.equal('2026-11-25');
    });

    it('Alt+ArrowDown in the field opens it; a disabled picker does not open', async () => {
      const el = await picker({ value: '2026-11-25' });
      input(el).focus();
      if (isWebDriverWebKit) await sendKeys({ type: '\uE00A\uE015' });
      else {
        await sendKeys({ down: 'Alt' });
        await sendKeys({ press: 'ArrowDown' });
        await sendKeys({ up: 'Alt' });
      }
      await expectSoon(() => isShown(el), true, 'Alt+ArrowDown opens');
      await expectSoon(() => focusedDay(), '2026-11-25');
      await press(el, 'Escape');
      el.disabled = true;
      el.open = true;
      await settle(el);
      expect(el.open, 'a disabled picker stays closed').to.be.false;
      expect(button(el).disabled).to.be.true;
    });
  });

  describe('styles', () => {
    function mediaRules(query: string): CSSStyleRule[] {
      const sheets = DsDatePicker.elementStyles
        .map(s => (s as { styleSheet?: CSSStyleSheet }).styleSheet!)
        .filter(Boolean);
      return sheets.flatMap(sheet =>
        [...sheet.cssRules]
          .filter(
            (r): r is CSSMediaRule => r instanceof CSSMediaRule && r.conditionText.replace(/\s/g, '').includes(query),
          )
          .flatMap(r => [...r.cssRules].filter((x): x is CSSStyleRule => x instanceof CSSStyleRule)),
      );
    }

    it('uses system colours in forced colours, no motion when reduced, 44 px days on touch', () => {
      const forced = mediaRules('(forced-colors:active)');
      expect(forced.find(r => r.selectorText === '.day.selected')!.style.backgroundColor.toLowerCase()).to.equal(
        'highlight',
      );
      expect(forced.find(r => r.selectorText === '.day.unavailable')!.style.color.toLowerCase()).to.equal('graytext');
      expect(mediaRules('(prefers-reduced-motion:reduce)').some(r => r.selectorText.includes('[popover]'))).to.be.true;
      expect(mediaRules('(pointer:coarse)').find(r => r.selectorText === ':host')!.style.cssText).to.contain('44px');
    });
  });
});

runFormControlSuite({
  tagName: 'ds-date-picker',
  render: ({ name, required, disabled }) =>
    html`<ds-date-picker
      label="Visit date"
      lang="en-US"
      name=${name}
      value=${required ? '' : '2026-11-25'}
      ?required=${required}
      ?disabled=${disabled}
    ></ds-date-picker>`,
  setValueAsUser: async el => {
    const date = el as DsDatePicker;
    await openCalendar(date);
    await press(date, 'ArrowRight');
    await expectSoon(() => focusedDay() !== '' && focusedDay() !== '2026-11-25', true);
    await press(date, 'Enter');
    await expectSoon(() => date.open, false, 'the calendar closed');
  },
  setValueAsScript: el => {
    (el as DsDatePicker).value = toIso({ year: 2026, month: 11, day: 26 });
  },
  defaultFormValue: '2026-11-25',
  userFormValue: '2026-11-26',
  supportsRequired: true,
  userEvents: ['input', 'change'],
});
