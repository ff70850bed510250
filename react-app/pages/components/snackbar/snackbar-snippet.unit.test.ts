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

describe('snackbar snippet with an action', () => {
  const options = { message: 'Draft deleted', action: 'Undo', onAction: () => undefined };
  it('prints a callback as the code it is given, never as its compiled source', () => {
    expect(optionsLiteral(options, { onAction: '() => restoreDraft()' })).toBe(
      "{ message: 'Draft deleted', action: 'Undo', onAction: () => restoreDraft() }",
    );
  });
  it('prints an empty arrow function for a callback without code', () => {
    expect(snackbarSnippet(options).html).toContain("action: 'Undo', onAction: () => {} });");
  });
});
