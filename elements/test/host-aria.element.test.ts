/**
 * ARIA written on an element's host reaches the control that assistive technology reads, once.
 *
 * In Chromium the verdict is the accessibility tree itself (the `ax-tree` command of
 * web-test-runner.config.mjs, over the CDP `Accessibility` domain): exactly one node carries the
 * name, and it is the control with the expected role (the host is not a second, generic node).
 * Firefox and WebKit have no such protocol: the same tests read the control's attributes and
 * reflected elements, and check that the host no longer carries the attribute itself.
 */
import { aTimeout, expect, waitUntil } from '@open-wc/testing';
import { executeServerCommand } from '@web/test-runner-commands';
import { clickCenter, deepActive, resetMouseAndFocus } from './test-helpers.js';
import { stateTarget } from '../internal/overlay/trigger.js';
import '../button/ds-button.js';
import '../button/ds-button-group.js';
import '../checkbox/ds-checkbox-group.js';
import '../gauge/ds-gauge.js';
import '../modal/ds-modal.js';
import '../drawer/ds-drawer.js';
import '../details/ds-details.js';
import '../radio/ds-radio-group.js';
import '../tabs/ds-tabs.js';
import '../card/ds-card.js';
import '../checkbox/ds-checkbox.js';
import '../color-picker/ds-color-picker.js';
import '../dot-grid/ds-dot-grid.js';
import '../menu/ds-menu-item.js';
import '../radio/ds-radio.js';
import '../select/ds-option.js';
import '../select/ds-select.js';
import '../combobox/ds-combobox.js';
import '../slider/ds-slider.js';
import '../switch/ds-switch.js';
import '../tabs/ds-tab.js';
import '../text-field/ds-text-field.js';
import '../date-picker/ds-date-picker.js';
import '../number-field/ds-number-field.js';
import '../file-input/ds-file-input.js';
import '../blob/ds-blob.js';
import '../count-up/ds-count-up.js';
import '../divider/ds-divider.js';
import '../icon/ds-icon.js';
import '../marquee/ds-marquee.js';
import '../menu/ds-menu.js';
import '../popover/ds-popover.js';
import '../ripple/ds-ripple.js';
import '../select/ds-option-group.js';
import '../side-panel/ds-side-panel.js';
import '../snackbar/ds-snackbar.js';
import '../snackbar/ds-snackbar-host.js';
import '../tabs/ds-tab-panel.js';
import '../tooltip/ds-tooltip.js';
import '../tree/ds-tree.js';
import '../tree/ds-tree-item.js';

interface AxNode {
  role: string;
  name: string;
  description: string;
  properties: Record<string, unknown>;
  children: AxNode[];
}

/** Chromium's accessibility tree under `#ax`, or `null` in the other engines. */
async function axTree(): Promise<AxNode[] | null> {
  const { tree } = (await executeServerCommand('ax-tree', { selector: '#ax' })) as { tree: AxNode[] | null };
  return tree;
}

const flatten = (nodes: AxNode[]): AxNode[] => nodes.flatMap(n => [n, ...flatten(n.children)]);

/** Chromium: the roles of the nodes named `name`; `null` in Firefox and WebKit (no tree). */
async function rolesNamed(name: string): Promise<string[] | null> {
  const tree = await axTree();
  return (
    tree &&
    flatten(tree)
      .filter(n => n.name === name)
      .map(n => n.role)
  );
}

/** Chromium: the texts the tree reads; `null` in Firefox and WebKit (no tree). */
async function staticTexts(): Promise<string[] | null> {
  const tree = await axTree();
  return (
    tree &&
    flatten(tree)
      .filter(n => n.role === 'StaticText')
      .map(n => n.name)
  );
}
const squash = (text: string | null | undefined): string => (text ?? '').replace(/\s+/g, ' ').trim();
const textOf = (elements: readonly Element[] | null | undefined): string =>
  squash((elements ?? []).map(el => el.textContent).join(' '));

type Reflecting = Element & {
  ariaLabelledByElements?: Element[] | null;
  ariaDescribedByElements?: Element[] | null;
};

/** The control's name as far as the DOM tells it: referenced elements first, then `aria-label`. */
function domName(control: Element): string {
  const labelledBy = (control as Reflecting).ariaLabelledByElements;
  if (labelledBy && labelledBy.length > 0) return textOf(labelledBy);
  return squash(control.getAttribute('aria-label'));
}

function domDescription(control: Element): string {
  const describedBy = (control as Reflecting).ariaDescribedByElements;
  return squash([textOf(describedBy), control.getAttribute('aria-description')].join(' '));
}

