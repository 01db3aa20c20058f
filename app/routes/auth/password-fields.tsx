/**
 * The pieces the account forms share (login, change password, reset password, two-factor): the
 * form's message where the focus goes after a refusal, a password field with the autocomplete that
 * lets password managers fill or update the right entry, and the new password with its repetition.
 */
import type { ReactNode } from "react";
import { Field, type FieldProps, FormError } from "#app/components/ui/Field.tsx";
import { PASSWORD_MIN } from "#core/auth-schema.ts";

/** the form's message, focused after a refusal when no field is invalid (./form-errors.ts useFocusOnError) */
export function FormMessage({
  message,
  id,
  children,
}: {
  message?: string | null;
  id?: string;
  children?: ReactNode;
}) {
  return (
    <div id={id} data-form-error tabIndex={-1} className="focus:outline-none">
      {children}
      <FormError message={message} />
    </div>
  );
}

/** the account's name, hidden, so that a password manager updates the entry of this account */
export function AccountName({ name }: { name: string }) {
  return <input type="hidden" name="username" autoComplete="username" value={name} readOnly />;
}

/** the password the user has now (login, change, two-factor set-up) */
export function CurrentPasswordField(props: Omit<FieldProps, "type" | "autoComplete" | "required">) {
  return <Field type="password" autoComplete="current-password" required {...props} />;
}

/** the new password (at least PASSWORD_MIN characters) and its repetition: change and reset */
export function NewPasswordFields({
  labels,
  errors,
  autoFocus,
}: {
  labels: { password: string; repeat: string };
  errors: { new_password?: string | readonly string[]; repeat?: string | readonly string[] };
  autoFocus?: boolean;
}) {
  const common = { type: "password", autoComplete: "new-password", required: true } as const;
  return (
    <>
      <Field
        {...common}
        label={labels.password}
        name="new_password"
        minLength={PASSWORD_MIN}
        autoFocus={autoFocus}
        error={errors.new_password}
      />
      <Field {...common} label={labels.repeat} name="repeat" error={errors.repeat} />
    </>
  );
}
