import { expect, fixture, html, oneEvent, waitUntil } from '@open-wc/testing';
import { resetMouse, sendKeys, sendMouse } from '@web/test-runner-commands';
import type { DsHideEvent } from '../events/ds-hide.js';
import type { DsShowEvent } from '../events/ds-show.js';
import { deepActive, loadTokens, sleep, WAIT } from '../test/test-helpers.js';
import { DsSnackbar } from './ds-snackbar.js';
import { DsSnackbarHost } from './ds-snackbar-host.js';

before(loadTokens);

afterEach(async () => {
  await resetMouse();
});

const region = (host: DsSnackbarHost) => host.shadowRoot!.querySelector<HTMLElement>('[part~="base"]')!;
const rendered = (host: DsSnackbarHost) => [...host.shadowRoot!.querySelectorAll<DsSnackbar>('ds-snackbar')];
const texts = (host: DsSnackbarHost) => rendered(host).map(s => s.textContent!.trim());
const itemById = (host: DsSnackbarHost, id: string) =>
  host.shadowRoot!.querySelector<DsSnackbar>(`ds-snackbar[data-id="${id}"]`);

describe('<ds-snackbar-host>', () => {
  it('is registered, with its item element', async () => {
    const host = await fixture<DsSnackbarHost>(html`<ds-snackbar-host></ds-snackbar-host>`);
    expect(host).to.be.instanceOf(DsSnackbarHost);
    expect(customElements.get('ds-snackbar-host')).to.equal(DsSnackbarHost);
    expect(customElements.get('ds-snackbar')).to.equal(DsSnackbar);
    expect(host.items).to.deep.equal([]);
  });

  it('has a polite live region, present before any message', async () => {
    const host = await fixture<DsSnackbarHost>(html`<ds-snackbar-host></ds-snackbar-host>`);
    const live = region(host);
    expect(live.getAttribute('role')).to.equal('status');
    expect(live.getAttribute('aria-live')).to.equal('polite');
    expect(live.getAttribute('aria-atomic')).to.equal('false');
    expect(getComputedStyle(live).display).to.not.equal('none');
    expect(getComputedStyle(live).visibility).to.equal('visible');
    if (typeof live.showPopover === 'function') expect(live.matches(':popover-open')).to.be.true;
  });

  it('show() renders the message in the live region and fires ds-show', async () => {
    const host = await fixture<DsSnackbarHost>(html`<ds-snackbar-host></ds-snackbar-host>`);
    const shown = oneEvent(host, 'ds-show') as Promise<DsShowEvent>;
    const id = host.show({ message: 'Settings have been successfully reset' });
    expect(id).to.be.a('string').and.not.equal('');
    const event = await shown;
    expect(event.detail.id).to.equal(id);
    expect(region(host).textContent).to.contain('Settings have been successfully reset');
    const item = itemById(host, id)!;
    expect(item).to.exist;
    expect(region(host).contains(item)).to.be.true;
    expect(item.exiting).to.be.false;
    expect(host.items).to.have.length(1);
    expect(host.items[0]).to.include({ id, message: 'Settings have been successfully reset', duration: 3000 });
    host.clear();
  });

  it('accepts a plain string', async () => {
    const host = await fixture<DsSnackbarHost>(html`<ds-snackbar-host></ds-snackbar-host>`);
    host.show('Hello');
    await host.updateComplete;
    expect(texts(host)).to.deep.equal(['Hello']);
    host.clear();
  });

  it('sits at the bottom centre of the viewport', async () => {
    const host = await fixture<DsSnackbarHost>(html`<ds-snackbar-host></ds-snackbar-host>`);
    const id = host.show({ message: 'Centred', duration: Infinity });
    await host.updateComplete;
    const item = itemById(host, id)!;
    await Promise.all(
      item
        .shadowRoot!.querySelector('[part~="base"]')!
        .getAnimations()
        .map(a => a.finished),
    );
    const box = item.getBoundingClientRect();
    const centre = box.left + box.width / 2;
    expect(Math.abs(centre - innerWidth / 2)).to.be.below(2);
    expect(box.bottom).to.be.below(innerHeight);
    expect(box.bottom).to.be.above(innerHeight - 80);
    expect(getComputedStyle(region(host)).position).to.equal('fixed');
    host.clear();
  });

  it('an item exits after its duration and is removed about 300 ms later', async () => {
    const host = await fixture<DsSnackbarHost>(html`<ds-snackbar-host></ds-snackbar-host>`);
    const hides: DsHideEvent[] = [];
    // the exit's start is taken from its ds-hide event, not from when a poll noticed it: a poll
    // on a busy machine can be late and make the exit look shorter than it was
    let exitedAt = NaN;
    host.addEventListener('ds-hide', e => {
      hides.push(e);
      exitedAt = performance.now();
    });
    const started = performance.now();
    const id = host.show({ message: 'Short', duration: 200 });
    await host.updateComplete;
    const item = itemById(host, id)!;

    await waitUntil(() => item.exiting, 'item should start exiting', WAIT);
    expect(exitedAt - started).to.be.at.least(190);
    expect(item.hasAttribute('exiting')).to.be.true;
    expect(itemById(host, id), 'still rendered while it animates out').to.equal(item);
    expect(hides.map(e => [e.detail.id, e.detail.reason])).to.deep.equal([[id, 'timeout']]);

    await waitUntil(() => !itemById(host, id), 'item should be removed', WAIT);
    const removedAfter = performance.now() - exitedAt;
    expect(removedAfter).to.be.at.least(250);
    expect(removedAfter).to.be.below(2500);
    expect(host.items).to.deep.equal([]);
    expect(hides).to.have.length(1);
  });

  it('stacks items in the order they were shown', async () => {
    const host = await fixture<DsSnackbarHost>(html`<ds-snackbar-host></ds-snackbar-host>`);
    host.show({ message: 'first' });
    host.show({ message: 'second' });
    host.show({ message: 'third' });
    await host.updateComplete;
    expect(texts(host)).to.deep.equal(['first', 'second', 'third']);
    expect(host.items.map(i => i.message)).to.deep.equal(['first', 'second', 'third']);
    host.clear();
  });

  it('replace: true removes earlier items of the same source at once, and only those', async () => {
    const host = await fixture<DsSnackbarHost>(html`<ds-snackbar-host></ds-snackbar-host>`);
    const hides: DsHideEvent[] = [];
    host.addEventListener('ds-hide', e => hides.push(e));
    const calc1 = host.show({ message: 'Check your expression.', source: 'calculator', duration: 2000 });
    host.show({ message: 'Copied', source: 'clipboard' });
    host.show({ message: 'Hello' });
    await host.updateComplete;
    host.show({ message: 'Check your expression!', source: 'calculator', duration: 2000, replace: true });
    await host.updateComplete;
    expect(texts(host)).to.deep.equal(['Copied', 'Hello', 'Check your expression!']);
    expect(itemById(host, calc1)).to.equal(null);
    expect(hides.map(e => [e.detail.id, e.detail.reason])).to.deep.equal([[calc1, 'replace']]);
    host.clear();
  });

  it('a flood of 100 show() calls shows at most 3 at once, all on screen; the rest wait and follow in order', async () => {
    const host = await fixture<DsSnackbarHost>(html`<ds-snackbar-host></ds-snackbar-host>`);
    const shown: string[] = [];
    host.addEventListener('ds-show', e => shown.push((e as DsShowEvent).detail.id!));
    const ids = Array.from({ length: 100 }, (_, i) =>
      host.show({ message: `Message ${i + 1}`, duration: i < 3 ? 150 : 100_000 }),
    );
    await waitUntil(() => rendered(host).length === 3, 'three shown', WAIT);
    expect(texts(host)).to.deep.equal(['Message 1', 'Message 2', 'Message 3']);
    expect(host.waiting).to.have.length(97);
    for (const item of rendered(host))
      expect(item.getBoundingClientRect().top, 'inside the viewport').to.be.at.least(0);
    await waitUntil(() => texts(host).join() === 'Message 4,Message 5,Message 6', 'the next three follow', WAIT);
    expect(host.waiting).to.have.length(94);
    await waitUntil(() => shown.length === 6, 'ds-show for each as it appears', WAIT);
    expect(shown).to.deep.equal(ids.slice(0, 6));
    host.clear();
    await waitUntil(
      () => rendered(host).length === 0 && host.waiting.length === 0,
      'clear() empties the queue too',
      WAIT,
    );
  });

  it('leaks nothing: after 159 snackbars come and go, the host holds as many nodes as before', async function () {
    this.timeout(30_000);
    const host = await fixture<DsSnackbarHost>(html`<ds-snackbar-host></ds-snackbar-host>`);
    /** Every node (elements, text, comments) in the host's shadow tree, nested shadow roots included. */
    const nodeCount = (): number => {
      let count = 0;
      const visit = (root: Node): void => {
        const walker = document.createTreeWalker(root, NodeFilter.SHOW_ALL);
        for (let node: Node | null = walker.nextNode(); node; node = walker.nextNode()) {
          count++;
          if (node instanceof Element && node.shadowRoot) visit(node.shadowRoot);
        }
      };
      visit(host.shadowRoot!);
      return count;
    };
    /** `n` snackbars that time out, exit and are removed (3 at a time). */
    const timeOut = async (n: number): Promise<void> => {
      for (let i = 0; i < n; i++)
        host.show({ message: `Leak ${i}`, duration: 10, dismissible: i % 2 === 0, countdown: i % 3 === 0 });
      await waitUntil(() => host.items.length === 0 && host.waiting.length === 0, 'all gone', {
        timeout: 15_000,
        interval: 20,
      });
      await host.updateComplete;
    };
    /** `n` rounds of 10 snackbars shown, rendered and removed at once with clear(). */
    const clearRounds = async (n: number): Promise<void> => {
      for (let round = 0; round < n; round++) {
        for (let i = 0; i < 10; i++)
          host.show({ message: `Round ${round}.${i}`, duration: 60_000, dismissible: true, countdown: true });
        await host.updateComplete;
        host.clear();
        await host.updateComplete;
      }
    };
    await timeOut(3);
    const baseline = nodeCount();
    const regionBaseline = region(host).childNodes.length;
    await timeOut(9);
    await clearRounds(15);
    expect(region(host).childNodes.length, 'nothing left in the live region (no marker comments)').to.equal(
      regionBaseline,
    );
    expect(nodeCount(), 'nodes in the shadow tree').to.equal(baseline);
  });

  it('countdown shows the remaining seconds and a progress bar', async () => {
    const host = await fixture<DsSnackbarHost>(html`<ds-snackbar-host></ds-snackbar-host>`);
    const id = host.show({ message: 'Built on …', duration: 3000, countdown: true });
    await host.updateComplete;
    const item = itemById(host, id)!;
    await item.updateComplete;
    const seconds = () => item.shadowRoot!.querySelector('[part~="countdown"]')?.textContent?.trim();
    expect(seconds()).to.equal('3');
    expect(item.shadowRoot!.querySelector('[part~="countdown"]')!.getAttribute('aria-hidden')).to.equal('true');
    expect(item.shadowRoot!.querySelector('[part~="progress"]')).to.exist;
    await waitUntil(() => seconds() === '2', 'countdown should reach 2', WAIT);
    host.clear();
  });

  it('no countdown unless asked', async () => {
    const host = await fixture<DsSnackbarHost>(html`<ds-snackbar-host></ds-snackbar-host>`);
    const id = host.show({ message: 'Plain' });
    await host.updateComplete;
    const item = itemById(host, id)!;
    await item.updateComplete;
    expect(item.shadowRoot!.querySelector('[part~="countdown"]')).to.equal(null);
    expect(item.shadowRoot!.querySelector('[part~="progress"]')).to.equal(null);
    host.clear();
  });

  it('dismiss(id) makes the item exit at once; clear() removes all at once', async () => {
    const host = await fixture<DsSnackbarHost>(html`<ds-snackbar-host></ds-snackbar-host>`);
    const a = host.show({ message: 'a', duration: 10_000 });
    host.show({ message: 'b', duration: 10_000 });
    host.show({ message: 'c', duration: 10_000 });
    await host.updateComplete;
    expect(host.dismiss(a)).to.be.true;
    expect(host.dismiss('nope')).to.be.false;
    await host.updateComplete;
    expect(itemById(host, a)!.exiting).to.be.true;
    await waitUntil(() => !itemById(host, a), 'dismissed item removed', WAIT);
    expect(texts(host)).to.deep.equal(['b', 'c']);

    host.clear();
    await host.updateComplete;
    expect(rendered(host)).to.have.length(0);
    expect(host.items).to.deep.equal([]);
  });

  it('the dismiss button dismisses its item', async () => {
    const host = await fixture<DsSnackbarHost>(html`<ds-snackbar-host></ds-snackbar-host>`);
    const id = host.show({ message: 'Dismiss me', duration: 10_000, dismissible: true });
    await host.updateComplete;
    const item = itemById(host, id)!;
    await item.updateComplete;
    const button = item.shadowRoot!.querySelector<HTMLElement>('[part~="dismiss-button"]')!;
    expect(button).to.exist;
    const hidden = oneEvent(host, 'ds-hide') as Promise<DsHideEvent>;
    button.click();
    const event = await hidden;
    expect(event.detail).to.deep.equal({ id, reason: 'dismiss' });
    await host.updateComplete;
    expect(item.exiting).to.be.true;
    host.clear();
  });

  describe('focus when the focused item leaves', () => {
    const dismissOf = (item: DsSnackbar) =>
      item.shadowRoot!.querySelector('[part~="dismiss-button"]')!.shadowRoot!.querySelector('button')!;
    const active = deepActive;
    /** Shows dismissible items (kept for a minute) and waits until each one's Dismiss button exists. */
    async function showDismissible(host: DsSnackbarHost, messages: string[]): Promise<DsSnackbar[]> {
      for (const message of messages) host.show({ message, dismissible: true, duration: 60_000 });
      await waitUntil(
        () =>
          rendered(host).length === messages.length &&
          rendered(host).every(item =>
            item.shadowRoot?.querySelector('[part~="dismiss-button"]')?.shadowRoot?.querySelector('button'),
          ),
        'rendered',
        WAIT,
      );
      return rendered(host);
    }

    it('goes to the next item’s Dismiss, then back to where it came from, never to <body>', async () => {
      const wrap = await fixture<HTMLElement>(
        html`<div><button id="opener">Show</button><ds-snackbar-host></ds-snackbar-host></div>`,
      );
      const host = wrap.querySelector('ds-snackbar-host')!;
      const opener = wrap.querySelector<HTMLButtonElement>('#opener')!;
      const [one, two, three] = (await showDismissible(host, ['One', 'Two', 'Three'])) as [
        DsSnackbar,
        DsSnackbar,
        DsSnackbar,
      ];
      opener.focus();
      dismissOf(two).focus();
      await sendKeys({ press: 'Enter' });
      await waitUntil(() => active() === dismissOf(three), 'Dismiss of Two -> Dismiss of Three (the next)', WAIT);
      await sendKeys({ press: 'Enter' });
      await waitUntil(() => active() === dismissOf(one), 'Dismiss of Three -> Dismiss of One (the previous)', WAIT);
      await sendKeys({ press: 'Enter' });
      await waitUntil(() => active() === opener, 'the last one -> back to the opener', WAIT);
      await waitUntil(() => rendered(host).length === 0, 'all gone', WAIT);
      expect(active()).to.equal(opener);
    });

    it('falls back to the first focusable element of <main> when the earlier element is gone', async () => {
      const wrap = await fixture<HTMLElement>(html`<div>
        <main><p>Text</p><a href="#top" id="first-link">Top</a></main>
        <button id="opener">Show</button>
        <ds-snackbar-host></ds-snackbar-host>
      </div>`);
      const host = wrap.querySelector('ds-snackbar-host')!;
      const opener = wrap.querySelector<HTMLButtonElement>('#opener')!;
      const [only] = await showDismissible(host, ['Only']);
      opener.focus();
      dismissOf(only!).focus();
      opener.remove();
      await sendKeys({ press: 'Enter' });
      await waitUntil(() => active() === wrap.querySelector('#first-link'), 'the first link of <main>', WAIT);
    });

    it('clear() while an item has focus moves it out too', async () => {
      const wrap = await fixture<HTMLElement>(
        html`<div><button id="opener">Show</button><ds-snackbar-host></ds-snackbar-host></div>`,
      );
      const host = wrap.querySelector('ds-snackbar-host')!;
      const opener = wrap.querySelector<HTMLButtonElement>('#opener')!;
      const [only] = await showDismissible(host, ['Only']);
      opener.focus();
      dismissOf(only!).focus();
      host.clear();
      await waitUntil(() => active() === opener, 'back to the opener', WAIT);
    });
  });

  it('pauses while the pointer is over an item', async function () {
    this.timeout(15_000);
    const host = await fixture<DsSnackbarHost>(html`<ds-snackbar-host></ds-snackbar-host>`);
    const started = performance.now();
    const id = host.show({ message: 'Hover me', duration: 2000 });
    await host.updateComplete;
    const item = itemById(host, id)!;
    await Promise.all(
      item
        .shadowRoot!.querySelector('[part~="base"]')!
        .getAnimations()
        .map(a => a.finished),
    );
    const box = item.getBoundingClientRect();
    await sendMouse({
      type: 'move',
      position: [Math.round(box.left + box.width / 2), Math.round(box.top + box.height / 2)],
    });
    await waitUntil(() => item.paused, 'the host pauses the item under the pointer', WAIT);
    expect(performance.now() - started, 'hovered before the duration ran out').to.be.below(2000);
    // well past the duration: still there while hovered
    await sleep(Math.max(0, started + 2600 - performance.now()));
    expect(item.exiting, 'paused while hovered').to.be.false;
    await sendMouse({ type: 'move', position: [0, 0] });
    await waitUntil(() => !item.paused, 'resumes when the pointer leaves', WAIT);
    await waitUntil(() => item.exiting, 'exits after the pointer left', WAIT);
    host.clear();
  });

  it('stops its timers while disconnected, and continues when connected again', async () => {
    const wrap = await fixture<HTMLElement>(html`<div><ds-snackbar-host></ds-snackbar-host></div>`);
    const host = wrap.querySelector('ds-snackbar-host')!;
    const id = host.show({ message: 'Moved', duration: 300 });
    host.remove(); // in the same task: the 300 ms cannot have run out yet
    await sleep(800);
    expect(host.items.map(i => [i.id, i.exiting])).to.deep.equal([[id, false]]);
    wrap.append(host);
    if (typeof region(host).showPopover === 'function') {
      await waitUntil(() => region(host).matches(':popover-open'), 'raised into the top layer again', WAIT);
    }
    await waitUntil(() => host.items.length === 0, 'exits and goes after reconnecting', WAIT);
  });

  it('is accessible with items', async () => {
    const host = await fixture<DsSnackbarHost>(html`<ds-snackbar-host></ds-snackbar-host>`);
    host.show({ message: 'Theme changed to dark', duration: 10_000 });
    host.show({ message: 'Colour copied', duration: 10_000, countdown: true, dismissible: true });
    await host.updateComplete;
    await Promise.all(rendered(host).map(s => s.updateComplete));
    await Promise.all(
      rendered(host).flatMap(s =>
        s
          .shadowRoot!.querySelector('[part~="base"]')!
          .getAnimations()
          .map(a => a.finished),
      ),
    );
    await expect(host).to.be.accessible();
    host.clear();
  });
});

