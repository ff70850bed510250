import { describe, expect, it } from 'vitest';
import { PROGRESS_DEFAULTS, progressCode } from './feedback-demo';

describe('progressCode', () => {
  it('writes the playground’s progress bar in HTML and React', () => {
    const { html, react } = progressCode(PROGRESS_DEFAULTS);
    expect(html).toBe('<ds-progress label="Upload" value="40" show-value></ds-progress>');
    expect(react).toContain('<DsProgress label="Upload" value={40} showValue />');
  });

  it('leaves the value out while indeterminate, and names the ring', () => {
    const { html } = progressCode({ ...PROGRESS_DEFAULTS, indeterminate: true, ring: true });
    expect(html).toBe('<ds-progress label="Upload" variant="ring" indeterminate></ds-progress>');
  });
});
