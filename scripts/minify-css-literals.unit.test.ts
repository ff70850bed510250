// The build's minifier of css`…` literals: what it removes, and what it must keep as is.
import { describe, expect, it } from 'vitest';
import { elementSource, minifyCss, minifyCssLiterals } from './minify-css-literals.mjs';

describe('minifyCss', () => {
  it('drops comments and indentation, and the space next to braces and semicolons', () => {
    const css = `
      /* the host */
      :host {
        display: block; /* block */
        padding: calc(var(--_a) / 2) 0;
      }

      .a > .b,
      .c :focus-visible {
        color: red;
      }
    `;
    expect(minifyCss(css)).toBe(
      ':host{display: block;padding: calc(var(--_a) / 2) 0;}.a > .b, .c :focus-visible{color: red;}',
    );
  });

  it('keeps quoted strings and escapes as they are', () => {
    expect(minifyCss(`.a::before { content: '  two  spaces /* not a comment */ '; }`)).toBe(
      `.a::before{content: '  two  spaces /* not a comment */ ';}`,
    );
    expect(minifyCss(`.a { content: "\\"  x"; }`)).toBe(`.a{content: "\\"  x";}`);
    expect(minifyCss(`.a\\:b   { color: red }`)).toBe(`.a\\:b{color: red}`);
  });

  it('keeps a space at an end when asked (next to an interpolation)', () => {
    expect(minifyCss('  solid  ', { trimStart: false, trimEnd: false })).toBe(' solid ');
    expect(minifyCss('  ', { trimStart: false, trimEnd: false })).toBe('');
    expect(minifyCss('/* x */')).toBe('');
  });

  it('tolerates an unclosed comment or string', () => {
    expect(minifyCss('.a { color: red } /* open')).toBe('.a{color: red}');
    expect(minifyCss(".a { content: 'open")).toBe(".a{content: 'open");
  });
});

describe('minifyCssLiterals', () => {
  it('minifies only css`…` literals, and keeps their interpolations and the space around them', () => {
    const source = [
      "import { css, html } from 'lit';",
      'export const a = css`',
      '  ${base}',
      '  /* rule */',
      '  .x {',
      '    border: ${unsafeCSS(width)} solid ${fn({ a: 1 })};',
      '  }',
      '`;',
      'const view = html`<div>  keep  </div>`;',
      'const other = `not  css`;',
    ].join('\n');
    expect(minifyCssLiterals(source)).toBe(
      [
        "import { css, html } from 'lit';",
        'export const a = css`${base} .x{border: ${unsafeCSS(width)} solid ${fn({ a: 1 })};}`;',
        'const view = html`<div>  keep  </div>`;',
        'const other = `not  css`;',
      ].join('\n'),
    );
  });

  it('leaves a source without css literals unchanged', () => {
    const source = 'const a = 1; // css is mentioned\nconst b = `x  y`;';
    expect(minifyCssLiterals(source)).toBe(source);
  });

  it('applies to the elements’ TypeScript, not to their tests or other folders', () => {
    expect(elementSource.test('/repo/elements/slider/ds-slider.styles.ts')).toBe(true);
    expect(elementSource.test('C:\\repo\\elements\\internal\\focus-ring.styles.ts')).toBe(true);
    expect(elementSource.test('/repo/elements/slider/ds-slider.element.test.ts')).toBe(false);
    expect(elementSource.test('/repo/react-app/pages/Home.tsx')).toBe(false);
  });
});