interface Case {
  /** The markup, with `ARIA` where the host's attributes go (and `EXTRA` where referenced elements go, else before it). */
  markup: string;
  /** The control that carries the name (the host itself for elements with a role of their own). */
  control(host: HTMLElement): Element | null | undefined;
  role: string;
  /** A form-associated element: a `<label for>` names it. */
  labelable: boolean;
  /** A group: a click on its label does not move focus into it (as with a native fieldset). */
  group?: boolean;
  /** The host is itself the control (role through ElementInternals). */
  hostRole?: boolean;
}

const inner = (selector: string) => (host: HTMLElement) => host.shadowRoot?.querySelector(selector);

const cases: Record<string, Case> = {
  'ds-button': {
    markup: '<ds-button ARIA icon-only><span aria-hidden="true">×</span></ds-button>',
    control: inner('button'),
    role: 'button',
    labelable: true,
  },
  'ds-button (link)': {
    markup: '<ds-button href="#ax" ARIA>Go</ds-button>',
    control: inner('a'),
    role: 'link',
    labelable: true,
  },
  'ds-text-field': {
    markup: '<ds-text-field ARIA></ds-text-field>',
    control: inner('#control'),
    role: 'textbox',
    labelable: true,
  },
  'ds-number-field': {
    markup: '<ds-number-field ARIA></ds-number-field>',
    control: inner('#control'),
    role: 'spinbutton',
    labelable: true,
  },
  'ds-date-picker': {
    markup: '<ds-date-picker ARIA></ds-date-picker>',
    control: inner('#input'),
    role: 'textbox',
    labelable: true,
  },
  'ds-select': {
    markup: '<ds-select ARIA><ds-option value="a">Apple</ds-option></ds-select>',
    control: inner('[role="combobox"]'),
    role: 'combobox',
    labelable: true,
  },
  'ds-file-input': {
    markup: '<ds-file-input ARIA></ds-file-input>',
    control: inner('#button'),
    role: 'button',
    labelable: true,
  },
  'ds-combobox': {
    markup: '<ds-combobox ARIA><ds-option value="a">Apple</ds-option></ds-combobox>',
    control: inner('input'),
    role: 'combobox',
    labelable: true,
  },
  'ds-slider': {
    markup: '<ds-slider ARIA></ds-slider>',
    control: inner('[role="slider"]'),
    role: 'slider',
    labelable: true,
  },
  'ds-dot-grid': {
    markup: '<ds-dot-grid ARIA></ds-dot-grid>',
    control: inner('[role="grid"]'),
    role: 'grid',
    labelable: true,
  },
  'ds-color-picker': {
    markup: '<ds-color-picker ARIA></ds-color-picker>',
    control: inner('[part="base"]'),
    role: 'group',
    labelable: true,
  },
  'ds-card (selectable)': {
    markup: '<ds-card selectable ARIA><span slot="heading">Plan</span>Body text</ds-card>',
    control: inner('button'),
    role: 'button',
    labelable: false,
  },
  'ds-checkbox-group': {
    markup: '<ds-checkbox-group ARIA><ds-checkbox value="a">Apples</ds-checkbox></ds-checkbox-group>',
    control: inner('[role="group"]'),
    role: 'group',
    labelable: true,
    group: true,
  },
  'ds-radio-group': {
    markup: '<ds-radio-group ARIA><ds-radio value="a">Apples</ds-radio></ds-radio-group>',
    control: inner('[role="radiogroup"]'),
    role: 'radiogroup',
    labelable: true,
    group: true,
  },
  'ds-button-group': {
    markup: '<ds-button-group ARIA><ds-button>Left</ds-button></ds-button-group>',
    control: inner('[role="group"]'),
    role: 'group',
    labelable: false,
  },
  'ds-tabs': {
    markup: '<ds-tabs ARIA><ds-tab>First</ds-tab></ds-tabs>',
    control: inner('[role="tablist"]'),
    role: 'tablist',
    labelable: false,
  },
  'ds-gauge': {
    markup: '<ds-gauge value="40" ARIA></ds-gauge>',
    control: inner('[role="meter"]'),
    role: 'meter',
    labelable: false,
  },
  'ds-modal': {
    // referenced text inside the dialog: the page behind an open modal is inert, and left out of names
    markup: '<ds-modal open ARIA>EXTRA<p>Are you sure?</p></ds-modal>',
    control: inner('dialog'),
    role: 'dialog',
    labelable: false,
  },
  'ds-drawer': {
    markup: '<ds-drawer open label="Filters" ARIA>EXTRA<p>Choose filters</p></ds-drawer>',
    control: inner('dialog'),
    role: 'dialog',
    labelable: false,
  },
  'ds-details': {
    markup: '<ds-details summary="Shipping" ARIA>Body</ds-details>',
    control: inner('button'),
    role: 'button',
    labelable: false,
  },
  'ds-switch': {
    markup: '<ds-switch ARIA></ds-switch>',
    control: h => h,
    role: 'switch',
    labelable: true,
    hostRole: true,
  },
  'ds-checkbox': {
    markup: '<ds-checkbox ARIA></ds-checkbox>',
    control: h => h,
    role: 'checkbox',
    labelable: true,
    hostRole: true,
  },
  'ds-radio': {
    markup: '<ds-radio value="a" ARIA></ds-radio>',
    control: h => h,
    role: 'radio',
    labelable: false,
    hostRole: true,
  },
  'ds-menu-item': {
    markup: '<div role="menu"><ds-menu-item ARIA>Item</ds-menu-item></div>',
    control: h => h,
    role: 'menuitem',
    labelable: false,
    hostRole: true,
  },
  'ds-tab': {
    markup: '<div role="tablist"><ds-tab ARIA>Tab</ds-tab></div>',
    control: h => h,
    role: 'tab',
    labelable: false,
    hostRole: true,
  },
};

