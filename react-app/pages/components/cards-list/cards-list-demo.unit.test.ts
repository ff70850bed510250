import { describe, expect, it } from 'vitest';
import { galleryItems } from '../../../../content/gallery';
import { differsFromDefaults } from '../../../docs/demo-state';
import {
  cardCode,
  GALLERY_DEFAULTS,
  isLayout,
  likeCount,
  likesWord,
  nextSelection,
  shareUrl,
  toggleLike,
} from './cards-list-demo';

describe('cards & list demo', () => {
  it('selecting the selected item again deselects it', () => {
    expect(nextSelection('', 'a')).toBe('a');
    expect(nextSelection('a', 'b')).toBe('b');
    expect(nextSelection('b', 'b')).toBe('');
  });

  it('likes keep the gallery order, so liking and unliking returns to the default', () => {
    const [a, b] = [galleryItems[0]!.id, galleryItems[1]!.id];
    const both = toggleLike(toggleLike([], b, galleryItems), a, galleryItems);
    expect(both).toEqual([a, b]);
    const none = toggleLike(toggleLike(both, a, galleryItems), b, galleryItems);
    expect(differsFromDefaults({ ...GALLERY_DEFAULTS, liked: none }, GALLERY_DEFAULTS)).toBe(false);
  });

  it('the count adds the visitor’s own like', () => {
    const item = galleryItems[0]!;
    expect(likeCount(item, [])).toBe(item.likes);
    expect(likeCount(item, [item.id])).toBe(item.likes + 1);
    expect(likesWord(1)).toBe('like');
    expect(likesWord(2)).toBe('likes');
  });

  it('layouts and the share address', () => {
    expect(['card', 'list', 'grid'].every(isLayout)).toBe(true);
    expect(isLayout('table')).toBe(false);
    expect(shareUrl('https://example.com/Components/CardsAndList?x=1#old', 'glacier')).toBe(
      'https://example.com/Components/CardsAndList?x=1#glacier',
    );
    expect(shareUrl('not a url', 'glacier')).toBe('not a url');
  });

  it('the card code follows the layout, the selection and the like', () => {
    const first = cardCode(GALLERY_DEFAULTS, galleryItems);
    expect(first.html.split('\n')[0]).toBe('<ds-card selectable long-press>');
    expect(first.html).toContain(`<h3 slot="heading">${galleryItems[0]!.title}</h3>`);
    expect(first.html).not.toContain('ds-button');
    const id = galleryItems[2]!.id;
    const selected = cardCode({ layout: 'list', selected: id, liked: [id] }, galleryItems);
    expect(selected.html.split('\n')[0]).toBe('<ds-card selectable selected orientation="horizontal">');
    expect(selected.html).toMatch(/toggle\s+pressed/);
    expect(selected.react).toContain(`onDsCardOpen={() => openDetail('${id}')}`);
    const grid = cardCode({ layout: 'grid', selected: '', liked: [] }, galleryItems);
    expect(grid.html).not.toContain('<p>');
  });
});
