import { useCallback, useRef, type ComponentRef, type FormEvent } from 'react';
import { DsButton } from '../../../ds/DsButton';
import { DsTextField } from '../../../ds/DsTextField';
import { DemoSection } from '../../../docs/DemoSection';
import { PASSWORD_MIN_LENGTH, PASSWORD_RULE_TEXT, passwordProblem, repeatProblem } from './password-rules';
import { useSnackbar } from '../../../providers/SnackbarProvider';

type TextField = ComponentRef<typeof DsTextField>;

/** The password-change card: the elements validate, a valid submit shows a snackbar (no network call). */
export function PasswordCard() {
  const { show } = useSnackbar();
  const newPassword = useRef<TextField>(null);
  const repeat = useRef<TextField>(null);
  const matchesNew = useCallback((value: string) => repeatProblem(value, newPassword.current?.value ?? ''), []);

  const update = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    show({ message: 'Password updated', source: 'password', replace: true });
    event.currentTarget.reset();
  };

  return (
    <DemoSection
      title="Change password"
      description="Required fields, a minimum length and two custom rules, checked by the fields themselves."
    >
      <form className="stacked-form" onSubmit={update}>
        <DsTextField
          label="Current password"
          name="current-password"
          type="password"
          required
          autocomplete="current-password"
        />
        <DsTextField
          ref={newPassword}
          label="New password"
          name="new-password"
          type="password"
          required
          minLength={PASSWORD_MIN_LENGTH}
          autocomplete="new-password"
          helpText={PASSWORD_RULE_TEXT}
          validator={passwordProblem}
          // The repeated password is checked against this one: re-check it on every edit.
          onInput={() => repeat.current?.requestUpdate()}
        />
        <DsTextField
          ref={repeat}
          label="Repeat new password"
          name="repeat-password"
          type="password"
          required
          autocomplete="new-password"
          validator={matchesNew}
        />
        <div className="form-actions">
          <DsButton type="reset" variant="outline">
            Cancel
          </DsButton>
          <DsButton type="submit">Update Password</DsButton>
        </div>
      </form>
    </DemoSection>
  );
}
