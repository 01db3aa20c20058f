/** After a refused save: the first field with a message gets the focus, in view above the save bar. */
import type { FieldErrors, FieldValues, UseFormReturn } from "react-hook-form";

/** the first error message of a (possibly nested) error tree, for the summary */
function firstErrorPath(errors: FieldErrors, prefix = ""): string | null {
  for (const [key, value] of Object.entries(errors)) {
    if (!value) continue;
    if (typeof (value as { message?: unknown }).message === "string") return prefix + key;
    const nested = firstErrorPath(value as FieldErrors, `${prefix}${key}.`);
    if (nested) return nested;
  }
  return null;
}

/** focus the first field with a message, in the order of the form (`shownNames`) */
export function focusFirstError(form: UseFormReturn<FieldValues>, shownNames: string[], errors: FieldErrors) {
  const first = shownNames.find((name) => errors[name]) ?? firstErrorPath(errors);
  if (!first) return;
  try {
    form.setFocus(first);
  } catch {
    // a custom widget without a focusable input
  }
  // the field with its message in the middle of the screen: focus alone scrolls only as far as the
  // input, which leaves the message under it behind the sticky save bar (a field taller than half
  // the screen, the block editor, centres the focused input instead)
  const active = document.activeElement;
  const focused = active instanceof HTMLElement && active !== document.body ? active : null;
  const box =
    focused?.closest("[data-field]") ??
    document.querySelector(`[data-field="${CSS.escape(first.split(".")[0])}"]`);
  const target = box && box.getBoundingClientRect().height < window.innerHeight / 2 ? box : (focused ?? box);
  target?.scrollIntoView({ block: "center" });
}
