import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import { executeServerCommand } from '@web/test-runner-commands';
import { expectSoon, loadTokens, part, partOrNull } from '../test/test-helpers.js';
import '../translations/fr.js';
import { DsAvatar } from './ds-avatar.js';
import { DsAvatarGroup } from './ds-avatar-group.js';

before(loadTokens);

interface AxNode {
  role: string;
  name: string;
  children: AxNode[];
}
const flatten = (nodes: AxNode[]): AxNode[] => nodes.flatMap(n => [n, ...flatten(n.children)]);
/** Chromium: the roles and names read under `#ax`; `null` in Firefox and WebKit. */
async function readOut(): Promise<string[] | null> {
  const { tree } = (await executeServerCommand('ax-tree', { selector: '#ax' })) as { tree: AxNode[] | null };
  return tree && flatten(tree).map(n => `${n.role}:${n.name}`);
}

// a 1×1 PNG
const PIXEL =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';

describe('ds-avatar', () => {
  it('is an image named by name; a failing picture gives way to the initials, no name and no letters to the silhouette', async () => {
    const el = await fixture<DsAvatar>(html`<ds-avatar name="Ada Lovelace" src="/no-such-picture.png"></ds-avatar>`);
    expect(part(el, 'base').getAttribute('role')).to.equal('img');
    expect(part(el, 'base').getAttribute('aria-label')).to.equal('Ada Lovelace');
    await waitUntil(() => !partOrNull(el, 'image'), 'the broken picture goes');
    expect(part(el, 'initials').textContent).to.equal('AL');
    el.src = PIXEL;
    await waitUntil(() => (partOrNull<HTMLImageElement>(el, 'image')?.naturalWidth ?? 0) > 0, 'the picture loads');
    el.name = '—';
    el.src = '';
    await el.updateComplete;
    expect(partOrNull(el, 'initials')).to.equal(null);
    expect(partOrNull(el, 'icon')).to.not.equal(null);
    el.name = '';
    await el.updateComplete;
    expect(part(el, 'base').getAttribute('aria-hidden'), 'decorative without a name').to.equal('true');
    await expect(el).to.be.accessible();
  });

  it('an aria-label on the host names the image once; shape and size fall back to their defaults', async () => {
    const wrap = await fixture<HTMLElement>(
      html`<div id="ax"><ds-avatar name="山田太郎" aria-label="Taro Yamada" shape="oval" size="huge"></ds-avatar></div>`,
    );
    const el = wrap.querySelector('ds-avatar')!;
    await waitUntil(() => el.shape === 'circle' && el.size === 'medium', 'defaults');
    expect(part(el, 'initials').textContent).to.equal('山');
    await expectSoon(() => part(el, 'base').getAttribute('aria-label'), 'Taro Yamada');
    const read = await readOut();
    if (read) expect(read.filter(r => r.includes('Yamada') || r.includes('山'))).to.deep.equal(['image:Taro Yamada']);
  });
});

describe('ds-avatar-group', () => {
  it('shows max avatars and "+N", read as "and N more" in the language, and gives the hidden ones back', async () => {
    const wrap = await fixture<HTMLElement>(html`<div id="ax">
      <ds-avatar-group max="2">
        <ds-avatar name="Ada Lovelace"></ds-avatar>
        <ds-avatar name="Grace Hopper"></ds-avatar>
        <ds-avatar name="Alan Turing"></ds-avatar>
        <ds-avatar name="Katherine Johnson"></ds-avatar>
        <ds-avatar name="Hedy Lamarr" hidden></ds-avatar>
      </ds-avatar-group>
    </div>`);
    const group = wrap.querySelector<DsAvatarGroup>('ds-avatar-group')!;
    const shown = () => [...group.querySelectorAll('ds-avatar:not([hidden])')].map(a => (a as DsAvatar).name);
    const more = () => {
      const bubble = partOrNull(group, 'more');
      return (
        bubble &&
        `${bubble.querySelector('[aria-hidden]')!.textContent} / ${bubble.querySelector('.visually-hidden')!.textContent}`
      );
    };
    await expectSoon(more, '+2 / and 2 more');
    expect(shown()).to.deep.equal(['Ada Lovelace', 'Grace Hopper']);
    const read = await readOut();
    if (read)
      expect(read.filter(r => !r.startsWith('StaticText') && r !== 'generic:')).to.deep.equal([
        'image:Ada Lovelace',
        'image:Grace Hopper',
      ]);
    if (read) expect(read).to.include('StaticText:and 2 more');
    const [first, second] = [...group.querySelectorAll('ds-avatar')];
    expect(second!.getBoundingClientRect().left, 'overlapping').to.be.lessThan(first!.getBoundingClientRect().right);
    wrap.lang = 'fr';
    group.max = 3;
    await expectSoon(more, '+1 / et 1 autre');
    group.max = 0;
    await expectSoon(() => partOrNull(group, 'more'), null);
    expect(shown(), 'all but the one the author hid').to.have.length(4);
    await expect(group).to.be.accessible();
  });
});
