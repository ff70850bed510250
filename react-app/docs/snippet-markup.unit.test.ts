import { describe, expect, it } from 'vitest';
import {
  componentName,
  htmlSnippet,
  reactPropName,
  reactSnippet,
  snippetOf,
  tagsIn,
  type SnippetElement,
} from './snippet-markup';

const button = (attrs: SnippetElement['attrs'], label = 'Save'): SnippetElement => ({
  tag: 'ds-button',
  attrs,
  children: [label],
});

describe('names', () => {
  it('turns tags into wrapper names and attributes into props', () => {
    expect(componentName('ds-button-group')).toBe('DsButtonGroup');
    expect(componentName('span')).toBe('span');
    expect(reactPropName('icon-only')).toBe('iconOnly');
    expect(reactPropName('class')).toBe('className');
    expect(reactPropName('for')).toBe('htmlFor');
    expect(reactPropName('aria-label')).toBe('aria-label');
    expect(reactPropName('variant')).toBe('variant');
  });
});

describe('htmlSnippet', () => {
  it('writes attributes as given, bare booleans, and leaves out false, null and undefined', () => {
    expect(htmlSnippet(button({ variant: 'outline', disabled: true, 'icon-only': false, label: null }))).toBe(
      '<ds-button variant="outline" disabled>Save</ds-button>',
    );
  });
  it('escapes attribute values and text', () => {
    expect(htmlSnippet(button({ label: 'Say "hi" & <go>' }, 'a < b'))).toBe(
      '<ds-button label="Say &quot;hi&quot; &amp; &lt;go&gt;">a &lt; b</ds-button>',
    );
  });
  it('closes empty custom elements with an end tag, void elements without', () => {
    expect(htmlSnippet([{ tag: 'ds-icon', attrs: { name: 'star' } }, { tag: 'br' }])).toBe(
      '<ds-icon name="star"></ds-icon>\n<br>',
    );
  });
  it('indents nested elements and breaks a long opening tag into one attribute per line', () => {
    const group: SnippetElement = {
      tag: 'ds-button-group',
      attrs: { label: 'Text alignment, a rather long accessible name here' },
      children: [button({ toggle: true, pressed: true }, 'Left'), { tag: 'ds-icon', attrs: { name: 'star' } }],
    };
    expect(htmlSnippet(group)).toBe(
      [
        '<ds-button-group',
        '  label="Text alignment, a rather long accessible name here"',
        '>',
        '  <ds-button toggle pressed>Left</ds-button>',
        '  <ds-icon name="star"></ds-icon>',
        '</ds-button-group>',
      ].join('\n'),
    );
  });
  it('respects a custom line length', () => {
    expect(htmlSnippet(button({ variant: 'outline' }), { lineLength: 20 })).toBe(
      '<ds-button\n  variant="outline"\n>\n  Save\n</ds-button>',
    );
  });
});

describe('reactSnippet', () => {
  it('writes wrapper components with typed props and an import line', () => {
    const node: SnippetElement = {
      tag: 'ds-button',
      attrs: { variant: 'plain', 'icon-only': true, label: 'Like', disabled: false },
      children: [{ tag: 'ds-icon', attrs: { name: 'heart', size: 18 } }],
    };
    expect(reactSnippet(node)).toBe(
      [
        "import { DsButton, DsIcon } from './ds';",
        '',
        '<DsButton variant="plain" iconOnly label="Like">',
        '  <DsIcon name="heart" size={18} />',
        '</DsButton>',
      ].join('\n'),
    );
  });
  it('writes numbers as expressions and adds React-only props, which can also remove an attribute', () => {
    const node: SnippetElement = {
      tag: 'ds-slider',
      attrs: { value: 40, min: 0, label: 'Volume', class: 'wide' },
      reactProps: { min: undefined, onInput: { code: 'e => setVolume(e.currentTarget.value)' } },
    };
    expect(reactSnippet(node, { importFrom: null, lineLength: 200 })).toBe(
      '<DsSlider value={40} label="Volume" className="wide" onInput={e => setVolume(e.currentTarget.value)} />',
    );
  });
  it('quotes strings and text that JSX cannot hold as they are', () => {
    expect(reactSnippet(button({ label: 'Say "hi"' }, 'a {b}'), { importFrom: null })).toBe(
      '<DsButton label={"Say \\"hi\\""}>{"a {b}"}</DsButton>',
    );
  });
  it('leaves the import out when there is no ds-* element', () => {
    expect(reactSnippet({ tag: 'span', children: ['Hi'] })).toBe('<span>Hi</span>');
  });
});

describe('snippetOf and tagsIn', () => {
  it('gives both tabs from one description', () => {
    const node = button({ size: 'large' });
    expect(snippetOf(node)).toEqual({
      html: '<ds-button size="large">Save</ds-button>',
      react: 'import { DsButton } from \'./ds\';\n\n<DsButton size="large">Save</DsButton>',
    });
    expect(tagsIn([node, { tag: 'div', children: [{ tag: 'ds-ripple' }, node] }])).toEqual(['ds-button', 'ds-ripple']);
  });
});