let box: HTMLDivElement;

async function mount(markup: string, aria: string, extra = ''): Promise<HTMLElement> {
  box = document.createElement('div');
  box.id = 'ax';
  const withAria = markup.replace('ARIA', aria);
  box.innerHTML = withAria.includes('EXTRA') ? withAria.replace('EXTRA', extra) : `${extra}${withAria}`;
  document.body.append(box);
  const host = box.querySelector<HTMLElement>('[data-host]')!;
  await (host as HTMLElement & { updateComplete?: Promise<unknown> }).updateComplete;
  return host;
}

/** Retries `check` (the tree follows the DOM a moment later) until it holds; fails with its last finding. */
async function retry(check: () => Promise<boolean>, message: () => string, timeout = 2000): Promise<void> {
  const end = Date.now() + timeout;
  while (!(await check())) {
    if (Date.now() > end) throw new Error(message());
    await aTimeout(50);
  }
}

/** Exactly one node is named `name`: the control, with its role (and, given, its description). */
async function expectNamedOnce(c: Case, host: HTMLElement, name: string, description?: string): Promise<void> {
  let last = '';
  await retry(
    async () => {
      const tree = await axTree();
      if (tree === null) {
        // Firefox, WebKit: the control carries it, the host does not (unless it is the control)
        const control = c.control(host);
        if (!control) return false;
        const hostHasIt = Element.prototype.hasAttribute.call(host, 'aria-label') && !c.hostRole;
        // a host that is the control: its own `aria-label`, else its labels (the engine's native naming)
        const hostName = (): string =>
          squash(host.getAttribute('aria-label')) ||
          domName(control) ||
          textOf([...((host as HTMLElement & { labels?: NodeList }).labels ?? [])] as Element[]);
        const gotName = c.hostRole ? hostName() : domName(control);
        last = `name "${gotName}", host keeps aria-label: ${hostHasIt}`;
        return gotName === name && !hostHasIt && (description === undefined || domDescription(control) === description);
      }
      const named = flatten(tree).filter(n => n.name === name && n.role !== 'StaticText' && n.role !== 'LabelText');
      last = JSON.stringify(named.map(n => ({ role: n.role, description: n.description })));
      return (
        named.length === 1 &&
        named[0]!.role === c.role &&
        (description === undefined || named[0]!.description === description)
      );
    },
    () => `expected one ${c.role} named "${name}"${description ? ` described "${description}"` : ''}; got ${last}`,
  );
}

/** Exactly one node of the role has `description`. */
async function expectDescribed(c: Case, host: HTMLElement, description: string): Promise<void> {
  let last = '';
  await retry(
    async () => {
      const tree = await axTree();
      if (tree === null) {
        const control = c.control(host);
        if (!control) return false;
        if (c.hostRole) return squash(host.getAttribute('aria-describedby')) !== '';
        last = domDescription(control);
        return last.includes(description) && !Element.prototype.hasAttribute.call(host, 'aria-describedby');
      }
      // a control's own description (a card's body text) may come first
      const described = flatten(tree).filter(n => n.description.includes(description));
      last = JSON.stringify(described.map(n => n.role));
      return described.length === 1 && described[0]!.role === c.role;
    },
    () => `expected one ${c.role} described "${description}"; got ${last}`,
  );
}

afterEach(async () => {
  box?.remove();
  await resetMouseAndFocus();
});

