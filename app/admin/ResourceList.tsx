/**
 * The shared list screen of every section: search, language filter, server-side sort and
 * pagination, key columns from the resource definition, links to the public page and to the
 * translation sibling, delete with a confirmation that says translations go too (requirements §8).
 *
 * Every row's title links to its edit (or view) screen and its actions are always on screen: the
 * table shows as many columns as fit beside them (./list-columns.ts), the actions column sticks to
 * the right edge, and a list narrower than PHONE_WIDTH shows cards instead of a table.
 */

import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import {
  FlexRender,
  rowSortingFeature,
  type SortingState,
  type ColumnDef as TableColumn,
  tableFeatures,
  useTable,
} from "@tanstack/react-table";
import {
  type ReactNode,
  type RefObject,
  useEffect,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from "react";
import { Link, useSearchParams } from "react-router";
import { toast } from "sonner";
import { ApiError, api } from "#app/api-client.ts";
import { type AdminT, useAdminText } from "#app/i18n/locales/admin.ts";
import { useCommonText } from "#app/i18n/locales/common.ts";
import { formatEuro } from "#app/lib/number-format.ts";
import { scheduleState } from "#content-types/schedule-time.ts";
import type { ColumnDef, ListFilter, ResourceDef, Row } from "#content-types/types.ts";
import { formatDate } from "#core/format-date.ts";
import { ScreenHeader } from "./AdminShell.tsx";
import { ConfirmDialog } from "./ConfirmDialog.tsx";
import { failureText, serverReason } from "./failure-text.ts";
import { entityParams, useLang } from "./language.ts";
import { PHONE_WIDTH, primaryColumn, TRANSLATION_WIDTH, visibleColumnKeys } from "./list-columns.ts";
import { addPath, editPath, viewPath } from "./resources/index.ts";
import { btn, card, input } from "./ui.ts";

/** the actions column stays at the right edge if a table is ever wider than its box */
const stickyRight = "sticky right-0 bg-white shadow-[-6px_0_6px_-6px_rgba(15,23,42,0.25)]";

const features = tableFeatures({ rowSortingFeature });

export type Sibling = { id: number; language: "nl" | "en"; url?: string; full_url?: string; title?: string };

/** the sibling of a translatable row (`news_translation` … or the generic `translation`) */
export function siblingOf(def: ResourceDef, row: Record<string, unknown>): Sibling | null {
  if (!def.translation) return null;
  const s = (row[def.translation] ?? row.translation) as Sibling | null | undefined;
  return s && typeof s === "object" && s.id ? s : null;
}

/**
 * Rows with a language: translatable content, or a type whose form has a language field (a review).
 * Their list can be narrowed to one language (the list call's `language`, server/content/crud.ts).
 */
function hasLanguage(def: ResourceDef): boolean {
  return Boolean(def.translation) || def.fields.some((field) => field.name === "language");
}

function cellText(column: ColumnDef, row: Row, lang: "nl" | "en", t: AdminT): string {
  if (column.value) return column.value(row, lang);
  const v = row[column.key];
  switch (column.kind) {
    case "bool":
      return v ? t("list.yes") : t("list.no");
    case "language":
      return v === "en" ? "EN" : "NL";
    case "date":
      return formatDate(v, lang);
    case "datetime":
      return formatDate(v, lang, true);
    case "euro":
      return typeof v === "number" && Number.isFinite(v) ? formatEuro(v, lang) : "";
    case "read":
      return v ? t("list.read") : t("list.unread");
    case "option":
      return column.options?.find((o) => o.value === v)?.label[lang] ?? String(v ?? "");
    default:
      return v === null || v === undefined ? "" : String(v);
  }
}

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

/** the width of an element, followed as it changes (0 until measured, and where nothing is laid out) */
function useWidth(ref: RefObject<HTMLElement | null>): number {
  const [width, setWidth] = useState(0);
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    setWidth(el.getBoundingClientRect().width);
    if (typeof ResizeObserver === "undefined") return;
    const observer = new ResizeObserver((entries) => setWidth(entries[0]?.contentRect.width ?? 0));
    observer.observe(el);
    return () => observer.disconnect();
  }, [ref]);
  return width;
}

