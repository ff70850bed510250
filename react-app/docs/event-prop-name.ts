/**
 * The React prop of an element's event in the generated wrappers (react-app/ds/*): `ds-foo-bar` ->
 * `onDsFooBar`, `change` -> `onChange`. The same rule as `eventPropName` in
 * scripts/make-react-wrappers.mjs (a Node script the site cannot import); a unit test keeps the two
 * equal for every event of the manifest.
 */
export function eventPropName(eventName: string): string {
  return (
    'on' +
    eventName
      .split(/[-:_.\s]+/)
      .filter(Boolean)
      .map(word => word[0]!.toUpperCase() + word.slice(1))
      .join('')
  );
}