for (const [title, c] of Object.entries(cases)) {
  describe(`host ARIA: ${title}`, () => {
    it('is named by aria-label on the host, once', async () => {
      const host = await mount(c.markup, 'data-host aria-label="Close the panel"');
      await expectNamedOnce(c, host, 'Close the panel');
      expect(host.getAttribute('aria-label'), 'the author still reads it').to.equal('Close the panel');
      expect(host.hasAttribute('aria-label')).to.equal(true);
    });

    it('is named by aria-labelledby on the host', async () => {
      const host = await mount(
        c.markup,
        'data-host aria-labelledby="ax-name"',
        '<span id="ax-name">Shipping speed</span>',
      );
      await expectNamedOnce(c, host, 'Shipping speed');
    });

    it('is described by aria-describedby on the host', async () => {
      const host = await mount(
        c.markup,
        'data-host aria-label="Amount" aria-describedby="ax-help"',
        '<span id="ax-help">In euros, no cents</span>',
      );
      await expectDescribed(c, host, 'In euros, no cents');
    });

    it('follows aria-label set, changed and removed later (as a framework does)', async () => {
      const host = await mount(c.markup, 'data-host');
      host.setAttribute('aria-label', 'First name');
      await expectNamedOnce(c, host, 'First name');
      host.setAttribute('aria-label', 'Second name');
      await expectNamedOnce(c, host, 'Second name');
      host.removeAttribute('aria-label');
      expect(host.getAttribute('aria-label')).to.equal(null);
      const tree = await axTree();
      if (tree) expect(flatten(tree).some(n => n.name === 'Second name')).to.equal(false);
      else if (!c.hostRole) expect(c.control(host)?.getAttribute('aria-label') ?? '').not.to.equal('Second name');
    });

    if (c.labelable) {
      it('is named by a <label for> pointing at the host', async () => {
        const host = await mount(
          c.markup,
          'data-host id="ax-control"',
          '<label for="ax-control">Delivery notes</label>',
        );
        await expectNamedOnce(c, host, 'Delivery notes');
      });

      if (!c.group)
        it('takes focus from a click on its <label for>', async () => {
          const host = await mount(
            c.markup,
            'data-host id="ax-control"',
            '<label for="ax-control">Delivery notes</label>',
          );
          await clickCenter(box.querySelector('label')!);
          const control = c.control(host)!;
          await retry(
            // the control, or the first control of a group (the colour picker's area)
            async () => control.contains(deepActive()) || (c.hostRole === true && document.activeElement === host),
            () => `focus is on ${deepActive()?.outerHTML.slice(0, 80)}`,
          );
        });
    }
  });
}

describe('host ARIA: ds-slider range', () => {
  it('names each thumb from the name on the host', async () => {
    const host = await mount('<ds-slider range ARIA></ds-slider>', 'data-host aria-label="Price"');
    const c = { ...cases['ds-slider']!, control: inner('[data-thumb="start"]') };
    await expectNamedOnce(c, host, 'Price start');
    await expectNamedOnce({ ...c, control: inner('[data-thumb="end"]') }, host, 'Price end');
  });
});

describe('host ARIA: trigger state', () => {
  it('overlays state a trigger through a ds-* host that takes it, else on the control itself', async () => {
    await mount(
      '<ds-button data-host>Open</ds-button><button id="ax-native">Open</button><ds-select><ds-option value="a">A</ds-option></ds-select>',
      '',
    );
    const dsButton = box.querySelector('ds-button')!;
    const select = box.querySelector('ds-select')!;
    await select.updateComplete;
    expect(stateTarget(dsButton)).to.equal(dsButton);
    expect(stateTarget(box.querySelector('#ax-native')!)).to.equal(box.querySelector('#ax-native'));
    // ds-select keeps its own aria-expanded: not taken from its host
    expect(stateTarget(select)).to.equal(select.shadowRoot!.querySelector('[role="combobox"]'));
  });

  it('ds-button carries aria-expanded and aria-haspopup set on its host on the inner button', async () => {
    const host = await mount(cases['ds-button']!.markup, 'data-host aria-label="Menu"');
    host.ariaExpanded = 'true';
    host.setAttribute('aria-haspopup', 'menu');
    const button = host.shadowRoot!.querySelector('button')!;
    await waitUntil(() => button.getAttribute('aria-expanded') === 'true', 'expanded on the inner button');
    expect(button.getAttribute('aria-haspopup')).to.equal('menu');
    expect(host.ariaExpanded).to.equal('true');
    expect(Element.prototype.hasAttribute.call(host, 'aria-expanded')).to.equal(false);
    const tree = await axTree();
    if (tree) {
      const menu = flatten(tree).filter(n => n.name === 'Menu');
      expect(menu).to.have.length(1);
      expect(menu[0]!.properties.expanded).to.equal(true);
    }
    host.ariaExpanded = null;
    await waitUntil(() => !button.hasAttribute('aria-expanded'), 'removed again');
  });
});

