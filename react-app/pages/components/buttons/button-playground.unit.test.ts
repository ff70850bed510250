import { describe, expect, it } from 'vitest';
import { htmlSnippet, reactSnippet } from '../../../docs/snippet-markup';
import { BUTTON_DEFAULTS, buttonElement, buttonSizes, buttonVariants } from './button-playground';

describe('the Buttons playground', () => {
  it('offers the six variants and three sizes of ds-button', () => {
    expect(buttonVariants).toEqual(['primary', 'secondary', 'accent', 'outline', 'highlighted', 'plain']);
    expect(buttonSizes).toEqual(['small', 'medium', 'large']);
  });

  it('writes no attribute for a default', () => {
    expect(htmlSnippet(buttonElement(BUTTON_DEFAULTS))).toBe(
      '<ds-button>\n  <ds-icon slot="start" name="download" size="18"></ds-icon>\n  Download\n</ds-button>',
    );
  });

  it('writes what changed: variant, size, disabled', () => {
    const html = htmlSnippet(buttonElement({ variant: 'outline', size: 'large', disabled: true, iconOnly: false }));
    expect(html.split('\n')[0]).toBe('<ds-button variant="outline" size="large" disabled>');
    expect(html).toContain('size="22"');
  });

  it('names an icon-only button with label and drops the text and the slot', () => {
    const settings = { ...BUTTON_DEFAULTS, iconOnly: true };
    expect(htmlSnippet(buttonElement(settings))).toBe(
      '<ds-button icon-only label="Download">\n  <ds-icon name="download" size="18"></ds-icon>\n</ds-button>',
    );
    expect(reactSnippet(buttonElement(settings), { importFrom: null })).toBe(
      '<DsButton iconOnly label="Download">\n  <DsIcon name="download" size={18} />\n</DsButton>',
    );
  });
});
