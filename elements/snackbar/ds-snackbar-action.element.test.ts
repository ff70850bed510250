import { expect, fixture, html, oneEvent, waitUntil } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import type { DsActionEvent } from '../events/ds-action.js';
import type { DsHideEvent } from '../events/ds-hide.js';
import { animationsFinished, deepActive, loadTokens, sleep, WAIT } from '../test/test-helpers.js';
import type { DsSnackbar } from './ds-snackbar.js';
import type { DsSnackbarHost } from './ds-snackbar-host.js';
import './ds-snackbar-host.js';

before(loadTokens);

/** The native <button> inside a ds-button part of a snackbar. */
const inner = (el: DsSnackbar, part: string) =>
  el.shadowRoot!.querySelector(`[part~="${part}"]`)?.shadowRoot?.querySelector('button') ?? null;
const itemById = (host: DsSnackbarHost, id: string) =>
  host.shadowRoot!.querySelector<DsSnackbar>(`ds-snackbar[data-id="${id}"]`);

async function renderedItem(host: DsSnackbarHost, id: string): Promise<DsSnackbar> {
  await waitUntil(() => itemById(host, id) && inner(itemById(host, id)!, 'action-button'), 'action rendered', WAIT);
  return itemById(host, id)!;
}

describe('<ds-snackbar> action', () => {
  it('renders no action button without action-label', async () => {
    const el = await fixture<DsSnackbar>(html`<ds-snackbar>Saved</ds-snackbar>`);
    expect(el.shadowRoot!.querySelector('[part~="action-button"]')).to.equal(null);
    expect(el.actionLabel).to.equal('');
  });

  it('renders a labelled action button that fires a cancelable ds-action and never removes the snackbar', async () => {
    const el = await fixture<DsSnackbar>(html`<ds-snackbar action-label="Undo">Photo archived</ds-snackbar>`);
    const button = el.shadowRoot!.querySelector<HTMLElement>('[part~="action-button"]')!;
    expect(button.textContent!.trim()).to.equal('Undo');
    const fired = oneEvent(el, 'ds-action') as Promise<DsActionEvent>;
    button.click();
    const event = await fired;
    expect(event.cancelable).to.be.true;
    expect(event.bubbles && event.composed).to.be.true;
    expect(el.isConnected).to.be.true;
    expect(el.exiting).to.be.false;
  });

  it('reflects actionLabel and updates the button when it changes', async () => {
    const el = await fixture<DsSnackbar>(html`<ds-snackbar>Saved</ds-snackbar>`);
    el.actionLabel = 'Open';
    await el.updateComplete;
    expect(el.getAttribute('action-label')).to.equal('Open');
    expect(el.shadowRoot!.querySelector('[part~="action-button"]')!.textContent!.trim()).to.equal('Open');
    el.actionLabel = '';
    await el.updateComplete;
    expect(el.shadowRoot!.querySelector('[part~="action-button"]')).to.equal(null);
  });

  it('takes a control of the page in its action slot instead', async () => {
    const el = await fixture<DsSnackbar>(
      html`<ds-snackbar action-label="Ignored"><a slot="action" href="#details">Details</a>Saved</ds-snackbar>`,
    );
    const slot = el.shadowRoot!.querySelector<HTMLSlotElement>('slot[name="action"]')!;
    expect(slot.assignedElements().map(e => e.textContent)).to.deep.equal(['Details']);
  });

  it('is reached with Tab after the message, before Dismiss, and Enter presses it', async () => {
    const wrap = await fixture<HTMLElement>(
      html`<div>
        <button id="before">Before</button>
        <ds-snackbar action-label="Reload" dismissible>A new version is available.</ds-snackbar>
      </div>`,
    );
    const el = wrap.querySelector('ds-snackbar')!;
    await el.updateComplete;
    await waitUntil(() => inner(el, 'action-button') && inner(el, 'dismiss-button'), 'buttons rendered', WAIT);
    wrap.querySelector<HTMLButtonElement>('#before')!.focus();
    await sendKeys({ press: 'Tab' });
    await waitUntil(() => deepActive() === inner(el, 'action-button'), 'the action is the next tab stop', WAIT);
    const fired = oneEvent(el, 'ds-action');
    await sendKeys({ press: 'Enter' });
    await fired;
    await sendKeys({ press: 'Tab' });
    await waitUntil(() => deepActive() === inner(el, 'dismiss-button'), 'Dismiss follows', WAIT);
  });

  it('is accessible with an action and a dismiss button', async () => {
    const el = await fixture<DsSnackbar>(
      html`<ds-snackbar action-label="Reload" dismissible>A new version is available.</ds-snackbar>`,
    );
    await waitUntil(() => inner(el, 'action-button'), 'rendered', WAIT);
    await animationsFinished(el); // axe would measure the contrast of a half-faded message
    await expect(el).to.be.accessible();
  });
});

