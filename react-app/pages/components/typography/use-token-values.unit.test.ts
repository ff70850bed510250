import { describe, expect, it } from 'vitest';
import { readableTokenValue } from './use-token-values';

describe('readableTokenValue', () => {
  it('puts back the leading zeros a minifier drops', () => {
    expect(readableTokenValue(' .75rem')).toBe('0.75rem');
    expect(readableTokenValue('cubic-bezier(.05, .7, .1, 1)')).toBe('cubic-bezier(0.05, 0.7, 0.1, 1)');
    expect(readableTokenValue('2.5rem')).toBe('2.5rem');
  });
  it('writes durations in ms', () => {
    expect(readableTokenValue('.15s')).toBe('150ms');
    expect(readableTokenValue('150ms')).toBe('150ms');
    expect(readableTokenValue('.01ms')).toBe('0.01ms');
    expect(readableTokenValue('1s')).toBe('1000ms');
  });
  it('leaves an empty value empty', () => {
    expect(readableTokenValue('')).toBe('');
  });
});
