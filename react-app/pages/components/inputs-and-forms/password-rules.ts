/**
 * The password rule of the Input & Forms demo, stated as text beside the field. The length is the
 * field's own `minlength`; these checks are the rest of the rule, for `<ds-text-field validator>`.
 */
export const PASSWORD_MIN_LENGTH = 8;

export const PASSWORD_RULE_TEXT =
  'Case sensitive, minimum 8 characters, at least one uppercase, one lowercase and one special character.';

/** What the new password still lacks, as one message; `null` when it has everything (or is empty: `required` speaks then). */
export function passwordProblem(value: string): string | null {
  if (value === '') return null;
  const missing = [
    /\p{Lu}/u.test(value) ? '' : 'one uppercase letter',
    /\p{Ll}/u.test(value) ? '' : 'one lowercase letter',
    /[^\p{L}\p{N}\s]/u.test(value) ? '' : 'one special character',
  ].filter(Boolean);
  if (missing.length === 0) return null;
  const list = missing.length === 1 ? missing[0] : `${missing.slice(0, -1).join(', ')} and ${missing.at(-1)}`;
  return `Add at least ${list}.`;
}

/** The repeated password must equal the new one (compared as typed: case sensitive). */
export function repeatProblem(value: string, newPassword: string): string | null {
  if (value === '') return null;
  return value === newPassword ? null : 'The passwords do not match.';
}
