import { describe, expect, it } from 'vitest';
import { DIVIDER_DEFAULTS, dividerCode } from './divider-demo';

describe('the divider playground snippet', () => {
  it('shows the defaults that differ from the element’s', () => {
    expect(dividerCode(DIVIDER_DEFAULTS).html).toBe('<ds-divider spacing="20"></ds-divider>');
  });

  it('follows every control', () => {
    const code = dividerCode({ spacing: 35, opacity: 0, variant: 'dotted', inverted: true });
    expect(code.html).toBe('<ds-divider spacing="35" opacity="0" variant="dotted" inverted></ds-divider>');
    expect(code.react).toBe(
      'import { DsDivider } from \'./ds\';\n\n<DsDivider spacing={35} opacity={0} variant="dotted" inverted />',
    );
  });
});
