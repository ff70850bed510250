import { describe, expect, it } from 'vitest';
import { passwordProblem, repeatProblem } from './password-rules';

describe('passwordProblem', () => {
  it('accepts a password with an uppercase, a lowercase and a special character', () => {
    expect(passwordProblem('Secret#pass')).toBeNull();
    expect(passwordProblem('Ärger-über')).toBeNull();
  });
  it('names everything that is missing', () => {
    expect(passwordProblem('password')).toBe('Add at least one uppercase letter and one special character.');
    expect(passwordProblem('12345678')).toBe(
      'Add at least one uppercase letter, one lowercase letter and one special character.',
    );
    expect(passwordProblem('Password1')).toBe('Add at least one special character.');
  });
  it('leaves an empty value to `required`', () => {
    expect(passwordProblem('')).toBeNull();
  });
});

describe('repeatProblem', () => {
  it('is case sensitive', () => {
    expect(repeatProblem('Secret#pass', 'Secret#pass')).toBeNull();
    expect(repeatProblem('secret#pass', 'Secret#pass')).toBe('The passwords do not match.');
  });
  it('leaves an empty value to `required`', () => {
    expect(repeatProblem('', 'Secret#pass')).toBeNull();
  });
});
