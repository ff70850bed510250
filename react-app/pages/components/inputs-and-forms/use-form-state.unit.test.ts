import { describe, expect, it } from 'vitest';
import {
  allValid,
  describeFormStatus,
  formReducer,
  initialFormModel,
  sameValues,
  valuesOf,
  type FormModel,
} from './use-form-state';

const defaults = { name: [''], email: [''] };
const start: FormModel = formReducer(initialFormModel, { type: 'reset', values: defaults, valid: false });

describe('valuesOf', () => {
  it('groups entries by name, keeping order and repeats', () => {
    const file = { name: 'cv.pdf' } as File;
    expect(
      valuesOf([
        ['days', 'mo'],
        ['name', 'Ann'],
        ['days', 'fr'],
        ['cv', file],
      ]),
    ).toEqual({ days: ['mo', 'fr'], name: ['Ann'], cv: ['cv.pdf'] });
  });
});

describe('sameValues', () => {
  it('compares every name and every value in order', () => {
    expect(sameValues({ a: ['1'] }, { a: ['1'] })).toBe(true);
    expect(sameValues({ a: ['1', '2'] }, { a: ['2', '1'] })).toBe(false);
    expect(sameValues({ a: ['1'] }, { a: ['1'], b: ['x'] })).toBe(false);
  });
  it('treats a name without values as absent (an unchecked checkbox submits nothing)', () => {
    expect(sameValues({ a: [] }, {})).toBe(true);
  });
});

describe('allValid', () => {
  it('ignores controls that do not take part in validation', () => {
    expect(
      allValid([
        { willValidate: false, validity: { valid: false } },
        { willValidate: true, validity: { valid: true } },
        {},
      ]),
    ).toBe(true);
  });
  it('is false when any validating control is invalid', () => {
    expect(
      allValid([
        { willValidate: true, validity: { valid: true } },
        { willValidate: true, validity: { valid: false } },
      ]),
    ).toBe(false);
  });
});

describe('formReducer', () => {
  it('starts pristine, untouched and not submitted, with the first read as defaults', () => {
    expect(start.status).toMatchObject({ dirty: false, touched: [], valid: false, submitted: false, submitCount: 0 });
    expect(start.defaults).toEqual(defaults);
  });

  it('is dirty while the values differ from the defaults, pristine again when they match', () => {
    const edited = formReducer(start, { type: 'read', values: { name: ['A'], email: [''] }, valid: false });
    expect(edited.status.dirty).toBe(true);
    const undone = formReducer(edited, { type: 'read', values: defaults, valid: false });
    expect(undone.status.dirty).toBe(false);
  });

  it('returns the same model when a read changes nothing', () => {
    expect(formReducer(start, { type: 'read', values: { ...defaults }, valid: false })).toBe(start);
  });

  it('records each left field once', () => {
    let model = formReducer(start, { type: 'blur', field: 'name' });
    model = formReducer(model, { type: 'blur', field: 'email' });
    model = formReducer(model, { type: 'blur', field: 'name' });
    expect(model.status.touched).toEqual(['name', 'email']);
  });

  it('counts failed and successful submit attempts', () => {
    let model = formReducer(start, { type: 'submit-failed' });
    expect(model.status).toMatchObject({ submitted: true, submitSuccessful: false, submitCount: 1 });
    model = formReducer(model, { type: 'submit-start' });
    expect(model.status).toMatchObject({ submitting: true, submitCount: 2 });
    model = formReducer(model, { type: 'submit-end', ok: true });
    expect(model.status).toMatchObject({ submitting: false, submitted: true, submitSuccessful: true, submitCount: 2 });
  });

  it('a reset makes the current values the defaults, clears dirty and touched, keeps the submit record', () => {
    let model = formReducer(start, { type: 'read', values: { name: ['A'], email: ['a@b.c'] }, valid: true });
    model = formReducer(model, { type: 'blur', field: 'name' });
    model = formReducer(model, { type: 'submit-start' });
    model = formReducer(model, { type: 'submit-end', ok: true });
    model = formReducer(model, { type: 'reset', values: defaults, valid: false });
    expect(model.status).toMatchObject({
      dirty: false,
      touched: [],
      valid: false,
      submitted: true,
      submitSuccessful: true,
      submitCount: 1,
    });
  });
});

describe('describeFormStatus', () => {
  it('labels each part of the state', () => {
    expect(describeFormStatus(start.status).map(p => `${p.label}: ${p.value}`)).toEqual([
      'State: Pristine',
      'Touched: None',
      'Validity: Invalid',
      'Submitted: No',
      'Submit count: 0',
    ]);
    const failed = formReducer(formReducer(start, { type: 'blur', field: 'email' }), { type: 'submit-failed' });
    expect(describeFormStatus(failed.status).map(p => p.value)).toEqual([
      'Pristine',
      'email',
      'Invalid',
      'Yes, failed',
      '1',
    ]);
  });
});
