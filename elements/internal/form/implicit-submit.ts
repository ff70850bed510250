/**
 * HTML's implicit submission for form controls that are single-line text fields inside a shadow root (ds-text-field,
 * ds-number-field): Enter in one submits its form, as in a native `<input>`, which the inner input cannot do itself
 * (it is in no form).
 */

/** Native input types that, when a form has more than one of them, keep Enter from submitting a form without a submit button. */
const implicitSubmissionBlockers = new Set([
  'text',
  'search',
  'url',
  'tel',
  'email',
  'password',
  'date',
  'month',
  'week',
  'time',
  'datetime-local',
  'number',
]);

/** The ds-* controls that count as single-line text fields, each with whether it is one right now (a textarea is not). */
const textEntries = new WeakMap<Element, () => boolean>();

/** Counts `control` as a single-line text field while `isSingleLine()` says so (call it once, in the constructor). */
export function registerTextEntry(control: Element, isSingleLine: () => boolean = () => true): void {
  textEntries.set(control, isSingleLine);
}

const isTextEntry = (e: Element): boolean =>
  textEntries.get(e)?.() ?? (e instanceof HTMLInputElement && implicitSubmissionBlockers.has(e.type));

/**
 * The Enter key in a single-line field: click the form's default (first) submit button, if it is enabled; without
 * one, submit the form when this is its only single-line text field. Runs after the key's default action and every
 * listener, which may cancel the `keydown`; nothing for another key, a chord or while composing text.
 */
export function submitOnEnter(
  event: KeyboardEvent,
  control: { readonly form: HTMLFormElement | null; readonly isConnected: boolean },
  enabled: () => boolean,
): void {
  if (event.key !== 'Enter' || event.isComposing || event.altKey || event.ctrlKey || event.metaKey || event.shiftKey)
    return;
  setTimeout(() => {
    const form = control.form;
    if (event.defaultPrevented || !form || !control.isConnected || !enabled()) return;
    const elements = [...form.elements];
    const submitter = elements.find(
      e => (e as { type?: unknown }).type === 'submit' || (e instanceof HTMLInputElement && e.type === 'image'),
    ) as HTMLElement | undefined;
    if (submitter) {
      if (!submitter.matches(':disabled')) submitter.click();
      return;
    }
    if (elements.filter(isTextEntry).length <= 1) form.requestSubmit();
  });
}
