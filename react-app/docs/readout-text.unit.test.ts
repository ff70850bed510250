import { describe, expect, it } from 'vitest';
import { readoutText } from './readout-text';

describe('readoutText', () => {
  it('words a two-state control with its own words, or On and Off', () => {
    expect(readoutText({ checked: true }, { on: 'Checked', off: 'Not checked' })).toBe('Checked');
    expect(readoutText({ checked: false }, { on: 'Checked', off: 'Not checked' })).toBe('Not checked');
    expect(readoutText({ checked: true })).toBe('On');
    expect(readoutText({ checked: false })).toBe('Off');
  });
  it('joins the chosen names, in a sentence when given one', () => {
    expect(readoutText({ chosen: ['Monday', 'Wednesday'] })).toBe('Monday, Wednesday');
    expect(readoutText({ chosen: ['Grid'] }, { format: '{value} layout' })).toBe('Grid layout');
  });
  it('says None, or its own word, when nothing is chosen (never in the sentence)', () => {
    expect(readoutText({ chosen: [] }, { format: '{value} layout' })).toBe('None');
    expect(readoutText({ chosen: [] }, { none: 'Nothing yet' })).toBe('Nothing yet');
  });
  it('puts numbers and spans in their sentence', () => {
    expect(readoutText({ value: 40 }, { format: '{value} %' })).toBe('40 %');
    expect(readoutText({ value: 76 })).toBe('76');
    expect(readoutText({ start: 30, end: 90 }, { format: '{start} and {end} minutes' })).toBe('30 and 90 minutes');
    expect(readoutText({ start: 20, end: 80 }, { format: '{span} %' })).toBe('60 %');
    expect(readoutText({ start: 20, end: 80 })).toBe('20 – 80');
  });
  it('leaves an unknown field as written', () => {
    expect(readoutText({ value: 1 }, { format: '{value} of {total}' })).toBe('1 of {total}');
  });
});
