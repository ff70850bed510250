// Every element under right-to-left text (`dir="rtl"` on an ancestor): one test per tag, each
// asserting what would be wrong without care for the direction (mirrored geometry, arrow keys that
// follow the screen, start/end placements), or that nothing physical leaks where nothing mirrors.
import { expect, fixture, html, nextFrame, waitUntil } from '@open-wc/testing';
import { sendKeys, sendMouse } from '@web/test-runner-commands';
import type { TemplateResult } from 'lit';
import '../index.js';
import type { DsButtonGroup } from '../button/ds-button-group.js';
import type { DsCard } from '../card/ds-card.js';
import type { DsColorPicker } from '../color-picker/ds-color-picker.js';
import type { DsDotGrid } from '../dot-grid/ds-dot-grid.js';
import type { DsMarquee } from '../marquee/ds-marquee.js';
import type { DsMenu } from '../menu/ds-menu.js';
import type { DsModal } from '../modal/ds-modal.js';
import type { DsPopover } from '../popover/ds-popover.js';
import type { DsRadioGroup } from '../radio/ds-radio-group.js';
import type { DsSelect } from '../select/ds-select.js';
import type { DsSidePanel } from '../side-panel/ds-side-panel.js';
import type { DsSlider } from '../slider/ds-slider.js';
import type { DsSnackbarHost } from '../snackbar/ds-snackbar-host.js';
import type { DsTabs } from '../tabs/ds-tabs.js';
import type { DsTooltip } from '../tooltip/ds-tooltip.js';
import { isRtl } from '../internal/i18n/direction.js';
import { expectSoon, loadTokens, part, resetMouseAndFocus, settle, WAIT } from './test-helpers.js';

before(loadTokens);
afterEach(resetMouseAndFocus);

/** `content` inside a right-to-left block 600 px wide; returns the first element in it. */
async function rtl<T extends Element>(content: TemplateResult, width = 600): Promise<T> {
  const wrap = await fixture<HTMLElement>(html`<div dir="rtl" style="inline-size: ${width}px">${content}</div>`);
  const el = wrap.firstElementChild as T;
  await settle(el as unknown as { updateComplete?: Promise<unknown> });
  return el;
}

const box = (el: Element) => el.getBoundingClientRect();
const midX = (el: Element) => {
  const r = box(el);
  return r.left + r.width / 2;
};
/** Waits until `read` finds something, and returns it. */
async function found<T>(read: () => T | null | undefined, what: string): Promise<T> {
  await waitUntil(() => read(), what, WAIT);
  return read()!;
}

/** The horizontal scale of an element's transform (-1: mirrored). */
const scaleXOf = (el: Element) => {
  const t = getComputedStyle(el).transform;
  return t === 'none' ? 1 : Math.sign(new DOMMatrix(t).a);
};

