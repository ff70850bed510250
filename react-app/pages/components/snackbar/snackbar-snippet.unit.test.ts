import { describe, expect, it } from 'vitest';
import { optionsLiteral, snackbarSnippet } from './snackbar-snippet';

describe('snackbar snippet', () => {
  it('writes the options as an object literal, quoting strings and leaving out undefined ones', () => {
    expect(optionsLiteral({ message: "It's saved", duration: 5000, countdown: true, source: undefined })).toBe(
      "{ message: 'It\\'s saved', duration: 5000, countdown: true }",
    );
  });
  it('shows the same call from a plain page and from React', () => {
    const { html, react } = snackbarSnippet({ message: 'Saved', replace: true });
    expect(html).toContain("host.show({ message: 'Saved', replace: true });");
    expect(react).toContain("show({ message: 'Saved', replace: true });");
    expect(react).toMatch(/^import \{ useSnackbar \}/);
  });
});
