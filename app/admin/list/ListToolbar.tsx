/** The row above a list: the search, the definition's filters, the language and (on a phone) the sort. */
import { useEffect, useId, useState } from "react";
import type { AdminT } from "#app/i18n/locales/admin.ts";
import type { ListFilter, ResourceDef } from "#content-types/types.ts";
import { input } from "../ui.ts";
import { hasLanguage } from "./cells.ts";

/** A text filter: sent after a pause in typing, like the search. */
function TextFilter({
  id,
  value,
  onChange,
}: {
  id: string;
  value: string;
  onChange: (value: string) => void;
}) {
  const [typed, setTyped] = useState(value);
  // biome-ignore lint/correctness/useExhaustiveDependencies: onChange starts from the newest params (ResourceList's `update`)
  useEffect(() => {
    if (typed === value) return;
    const timer = setTimeout(() => onChange(typed), 300);
    return () => clearTimeout(timer);
  }, [typed]);
  return (
    <input id={id} type="search" className={input} value={typed} onChange={(e) => setTyped(e.target.value)} />
  );
}

/** One filter of `def.filters` beside the search. */
function FilterField({
  filter,
  value,
  lang,
  onChange,
}: {
  filter: ListFilter;
  value: string;
  lang: "nl" | "en";
  onChange: (value: string) => void;
}) {
  const id = useId();
  return (
    <div className="min-w-36">
      <label htmlFor={id} className="mb-1 block text-sm font-medium">
        {filter.label[lang]}
      </label>
      {filter.widget === "select" ? (
        <select id={id} className={input} value={value} onChange={(e) => onChange(e.target.value)}>
          {(filter.options ?? []).map((o) => (
            <option key={o.value} value={o.value}>
              {o.label[lang]}
            </option>
          ))}
        </select>
      ) : filter.widget === "date" ? (
        <input
          id={id}
          type="date"
          className={input}
          value={value}
          onChange={(e) => onChange(e.target.value)}
        />
      ) : (
        <TextFilter id={id} value={value} onChange={onChange} />
      )}
    </div>
  );
}

export type ListUpdate = (changes: Record<string, string | number | null>) => void;

export function ListToolbar({
  def,
  lang,
  t,
  searchInput,
  setSearchInput,
  filterValues,
  language,
  phone,
  sort,
  order,
  update,
}: {
  def: ResourceDef;
  lang: "nl" | "en";
  t: AdminT;
  searchInput: string;
  setSearchInput: (value: string) => void;
  filterValues: Record<string, string>;
  language: string;
  phone: boolean;
  sort: string;
  order: "asc" | "desc";
  /** ResourceList's change of the address's parameters (from the newest ones) */
  update: ListUpdate;
}) {
  const sortable = def.columns.filter((c) => c.sortable);
  return (
    <div className="mb-3 flex flex-wrap items-end gap-3">
      <label className="min-w-40 flex-1">
        <span className="mb-1 block text-sm font-medium">{def.searchLabel?.[lang] ?? t("list.search")}</span>
        <input
          type="search"
          className={input}
          value={searchInput}
          placeholder={t("list.searchPlaceholder")}
          onChange={(e) => setSearchInput(e.target.value)}
        />
      </label>
      {(def.filters ?? []).map((filter) => (
        <FilterField
          key={filter.name}
          filter={filter}
          value={filterValues[filter.name]}
          lang={lang}
          onChange={(value) => update({ [filter.name]: value, page: null })}
        />
      ))}
      {hasLanguage(def) ? (
        <label>
          <span className="mb-1 block text-sm font-medium">{t("list.language")}</span>
          <select
            className={input}
            value={language}
            onChange={(e) => update({ language: e.target.value, page: null })}
          >
            <option value="">{t("list.allLanguages")}</option>
            <option value="nl">Nederlands</option>
            <option value="en">English</option>
          </select>
        </label>
      ) : null}
      {phone && sortable.length > 0 ? (
        <label>
          <span className="mb-1 block text-sm font-medium">{t("list.sort")}</span>
          <select
            className={input}
            value={sort ? `${sort}:${order}` : ""}
            onChange={(e) => {
              const [key, dir] = e.target.value.split(":");
              update({ sort: key || null, order: key ? dir : null, page: null });
            }}
          >
            {sort ? null : <option value="">—</option>}
            {sortable.flatMap((c) =>
              (["asc", "desc"] as const).map((dir) => (
                <option key={`${c.key}:${dir}`} value={`${c.key}:${dir}`}>
                  {c.label[lang]} {dir === "asc" ? "▲" : "▼"}
                </option>
              )),
            )}
          </select>
        </label>
      ) : null}
    </div>
  );
}
