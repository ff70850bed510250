import { useEffect, useEffectEvent, useReducer, type RefObject } from 'react';

/**
 * The state of a form, read from a real `<form>` and its controls: the
 * elements keep their own values and validity (ElementInternals), this only watches them.
 */
export interface FormStatus {
  /** Some value differs from the form's defaults (the values after the last reset). */
  dirty: boolean;
  /** Names of the fields the user has left, in the order they were first left. */
  touched: readonly string[];
  /** Every control satisfies its constraints. */
  valid: boolean;
  /** A valid submit is being handled. */
  submitting: boolean;
  /** The user tried to submit at least once (valid or not). */
  submitted: boolean;
  /** The last submit attempt passed validation and its handler finished without an error. */
  submitSuccessful: boolean;
  /** Submit attempts, failed ones included. A reset keeps the count. */
  submitCount: number;
}

/** A form's values by field name (`FormData.getAll()` of each name; files as their names). */
export type FormValues = Readonly<Record<string, readonly string[]>>;

export interface FormModel {
  status: FormStatus;
  values: FormValues;
  /** The values `dirty` compares against. */
  defaults: FormValues;
}

export type FormAction =
  /** The form's values or validity may have changed (an edit, or the first read). */
  | { type: 'read'; values: FormValues; valid: boolean }
  /** After a reset: the values read are the new defaults. */
  | { type: 'reset'; values: FormValues; valid: boolean }
  | { type: 'blur'; field: string }
  /** A submit attempt was blocked by validation. */
  | { type: 'submit-failed' }
  | { type: 'submit-start' }
  | { type: 'submit-end'; ok: boolean };

export const initialFormModel: FormModel = {
  status: {
    dirty: false,
    touched: [],
    valid: true,
    submitting: false,
    submitted: false,
    submitSuccessful: false,
    submitCount: 0,
  },
  values: {},
  defaults: {},
};

/** Whether two value maps hold the same values (names without values count as absent). */
export function sameValues(a: FormValues, b: FormValues): boolean {
  const names = new Set([...Object.keys(a), ...Object.keys(b)]);
  for (const name of names) {
    const x = a[name] ?? [];
    const y = b[name] ?? [];
    if (x.length !== y.length || x.some((value, i) => value !== y[i])) return false;
  }
  return true;
}

/** `FormData` entries as a value map. */
export function valuesOf(entries: Iterable<[string, FormDataEntryValue]>): FormValues {
  const values: Record<string, string[]> = {};
  for (const [name, value] of entries) (values[name] ??= []).push(typeof value === 'string' ? value : value.name);
  return values;
}

/** Whether every control that takes part in validation is valid (reads `validity`; fires no `invalid`). */
export function allValid(controls: Iterable<unknown>): boolean {
  for (const control of controls) {
    const c = control as { willValidate?: boolean; validity?: { valid: boolean } };
    if (c.willValidate && c.validity && !c.validity.valid) return false;
  }
  return true;
}

export function formReducer(model: FormModel, action: FormAction): FormModel {
  const { status } = model;
  switch (action.type) {
    case 'read': {
      const dirty = !sameValues(action.values, model.defaults);
      if (dirty === status.dirty && action.valid === status.valid && sameValues(action.values, model.values))
        return model;
      return { ...model, values: action.values, status: { ...status, dirty, valid: action.valid } };
    }
    case 'reset':
      return {
        values: action.values,
        defaults: action.values,
        status: { ...status, dirty: false, touched: [], valid: action.valid },
      };
    case 'blur':
      if (status.touched.includes(action.field)) return model;
      return { ...model, status: { ...status, touched: [...status.touched, action.field] } };
    case 'submit-failed':
      return {
        ...model,
        status: { ...status, submitted: true, submitSuccessful: false, submitCount: status.submitCount + 1 },
      };
    case 'submit-start':
      return {
        ...model,
        status: {
          ...status,
          submitting: true,
          submitted: true,
          submitSuccessful: false,
          submitCount: status.submitCount + 1,
        },
      };
    case 'submit-end':
      return { ...model, status: { ...status, submitting: false, submitSuccessful: action.ok } };
  }
}

