import { expect } from '@open-wc/testing';
import { defineElement } from './define.js';
import { PACKAGE_NAME, VERSION } from './version.js';

/** The key another copy of the library reads (define.ts exports it too; spelled out here on purpose). */
const KEY = Symbol.for('dotline.version');

let count = 0;
/** A tag no other test (or run of this one) has defined. */
const uniqueTag = () => `define-test-${Date.now().toString(36)}-${count++}`;

describe('defineElement', () => {
  let warnings: unknown[][] = [];
  let originalWarn: typeof console.warn;

  beforeEach(() => {
    warnings = [];
    originalWarn = console.warn;
    console.warn = (...args: unknown[]) => warnings.push(args);
  });
  afterEach(() => {
    console.warn = originalWarn;
  });

  it('defines the tag and records this copy’s version on the class', () => {
    const tag = uniqueTag();
    class First extends HTMLElement {}
    defineElement(tag, First);
    expect(customElements.get(tag)).to.equal(First);
    expect((First as unknown as Record<symbol, unknown>)[KEY]).to.equal(VERSION);
    expect(document.createElement(tag)).to.be.instanceOf(First);
    expect(warnings).to.have.length(0);
  });

  it('skips a second class under the tag with one warning naming the tag and both versions', () => {
    const tag = uniqueTag();
    // The first copy: another version of the library, as its defineElement would have left it.
    class Older extends HTMLElement {
      static [KEY] = '3.4.0';
    }
    customElements.define(tag, Older);
    class Newer extends HTMLElement {}
    expect(() => defineElement(tag, Newer)).not.to.throw();
    expect(customElements.get(tag)).to.equal(Older);
    expect(warnings).to.have.length(1);
    const message = String(warnings[0]![0]);
    expect(message).to.include(tag);
    expect(message).to.include(`${PACKAGE_NAME} 3.4.0`);
    expect(message).to.include(`${PACKAGE_NAME} ${VERSION}`);
    expect(message).to.include('keeps using the first');
  });

  it('keeps the first of two classes defined through defineElement', () => {
    const tag = uniqueTag();
    class First extends HTMLElement {}
    class Second extends HTMLElement {}
    defineElement(tag, First);
    defineElement(tag, Second);
    expect(customElements.get(tag)).to.equal(First);
    expect(warnings).to.have.length(1);
    expect(String(warnings[0]![0])).to.include(tag);
  });

  it('is silent when the same class is defined again', () => {
    const tag = uniqueTag();
    class Same extends HTMLElement {}
    defineElement(tag, Same);
    expect(() => defineElement(tag, Same)).not.to.throw();
    expect(customElements.get(tag)).to.equal(Same);
    expect(warnings).to.have.length(0);
  });

  it('names an unknown version when the tag’s class carries none', () => {
    const tag = uniqueTag();
    class Plain extends HTMLElement {}
    customElements.define(tag, Plain);
    class Ours extends HTMLElement {}
    defineElement(tag, Ours);
    expect(customElements.get(tag)).to.equal(Plain);
    expect(warnings).to.have.length(1);
    const message = String(warnings[0]![0]);
    expect(message).to.include(tag);
    expect(message).to.include('an unknown version');
    expect(message).to.include(`${PACKAGE_NAME} ${VERSION}`);
  });
});