describe('host ARIA: element reflection on the host', () => {
  it('ds-text-field takes ariaLabelledByElements and ariaDescribedByElements set on its host', async () => {
    const c = cases['ds-text-field']!;
    const host = await mount(
      c.markup,
      'data-host',
      '<span id="ax-a">Street</span><span id="ax-b">As on your ID</span>',
    );
    const reflecting = host as HTMLElement & Reflecting;
    reflecting.ariaLabelledByElements = [box.querySelector('#ax-a')!];
    reflecting.ariaDescribedByElements = [box.querySelector('#ax-b')!];
    await expectNamedOnce(c, host, 'Street', 'As on your ID');
    expect(reflecting.ariaLabelledByElements?.[0]).to.equal(box.querySelector('#ax-a'));
    reflecting.ariaLabelledByElements = null;
    expect(host.hasAttribute('aria-labelledby')).to.equal(false);
  });
});

describe('host ARIA: beside the element’s own', () => {
  it('ds-select: its own label names it again once aria-labelledby is taken off the host', async () => {
    const c = cases['ds-select']!;
    const host = await mount(
      '<ds-select label="Fruit" ARIA><ds-option value="a">Apple</ds-option></ds-select>',
      'data-host aria-labelledby="ax-name"',
      '<span id="ax-name">Snack</span>',
    );
    await expectNamedOnce(c, host, 'Snack');
    host.removeAttribute('aria-labelledby');
    const combobox = c.control(host)!;
    await retry(
      async () => combobox.getAttribute('aria-labelledby') === 'label',
      () => `the combobox's aria-labelledby: ${combobox.getAttribute('aria-labelledby')}`,
    );
    const tree = await axTree();
    if (tree)
      expect(
        flatten(tree)
          .filter(n => n.role === 'combobox')
          .map(n => n.name),
      ).to.deep.equal(['Fruit']);
  });

  it('ds-text-field keeps its help text in the description and adds the host’s', async () => {
    const c = cases['ds-text-field']!;
    const host = await mount(
      '<ds-text-field label="IBAN" help-text="Starts with two letters" ARIA></ds-text-field>',
      'data-host aria-describedby="ax-help"',
      '<span id="ax-help">We never share it</span>',
    );
    await expectDescribed(c, host, 'Starts with two letters');
    await expectDescribed(c, host, 'We never share it');
    host.removeAttribute('aria-describedby');
    const input = c.control(host)!;
    await retry(
      async () => !domDescription(input).includes('We never share it') && domDescription(input).includes('Starts'),
      () => `description after removal: ${domDescription(input)}`,
    );
  });

  it('ds-button: aria-label on the host wins over `label`, which comes back when it is removed', async () => {
    const c = cases['ds-button']!;
    const host = await mount(
      '<ds-button label="Close" ARIA icon-only>×</ds-button>',
      'data-host aria-label="Close the panel"',
    );
    await expectNamedOnce(c, host, 'Close the panel');
    host.removeAttribute('aria-label');
    await expectNamedOnce(c, host, 'Close');
  });
});

describe('host ARIA: an engine without element reflection', () => {
  const names = ['ariaLabelledByElements', 'ariaDescribedByElements'] as const;
  const saved = new Map<string, PropertyDescriptor | undefined>();
  // what an engine without element reflection looks like to the feature test (`name in Element.prototype`)
  before(() => {
    for (const name of names) {
      saved.set(name, Object.getOwnPropertyDescriptor(Element.prototype, name));
      delete (Element.prototype as unknown as Record<string, unknown>)[name];
    }
  });
  after(() => {
    for (const [name, descriptor] of saved) if (descriptor) Object.defineProperty(Element.prototype, name, descriptor);
  });

  it('copies the referenced text into aria-label and aria-description', async () => {
    const host = await mount(
      cases['ds-text-field']!.markup,
      'data-host aria-labelledby="ax-name" aria-describedby="ax-help"',
      '<span id="ax-name">Street</span><span id="ax-help">As on your ID</span>',
    );
    const input = host.shadowRoot!.querySelector('#control')!;
    await retry(
      async () =>
        input.getAttribute('aria-label') === 'Street' && input.getAttribute('aria-description') === 'As on your ID',
      () =>
        `aria-label "${input.getAttribute('aria-label')}", aria-description "${input.getAttribute('aria-description')}"`,
    );
    const tree = await axTree();
    if (tree) {
      const named = flatten(tree).filter(n => n.name === 'Street' && n.role !== 'StaticText');
      expect(named.map(n => n.role)).to.deep.equal(['textbox']);
      expect(named[0]!.description).to.equal('As on your ID');
    }
    host.removeAttribute('aria-labelledby');
    await retry(
      async () => !input.hasAttribute('aria-label'),
      () => `the copied name stays: ${input.getAttribute('aria-label')}`,
    );
  });
});

