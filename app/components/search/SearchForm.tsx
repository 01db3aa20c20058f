/**
 * The search form (issue 22): a plain GET form to the results page, so it works without scripts.
 * In the header it is also a combobox once app/islands/search.ts has loaded its code (on the first
 * focus): the listbox below the field is filled with results as one types. The attributes here are
 * what that island reads (`data-search-*`); without it the field is an ordinary search field.
 */
import { usePublicText } from "#app/i18n/locales/public.ts";
import type { Language } from "#core/lang.ts";
import { SEARCH_QUERY, searchPath } from "#core/search/paths.ts";
import { SEARCH_MAX, SEARCH_MIN } from "#core/search/schema.ts";
import { SearchIcon } from "./SearchIcon.tsx";

export function SearchForm({
  lang,
  id,
  value = "",
  combobox = false,
  className = "",
  autoFocus = false,
}: {
  lang: Language;
  /** unique on the page: the field's id and the prefix of the listbox's ids */
  id: string;
  value?: string;
  /** the header's forms: results as you type */
  combobox?: boolean;
  className?: string;
  autoFocus?: boolean;
}) {
  const { t } = usePublicText();
  const listbox = `${id}-listbox`;
  return (
    <search className={className}>
      <form
        method="get"
        action={searchPath(lang)}
        className="relative flex w-full items-center"
        data-search-form={combobox ? lang : undefined}
      >
        <label htmlFor={id} className="sr-only">
          {t("search.field")}
        </label>
        <input
          id={id}
          type="search"
          name={SEARCH_QUERY}
          defaultValue={value}
          placeholder={t("search.placeholder")}
          minLength={SEARCH_MIN}
          maxLength={SEARCH_MAX}
          required
          autoComplete="off"
          // biome-ignore lint/a11y/noAutofocus: the results page's own field, where the visitor came to type
          autoFocus={autoFocus}
          enterKeyHint="search"
          className="w-full min-w-0 rounded-full border border-slate-300 bg-white py-2 pr-9 pl-3 text-slate-900 placeholder:text-slate-500 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/30"
          {...(combobox
            ? {
                role: "combobox",
                "aria-expanded": false,
                "aria-controls": listbox,
                "aria-autocomplete": "list" as const,
                "data-search-input": "",
              }
            : {})}
        />
        <button
          type="submit"
          className="absolute right-1 grid h-8 w-8 place-items-center rounded-full text-brand-700 hover:bg-brand-50"
        >
          <SearchIcon />
          <span className="sr-only">{t("search.button")}</span>
        </button>
        {combobox ? (
          <div
            id={listbox}
            role="listbox"
            aria-label={t("search.suggestions")}
            hidden
            data-search-listbox
            data-none={t("search.noneShort")}
            data-all={t("search.all", { q: "{q}" })}
            className="absolute top-full right-0 left-0 z-50 mt-2 max-h-[70vh] min-w-72 overflow-y-auto rounded-xl border border-slate-200 bg-white p-1 text-left shadow-xl"
          />
        ) : null}
      </form>
    </search>
  );
}
