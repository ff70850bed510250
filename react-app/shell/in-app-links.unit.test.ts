import { describe, expect, it } from 'vitest';
import { inAppPath, type LinkClick } from './in-app-links';

const BASE = '/portfolio/';
const here = new URL('https://example.test/portfolio/Tools?x=1');

/** An `<a>` as the browser resolves it: `href` is the full address. */
function link(href: string, attributes: Record<string, string> = {}) {
  return {
    localName: 'a',
    href: new URL(href, here).href,
    target: attributes.target ?? '',
    hasAttribute: (name: string) => name === 'href' || name in attributes,
  };
}

/** A click whose composed path starts at `path[0]` (e.g. the `<a>` in a ds-button's shadow root). */
function click(path: object[], init: Partial<LinkClick> = {}): LinkClick {
  return {
    button: 0,
    altKey: false,
    ctrlKey: false,
    metaKey: false,
    shiftKey: false,
    defaultPrevented: false,
    composedPath: () => path as EventTarget[],
    ...init,
  };
}

const span = { localName: 'span', href: undefined, target: '', hasAttribute: () => false };
const host = { localName: 'ds-button', href: '/portfolio/About', target: '', hasAttribute: () => true };

describe('inAppPath', () => {
  it('stays in the app for a plain click on a page under the base, with its query and fragment', () => {
    expect(inAppPath(click([link('/portfolio/Components/Overview')]), here, BASE)).toBe('/Components/Overview');
    expect(inAppPath(click([link('/portfolio/About?tab=2#contact')]), here, BASE)).toBe('/About?tab=2#contact');
    expect(inAppPath(click([link('/portfolio/')]), here, BASE)).toBe('/');
    expect(inAppPath(click([link('/portfolio/About', { target: '_self' })]), here, BASE)).toBe('/About');
  });

  it('finds the link through the composed path: a label inside the <a> inside a shadow root', () => {
    expect(inAppPath(click([span, link('/portfolio/Tools/BlobGenerator'), host]), here, BASE)).toBe(
      '/Tools/BlobGenerator',
    );
    // the host's own href property is not a link: only the <a> is
    expect(inAppPath(click([span, host]), here, BASE)).toBeNull();
  });

  it('leaves Ctrl, Cmd, Shift and Alt clicks and other buttons to the browser', () => {
    const to = [link('/portfolio/About')];
    for (const key of ['ctrlKey', 'metaKey', 'shiftKey', 'altKey'] as const) {
      expect(inAppPath(click(to, { [key]: true }), here, BASE)).toBeNull();
    }
    expect(inAppPath(click(to, { button: 1 }), here, BASE)).toBeNull();
  });

  it('leaves a click already handled (a React Router <Link>) alone', () => {
    expect(inAppPath(click([link('/portfolio/About')], { defaultPrevented: true }), here, BASE)).toBeNull();
  });

  it('leaves external links, links outside the base, files, targets and downloads to the browser', () => {
    expect(inAppPath(click([link('https://elsewhere.test/portfolio/About')]), here, BASE)).toBeNull();
    expect(inAppPath(click([link('mailto:lena@example.test')]), here, BASE)).toBeNull();
    expect(inAppPath(click([link('/About')]), here, BASE)).toBeNull();
    expect(inAppPath(click([link('/portfolio/resume/cv.pdf')]), here, BASE)).toBeNull();
    expect(inAppPath(click([link('/portfolio/examples/plain.html')]), here, BASE)).toBeNull();
    expect(inAppPath(click([link('/portfolio/About', { target: '_blank' })]), here, BASE)).toBeNull();
    expect(inAppPath(click([link('/portfolio/About', { download: '' })]), here, BASE)).toBeNull();
  });

  it('leaves a fragment of the current page to the browser, which scrolls to it', () => {
    expect(inAppPath(click([link('/portfolio/Tools?x=1#keys')]), here, BASE)).toBeNull();
    expect(inAppPath(click([link('/portfolio/Tools#keys')]), here, BASE)).toBe('/Tools#keys');
  });

  it('works under the root base too', () => {
    const root = new URL('https://example.test/Tools');
    expect(inAppPath(click([link('https://example.test/About')]), root, '/')).toBe('/About');
  });

  it('ignores a click on no link', () => {
    expect(inAppPath(click([span]), here, BASE)).toBeNull();
  });
});
