import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { loadTokens, partOrNull, WAIT } from '../test/test-helpers.js';
import { DsSlider } from './ds-slider.js';

before(loadTokens);

/** Calls to console.warn while `run` runs (still passed on to the console). */
async function warnings(run: () => Promise<void>): Promise<string[]> {
  const seen: string[] = [];
  const original = console.warn;
  console.warn = (...args: unknown[]) => {
    seen.push(args.map(String).join(' '));
    original.apply(console, args);
  };
  try {
    await run();
  } finally {
    console.warn = original;
  }
  return seen;
}

const thumb = (el: DsSlider) => el.shadowRoot!.querySelector<HTMLElement>('[role="slider"]')!;

describe('<ds-slider> at the limits of a number', () => {
  it('renders bounds whose span overflows at once, with ticks, stays usable and warns once', async () => {
    let el!: DsSlider;
    const started = performance.now();
    const seen = await warnings(async () => {
      el = await fixture<DsSlider>(
        html`<ds-slider label="Huge" min="-1e308" max="1e308" ticks show-value></ds-slider>`,
      );
      await el.updateComplete;
      el.requestUpdate();
      await el.updateComplete; // a second render must not warn again
    });
    expect(performance.now() - started, 'no long task').to.be.below(1000);
    const ticks = el.shadowRoot!.querySelectorAll('[part~="tick"]');
    expect(ticks.length).to.be.within(2, 101);
    expect(Number.isFinite(el.value)).to.be.true;
    const about = seen.filter(text => text.includes('<ds-slider>'));
    expect(about, seen.join('\n')).to.have.length(1);
    expect(about[0]).to.contain('min=-1e+308').and.contain('overflows');

    thumb(el).focus();
    await sendKeys({ press: 'End' });
    await waitUntil(() => el.value > 8e307 && Number.isFinite(el.value), 'End reaches the top of the range', WAIT);
    await sendKeys({ press: 'PageDown' });
    await waitUntil(() => el.value < 8e307 && el.value > 6e307, 'PageDown moves by a tenth', WAIT);
    expect(thumb(el).getAttribute('aria-valuenow')).to.equal(String(el.value));
  });

  it('shows a value on a very fine grid without float noise', async () => {
    const el = await fixture<DsSlider>(
      html`<ds-slider label="Fine" min="0" max="1" step="1e-300" show-value></ds-slider>`,
    );
    await waitUntil(() => partOrNull(el, 'value')?.textContent === '0.5', 'the middle is shown as 0.5', WAIT);
    expect(el.value).to.equal(0.5);
    expect(thumb(el).getAttribute('aria-valuenow')).to.equal('0.5');
  });
});