describe('<ds-snackbar-host> items with an action', () => {
  it('wait for an answer: no timeout unless a duration is given', async () => {
    const host = await fixture<DsSnackbarHost>(html`<ds-snackbar-host></ds-snackbar-host>`);
    const waiting = host.show({ message: 'A new version is available.', action: 'Reload' });
    const timed = host.show({ message: 'Photo archived', action: 'Undo', duration: 4000 });
    const [first, second] = host.items;
    expect(first).to.include({ id: waiting, action: 'Reload', duration: Infinity });
    expect(second).to.include({ id: timed, action: 'Undo', duration: 4000 });
    const item = await renderedItem(host, waiting);
    expect(item.actionLabel).to.equal('Reload');
    host.clear();
  });

  it('pressing the action fires ds-action with the id, calls onAction and dismisses the item (reason action)', async () => {
    const host = await fixture<DsSnackbarHost>(html`<ds-snackbar-host></ds-snackbar-host>`);
    const calls: string[] = [];
    const id = host.show({ message: 'Photo archived', action: 'Undo', onAction: i => calls.push(i) });
    const item = await renderedItem(host, id);
    const action = oneEvent(host, 'ds-action') as Promise<DsActionEvent>;
    const hidden = oneEvent(host, 'ds-hide') as Promise<DsHideEvent>;
    inner(item, 'action-button')!.click();
    expect((await action).detail).to.deep.equal({ id });
    expect((await hidden).detail).to.deep.equal({ id, reason: 'action' });
    expect(calls).to.deep.equal([id]);
    await waitUntil(() => host.items.length === 0, 'removed after its exit', WAIT);
  });

  it('a cancelled ds-action keeps the item and skips onAction', async () => {
    const host = await fixture<DsSnackbarHost>(html`<ds-snackbar-host></ds-snackbar-host>`);
    let called = 0;
    const id = host.show({ message: 'Keep me', action: 'Try', onAction: () => called++ });
    host.addEventListener('ds-action', event => event.preventDefault(), { once: true });
    const item = await renderedItem(host, id);
    inner(item, 'action-button')!.click();
    await sleep(400);
    expect(called).to.equal(0);
    expect(host.items.map(i => [i.id, i.exiting])).to.deep.equal([[id, false]]);
    host.clear();
  });

  it('a timed item with an action does not time out while its action has focus', async function () {
    this.timeout(15_000);
    const host = await fixture<DsSnackbarHost>(html`<ds-snackbar-host></ds-snackbar-host>`);
    const id = host.show({ message: 'Photo archived', action: 'Undo', duration: 800 });
    const item = await renderedItem(host, id);
    inner(item, 'action-button')!.focus();
    await waitUntil(() => item.paused, 'paused while focused', WAIT);
    await sleep(1200);
    expect(host.items.map(i => [i.id, i.exiting])).to.deep.equal([[id, false]]);
    inner(item, 'action-button')!.blur();
    await waitUntil(() => host.items.length === 0, 'times out once focus left', WAIT);
  });

  it('ignores a bad action label (not a string, blank)', async () => {
    const host = await fixture<DsSnackbarHost>(html`<ds-snackbar-host></ds-snackbar-host>`);
    host.show({ message: 'A', action: 42 as unknown as string });
    host.show({ message: 'B', action: '   ' });
    expect(host.items.map(i => [i.action, i.duration])).to.deep.equal([
      ['', 3000],
      ['', 3000],
    ]);
    host.clear();
  });
});
