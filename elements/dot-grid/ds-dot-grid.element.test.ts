import { expect, fixture, html } from '@open-wc/testing';
import { sendKeys, sendMouse } from '@web/test-runner-commands';
import { runFormControlSuite } from '../test/form-control.suite.js';
import {
  SPACE,
  expectSoon,
  isWebDriverWebKit,
  loadTokens,
  part,
  record,
  resetMouseAndFocus,
  types,
} from '../test/test-helpers.js';
import { indexAt } from './dot-grid-model.js';
import { DsDotGrid } from './ds-dot-grid.js';

before(loadTokens);
afterEach(resetMouseAndFocus);

// 320 px wide: each dot's cell is 20 px, so cell (row, column) has its centre at 10 + 20·column.
const grid = (attrs = '') =>
  fixture<DsDotGrid>(html`<ds-dot-grid style="width: 320px; --ds-dot-grid-size: 320px" ${attrs}></ds-dot-grid>`);

function pointOf(el: DsDotGrid, row: number, column: number): [number, number] {
  const box = part(el, 'svg').getBoundingClientRect();
  const cell = box.width / 16;
  return [Math.round(box.left + cell * (column + 0.5)), Math.round(box.top + cell * (row + 0.5))];
}

async function clickDot(el: DsDotGrid, row: number, column: number): Promise<void> {
  await sendMouse({ type: 'click', position: pointOf(el, row, column) });
  await el.updateComplete;
}

async function drag(el: DsDotGrid, ...cells: [number, number][]): Promise<void> {
  const [first, ...rest] = cells;
  await sendMouse({ type: 'move', position: pointOf(el, ...first!) });
  await sendMouse({ type: 'down' });
  for (const cell of rest) await sendMouse({ type: 'move', position: pointOf(el, ...cell) });
  await sendMouse({ type: 'up' });
  await el.updateComplete;
}

/**
 * WebKit's WebDriver bridge cannot hold a modifier, but it types a string of WebDriver key codes
 * as one chord (all down, then all up): a real Shift+ArrowRight.
 */
const WEBDRIVER_KEYS: Record<string, string> = {
  Shift: '\uE008',
  Control: '\uE009',
  ArrowLeft: '\uE012',
  ArrowUp: '\uE013',
  ArrowRight: '\uE014',
  ArrowDown: '\uE015',
  Home: '\uE011',
  End: '\uE010',
};

async function press(el: DsDotGrid, ...keys: string[]): Promise<void> {
  if (!el.matches(':focus-within')) el.focus();
  for (const key of keys) {
    // "Shift+ArrowRight": the modifier held around the key, as a person does
    const [modifier, main] = key.includes('+') ? key.split('+') : [null, key];
    const name = main === 'Space' ? SPACE : main!;
    if (!modifier) await sendKeys({ press: name });
    else if (isWebDriverWebKit) await sendKeys({ type: WEBDRIVER_KEYS[modifier]! + WEBDRIVER_KEYS[name]! });
    else {
      await sendKeys({ down: modifier });
      try {
        await sendKeys({ press: name });
      } finally {
        await sendKeys({ up: modifier });
      }
    }
  }
  await el.updateComplete;
}

const activeName = (el: DsDotGrid) => {
  const id = part(el, 'base').getAttribute('aria-activedescendant')!;
  return el.shadowRoot!.getElementById(id)!.getAttribute('aria-label');
};

runFormControlSuite({
  tagName: 'ds-dot-grid',
  render: ({ name, disabled }) => html`<ds-dot-grid name=${name} value="1,2" ?disabled=${disabled}></ds-dot-grid>`,
  setValueAsUser: async el => {
    el.focus();
    await sendKeys({ press: SPACE }); // the cursor starts on dot 0
  },
  defaultFormValue: '1,2',
  userFormValue: '0,1,2',
  userEvents: ['input', 'change'],
});