describe('host ARIA: an element without a control', () => {
  it('a ds-card that is not selectable keeps its ARIA on the host, and passes it on once selectable', async () => {
    const host = await mount(
      '<ds-card ARIA><span slot="heading">Plan</span>Body text</ds-card>',
      'data-host aria-label="Pricing plan"',
    );
    expect(Element.prototype.hasAttribute.call(host, 'aria-label'), 'stays on the host').to.equal(true);
    const before = await rolesNamed('Pricing plan');
    if (before) expect(before).to.deep.equal(['generic']);
    (host as HTMLElement & { selectable: boolean }).selectable = true;
    await expectNamedOnce({ ...cases['ds-card (selectable)']!, role: 'button' }, host, 'Pricing plan');
    (host as HTMLElement & { selectable: boolean }).selectable = false;
    await retry(
      async () => Element.prototype.getAttribute.call(host, 'aria-label') === 'Pricing plan',
      () => 'back on the host',
    );
    const after = await rolesNamed('Pricing plan');
    if (after) expect(after).to.deep.equal(['generic']);
  });

  it('a role of the author’s own on the host keeps the ARIA there', async () => {
    const host = await mount(
      '<ds-button-group role="toolbar" ARIA><ds-button>Bold</ds-button></ds-button-group>',
      'data-host aria-label="Formatting"',
    );
    await (host as HTMLElement & { updateComplete: Promise<unknown> }).updateComplete;
    expect(Element.prototype.getAttribute.call(host, 'aria-label')).to.equal('Formatting');
    expect(host.shadowRoot!.querySelector('[role="group"]')!.getAttribute('aria-label')).to.equal(null);
    const roles = await rolesNamed('Formatting');
    if (roles) expect(roles).to.deep.equal(['toolbar']);
  });
});

/**
 * Elements whose host is what ARIA on it means: the host has the role (an icon, a separator),
 * is a container without a control (a marquee, a side panel), or wraps a trigger (a tooltip, a
 * menu). The host keeps its ARIA, is the one node it names, and the content inside keeps its own.
 */
