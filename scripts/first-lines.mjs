// An error's message in a few lines, for the summary of `npm test`: a CI log often keeps only the summary.
// Used by scripts/test.mjs (Playwright's errors) and scripts/wtr-count-reporter.mjs (web-test-runner's).

/** An error's message without terminal colours: its first four lines, and its line in the test file when known. */
export function firstLines(error) {
  // eslint-disable-next-line no-control-regex -- the terminal's colour codes
  const text = String(error?.message ?? error?.value ?? error ?? '').replace(/\u001b\[[0-9;]*m/g, '');
  const lines = text
    .split('\n')
    .filter(line => line.trim())
    .slice(0, 4);
  const at = error?.location ? ` (line ${error.location.line})` : '';
  return lines.map(line => line.slice(0, 160)).join('\n         ') + at;
}