describe('<ds-snackbar>', () => {
  it('shows its message, and on its own never removes itself', async () => {
    const el = await fixture<DsSnackbar>(html`<ds-snackbar dismissible>Saved</ds-snackbar>`);
    expect(el.shadowRoot!.querySelector('[part~="message"] slot')).to.exist;
    const dismissals = oneEvent(el, 'ds-dismiss');
    el.shadowRoot!.querySelector<HTMLElement>('[part~="dismiss-button"]')!.click();
    const event = await dismissals;
    expect(event.cancelable).to.be.true;
    expect(el.isConnected).to.be.true;
    expect(el.exiting).to.be.false;
  });

  it('names its dismiss button "Dismiss", or through strings (bad entries keep the default)', async () => {
    const el = await fixture<DsSnackbar>(html`<ds-snackbar dismissible>Saved</ds-snackbar>`);
    const button = () =>
      el.shadowRoot!.querySelector<HTMLElement>('[part~="dismiss-button"]')! as HTMLElement & { label: string };
    expect(button().label).to.equal('Dismiss');
    el.strings = { dismiss: 'Close message' };
    await waitUntil(() => button().label === 'Close message', 'the override', WAIT);
    // axe reads colours mid-animation as blended ones: check contrast once the entry has finished
    await Promise.all(
      el
        .shadowRoot!.querySelector('[part~="base"]')!
        .getAnimations()
        .map(a => a.finished),
    );
    await expect(el).to.be.accessible();
    for (const bad of [null, undefined, 5, 'x', { dismiss: 7 }]) {
      el.strings = bad as never;
      await waitUntil(() => button().label === 'Dismiss', `the default for ${String(bad)}`, WAIT);
    }
  });

  it('tolerates bad values: show(null or a number), a bad duration, bad strings', async () => {
    const host = await fixture<DsSnackbarHost>(html`<ds-snackbar-host></ds-snackbar-host>`);
    host.strings = null as never;
    const a = host.show(null as never);
    const b = host.show(42 as never);
    const c = host.show({ message: 'Soon', duration: '5000' as never, countdown: true });
    const d = host.show({ message: 'Null', duration: null as never });
    await host.updateComplete;
    const all = () => [...host.items, ...host.waiting];
    expect(all().map(item => item.message)).to.deep.equal(['', '42', 'Soon', 'Null']);
    expect(all().map(item => item.duration)).to.deep.equal([3000, 3000, 5000, 3000]);
    for (const id of [a, b, c, d]) host.dismiss(id);
    await waitUntil(() => all().length === 0, 'all gone', WAIT);
    const bar = await fixture<DsSnackbar>(html`<ds-snackbar countdown>Timed</ds-snackbar>`);
    for (const bad of [null, undefined, 'junk', {}, NaN, -1]) {
      Object.assign(bar, { duration: bad, countdown: bad, dismissible: bad, exiting: bad, paused: bad, strings: bad });
      await bar.updateComplete;
    }
    bar.countdown = true;
    bar.duration = '2000' as never;
    await waitUntil(
      () => bar.shadowRoot!.querySelector('[part~="countdown"]')?.textContent?.trim() === '2',
      'a numeric string counts',
      WAIT,
    );
  });

  it('the host passes its strings to every snackbar', async () => {
    const host = await fixture<DsSnackbarHost>(html`<ds-snackbar-host></ds-snackbar-host>`);
    host.strings = { dismiss: 'Schließen' };
    host.show({ message: 'Hallo', dismissible: true, duration: 10_000 });
    await waitUntil(
      () => {
        const bar = host.shadowRoot!.querySelector('ds-snackbar');
        const button = bar?.shadowRoot?.querySelector('[part~="dismiss-button"]') as
          (Element & { label?: string }) | null;
        return button?.label === 'Schließen';
      },
      'the dismiss button is named from the host strings',
      WAIT,
    );
    host.clear();
  });

  it('freezes its countdown while paused', async () => {
    const el = await fixture<DsSnackbar>(html`<ds-snackbar countdown paused .duration=${1500}>Wait</ds-snackbar>`);
    const seconds = () => el.shadowRoot!.querySelector('[part~="countdown"]')!.textContent!.trim();
    expect(seconds()).to.equal('2');
    await sleep(800);
    expect(seconds()).to.equal('2');
    el.paused = false;
    await waitUntil(() => seconds() === '1', 'counts down once resumed', WAIT);
    await waitUntil(() => seconds() === '0', 'reaches 0', WAIT);
  });
});
