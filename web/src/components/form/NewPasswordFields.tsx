import { PasswordField } from './PasswordField';

interface NewPasswordFieldsProps {
  /** 'Password' or 'New password'; the confirmation reads 'Confirm password' or 'Confirm new password'. */
  label: string;
  hint?: string;
  password: string;
  confirmPassword: string;
  errors: { password?: string | null; confirmPassword?: string | null };
  onPasswordChange: (value: string) => void;
  onConfirmPasswordChange: (value: string) => void;
}

/** A new password and its confirmation (sign-up, password reset), named as the API expects them. */
export function NewPasswordFields({
  label,
  hint,
  password,
  confirmPassword,
  errors,
  onPasswordChange,
  onConfirmPasswordChange,
}: NewPasswordFieldsProps) {
  return (
    <>
      <PasswordField
        label={label}
        name="password"
        autoComplete="new-password"
        hint={hint}
        value={password}
        error={errors.password}
        onChange={(event) => onPasswordChange(event.target.value)}
        required
      />
      <PasswordField
        label={`Confirm ${label.toLowerCase()}`}
        name="confirmPassword"
        autoComplete="new-password"
        value={confirmPassword}
        error={errors.confirmPassword}
        onChange={(event) => onConfirmPasswordChange(event.target.value)}
        required
      />
    </>
  );
}
