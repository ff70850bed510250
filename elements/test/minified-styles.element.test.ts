// The build minifies every element's css`…` (scripts/minify-css-literals.mjs); the element tests
// run the source as written. This checks, in each engine, that every stylesheet of every element
// parses to the same rules once minified.
import { expect } from '@open-wc/testing';
import { LitElement, type CSSResultOrNative } from 'lit';
import { minifyCss } from '../../scripts/minify-css-literals.mjs';
import * as library from '../index.js';

const rulesOf = (text: string): string[] => {
  const sheet = new CSSStyleSheet();
  sheet.replaceSync(text);
  // A value with var() keeps its text as written (pending substitution): compare tokens, not spacing.
  return [...sheet.cssRules].map(rule => rule.cssText.replace(/\s+/g, ' '));
};

const textOf = (style: CSSResultOrNative): string =>
  style instanceof CSSStyleSheet ? [...style.cssRules].map(rule => rule.cssText).join('\n') : style.cssText;

describe('minified element styles', () => {
  const elements = Object.values(library).filter(
    (value): value is typeof LitElement => typeof value === 'function' && value.prototype instanceof LitElement,
  );

  it('finds the elements of the library', () => {
    expect(elements.length).to.be.greaterThan(25);
  });

  it('parse to the same rules as the source', () => {
    let sheets = 0;
    for (const element of elements) {
      for (const style of element.elementStyles) {
        const text = textOf(style);
        const minified = minifyCss(text);
        expect(rulesOf(minified), element.name).to.deep.equal(rulesOf(text));
        expect(minified.length, element.name).to.be.at.most(text.length);
        sheets++;
      }
    }
    expect(sheets).to.be.greaterThan(25);
  });
});
