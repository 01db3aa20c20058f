/**
 * The shared list screen of every section: search, language filter, server-side sort and
 * pagination, key columns from the resource definition, links to the public page and to the
 * translation sibling, delete with a confirmation that says translations go too (SPEC §8).
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
import { useEffect, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router";
import { toast } from "sonner";
import { ScreenHeader } from "./AdminShell.tsx";
import { ApiError, adminApi, type ListAnswer } from "./api.ts";
import { ConfirmDialog } from "./ConfirmDialog.tsx";
import { formatDate } from "./format.ts";
import { entityParams, useLang } from "./language.ts";
import { addPath, editPath, viewPath } from "./resources/index.ts";
import { formatEuro } from "./resources/money.ts";
import type { ColumnDef, ResourceDef, Row } from "./resources/types.ts";
import { btn, card, input } from "./ui.ts";

const features = tableFeatures({ rowSortingFeature });

export type Sibling = { id: number; language: "nl" | "en"; url?: string; full_url?: string; title?: string };

/** the sibling of a translatable row (`news_translation` … or the generic `translation`) */
export function siblingOf(def: ResourceDef, row: Record<string, unknown>): Sibling | null {
  if (!def.translation) return null;
  const s = (row[def.translation] ?? row.translation) as Sibling | null | undefined;
  return s && typeof s === "object" && s.id ? s : null;
}

function cellText(column: ColumnDef, row: Row, lang: "nl" | "en", t: (k: string) => string): string {
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
      return formatEuro(v, lang);
    case "read":
      return v ? t("list.read") : t("list.unread");
    case "option":
      return column.options?.find((o) => o.value === v)?.label[lang] ?? String(v ?? "");
    default:
      return v === null || v === undefined ? "" : String(v);
  }
}

