import { expect } from '@open-wc/testing';
import { whenRendered } from './trigger.js';
import '../../button/ds-button.js';

/** A `<ds-button>` that has not rendered yet: created and connected, its first update still pending. */
function freshButton(): HTMLElement & { hasUpdated: boolean; updateComplete: Promise<boolean> } {
  const button = document.createElement('ds-button') as HTMLElement & {
    hasUpdated: boolean;
    updateComplete: Promise<boolean>;
  };
  button.textContent = 'Save';
  document.body.append(button);
  return button;
}

describe('whenRendered', () => {
  afterEach(() => document.querySelectorAll('ds-button').forEach(el => el.remove()));

  it('runs only after the first update of a Lit element that has not rendered yet, once its control exists', async () => {
    const button = freshButton();
    const seen: (Element | null | undefined)[] = [];
    whenRendered(button, () => seen.push(button.shadowRoot?.querySelector('button')));
    expect(seen, 'nothing before the first update').to.have.length(0);
    await button.updateComplete;
    await Promise.resolve();
    expect(seen).to.have.length(1);
    expect(seen[0]).to.be.instanceOf(HTMLButtonElement);
  });

  it('runs now for a rendered Lit element, and again after an update that is pending', async () => {
    const button = freshButton();
    await button.updateComplete;
    let runs = 0;
    whenRendered(button, () => runs++);
    expect(runs).to.equal(1);
    await button.updateComplete;
    await Promise.resolve();
    expect(runs).to.equal(2);
  });

  it('runs now, once, for an element that is not a Lit element', () => {
    let runs = 0;
    whenRendered(document.createElement('button'), () => runs++);
    expect(runs).to.equal(1);
  });
});
