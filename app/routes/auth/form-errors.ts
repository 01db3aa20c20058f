/**
 * The account forms' shared error handling (login, password change and reset): the checks a new
 * password gets before it is sent, with the server's own rules and texts, and where the focus goes
 * after a refusal.
 */
import { type RefObject, useEffect, useRef, useState } from "react";
import type { z } from "zod";
import { authLabels } from "#core/auth-schema.ts";
import type { Language } from "#core/lang.ts";
import { issuesToErrors } from "#core/validation/validate.ts";

/**
 * Every error of a new password at once: the schema's (required, too short, too long: the very texts
 * a 422 would carry) and a repeat that differs (`mismatch`). Empty when it may be sent.
 */
export function newPasswordErrors(
  schema: z.ZodType,
  values: Record<string, string>,
  repeat: string,
  lang: Language,
  mismatch: string,
): Record<string, string[]> {
  const result = schema.safeParse(values);
  const errors = result.success ? {} : issuesToErrors(result.error.issues, lang, authLabels);
  return repeat === values.new_password ? errors : { ...errors, repeat: [mismatch] };
}

/**
 * After a refusal the focus goes to the first field marked invalid, else to the form's message
 * (`data-form-error`, tabIndex -1); without this it fell to the page's body while the busy button
 * was disabled. Runs when `errors` changes and holds at least one message.
 */
export function useFocusOnError(form: RefObject<HTMLElement | null>, errors: Record<string, unknown>) {
  useEffect(() => {
    if (!Object.values(errors).some((value) => (Array.isArray(value) ? value.length > 0 : Boolean(value))))
      return;
    const root = form.current;
    const target =
      root?.querySelector<HTMLElement>('[aria-invalid="true"]') ??
      root?.querySelector<HTMLElement>("[data-form-error]");
    target?.focus();
  }, [errors, form]);
}

/**
 * What an account form keeps while it is used: busy while it sends, the messages of the last refusal
 * (`E`: field → messages, `form` for the form's own) and the form element the focus goes into after
 * a refusal.
 */
export function useAccountForm<E extends Record<string, unknown>>() {
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<E>(() => ({}) as E);
  const formRef = useRef<HTMLFormElement>(null);
  useFocusOnError(formRef, errors);
  return { busy, setBusy, errors, setErrors, formRef };
}