export function ResourceList({ def }: { def: ResourceDef }) {
  const { t } = useTranslation("admin");
  const { t: tc } = useTranslation("common");
  const lang = useLang();
  const queryClient = useQueryClient();
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get("page") ?? 1) || 1);
  const perPage = Number(params.get("per_page") ?? 20) || 20;
  const search = params.get("search") ?? "";
  const language = params.get("language") ?? "";
  const sort = params.get("sort") ?? def.defaultSort?.key ?? "";
  const order = (params.get("order") ?? def.defaultSort?.order ?? "asc") as "asc" | "desc";
  const [searchInput, setSearchInput] = useState(search);
  const [toDelete, setToDelete] = useState<Row | null>(null);

  const update = (changes: Record<string, string | number | null>) => {
    const next = new URLSearchParams(params);
    for (const [k, v] of Object.entries(changes)) {
      if (v === null || v === "") next.delete(k);
      else next.set(k, String(v));
    }
    setParams(next, { replace: true });
  };

  // search while typing, 300 ms after the last key
  // biome-ignore lint/correctness/useExhaustiveDependencies: update reads the current params
  useEffect(() => {
    if (searchInput === search) return;
    const timer = setTimeout(() => update({ search: searchInput, page: null }), 300);
    return () => clearTimeout(timer);
  }, [searchInput]);

  const query = useQuery({
    queryKey: [def.section, "list", { page, perPage, search, language, sort, order }],
    queryFn: () =>
      adminApi.get<ListAnswer<Row>>(def.api.list, {
        page,
        per_page: perPage,
        search,
        language,
        sort,
        order: sort ? order : undefined,
      }),
    placeholderData: keepPreviousData,
  });
  const rows = query.data?.data ?? [];
  const total = query.data?.meta?.total ?? rows.length;
  const pages = Math.max(1, Math.ceil(total / perPage));

  const remove = useMutation({
    mutationFn: (row: Row) =>
      adminApi.delete<{ data: { deleted: boolean; translations_deleted?: number } }>(
        def.api.remove?.(row.id) ?? "",
      ),
    onSuccess: (_answer, row) => {
      toast.success(
        t(def.translation ? "toast.deleted" : "toast.deletedPlain", {
          ...entityParams(def, lang),
          label: def.labelOf(row, lang),
        }),
      );
      setToDelete(null);
      void queryClient.invalidateQueries({ queryKey: [def.section] });
      void queryClient.invalidateQueries({ queryKey: ["dashboard"] });
    },
    onError: (error) => {
      setToDelete(null);
      toast.error(
        error instanceof ApiError && error.status === 404
          ? def.notFound[lang]
          : t("toast.failed", entityParams(def, lang)),
      );
    },
  });

  const sorting: SortingState = sort ? [{ id: sort, desc: order === "desc" }] : [];

  const columns = useMemo<TableColumn<typeof features, Row>[]>(() => {
    const cols: TableColumn<typeof features, Row>[] = def.columns.map((c) => ({
      id: c.key,
      accessorFn: (row: Row) => row[c.key] as never,
      header: c.label[lang],
      enableSorting: Boolean(c.sortable),
      cell: ({ row }) => {
        const text = cellText(c, row.original, lang, t as never);
        if (c.kind === "read" && !row.original[c.key])
          return (
            <span className="rounded bg-amber-100 px-1.5 text-xs font-semibold text-amber-900">{text}</span>
          );
        return text;
      },
    }));
    if (def.translation) {
      cols.push({
        id: "translation",
        header: t("list.translation"),
        enableSorting: false,
        cell: ({ row }) => {
          const s = siblingOf(def, row.original);
          return s ? (
            <Link to={editPath(def, s.id)} className={btn.link} hrefLang={s.language}>
              {s.language.toUpperCase()}: {s.title ?? s.url}
            </Link>
          ) : (
            <span className="text-slate-600">{t("list.noTranslation")}</span>
          );
        },
      });
    }
    if (def.publicUrl) {
      cols.push({
        id: "public",
        header: t("list.publicPage"),
        enableSorting: false,
        cell: ({ row }) => {
          const href = def.publicUrl?.(row.original);
          return href ? (
            <a href={href} target="_blank" rel="noreferrer" className={btn.link}>
              {href}
            </a>
          ) : (
            <span className="text-slate-600">—</span>
          );
        },
      });
    }
    cols.push({
      id: "actions",
      header: t("list.actions"),
      enableSorting: false,
      cell: ({ row }) => {
        const label = def.labelOf(row.original, lang);
        return (
          <div className="flex gap-1">
            {def.screens.edit ? (
              <Link
                to={editPath(def, row.original.id)}
                className={btn.small}
                aria-label={`${t("list.edit")} ${label}`}
              >
                {t("list.edit")}
              </Link>
            ) : null}
            {def.screens.view ? (
              <Link
                to={viewPath(def, row.original.id)}
                className={btn.small}
                aria-label={`${t("list.view")} ${label}`}
              >
                {t("list.view")}
              </Link>
            ) : null}
            {def.screens.remove ? (
              <button
                type="button"
                className={btn.small}
                onClick={() => setToDelete(row.original)}
                aria-label={`${t("list.delete")} ${label}`}
              >
                {t("list.delete")}
              </button>
            ) : null}
          </div>
        );
      },
    });
    return cols;
  }, [def, lang, t]);

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

  return (
    <div>
      <ScreenHeader title={def.titles.list[lang]}>
        {def.screens.add ? (
          <Link to={addPath(def)} className={btn.primary}>
            {t("list.add")}
          </Link>
        ) : null}
      </ScreenHeader>
      <div className={card}>
        <div className="mb-3 flex flex-wrap items-end gap-3">
          <label className="min-w-48 flex-1">
            <span className="mb-1 block text-sm font-medium">{t("list.search")}</span>
            <input
              type="search"
              className={input}
              value={searchInput}
              placeholder={t("list.searchPlaceholder")}
              onChange={(e) => setSearchInput(e.target.value)}
            />
          </label>
          {def.translation ? (
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
        </div>
        <div className="overflow-x-auto">
          <table className="w-full min-w-[40rem] text-left text-sm">
            <thead className="border-b border-slate-300 text-slate-700">
              {table.getHeaderGroups().map((group) => (
                <tr key={group.id}>
                  {group.headers.map((header) => {
                    const sorted = header.column.getIsSorted();
                    return (
                      <th
                        key={header.id}
                        scope="col"
                        className="px-2 py-2 font-semibold"
                        aria-sort={
                          sorted === "asc" ? "ascending" : sorted === "desc" ? "descending" : undefined
                        }
                      >
                        {header.column.getCanSort() ? (
                          <button
                            type="button"
                            className="inline-flex items-center gap-1 hover:underline focus:outline-2 focus:outline-brand-600"
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
                <tr key={row.id} className="border-b border-slate-100 hover:bg-slate-50">
                  {row.getAllCells().map((cell) => (
                    <td key={cell.id} className="px-2 py-2 align-top">
                      <FlexRender cell={cell} />
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        {query.isPending ? <p className="py-4 text-slate-600">{t("list.loading")}</p> : null}
        {query.isError ? (
          <p className="py-4 text-red-700" role="alert">
            {tc("errors.general")}
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