describe('host ARIA: on elements that keep it', () => {
  /** The non-text nodes named `name`, as `role` or `role/description` (Chromium only). */
  const namedAs = async (name: string): Promise<string[] | null> => {
    const tree = await axTree();
    return tree
      ? flatten(tree)
          .filter(n => n.name === name && n.role !== 'StaticText' && n.role !== 'LabelText')
          .map(n => (n.description ? `${n.role}/${n.description}` : n.role))
      : null;
  };
  /** Chromium: the tree holds exactly `expected` for `name`; elsewhere `dom()` holds. */
  const expectTree = async (name: string, expected: string[], dom: () => boolean): Promise<void> => {
    let last: unknown;
    await retry(
      async () => {
        const got = await namedAs(name);
        last = got ?? 'DOM check failed';
        return got ? JSON.stringify(got) === JSON.stringify(expected) : dom();
      },
      () => `"${name}": expected ${JSON.stringify(expected)}, got ${JSON.stringify(last)}`,
    );
  };
  /** Its own attribute (not a delegated copy), and nothing in its shadow root repeats it. */
  const keeps = (host: Element, name: string, value: string): boolean =>
    Element.prototype.getAttribute.call(host, name) === value &&
    !host.shadowRoot?.querySelector(`[${name}="${CSS.escape(value)}"]`);
  const role = (host: Element): string | null =>
    host.getAttribute('role') ?? (host as unknown as { internals: ElementInternals }).internals.role;
  const described = (host: Element, text: string): boolean =>
    textOf((host as Reflecting).ariaDescribedByElements) === text;
  const inner = (host: Element, selector: string): Element =>
    host.shadowRoot!.querySelector(selector) ?? host.querySelector(selector)!;

  const open = async (host: HTMLElement): Promise<void> => {
    (host as HTMLElement & { open: boolean }).open = true;
    await waitUntil(() => host.shadowRoot!.querySelector('[popover]')?.matches(':popover-open'), 'opens');
  };

  // [tag, what the author gets, markup (`ARIA` marks the host), the check]
  const own: [string, string, string, (host: HTMLElement) => Promise<void>][] = [
    [
      'ds-icon',
      'aria-label makes an image of it; an author’s aria-hidden hides it',
      '<ds-icon name="home" ARIA></ds-icon>',
      async host => {
        host.setAttribute('aria-label', 'Home');
        await expectTree(
          'Home',
          ['image'],
          () => keeps(host, 'aria-label', 'Home') && role(host) === 'img' && !host.hasAttribute('aria-hidden'),
        );
        host.setAttribute('aria-hidden', 'true');
        await expectTree('Home', [], () => host.getAttribute('aria-hidden') === 'true');
        host.removeAttribute('aria-label');
        host.removeAttribute('aria-hidden');
        await retry(
          async () => host.getAttribute('aria-hidden') === 'true' && !host.hasAttribute('role'),
          () => 'decorative again',
        );
      },
    ],
    [
      'ds-blob',
      'aria-label and aria-describedby name and describe the image',
      '<span id="ax-help">Up 4% in May</span><ds-blob ARIA aria-label="Sales" aria-describedby="ax-help"></ds-blob>',
      async host => {
        await expectTree(
          'Sales',
          ['image/Up 4% in May'],
          () => keeps(host, 'aria-label', 'Sales') && role(host) === 'img' && described(host, 'Up 4% in May'),
        );
        expect((await namedAs('Blob')) ?? [], 'the default name is replaced').to.deep.equal([]);
      },
    ],
    [
      'ds-divider',
      'aria-label names the separator',
      '<ds-divider ARIA aria-label="Settings"></ds-divider>',
      async host =>
        expectTree(
          'Settings',
          ['separator'],
          () => keeps(host, 'aria-label', 'Settings') && role(host) === 'separator',
        ),
    ],
    [
      'ds-tab-panel',
      'stays named by its tab; aria-describedby describes the panel',
      '<span id="ax-help">Your invoices</span><ds-tabs><ds-tab panel="a">Billing</ds-tab><ds-tab-panel name="a" ARIA aria-describedby="ax-help">Text</ds-tab-panel></ds-tabs>',
      async host =>
        expectTree(
          'Billing',
          ['tab', 'tabpanel/Your invoices'],
          () => role(host) === 'tabpanel' && described(host, 'Your invoices'),
        ),
    ],
    [
      'ds-tree',
      'aria-label names the tree over its label; aria-describedby describes it',
      '<span id="ax-help">Project files</span><ds-tree ARIA label="Ignored" aria-label="Files" aria-describedby="ax-help"><ds-tree-item>Docs</ds-tree-item></ds-tree>',
      async host =>
        expectTree(
          'Files',
          ['tree/Project files'],
          () => keeps(host, 'aria-label', 'Files') && role(host) === 'tree' && described(host, 'Project files'),
        ),
    ],
    [
      'ds-card',
      'not selectable: aria-describedby stays on the card, the body text is read once',
      '<span id="ax-help">Billed yearly</span><ds-card ARIA aria-label="Plan" aria-describedby="ax-help">Body text</ds-card>',
      async host => expectTree('Plan', ['generic/Billed yearly'], () => keeps(host, 'aria-describedby', 'ax-help')),
    ],
    [
      'ds-count-up',
      'aria-label names the host; the number is read once, at its final value',
      '<ds-count-up to="42" ARIA aria-label="Visitors"></ds-count-up>',
      async host => {
        await expectTree('Visitors', ['generic'], () => keeps(host, 'aria-label', 'Visitors'));
        const texts = await staticTexts();
        if (texts) expect(texts).to.deep.equal(['42']);
      },
    ],
    [
      'ds-marquee',
      'aria-label names the strip; its content is read once (the copy is hidden)',
      '<ds-marquee ARIA aria-label="Partners"><span>Lit</span></ds-marquee>',
      async host => {
        await expectTree('Partners', ['generic'], () => keeps(host, 'aria-label', 'Partners'));
        const texts = await staticTexts();
        if (texts) expect(texts).to.deep.equal(['Lit']);
      },
    ],
    [
      'ds-side-panel',
      'a landmark role and aria-label on the host name it; the toggle keeps its own name',
      '<ds-side-panel open ARIA role="navigation" aria-label="Workspace"><a href="#ax">Home</a></ds-side-panel>',
      async host => {
        await expectTree('Workspace', ['navigation'], () => keeps(host, 'aria-label', 'Workspace'));
        await expectTree(
          'Collapse panel',
          ['button'],
          () => inner(host, 'button').getAttribute('aria-label') === 'Collapse panel',
        );
      },
    ],
    [
      'ds-snackbar',
      'aria-label names the host; the message and the dismiss button keep theirs',
      '<ds-snackbar dismissible ARIA aria-label="Notice">Saved</ds-snackbar>',
      async host => {
        await expectTree('Notice', ['generic'], () => keeps(host, 'aria-label', 'Notice'));
        await expectTree(
          'Dismiss',
          ['button'],
          () => inner(host, '[part~="dismiss-button"]').getAttribute('label') === 'Dismiss',
        );
      },
    ],
    [
      'ds-snackbar-host',
      'aria-label names the host; its live region stays a status',
      '<ds-snackbar-host ARIA aria-label="Notifications"></ds-snackbar-host>',
      async host => {
        (host as HTMLElement & { show(m: string): string }).show('Saved');
        await expectTree('Notifications', ['generic'], () => keeps(host, 'aria-label', 'Notifications'));
        await retry(
          async () => {
            const tree = await axTree();
            return tree ? flatten(tree).some(n => n.role === 'status') : inner(host, '[role="status"]') !== null;
          },
          () => 'no status region',
        );
      },
    ],
    [
      'ds-option',
      'describes a choice only: ARIA on it names nothing, the drawn option is named by its text',
      '<ds-select label="Fruit" open><ds-option value="a" ARIA aria-label="Red apple">Apple</ds-option></ds-select>',
      async host => {
        const select = host.closest('ds-select')!;
        await expectTree('Apple', ['option'], () => inner(select, '[role="option"]').textContent?.trim() === 'Apple');
        await expectTree('Red apple', [], () => !select.shadowRoot!.querySelector('[aria-label="Red apple"]'));
      },
    ],
    [
      'ds-option-group',
      'describes a group only: the drawn group is named by `label`, ARIA on it names nothing',
      '<ds-select label="Fruit" open><ds-option-group label="Citrus" ARIA aria-label="Sour"><ds-option>Lime</ds-option></ds-option-group></ds-select>',
      async host => {
        const select = host.closest('ds-select')!;
        await expectTree('Citrus', ['group'], () => inner(select, '[role="group"]') !== null);
        await expectTree('Sour', [], () => !select.shadowRoot!.querySelector('[aria-label="Sour"]'));
      },
    ],
    [
      'ds-tooltip',
      'ARIA on the wrapper stays there; the button keeps its name and gets the tooltip as description',
      '<ds-tooltip content="Saves a copy" ARIA aria-label="Help"><ds-button>Save</ds-button></ds-tooltip>',
      async host => {
        const button = inner(host.querySelector('ds-button')!, 'button');
        await expectTree('Save', ['button/Saves a copy'], () => domDescription(button) === 'Saves a copy');
        expect(keeps(host, 'aria-label', 'Help')).to.equal(true);
        expect(button.hasAttribute('aria-label')).to.equal(false);
      },
    ],
    [
      'ds-popover',
      'ARIA on the wrapper stays there; `label` names the dialog, the trigger keeps its name',
      '<ds-popover label="Filters" ARIA aria-label="Filter panel"><ds-button slot="trigger">Filter</ds-button><p>Body</p></ds-popover>',
      async host => {
        await open(host);
        await expectTree(
          'Filters',
          ['dialog'],
          () => inner(host, '[role="dialog"]').getAttribute('aria-label') === 'Filters',
        );
        await expectTree(
          'Filter',
          ['button'],
          () => !inner(host.querySelector('ds-button')!, 'button').hasAttribute('aria-label'),
        );
        expect(keeps(host, 'aria-label', 'Filter panel')).to.equal(true);
      },
    ],
    [
      'ds-menu',
      'ARIA on the wrapper stays there; `label` names the menu, the trigger keeps its name',
      '<ds-menu label="Actions" ARIA aria-label="Row menu"><ds-button slot="trigger">More</ds-button><ds-menu-item>Edit</ds-menu-item></ds-menu>',
      async host => {
        await open(host);
        await expectTree(
          'Actions',
          ['menu'],
          () => inner(host, '[role="menu"]').getAttribute('aria-label') === 'Actions',
        );
        await expectTree(
          'More',
          ['button'],
          () => !inner(host.querySelector('ds-button')!, 'button').hasAttribute('aria-label'),
        );
        expect(keeps(host, 'aria-label', 'Row menu')).to.equal(true);
      },
    ],
    [
      'ds-ripple',
      'stays hidden: its ARIA does not enter the surface’s name',
      '<button>Send<ds-ripple ARIA aria-label="Ripple"></ds-ripple></button>',
      async host => {
        await expectTree('Send', ['button'], () => host.getAttribute('aria-hidden') === 'true');
        expect((await namedAs('Ripple')) ?? []).to.deep.equal([]);
      },
    ],
  ];

  for (const [tag, title, markup, check] of own) {
    it(`${tag}: ${title}`, async () => {
      await check(await mount(markup, 'data-host'));
    });
  }
});
