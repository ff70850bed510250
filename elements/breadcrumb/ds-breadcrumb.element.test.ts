import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import { executeServerCommand, sendKeys } from '@web/test-runner-commands';
import { deepActive, expectSoon, loadTokens, part, partOrNull, resetMouseAndFocus } from '../test/test-helpers.js';
import '../translations/de.js';
import { DsBreadcrumb } from './ds-breadcrumb.js';
import { DsBreadcrumbItem } from './ds-breadcrumb-item.js';

before(loadTokens);
afterEach(resetMouseAndFocus);

interface AxNode {
  role: string;
  name: string;
  properties: Record<string, unknown>;
  children: AxNode[];
}
/** Chromium: the tree under `#ax` as `role:name` lines (indented by depth, current page marked); `null` elsewhere. */
async function outline(): Promise<string[] | null> {
  const { tree } = (await executeServerCommand('ax-tree', { selector: '#ax' })) as { tree: AxNode[] | null };
  if (!tree) return null;
  const lines: string[] = [];
  const walk = (nodes: AxNode[], depth: number): void => {
    for (const n of nodes) {
      if (n.role === 'generic' && !n.name) {
        walk(n.children, depth);
        continue;
      }
      if (n.role === 'StaticText') continue;
      lines.push(`${' '.repeat(depth)}${n.role}:${n.name}${n.properties['current'] ? ' (current)' : ''}`);
      walk(n.children, depth + 1);
    }
  };
  walk(tree, 0);
  return lines;
}

const trail = (width: string) =>
  fixture<HTMLElement>(html`<div id="ax" style="inline-size: ${width}">
    <ds-breadcrumb>
      <ds-breadcrumb-item href="#home">Home</ds-breadcrumb-item>
      <ds-breadcrumb-item href="#docs">Documentation</ds-breadcrumb-item>
      <ds-breadcrumb-item href="#components">Components</ds-breadcrumb-item>
      <ds-breadcrumb-item href="#forms">Forms and inputs</ds-breadcrumb-item>
      <ds-breadcrumb-item>Text field</ds-breadcrumb-item>
    </ds-breadcrumb>
  </div>`);

const shown = (el: DsBreadcrumb) =>
  [...el.querySelectorAll<DsBreadcrumbItem>('ds-breadcrumb-item')]
    .filter(item => item.getBoundingClientRect().width > 0 && !item.hasAttribute('data-ds-overflow'))
    .map(item => item.textContent);
const moreButton = (el: DsBreadcrumb) =>
  [...el.querySelectorAll('ds-breadcrumb-item')].map(item => partOrNull(item, 'more-button')).find(Boolean) ?? null;

describe('ds-breadcrumb', () => {
  it('a landmark named "Breadcrumb" holding a list of links, the last the current page, separators not read', async () => {
    const wrap = await trail('60rem');
    const el = wrap.querySelector<DsBreadcrumb>('ds-breadcrumb')!;
    const nav = part(el, 'base');
    expect(nav.localName).to.equal('nav');
    expect(nav.getAttribute('aria-label')).to.equal('Breadcrumb');
    const items = [...el.querySelectorAll<DsBreadcrumbItem>('ds-breadcrumb-item')];
    expect(items.map(item => item.getAttribute('role'))).to.deep.equal(Array(5).fill('listitem'));
    await expectSoon(() => part(items[4]!, 'link').getAttribute('aria-current'), 'page');
    expect(part(items[4]!, 'link').localName, 'no href: text').to.equal('span');
    expect(part(items[0]!, 'link').getAttribute('href')).to.equal('#home');
    expect(items.slice(0, 4).some(item => part(item, 'link').hasAttribute('aria-current'))).to.equal(false);
    expect(shown(el)).to.have.length(5);
    const separator = getComputedStyle(part(items[1]!, 'base'), '::before');
    expect(separator.content === 'none' || separator.content === 'normal', 'drawn').to.equal(false);
    expect(getComputedStyle(part(items[0]!, 'base'), '::before').content, 'none before the first').to.be.oneOf([
      'none',
      'normal',
    ]);
    const tree = await outline();
    if (tree)
      expect(tree).to.deep.equal([
        'navigation:Breadcrumb',
        ' list:',
        '  listitem:',
        '   link:Home',
        '  listitem:',
        '   link:Documentation',
        '  listitem:',
        '   link:Components',
        '  listitem:',
        '   link:Forms and inputs',
        '  listitem:',
        // the current page's text: Chromium names the span's node by its text
        ...(tree.includes('   generic:Text field (current)') ? ['   generic:Text field (current)'] : []),
      ]);
    // the host names the landmark; the language names it otherwise
    el.setAttribute('aria-label', 'You are here');
    await expectSoon(() => nav.getAttribute('aria-label'), 'You are here');
    el.removeAttribute('aria-label');
    wrap.lang = 'de';
    await expectSoon(() => nav.getAttribute('aria-label'), 'Brotkrumennavigation');
    wrap.dir = 'rtl';
    await expectSoon(() => getComputedStyle(part(items[1]!, 'base'), '::before').rotate, '-45deg', 'mirrored');
    await expect(el).to.be.accessible();
  });

  it('collapses its middle behind "Show more breadcrumbs" when narrow, lists the hidden links, and shows all again when wide', async () => {
    const wrap = await trail('16rem');
    const el = wrap.querySelector<DsBreadcrumb>('ds-breadcrumb')!;
    await waitUntil(() => moreButton(el), 'the "…" button shows');
    const right = (e: Element) => e.getBoundingClientRect().right;
    await waitUntil(() => right(el.querySelector('ds-breadcrumb-item:last-child')!) <= right(el) + 0.5, 'fits');
    const visible = shown(el);
    expect(visible[0]).to.equal('Home');
    expect(visible.at(-1)).to.equal('Text field');
    expect(visible.length).to.be.lessThan(5);
    const button = moreButton(el)!;
    expect(button.getAttribute('aria-label')).to.equal('Show more breadcrumbs');
    expect(button.getAttribute('aria-expanded')).to.equal('false');
    button.focus();
    await sendKeys({ press: 'Enter' });
    await waitUntil(() => button.getAttribute('aria-expanded') === 'true', 'opens');
    const links = button.closest('ds-popover')!.querySelectorAll('a');
    expect([...links].map(a => `${a.textContent}=${a.getAttribute('href')}`)).to.deep.equal(
      ['Documentation=#docs', 'Components=#components', 'Forms and inputs=#forms'].slice(0, 5 - visible.length),
    );
    await waitUntil(() => deepActive() === links[0], 'focus on the first hidden link');
    await sendKeys({ press: 'Escape' });
    await waitUntil(() => deepActive() === button, 'focus back on the button');
    wrap.style.inlineSize = '60rem';
    await waitUntil(() => shown(el).length === 5 && !moreButton(el), 'all shown again');
    // so narrow that only the first, the "…" and the cut last one remain
    wrap.style.inlineSize = '8rem';
    await waitUntil(() => shown(el).length === 2, 'first and last');
    await waitUntil(
      () => right(el.querySelector('ds-breadcrumb-item:last-child')!) <= right(el) + 0.5,
      'the last one cut',
    );
  });
});
