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
import { useEffect, useRef, useState } from "react";
import { Link, useSearchParams } from "react-router";
import { toast } from "sonner";
import type { DeleteAnswer, ListRow } from "#app/api/families.ts";
import { ApiError, api } from "#app/api-client.ts";
import { useAdminText } from "#app/i18n/locales/admin.ts";
import { useCommonText } from "#app/i18n/locales/common.ts";
import type { ResourceDef, Row } from "#content-types/types.ts";
import { ScreenHeader } from "./AdminShell.tsx";
import { ConfirmDialog } from "./ConfirmDialog.tsx";
import { failureText, serverReason } from "./failure-text.ts";
import { entityParams, useLang } from "./language.ts";
import { ListPager } from "./list/ListPager.tsx";
import { ListRows } from "./list/ListRows.tsx";
import { ListToolbar } from "./list/ListToolbar.tsx";
import { useWidth } from "./list/useWidth.ts";
import { PHONE_WIDTH } from "./list-columns.ts";
import { addPath } from "./resources/index.ts";
import { btn, card } from "./ui.ts";

export { type Sibling, siblingOf } from "./list/cells.ts";

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
      api.list<ListRow>(def.api.list, {
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
    mutationFn: (row: Row) => api.delete<DeleteAnswer["data"]>(def.api.remove?.(row.id) ?? ""),
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

  // what the toolbar and the rows both go by: the section, its words, the width, the sort and the address
  const shared = { def, lang, t, phone, sort, order, update };
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
        <ListToolbar
          {...shared}
          searchInput={searchInput}
          setSearchInput={setSearchInput}
          filterValues={filterValues}
          language={language}
        />
        <div ref={boxRef}>
          <ListRows {...shared} rows={rows} boxWidth={boxWidth} setToDelete={setToDelete} />
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
        <ListPager t={t} page={page} pages={pages} total={total} perPage={perPage} update={update} />
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