/** The status as short labels, e.g. `['Dirty', 'Touched', 'Invalid', 'Submitted', 'Failed', '2 submits']`. */
export function describeFormStatus(status: FormStatus): { label: string; value: string }[] {
  return [
    { label: 'State', value: status.dirty ? 'Dirty' : 'Pristine' },
    { label: 'Touched', value: status.touched.length ? status.touched.join(', ') : 'None' },
    { label: 'Validity', value: status.valid ? 'Valid' : 'Invalid' },
    {
      label: 'Submitted',
      value: status.submitting
        ? 'Submitting…'
        : !status.submitted
          ? 'No'
          : status.submitSuccessful
            ? 'Yes, successfully'
            : 'Yes, failed',
    },
    { label: 'Submit count', value: String(status.submitCount) },
  ];
}

export interface UseFormStateOptions {
  /**
   * Called for a submit that passed validation (the browser's, so a failed submit has already
   * focused the first invalid field). The default navigation is always prevented.
   */
  onValidSubmit?: (values: FormValues, form: HTMLFormElement) => void | Promise<void>;
}

/** Reads the form after the controls have finished their current update (Lit updates in a microtask). */
const later = (fn: () => void) => setTimeout(fn, 0);

/**
 * Watches the `<form>` of `formRef`: its values, whether they differ from the defaults, which
 * fields were left, validity and submit attempts. Submits are handled here (no navigation, no
 * network): a valid one calls `onValidSubmit`.
 */
export function useFormState(formRef: RefObject<HTMLFormElement | null>, options: UseFormStateOptions = {}): FormModel {
  const [model, dispatch] = useReducer(formReducer, initialFormModel);
  // Always the latest callback, without re-attaching the listeners when it changes.
  const onValidSubmit = useEffectEvent((values: FormValues, form: HTMLFormElement) =>
    options.onValidSubmit?.(values, form),
  );

  useEffect(() => {
    const form = formRef.current;
    if (!form) return;
    const timers = new Set<ReturnType<typeof setTimeout>>();
    const schedule = (fn: () => void) => {
      const id = later(() => {
        timers.delete(id);
        fn();
      });
      timers.add(id);
    };
    const snapshot = () => ({ values: valuesOf(new FormData(form)), valid: allValid(form.elements) });
    const read = () => dispatch({ type: 'read', ...snapshot() });
    let failedSubmitPending = false;

    const onEdit = () => {
      read();
      // A control may finish its update (form value, validity) after the event: read again.
      schedule(read);
    };
    const onFocusOut = (event: FocusEvent) => {
      const target = event.target as { name?: unknown } | null;
      const field =
        target && [...form.elements].includes(target as Element) && typeof target.name === 'string' ? target.name : '';
      if (field) dispatch({ type: 'blur', field });
    };
    // A blocked submit fires `invalid` at each invalid control (it does not bubble): one attempt.
    const onInvalid = () => {
      if (failedSubmitPending) return;
      failedSubmitPending = true;
      schedule(() => {
        failedSubmitPending = false;
        dispatch({ type: 'submit-failed' });
        read();
      });
    };
    const onSubmit = async (event: SubmitEvent) => {
      event.preventDefault();
      dispatch({ type: 'submit-start' });
      let ok = true;
      try {
        await onValidSubmit(snapshot().values, form);
      } catch (error) {
        ok = false;
        console.warn('Form submit handler failed', error);
      }
      dispatch({ type: 'submit-end', ok });
    };
    const onReset = () => schedule(() => dispatch({ type: 'reset', ...snapshot() }));

    form.addEventListener('input', onEdit);
    form.addEventListener('change', onEdit);
    form.addEventListener('focusout', onFocusOut);
    form.addEventListener('invalid', onInvalid, true);
    form.addEventListener('submit', onSubmit);
    form.addEventListener('reset', onReset);
    // The first read once the controls have rendered: their values are the defaults.
    schedule(() => dispatch({ type: 'reset', ...snapshot() }));
    return () => {
      for (const id of timers) clearTimeout(id);
      form.removeEventListener('input', onEdit);
      form.removeEventListener('change', onEdit);
      form.removeEventListener('focusout', onFocusOut);
      form.removeEventListener('invalid', onInvalid, true);
      form.removeEventListener('submit', onSubmit);
      form.removeEventListener('reset', onReset);
    };
  }, [formRef]);

  return model;
}
