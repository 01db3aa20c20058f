/**
 * A save the server refused: its field messages on the shown fields they belong to (with the form's
 * label), the rest in a toast; a 404 leaves for the list, anything else says the general failure.
 */
import type { UseFormReturn } from "react-hook-form";
import { toast } from "sonner";
import type { ApiError } from "#app/api-client.ts";
import type { AdminT } from "#app/i18n/locales/admin.ts";
import type { CommonT } from "#app/i18n/locales/common.ts";
import type { FieldDef, ResourceDef, Values } from "#content-types/types.ts";
import { failureText } from "../failure-text.ts";
import { visibleFields } from "../form-schema.ts";
import { entityParams } from "../language.ts";
import { listPath } from "../resources/index.ts";
import { withFormLabel } from "../server-errors.ts";

/**
 * "Not all fields are filled in correctly" is one toast per form, whichever check said it: a second
 * refusal replaces it instead of stacking another, and a save that succeeds takes it away (it was
 * left beside the success toast, telling of errors that were mended).
 */
const FIX_ERRORS_TOAST = "admin-form-fix-errors";
export const showFixErrors = (t: AdminT) => toast.error(t("form.fixErrors"), { id: FIX_ERRORS_TOAST });
export const dismissFixErrors = () => toast.dismiss(FIX_ERRORS_TOAST);

/** the form a refused save came from: what was sent, the form's state, its words and its ways out */
export interface SaveRefusalContext {
  def: ResourceDef;
  /** the values that were sent */
  v: Values;
  mode: "create" | "update";
  form: UseFormReturn<Values>;
  lang: "nl" | "en";
  t: AdminT;
  tc: CommonT;
  uniqueField: FieldDef | undefined;
  /** leave the screen for this address (the form's unsaved-changes warning stays quiet) */
  leave: (to: string) => void;
  focusFirstError: () => void;
}

export function showSaveRefusal(error: ApiError, context: SaveRefusalContext) {
  const { def, v, mode, form, lang, t, tc, uniqueField, leave, focusFirstError } = context;
  const fieldErrors = error.firstFieldErrors();
  if (error.status === 409 && uniqueField && Object.keys(fieldErrors).length === 0) {
    fieldErrors[uniqueField.name] = uniqueField.unique?.message[lang] ?? error.message;
  }
  // on the shown field it belongs to, with the form's label; a message for no shown field
  // (a hidden or unknown one) is said in the toast, so no refusal goes unseen
  const shownFields = new Map(visibleFields(def, v, mode).map((f) => [f.name, f]));
  const unplaced: string[] = [];
  let placed = 0;
  for (const [name, message] of Object.entries(fieldErrors)) {
    const field = shownFields.get(name);
    if (field)
      form.setError(name, { type: "server", message: withFormLabel(message, field.label[lang], lang) });
    else if (name.startsWith("blocks")) form.setError(name, { type: "server", message });
    else {
      unplaced.push(message);
      continue;
    }
    placed++;
  }
  if (error.status === 409 || error.status === 422) {
    if (!unplaced.length && placed) showFixErrors(t);
    else
      toast.error(
        unplaced.length
          ? unplaced.join(" ")
          : (error.body.message ?? error.body.title ?? t("toast.failed", entityParams(def, lang))),
      );
    if (placed) focusFirstError();
  } else if (error.status === 404) {
    toast.error(def.notFound[lang]);
    leave(def.notFoundReturn ?? listPath(def));
  } else {
    toast.error(failureText(error, tc, t("toast.failed", entityParams(def, lang))));
  }
}
