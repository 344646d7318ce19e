import { TextField } from '@ferrite/ui';

/**
 * A new password and its confirmation, as registering, resetting and changing a password ask for
 * them: the browser is told both are new (its password manager offers to generate one).
 */
export function NewPasswordFields({
  name,
  label,
  confirmLabel,
  rules,
  errors,
}: {
  /** Form name of the new password; the confirmation is always `ConfirmPassword`. */
  name: 'Password' | 'NewPassword';
  label: string;
  confirmLabel: string;
  /** The password rules, shown under the first field. */
  rules: string;
  errors: Record<string, string | undefined>;
}) {
  return (
    <>
      <TextField label={label} name={name} type="password" autoComplete="new-password" required description={rules} error={errors[name]} />
      <TextField
        label={confirmLabel}
        name="ConfirmPassword"
        type="password"
        autoComplete="new-password"
        required
        error={errors.ConfirmPassword}
      />
    </>
  );
}
