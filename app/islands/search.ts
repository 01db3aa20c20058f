/**
 * The header's search box (issue 22, app/components/search/SearchForm.tsx): without scripts a GET
 * form to the results page, and on a phone a `<details>` button that opens it. This module is part
 * of the first load and stays tiny: the combobox (./search-combobox.ts, with the API client) is
 * imported on the first focus of a search field, and a phone's button puts the focus in its field.
 * If the import fails the field stays a plain search form.
 */
const INPUT = "input[data-search-input]";

type ComboboxModule = typeof import("./search-combobox.ts");
let loading: Promise<ComboboxModule> | null = null;

function loadCombobox(): Promise<ComboboxModule> {
  loading ??= import("./search-combobox.ts").catch((error: unknown) => {
    loading = null;
    throw error;
  });
  return loading;
}

let enhanced = false;

export function enhanceSearch(root: Document): void {
  if (enhanced || !root.querySelector(INPUT)) return;
  enhanced = true;
  root.addEventListener("focusin", (event) => {
    const input =
      event.target instanceof HTMLInputElement && event.target.matches(INPUT) ? event.target : null;
    if (!input) return;
    loadCombobox()
      .then(({ attachCombobox }) => attachCombobox(input))
      .catch(() => {});
  });
  for (const toggle of root.querySelectorAll<HTMLDetailsElement>("details[data-search-toggle]")) {
    toggle.addEventListener("toggle", () => {
      if (toggle.open) toggle.querySelector<HTMLInputElement>(INPUT)?.focus();
    });
  }
}