describe('right-to-left text', () => {
  it('isRtl() reads the direction live, from an ancestor, and follows a later change', async () => {
    const wrap = await fixture<HTMLElement>(html`<div dir="rtl"><span>x</span></div>`);
    const span = wrap.querySelector('span')!;
    expect(isRtl(span)).to.be.true;
    wrap.dir = 'ltr';
    expect(isRtl(span)).to.be.false;
    expect(isRtl(document.createElement('div')), 'not connected').to.be.false;
  });

  describe('ds-blob', () => {
    it('sits at the start (right) of its line and draws inside its own box', async () => {
      const el = await rtl(html`<ds-blob size="80"></ds-blob>`);
      const wrap = el.parentElement!;
      expect(box(el).right).to.be.closeTo(box(wrap).right, 1);
      const svg = part(el, 'svg');
      expect(box(svg).left).to.be.at.least(box(el).left - 1);
      expect(box(svg).right).to.be.at.most(box(el).right + 1);
    });
  });

  describe('ds-button', () => {
    it('puts the start icon on the right of the label and the end icon on its left', async () => {
      const el = await rtl(html`<ds-button
        ><ds-icon slot="start" name="check"></ds-icon><span>Save</span><ds-icon slot="end" name="arrow-left"></ds-icon
      ></ds-button>`);
      const label = el.querySelector('span')!;
      expect(midX(el.querySelector('[slot="start"]')!)).to.be.greaterThan(box(label).right - 1);
      expect(midX(el.querySelector('[slot="end"]')!)).to.be.lessThan(box(label).left + 1);
    });
  });

  describe('ds-button-group', () => {
    it('overflows to the left: the end fade on the left, a focused last button scrolled into view', async () => {
      const el = await rtl<DsButtonGroup>(
        html`<ds-button-group label="Days"
          >${['One', 'Two', 'Three', 'Four', 'Five', 'Six', 'Seven'].map(d => html`<ds-button>${d}</ds-button>`)}</ds-button-group
        >`,
        160,
      );
      const scroller = part(el, 'base');
      const buttons = [...el.querySelectorAll('ds-button')];
      await expectSoon(() => scroller.getAttribute('data-overflow'), 'end');
      expect(getComputedStyle(scroller).getPropertyValue('--_fade-to').trim(), 'the end fades on the left').to.equal(
        'to left',
      );
      expect(midX(buttons[0]!), 'the first button on the right').to.be.greaterThan(midX(buttons[1]!));
      buttons.at(-1)!.focus();
      await expectSoon(() => scroller.getAttribute('data-overflow'), 'start');
      const view = box(scroller);
      await waitUntil(
        () => box(buttons.at(-1)!).left >= view.left - 1 && box(buttons.at(-1)!).right <= view.right + 1,
        'the last button is in view',
        WAIT,
      );
    });
  });

  describe('ds-card', () => {
    it('puts the check badge of a selected card at its end (top left)', async () => {
      const el = await rtl<DsCard>(
        html`<ds-card selectable selected label="Plan"><span slot="heading">Plan</span></ds-card>`,
        300,
      );
      await waitUntil(() => el.shadowRoot!.querySelector('[part~="check"]'), 'check', WAIT);
      const card = box(part(el, 'card'));
      const check = box(part(el, 'check'));
      expect(check.left - card.left, 'near the left edge').to.be.lessThan(card.right - check.right);
    });
  });

  describe('ds-checkbox-group', () => {
    it('lays out buttons from the right, first option rightmost', async () => {
      const el = await rtl(html`<ds-checkbox-group label="Days" appearance="buttons">
        <ds-checkbox value="mo">Mo</ds-checkbox><ds-checkbox value="tu">Tu</ds-checkbox>
      </ds-checkbox-group>`);
      const [mo, tu] = [...el.querySelectorAll('ds-checkbox')];
      expect(midX(mo!)).to.be.greaterThan(midX(tu!));
      expect(box(mo!).right).to.be.closeTo(box(part(el, 'options')).right, 2);
      const label = part(el, 'label');
      expect(box(label).right, 'the label starts on the right').to.be.closeTo(box(el).right, 2);
    });
  });

  describe('ds-checkbox', () => {
    it('puts the box on the right of its label', async () => {
      const el = await rtl(html`<ds-checkbox>Subscribe</ds-checkbox>`);
      expect(midX(part(el, 'control'))).to.be.greaterThan(midX(part(el, 'label')));
    });
  });

  describe('ds-color-picker', () => {
    it('shows the hex field as left-to-right text, "#ff0000ff", and mirrors the hue keys', async () => {
      const el = await rtl<DsColorPicker>(html`<ds-color-picker alpha value="#ff0000ff"></ds-color-picker>`);
      const field = part(el, 'hex');
      const input = part(el, 'hex-input') as HTMLInputElement;
      const hash = field.querySelector('.hash')!;
      expect(input.value).to.equal('ff0000ff');
      expect(getComputedStyle(input).direction, 'the value is left-to-right text').to.equal('ltr');
      expect(box(hash).right, 'the # comes first, on the left').to.be.at.most(box(input).left + 1);
      // the hue slider is mirrored: ArrowRight moves the thumb right, towards a lower hue
      const hue = part(el, 'hue');
      el.value = '#00ff00ff';
      await settle(el);
      hue.focus();
      await sendKeys({ press: 'ArrowRight' });
      await expectSoon(() => el.value !== '#00ff00ff', true);
      expect(Number(hue.getAttribute('aria-valuenow')), 'a lower hue').to.be.lessThan(120);
    });
  });

  describe('ds-count-up', () => {
    it('sits at the start (right) of its line', async () => {
      const el = await rtl(html`<ds-count-up to="42" duration="0"></ds-count-up>`);
      expect(box(el).right).to.be.closeTo(box(el.parentElement!).right, 1);
      await expectSoon(() => part(el, 'value').textContent?.trim(), '42');
    });
  });

  describe('ds-details', () => {
    it('puts the summary on the right and the chevron on its left', async () => {
      const el = await rtl(html`<ds-details summary="Shipping">Body</ds-details>`);
      expect(midX(part(el, 'summary-text'))).to.be.greaterThan(midX(part(el, 'icon')));
    });
  });

  describe('ds-drawer', () => {
    it('slides in at the right edge with placement="start", the close button on the left of the title', async () => {
      const el = await rtl<HTMLElement & { show(): Promise<void>; hide(): Promise<void> }>(
        html`<ds-drawer label="Menu" placement="start">Body</ds-drawer>`,
      );
      await el.show();
      await expectSoon(() => Math.round(box(part(el, 'panel')).right), innerWidth, 'at the right edge');
      expect(midX(part(el, 'title'))).to.be.greaterThan(midX(part(el, 'close-button')));
      await el.hide();
    });
  });

  describe('ds-divider', () => {
    it('draws a vertical line on its start (right) border', async () => {
      const wrap = await rtl<HTMLElement>(
        html`<div style="display: flex; block-size: 40px"><ds-divider orientation="vertical" spacing="8"></ds-divider></div>`,
      );
      const line = part(wrap.querySelector('ds-divider')!, 'line');
      const style = getComputedStyle(line);
      expect(parseFloat(style.borderRightWidth), 'the start border is the right one').to.be.greaterThan(0);
      expect(parseFloat(style.borderLeftWidth)).to.equal(0);
    });
  });

  describe('ds-dot-grid', () => {
    it('keeps the drawing unmirrored: ArrowRight moves the cursor one dot to the right', async () => {
      const el = await rtl<DsDotGrid>(html`<ds-dot-grid label="Draw"></ds-dot-grid>`, 320);
      const grid = part(el, 'base');
      grid.focus();
      await sendKeys({ press: 'ArrowRight' }); // the cursor ring shows after a key press
      await settle(el);
      const before = midX(part(el, 'cursor'));
      const dot = () => Number(grid.getAttribute('aria-activedescendant')!.replace('dot-', ''));
      const cursor = dot();
      await sendKeys({ press: 'ArrowRight' });
      await expectSoon(dot, cursor + 1);
      await settle(el);
      expect(midX(part(el, 'cursor'))).to.be.greaterThan(before);
    });
  });

  describe('ds-gauge', () => {
    it('mirrors the dial: the minimum on the right, where the needle points at the minimum', async () => {
      const el = await rtl(html`<ds-gauge variant="zoom" value="0" min="0" max="100"></ds-gauge>`, 300);
      const [min, max] = [...part(el, 'scale').querySelectorAll('span')];
      expect(midX(min!), 'the minimum on the right').to.be.greaterThan(midX(max!));
      const dial = part(el, 'dial');
      expect(midX(part(el, 'needle')), 'the needle at the minimum').to.be.greaterThan(midX(dial));
    });
  });

  describe('ds-icon', () => {
    it('is a picture: never mirrored by the direction', async () => {
      const el = await rtl(html`<ds-icon name="arrow-right" size="24"></ds-icon>`);
      expect(box(el).right).to.be.closeTo(box(el.parentElement!).right, 1);
      expect(scaleXOf(part(el, 'svg'))).to.equal(1);
      expect(scaleXOf(el)).to.equal(1);
    });
  });

  describe('ds-marquee', () => {
    it('loops without a gap and moves leftwards (its default) in right-to-left text', async () => {
      const el = await rtl<DsMarquee>(html`<ds-marquee
        ><span>Alpha</span><span>Beta</span><span>Gamma</span></ds-marquee
      >`);
      const track = part(el, 'track');
      const viewport = box(part(el, 'viewport'));
      await waitUntil(() => !track.classList.contains('track--measuring'), 'measured', WAIT);
      const animation = track.getAnimations()[0]!;
      animation.pause();
      const loop = Number(animation.effect!.getComputedTiming().duration);
      const at = (share: number) => {
        animation.currentTime = loop * share;
        return box(track);
      };
      for (const share of [0, 0.25, 0.5, 0.75, 0.99]) {
        const r = at(share);
        expect(r.left, `covers the left at ${share}`).to.be.at.most(viewport.left + 1);
        expect(r.right, `covers the right at ${share}`).to.be.at.least(viewport.right - 1);
      }
      expect(at(0.5).left, 'moves leftwards').to.be.lessThan(at(0.25).left);
      animation.play();
    });
  });

  describe('ds-menu-item', () => {
    it('puts the start slot on the right of the label', async () => {
      const el = await rtl(html`<ds-menu-item><span slot="start">S</span>Copy</ds-menu-item>`, 200);
      expect(midX(el.querySelector('[slot="start"]')!)).to.be.greaterThan(midX(part(el, 'label')));
    });
  });

  describe('ds-menu', () => {
    it('placement="start" opens the list on the right of its trigger; "mouse" to the left of the pointer', async () => {
      const el = await rtl<DsMenu>(html`<ds-menu placement="start" label="Actions">
        <button slot="trigger" style="position: fixed; top: 40%; left: 40%; width: 90px; height: 36px">Open</button>
        <ds-menu-item>One</ds-menu-item>
      </ds-menu>`);
      el.open = true;
      const list = el.shadowRoot!.querySelector<HTMLElement>('[part~="menu"]')!;
      const trigger = el.querySelector('button')!;
      await waitUntil(() => list.dataset['side'], 'positioned', WAIT);
      expect(list.dataset['side']).to.equal('right');
      expect(box(list).left).to.be.at.least(box(trigger).right);
      el.open = false;
      await waitUntil(() => !el.open && !list.matches(':popover-open'), 'closed', WAIT);
      el.placement = 'mouse';
      const r = box(trigger);
      const point: [number, number] = [Math.round(r.left + 60), Math.round(r.top + 10)];
      await sendMouse({ type: 'click', position: point });
      await waitUntil(() => el.open, 'opened', WAIT);
      await expectSoon(() => Math.round(box(list).right), point[0], 'its top-right corner at the pointer');
      expect(Math.round(box(list).top)).to.equal(point[1]);
      el.open = false;
    });
  });

  describe('ds-modal', () => {
    it('puts the title on the right and the close button on the left of the header', async () => {
      const el = await rtl<DsModal>(html`<ds-modal label="Settings">Body</ds-modal>`);
      el.open = true;
      await waitUntil(() => box(part(el, 'panel')).width > 0, 'shown', WAIT);
      expect(midX(part(el, 'title'))).to.be.greaterThan(midX(part(el, 'close-button')));
      el.open = false;
      await settle(el);
    });
  });

  describe('ds-popover', () => {
    it('placement start/end follow the direction, read at each opening; an unknown placement warns once', async () => {
      const el = await rtl<DsPopover>(html`<ds-popover label="Panel" placement="start">
        <button slot="trigger" style="position: fixed; top: 40%; left: 40%; width: 90px; height: 36px">Open</button>
        <div style="width: 60px; height: 30px">Content</div>
      </ds-popover>`);
      const panel = el.shadowRoot!.querySelector<HTMLElement>('[part~="panel"]')!;
      const trigger = el.querySelector('button')!;
      await el.show();
      expect(panel.dataset['side']).to.equal('right');
      expect(box(panel).left, 'start: on the right').to.be.at.least(box(trigger).right);
      await el.hide();
      el.placement = 'end';
      await el.show();
      expect(box(panel).right, 'end: on the left').to.be.at.most(box(trigger).left);
      await el.hide();
      el.parentElement!.dir = 'ltr';
      await el.show();
      expect(box(panel).left, 'end in left-to-right text: on the right').to.be.at.least(box(trigger).right);
      await el.hide();

      const warnings: unknown[][] = [];
      const warn = console.warn;
      console.warn = (...args: unknown[]) => void warnings.push(args);
      try {
        el.setAttribute('placement', 'sideways');
        await el.show();
        await el.hide();
        await el.show();
        await el.hide();
      } finally {
        console.warn = warn;
      }
      expect(warnings.length, 'warned once').to.equal(1);
      expect(String(warnings[0]![0])).to.contain('ds-popover').and.contain('sideways');
    });
  });

  describe('ds-radio-group', () => {
    it('ArrowRight moves to the option on the right: the previous one', async () => {
      const el = await rtl<DsRadioGroup>(html`<ds-radio-group label="Size" appearance="buttons" value="m">
        <ds-radio value="s">S</ds-radio><ds-radio value="m">M</ds-radio><ds-radio value="l">L</ds-radio>
      </ds-radio-group>`);
      const [s, m] = [...el.querySelectorAll('ds-radio')];
      expect(midX(s!), 'the first option on the right').to.be.greaterThan(midX(m!));
      m!.focus();
      await sendKeys({ press: 'ArrowRight' });
      await expectSoon(() => el.value, 's');
      await sendKeys({ press: 'ArrowLeft' });
      await expectSoon(() => el.value, 'm');
    });
  });

  describe('ds-radio', () => {
    it('puts the dot on the right of its label', async () => {
      const el = await rtl(html`<ds-radio-group label="Size"><ds-radio value="s">Small</ds-radio></ds-radio-group>`);
      const radio = el.querySelector('ds-radio')!;
      expect(midX(part(radio, 'control'))).to.be.greaterThan(midX(part(radio, 'label')));
    });
  });

  describe('ds-ripple', () => {
    it('starts the wave under the pointer (its physical position)', async () => {
      const surface = await rtl<HTMLElement>(html`<div style="position: relative; width: 200px; height: 80px">
        Card<ds-ripple></ds-ripple>
      </div>`);
      const ripple = surface.querySelector('ds-ripple')!;
      const r = box(surface);
      const point: [number, number] = [Math.round(r.left + 30), Math.round(r.top + 40)];
      await sendMouse({ type: 'move', position: point });
      await sendMouse({ type: 'down' });
      const wave = await found(() => ripple.shadowRoot!.querySelector('.wave'), 'a wave');
      await sendMouse({ type: 'up' });
      expect(midX(wave)).to.be.closeTo(point[0], 2);
    });
  });

  describe('ds-select', () => {
    it('puts the expand icon on the left and opens the list aligned with the field', async () => {
      const el = await rtl<DsSelect>(html`<ds-select label="Fruit" value="a" style="inline-size: 240px">
        <ds-option value="a">Apple</ds-option><ds-option value="b">Banana</ds-option>
      </ds-select>`);
      expect(midX(part(el, 'expand-icon'))).to.be.lessThan(midX(part(el, 'display')));
      expect(box(el).right, 'at the start (right) of its line').to.be.closeTo(box(el.parentElement!).right, 1);
    });
  });

  describe('ds-option', () => {
    it("keeps the option's check at its start (right) with the start padding", async () => {
      const el = await rtl<DsSelect>(html`<ds-select label="Fruit" value="a" style="inline-size: 240px">
        <ds-option value="a">Apple</ds-option><ds-option value="b">Banana</ds-option>
      </ds-select>`);
      el.open = true;
      const listbox = part(el, 'listbox');
      await waitUntil(() => listbox.querySelector('.option .check'), 'options shown', WAIT);
      const option = listbox.querySelector<HTMLElement>('.option')!;
      const check = option.querySelector('.check')!;
      const label = option.querySelector('.option-label')!;
      expect(midX(check)).to.be.greaterThan(midX(label));
      expect(getComputedStyle(option).paddingRight, 'the start padding on the right').to.equal(
        getComputedStyle(option).paddingInlineStart,
      );
      expect(parseFloat(getComputedStyle(option).paddingRight)).to.be.lessThan(
        parseFloat(getComputedStyle(option).paddingLeft),
      );
      el.open = false;
    });
  });

  describe('ds-option-group', () => {
    it("puts the group's heading at the start (right) of the list", async () => {
      const el = await rtl<DsSelect>(html`<ds-select label="Food" value="a" style="inline-size: 240px">
        <ds-option-group label="Fruit"><ds-option value="a">Apple</ds-option></ds-option-group>
      </ds-select>`);
      el.open = true;
      const listbox = part(el, 'listbox');
      const heading = await found(() => listbox.querySelector('[part~="group-label"]'), 'group shown');
      const range = document.createRange();
      range.selectNodeContents(heading);
      const text = range.getBoundingClientRect();
      const r = box(heading);
      expect(r.right - text.right, 'the text starts on the right').to.be.lessThan(text.left - r.left);
      el.open = false;
    });
  });

  describe('ds-side-panel', () => {
    it('points its toggle arrow the way the panel moves: right to collapse a start panel', async () => {
      const wrap = await rtl<HTMLElement>(
        html`<div style="display: flex; block-size: 300px"><ds-side-panel open>Menu</ds-side-panel></div>`,
      );
      const el = wrap.querySelector<DsSidePanel>('ds-side-panel')!;
      expect(box(el).right, 'the start side is the right').to.be.closeTo(box(wrap).right, 1);
      const icon = part(el, 'toggle').querySelector('ds-icon')!;
      // the icon is a left chevron: open, a start panel collapses towards the right
      await expectSoon(() => scaleXOf(icon), -1, 'open: points right');
      el.open = false;
      await expectSoon(() => scaleXOf(icon), 1, 'collapsed: points left');
    });
  });

  describe('ds-slider', () => {
    it('runs from the right: 25 % sits at 75 % from the left, the fill on the right, ArrowRight decreases', async () => {
      const el = await rtl<DsSlider>(html`<ds-slider label="Volume" value="25"></ds-slider>`, 400);
      const rail = box(part(el, 'rail'));
      const thumb = part(el, 'thumb');
      expect((midX(thumb) - rail.left) / rail.width).to.be.closeTo(0.75, 0.02);
      const fill = getComputedStyle(part(el, 'rail')).backgroundImage;
      expect(fill, 'the fill grows from the right').to.match(/to left|270deg/);
      thumb.focus();
      await sendKeys({ press: 'ArrowRight' });
      await expectSoon(() => el.value, 24);
    });
  });

  describe('ds-snackbar-host', () => {
    it('lays a snackbar out from the right: the message, then its action on the left', async () => {
      const host = await rtl<DsSnackbarHost>(html`<ds-snackbar-host></ds-snackbar-host>`);
      host.show({ message: 'Saved', action: 'Undo' });
      const bar = await found(() => host.shadowRoot!.querySelector('ds-snackbar'), 'shown');
      await found(() => bar.shadowRoot?.querySelector('[part~="action-button"]'), 'action');
      expect(midX(part(bar, 'message'))).to.be.greaterThan(midX(part(bar, 'action-button')));
    });
  });

  describe('ds-snackbar', () => {
    it('shrinks its countdown bar towards the start (right)', async () => {
      const el = await rtl(html`<ds-snackbar countdown duration="60000">Saved</ds-snackbar>`);
      const bar = await found(() => el.shadowRoot!.querySelector<HTMLElement>('[part~="progress-bar"]'), 'bar');
      const origin = parseFloat(getComputedStyle(bar).transformOrigin);
      expect(origin).to.be.closeTo(bar.offsetWidth, 1);
    });
  });

  describe('ds-switch', () => {
    it('moves the thumb to the left when on', async () => {
      const el = await rtl(html`<ds-switch checked>Wi-Fi</ds-switch>`);
      const track = part(el, 'control');
      await expectSoon(() => midX(part(el, 'thumb')) < midX(track), true, 'on: the thumb on the left');
      expect(midX(track), 'the switch on the right of its label').to.be.greaterThan(midX(part(el, 'label')));
    });
  });

  describe('ds-tabs', () => {
    it('ArrowRight moves to the tab on the right: the previous one', async () => {
      const el = await rtl<DsTabs>(html`<ds-tabs label="Mail" value="sent">
        <ds-tab panel="inbox">Inbox</ds-tab><ds-tab panel="sent">Sent</ds-tab>
        <ds-tab-panel name="inbox">In</ds-tab-panel><ds-tab-panel name="sent">Out</ds-tab-panel>
      </ds-tabs>`);
      const [inbox, sent] = [...el.querySelectorAll('ds-tab')];
      await waitUntil(() => sent!.tabIndex === 0, 'roving tab stop', WAIT);
      expect(midX(inbox!), 'the first tab on the right').to.be.greaterThan(midX(sent!));
      sent!.focus();
      await sendKeys({ press: 'ArrowRight' });
      await expectSoon(() => document.activeElement, inbox as Element);
    });
  });

  describe('ds-tab', () => {
    it('puts its icon on the right of its label', async () => {
      const el = await rtl(html`<ds-tabs label="Mail">
        <ds-tab panel="inbox"><span slot="icon">I</span>Inbox</ds-tab>
        <ds-tab-panel name="inbox">In</ds-tab-panel>
      </ds-tabs>`);
      const tab = el.querySelector('ds-tab')!;
      expect(midX(part(tab, 'icon'))).to.be.greaterThan(midX(part(tab, 'label')));
    });
  });

  describe('ds-tab-panel', () => {
    it('starts its text on the right', async () => {
      const el = await rtl(html`<ds-tabs label="Mail">
        <ds-tab panel="inbox">Inbox</ds-tab>
        <ds-tab-panel name="inbox"><span>In</span></ds-tab-panel>
      </ds-tabs>`);
      const panel = el.querySelector('ds-tab-panel')!;
      await waitUntil(() => box(panel).width > 0, 'shown', WAIT);
      const text = box(panel.querySelector('span')!);
      expect(box(panel).right - text.right).to.be.lessThan(text.left - box(panel).left);
    });
  });

  describe('ds-text-field', () => {
    it('puts the start slot on the right of the input and the end slot on its left', async () => {
      const el = await rtl(html`<ds-text-field label="Price"
        ><span slot="start">€</span><span slot="end">EUR</span></ds-text-field
      >`);
      const input = part(el, 'input');
      expect(midX(el.querySelector('[slot="start"]')!)).to.be.greaterThan(box(input).right - 1);
      expect(midX(el.querySelector('[slot="end"]')!)).to.be.lessThan(box(input).left + 1);
    });
  });

  describe('ds-tooltip', () => {
    it('placement="start" shows the tooltip on the right of its trigger', async () => {
      const el = await rtl<DsTooltip>(html`<ds-tooltip content="Tip" placement="start">
        <button style="position: fixed; top: 40%; left: 40%; width: 90px; height: 36px">Target</button>
      </ds-tooltip>`);
      const body = el.shadowRoot!.querySelector<HTMLElement>('[part~="body"]')!;
      await el.show();
      expect(body.dataset['side']).to.equal('right');
      expect(box(body).left).to.be.at.least(box(el.querySelector('button')!).right);
      await el.hide();
      await nextFrame();
    });
  });
});