export function ResourceList({ def }: { def: ResourceDef }) {
  const { t } = useAdminText();
  const { t: tc } = useCommonText();
  const lang = useLang();
  const queryClient = useQueryClient();
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get("page") ?? 1) || 1);
  const perPage = Number(params.get("per_page") ?? 20) || 20;
  const search = params.get("search") ?? "";
  const language = params.get("language") ?? "";
  const sort = params.get("sort") ?? def.defaultSort?.key ?? "";
  const order = (params.get("order") ?? def.defaultSort?.order ?? "asc") as "asc" | "desc";
  const filterValues = Object.fromEntries((def.filters ?? []).map((f) => [f.name, params.get(f.name) ?? ""]));
  const [searchInput, setSearchInput] = useState(search);
  const [toDelete, setToDelete] = useState<Row | null>(null);
  const boxRef = useRef<HTMLDivElement>(null);
  // not laid out (tests without layout): the full table
  const boxWidth = useWidth(boxRef) || 10_000;
  const phone = boxWidth < PHONE_WIDTH;

  // The address's parameters as last written by this screen. The typing timers below (search,
  // text filters) call `update` from the render in which they started; built on that render's
  // `params`, the second of two quick edits would write back the first box's old value. So each
  // change starts from the newest parameters: those this screen last wrote, until the address
  // itself changes (that write arriving, or a navigation from elsewhere).
  const latest = useRef({ seen: params, next: params });
  if (latest.current.seen !== params) latest.current = { seen: params, next: params };
  const update = (changes: Record<string, string | number | null>) => {
    const next = new URLSearchParams(latest.current.next);
    for (const [k, v] of Object.entries(changes)) {
      if (v === null || v === "") next.delete(k);
      else next.set(k, String(v));
    }
    latest.current.next = next;
    setParams(next, { replace: true });
  };

  // search while typing, 300 ms after the last key
  // biome-ignore lint/correctness/useExhaustiveDependencies: update starts from the newest params
  useEffect(() => {
    if (searchInput === search) return;
    const timer = setTimeout(() => update({ search: searchInput, page: null }), 300);
    return () => clearTimeout(timer);
  }, [searchInput]);

  const query = useQuery({
    queryKey: [def.section, "list", { page, perPage, search, language, sort, order, ...filterValues }],
    queryFn: () =>
      api.list<Row>(def.api.list, {
        query: {
          ...filterValues,
          page,
          per_page: perPage,
          search,
          language,
          sort,
          order: sort ? order : undefined,
        },
      }),
    placeholderData: keepPreviousData,
  });
  const rows = query.data?.data ?? [];
  const total = query.data?.meta?.total ?? rows.length;
  const pages = Math.max(1, Math.ceil(total / perPage));

  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: [def.section] });
    void queryClient.invalidateQueries({ queryKey: ["dashboard"] });
  };

  const remove = useMutation({
    mutationFn: (row: Row) =>
      api.delete<{ deleted: boolean; translations_deleted?: number }>(def.api.remove?.(row.id) ?? ""),
    onSuccess: (_answer, row) => {
      toast.success(
        t(def.translation ? "toast.deleted" : "toast.deletedPlain", {
          ...entityParams(def, lang),
          label: def.labelOf(row, lang),
        }),
      );
      setToDelete(null);
      refresh();
    },
    onError: (error) => {
      setToDelete(null);
      const gone = error instanceof ApiError && error.status === 404;
      // already gone (deleted elsewhere, or with its translation): the list must not keep showing it
      if (gone) refresh();
      toast.error(
        failureText(
          error,
          tc,
          gone ? def.notFound[lang] : (serverReason(error) ?? t("toast.failed", entityParams(def, lang))),
        ),
      );
    },
  });

  const primary = primaryColumn(def.columns);
  const rowLink = (row: Row) =>
    def.screens.edit ? editPath(def, row.id) : def.screens.view ? viewPath(def, row.id) : null;

  const renderCell = (c: ColumnDef, row: Row): ReactNode => {
    const text = cellText(c, row, lang, t);
    if (c === primary) {
      const to = rowLink(row);
      const label = text || def.labelOf(row, lang) || `#${row.id}`;
      return to ? (
        <Link to={to} className={`${btn.link} font-medium`} data-row-title="">
          {label}
        </Link>
      ) : (
        <span className="font-medium" data-row-title="">
          {label}
        </span>
      );
    }
    if (c.kind === "read" && !row[c.key])
      return <span className="rounded bg-amber-100 px-1.5 text-xs font-semibold text-amber-900">{text}</span>;
    return text;
  };

  const renderTranslation = (row: Row): ReactNode => {
    const s = siblingOf(def, row);
    return s ? (
      <Link to={editPath(def, s.id)} className={btn.link} hrefLang={s.language}>
        {s.language.toUpperCase()}: {s.title ?? s.url}
      </Link>
    ) : (
      <span className="text-slate-600">{t("list.noTranslation")}</span>
    );
  };

  const renderActions = (row: Row): ReactNode => {
    const label = def.labelOf(row, lang);
    // an item waiting for its publish moment, or past its unpublish moment, has no public page now
    const offSchedule = ["scheduled", "expired"].includes(String(scheduleState(row)));
    const href = offSchedule ? null : def.publicUrl?.(row);
    return (
      <div className="flex min-w-48 max-w-60 flex-wrap gap-1" data-row-actions="">
        {def.screens.edit ? (
          <Link to={editPath(def, row.id)} className={btn.small} aria-label={`${t("list.edit")} ${label}`}>
            {t("list.edit")}
          </Link>
        ) : null}
        {def.screens.view ? (
          <Link to={viewPath(def, row.id)} className={btn.small} aria-label={`${t("list.view")} ${label}`}>
            {t("list.view")}
          </Link>
        ) : null}
        {def.screens.remove ? (
          <button
            type="button"
            className={btn.small}
            onClick={() => setToDelete(row)}
            aria-label={`${t("list.delete")} ${label}`}
          >
            {t("list.delete")}
          </button>
        ) : null}
        {href ? (
          <a
            href={href}
            target="_blank"
            rel="noreferrer"
            className={btn.small}
            aria-label={`${t("list.publicPage")} ${label}`}
            title={href}
          >
            {t("list.publicPage")}
          </a>
        ) : null}
      </div>
    );
  };

  const actionCount =
    Number(def.screens.edit) +
    Number(Boolean(def.screens.view)) +
    Number(def.screens.remove) +
    Number(Boolean(def.publicUrl));
  const shown = useMemo(
    () =>
      visibleColumnKeys(
        def.columns,
        def.translation ? [{ key: "translation", width: TRANSLATION_WIDTH, priority: 3 }] : [],
        actionCount,
        boxWidth,
      ),
    [def, actionCount, boxWidth],
  );

  const sorting: SortingState = sort ? [{ id: sort, desc: order === "desc" }] : [];

  // the columns of the table: the ones that fit, then the translation, then the actions
  // biome-ignore lint/correctness/useExhaustiveDependencies: the render helpers follow def, lang and t
  const columns = useMemo<TableColumn<typeof features, Row>[]>(() => {
    const cols: TableColumn<typeof features, Row>[] = def.columns
      .filter((c) => shown.has(c.key))
      .map((c) => ({
        id: c.key,
        accessorFn: (row: Row) => row[c.key],
        header: c.label[lang],
        enableSorting: Boolean(c.sortable),
        cell: ({ row }) => renderCell(c, row.original),
      }));
    if (def.translation && shown.has("translation")) {
      cols.push({
        id: "translation",
        header: t("list.translation"),
        enableSorting: false,
        cell: ({ row }) => renderTranslation(row.original),
      });
    }
    // a read-only list (the consent log) has no actions, so no empty column for them
    if (actionCount > 0) {
      cols.push({
        id: "actions",
        header: t("list.actions"),
        enableSorting: false,
        cell: ({ row }) => renderActions(row.original),
      });
    }
    return cols;
  }, [def, lang, t, shown, actionCount]);

  const table = useTable({
    features,
    columns,
    data: rows,
    state: { sorting },
    manualSorting: true,
    enableSortingRemoval: false,
    onSortingChange: (updater) => {
      const next = typeof updater === "function" ? updater(sorting) : updater;
      const first = next[0];
      update({ sort: first?.id ?? null, order: first ? (first.desc ? "desc" : "asc") : null, page: null });
    },
    getRowId: (row) => String(row.id),
  });

  const sortable = def.columns.filter((c) => c.sortable);

  return (
    <div>
      <ScreenHeader title={def.titles.list[lang]}>
        {def.exportCsv ? (
          // a plain download: the browser sends the session cookie, the file keeps the list's search
          <a
            href={api.link(`${def.exportCsv}${search ? `?${new URLSearchParams({ search })}` : ""}`)}
            download
            className={btn.secondary}
            data-testid="export-csv"
          >
            {t("list.exportCsv")}
          </a>
        ) : null}
        {def.screens.add ? (
          <Link to={addPath(def)} className={btn.primary}>
            {t("list.add")}
          </Link>
        ) : null}
      </ScreenHeader>
      <div className={card}>
        <div className="mb-3 flex flex-wrap items-end gap-3">
          <label className="min-w-40 flex-1">
            <span className="mb-1 block text-sm font-medium">
              {def.searchLabel?.[lang] ?? t("list.search")}
            </span>
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
        <div ref={boxRef}>
          {phone ? (
            <ul className="space-y-3" aria-label={def.titles.list[lang]}>
              {rows.map((row) => (
                <li key={row.id} className="rounded border border-slate-200 p-3" data-row="">
                  {primary ? <p className="break-words text-base">{renderCell(primary, row)}</p> : null}
                  <dl className="mt-2 grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1 text-sm">
                    {def.columns
                      .filter((c) => c !== primary)
                      .map((c) => (
                        <div key={c.key} className="contents">
                          <dt className="text-slate-600">{c.label[lang]}</dt>
                          <dd className="break-words">{renderCell(c, row)}</dd>
                        </div>
                      ))}
                    {def.translation ? (
                      <div className="contents">
                        <dt className="text-slate-600">{t("list.translation")}</dt>
                        <dd className="break-words">{renderTranslation(row)}</dd>
                      </div>
                    ) : null}
                  </dl>
                  <div className="mt-3">{renderActions(row)}</div>
                </li>
              ))}
            </ul>
          ) : (
            <div className="overflow-x-auto">
              <table className="w-full text-left text-sm">
                <thead className="border-b border-slate-300 text-slate-700">
                  {table.getHeaderGroups().map((group) => (
                    <tr key={group.id}>
                      {group.headers.map((header) => {
                        const sorted = header.column.getIsSorted();
                        return (
                          <th
                            key={header.id}
                            scope="col"
                            className={`px-2 py-2 font-semibold ${header.column.id === "actions" ? stickyRight : ""}`}
                            aria-sort={
                              sorted === "asc" ? "ascending" : sorted === "desc" ? "descending" : undefined
                            }
                          >
                            {header.column.getCanSort() ? (
                              <button
                                type="button"
                                className="inline-flex items-center gap-1 text-left hover:underline focus:outline-2 focus:outline-brand-600"
                                onClick={header.column.getToggleSortingHandler()}
                              >
                                <FlexRender header={header} />
                                <span aria-hidden="true">
                                  {sorted === "asc" ? "▲" : sorted === "desc" ? "▼" : "↕"}
                                </span>
                              </button>
                            ) : (
                              <FlexRender header={header} />
                            )}
                          </th>
                        );
                      })}
                    </tr>
                  ))}
                </thead>
                <tbody>
                  {table.getRowModel().rows.map((row) => (
                    <tr
                      key={row.id}
                      className="group border-b border-slate-100 hover:bg-slate-50"
                      data-row=""
                    >
                      {row.getAllCells().map((cell) => (
                        <td
                          key={cell.id}
                          className={`px-2 py-2 align-top break-words ${cell.column.id === "actions" ? `${stickyRight} group-hover:bg-slate-50` : ""}`}
                        >
                          <FlexRender cell={cell} />
                        </td>
                      ))}
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </div>
        {query.isPending ? <p className="py-4 text-slate-600">{t("list.loading")}</p> : null}
        {query.isError ? (
          <p className="py-4 text-red-700" role="alert">
            {failureText(query.error, tc, tc("errors.general"))}
          </p>
        ) : null}
        {query.isSuccess && rows.length === 0 ? (
          <p className="py-4 text-slate-600">{t("list.empty")}</p>
        ) : null}
        <nav
          className="mt-3 flex flex-wrap items-center gap-3 text-sm"
          aria-label={t("list.pageOf", { page, pages })}
        >
          <button
            type="button"
            className={btn.secondary}
            disabled={page <= 1}
            onClick={() => update({ page: page - 1 })}
          >
            {t("list.previous")}
          </button>
          <span>{t("list.pageOf", { page, pages })}</span>
          <button
            type="button"
            className={btn.secondary}
            disabled={page >= pages}
            onClick={() => update({ page: page + 1 })}
          >
            {t("list.next")}
          </button>
          <span className="text-slate-600">{t("list.total", { total })}</span>
          <label className="ml-auto flex items-center gap-2 whitespace-nowrap">
            {t("list.perPage")}
            <select
              className={`${input} w-20`}
              value={perPage}
              onChange={(e) => update({ per_page: e.target.value, page: null })}
            >
              {[10, 20, 50, 100].map((n) => (
                <option key={n} value={n}>
                  {n}
                </option>
              ))}
            </select>
          </label>
        </nav>
      </div>
      {toDelete ? (
        <ConfirmDialog
          title={t("confirm.title", entityParams(def, lang))}
          body={t(def.translation ? "confirm.body" : "confirm.bodyPlain", {
            label: def.labelOf(toDelete, lang),
          })}
          confirmLabel={t("confirm.confirm")}
          cancelLabel={t("confirm.cancel")}
          busy={remove.isPending}
          onConfirm={() => remove.mutate(toDelete)}
          onCancel={() => setToDelete(null)}
        />
      ) : null}
    </div>
  );
}
