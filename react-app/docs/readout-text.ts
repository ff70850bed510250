// The words of a live read-out ("Notifications: On", "Selected: Monday, Wednesday"), from the state of
// the control it reports on. <ReadoutValue> renders them; e2e/readouts.ts words the control's real
// state the same way and expects the read-out to match.

/** The state a read-out reports: two-state, the names of the chosen options, a number, or a span. */
export type ReadoutState =
  { checked: boolean } | { chosen: readonly string[] } | { value: number } | { start: number; end: number };

/** How a read-out words its state; kept on the element as `data-readout-*`. */
export interface ReadoutWords {
  /** Two-state: the words while on and while off. */
  on?: string;
  off?: string;
  /**
   * A number, a span or the chosen names in a sentence: `{value}` (the number, or the names joined
   * with ", "), `{start}`, `{end}` and `{span}` (end − start). Default `{value}`, or `{start} – {end}`.
   */
  format?: string;
  /** Nothing chosen. Default "None". */
  none?: string;
}

/** The text a read-out shows for `state`. */
export function readoutText(state: ReadoutState, words: ReadoutWords = {}): string {
  if ('checked' in state) return state.checked ? (words.on ?? 'On') : (words.off ?? 'Off');
  if ('chosen' in state && state.chosen.length === 0) return words.none ?? 'None';
  const fields: Record<string, string> =
    'chosen' in state
      ? { value: state.chosen.join(', ') }
      : 'value' in state
        ? { value: String(state.value) }
        : { start: String(state.start), end: String(state.end), span: String(state.end - state.start) };
  const format = words.format ?? ('start' in state ? '{start} – {end}' : '{value}');
  return format.replace(/\{(\w+)\}/g, (field, name: string) => fields[name] ?? field);
}