describe('<ds-dot-grid>', () => {
  it('renders 256 dots of radius 4, 10 apart, in a 160×160 view', async () => {
    const el = await grid();
    expect(el).to.be.instanceOf(DsDotGrid);
    expect(part(el, 'svg').getAttribute('viewBox')).to.equal('0 0 160 160');
    const dots = el.shadowRoot!.querySelectorAll('[part~="dot"]');
    expect(dots).to.have.length(256);
    expect([dots[17]!.getAttribute('cx'), dots[17]!.getAttribute('cy'), dots[17]!.getAttribute('r')]).to.deep.equal([
      '15',
      '15',
      '4',
    ]);
  });

  describe('value', () => {
    it('reads junk, duplicates and out-of-range indexes leniently and sorts them', async () => {
      const el = await grid();
      el.value = '9, 3,x,3,256,-1,2.5,0';
      await el.updateComplete;
      expect(el.value).to.equal('0,3,9');
      expect(el.shadowRoot!.querySelectorAll('[part~="dot-on"]')).to.have.length(3);
      expect(el.isOn(3)).to.equal(true);
      el.value = [5, 4] as unknown as string;
      expect(el.value).to.equal('4,5');
      el.value = null as unknown as string;
      expect(el.value).to.equal('');
    });

    it('takes its value from the attribute and round-trips it', async () => {
      const el = await fixture<DsDotGrid>(html`<ds-dot-grid value="255,0,17"></ds-dot-grid>`);
      expect(el.value).to.equal('0,17,255');
      const read = el.value;
      el.value = read;
      expect(el.value).to.equal('0,17,255');
    });

    it('fires no event when set by script', async () => {
      const el = await grid();
      const events = record(el, 'input', 'change');
      el.value = '1,2,3';
      await el.updateComplete;
      expect(events).to.have.length(0);
    });
  });

  describe('pointer', () => {
    it('toggles a dot on click, with input then change', async () => {
      const el = await grid();
      const events = record(el, 'input', 'change');
      await clickDot(el, 2, 3);
      await expectSoon(() => el.value, String(indexAt(2, 3)));
      expect(types(events)).to.deep.equal(['input', 'change']);
      await clickDot(el, 2, 3);
      await expectSoon(() => el.value, '');
      expect(types(events)).to.deep.equal(['input', 'change', 'input', 'change']);
    });

    it('turns dots on along a drag, without gaps, and fires change once at the end', async () => {
      const el = await grid();
      const events = record(el, 'input', 'change');
      await drag(el, [0, 0], [0, 4]);
      await expectSoon(() => el.value, '0,1,2,3,4');
      expect(types(events).filter(t => t === 'change')).to.have.length(1);
      expect(types(events).at(-1)).to.equal('change');
    });

    it('keeps an active start dot on when the press becomes a drag', async () => {
      const el = await grid();
      el.value = '0';
      await drag(el, [0, 0], [1, 0]);
      await expectSoon(() => el.value, '0,16');
    });

    it('turns dots off by click and drag in eraser mode', async () => {
      const el = await grid('');
      el.value = '0,1,2,3,20';
      el.eraser = true;
      await el.updateComplete;
      await clickDot(el, 1, 4);
      await expectSoon(() => el.value, '0,1,2,3');
      await clickDot(el, 5, 5); // an empty dot stays empty
      await expectSoon(() => el.value, '0,1,2,3');
      await drag(el, [0, 0], [0, 2]);
      await expectSoon(() => el.value, '3');
    });

    it('paints the mirror images too', async () => {
      const el = await grid();
      el.mirror = 'both';
      await el.updateComplete;
      await clickDot(el, 0, 0);
      await expectSoon(() => el.value, '0,15,240,255');
    });

    it('ignores the pointer while disabled', async () => {
      const el = await grid();
      el.disabled = true;
      await el.updateComplete;
      const events = record(el, 'input', 'change');
      await clickDot(el, 0, 0);
      await drag(el, [1, 1], [1, 5]);
      expect(el.value).to.equal('');
      expect(events).to.have.length(0);
    });
  });

  describe('keyboard', () => {
    it('is one tab stop, a grid that names the dot under the cursor', async () => {
      const el = await grid();
      el.value = '1';
      await el.updateComplete;
      await sendKeys({ press: 'Tab' });
      await expectSoon(() => el.shadowRoot!.activeElement, part(el, 'base'));
      expect(part(el, 'base').getAttribute('role')).to.equal('grid');
      expect(activeName(el)).to.equal('Row 1, column 1, off');
      await press(el, 'ArrowRight');
      expect(activeName(el)).to.equal('Row 1, column 2, on');
      await press(el, 'ArrowDown');
      expect(activeName(el)).to.equal('Row 2, column 2, off');
    });

    it('shows the cursor while the keyboard is used', async () => {
      const el = await grid();
      await press(el, 'ArrowRight');
      await expectSoon(() => getComputedStyle(part(el, 'cursor')).display, 'inline');
      expect(part(el, 'cursor').getAttribute('cx')).to.equal('15');
    });

    it('toggles with Space and Enter, firing change on key release', async () => {
      const el = await grid();
      const events = record(el, 'input', 'change');
      await press(el, 'ArrowRight', 'Space');
      expect(el.value).to.equal('1');
      expect(types(events)).to.deep.equal(['input', 'change']);
      await press(el, 'Enter');
      expect(el.value).to.equal('');
      expect(types(events)).to.deep.equal(['input', 'change', 'input', 'change']);
    });

    it('paints with Shift and the move keys, and erases so in eraser mode', async () => {
      const el = await grid();
      const changes = record(el, 'change');
      await press(el, 'Shift+ArrowRight', 'Shift+ArrowRight', 'Shift+ArrowDown');
      await expectSoon(() => el.value, '0,1,2,18');
      await press(el, 'Home', 'Shift+End');
      await expectSoon(() => el.value, '0,1,2,' + Array.from({ length: 16 }, (_, i) => 16 + i).join(','));
      expect(changes.length).to.be.greaterThan(0);
      el.eraser = true;
      await el.updateComplete;
      await press(el, 'Shift+Home');
      expect(el.value).to.equal('0,1,2');
      await press(el, 'PageUp', 'Space');
      expect(el.value).to.equal('1,2');
      await press(el, 'Space'); // eraser: an empty dot stays empty
      expect(el.value).to.equal('1,2');
    });

    it('mirrors keyboard painting too', async () => {
      const el = await grid();
      el.mirror = 'horizontal';
      await el.updateComplete;
      await press(el, 'Space', 'Shift+ArrowRight');
      await expectSoon(() => el.value, '0,1,14,15');
      el.eraser = true;
      await el.updateComplete;
      await press(el, 'Space');
      expect(el.value).to.equal('0,15');
    });

    it('goes to the ends of the row with Home/End and of the grid with Ctrl', async () => {
      const el = await grid();
      await press(el, 'ArrowDown', 'End');
      expect(activeName(el)).to.equal('Row 2, column 16, off');
      await press(el, 'Control+End');
      expect(activeName(el)).to.equal('Row 16, column 16, off');
      await press(el, 'Control+Home');
      expect(activeName(el)).to.equal('Row 1, column 1, off');
    });

    it('announces the new state after a key changes a dot', async () => {
      const el = await grid();
      await press(el, 'Space');
      const live = el.shadowRoot!.querySelector('[aria-live]')!;
      await expectSoon(() => live.textContent, 'Row 1, column 1, on');
    });
  });

  describe('options', () => {
    it('shows guides on request', async () => {
      const el = await grid();
      expect(el.shadowRoot!.querySelector('[part="guides"]')).to.equal(null);
      el.guides = true;
      await el.updateComplete;
      expect(el.shadowRoot!.querySelectorAll('[part="guides"] line')).to.have.length(30);
    });

    it('falls back to no mirror for unknown modes', async () => {
      const el = await grid();
      el.mirror = 'diagonal' as never;
      await el.updateComplete;
      expect(el.mirror).to.equal('none');
    });

    it('takes its words from strings and its name from label', async () => {
      const el = await grid();
      el.strings = { dot: 'Zeile {row}, Spalte {column}: {state}', off: 'aus' };
      el.label = 'Icon';
      await el.updateComplete;
      expect(activeName(el)).to.equal('Zeile 1, Spalte 1: aus');
      expect(part(el, 'base').getAttribute('aria-label')).to.equal('Icon');
    });

    // axe walks 256 cells per grid: one test per grid, with time to spare for a busy WebKit
    for (const [what, template] of [
      ['with dots', html`<ds-dot-grid value="0,17,34"></ds-dot-grid>`],
      ['with guides and a label', html`<ds-dot-grid guides label="Icon"></ds-dot-grid>`],
      ['disabled', html`<ds-dot-grid disabled value="5"></ds-dot-grid>`],
    ] as const) {
      it(`is accessible ${what}`, async function () {
        this.timeout(20_000);
        const el = await fixture(template);
        await expect(el).to.be.accessible();
      });
    }
  });
});
