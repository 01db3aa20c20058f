/**
 * How a rendered page hands a form post's outcome (core/forms/outcome.ts) to the form copy it names.
 */
import { createContext, useContext } from "react";
import type { FormOutcome, MessageFormName } from "#core/forms/outcome.ts";

/** the outcome of a post, for the forms of the page rendered with it (null: a plain GET) */
export const FormOutcomeContext = createContext<FormOutcome | null>(null);

/** this form copy's outcome, if the post was this copy's */
export function useFormOutcome(form: MessageFormName, formId: string): FormOutcome | null {
  const outcome = useContext(FormOutcomeContext);
  // a post that named no copy (a hand-made one) is shown at every copy of its form
  return outcome && outcome.form === form && (outcome.formId === formId || outcome.formId === "")
    ? outcome
    : null;
}
