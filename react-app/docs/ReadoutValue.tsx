import { readoutText, type ReadoutState, type ReadoutWords } from './readout-text';

/**
 * The value of a live read-out, worded from the same state that sets its control, and paired with
 * that control by id (`data-readout-for`), with its words on the element: e2e/readouts.ts reads the
 * control's real state, words it the same way and expects this text. Put it inside `<LiveValue>`.
 */
export function ReadoutValue({
  of,
  state,
  on,
  off,
  format,
  none,
}: {
  /** The id of the control the read-out reports on. */
  of: string;
  state: ReadoutState;
} & ReadoutWords) {
  return (
    <span
      data-readout-for={of}
      data-readout-on={on}
      data-readout-off={off}
      data-readout-format={format}
      data-readout-none={none}
    >
      {readoutText(state, { on, off, format, none })}
    </span>
  );
}
