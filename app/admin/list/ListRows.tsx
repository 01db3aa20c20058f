/**
 * The rows of a list: a table of the columns that fit beside the actions (../list-columns.ts), its
 * actions column sticking to the right edge, or cards on a phone. Every row's title links to its edit
 * (or view) screen.
 */
import {
  FlexRender,
  rowSortingFeature,
  type SortingState,
  type ColumnDef as TableColumn,
  tableFeatures,
  useTable,
} from "@tanstack/react-table";
import { type ReactNode, useMemo } from "react";
import { Link } from "react-router";
import type { AdminT } from "#app/i18n/locales/admin.ts";
import { scheduleState } from "#content-types/schedule-time.ts";
import type { ColumnDef, ResourceDef, Row } from "#content-types/types.ts";
import { primaryColumn, TRANSLATION_WIDTH, visibleColumnKeys } from "../list-columns.ts";
import { editPath, viewPath } from "../resources/index.ts";
import { btn } from "../ui.ts";
import { cellText, siblingOf } from "./cells.ts";
import type { ListUpdate } from "./ListToolbar.tsx";

/** the actions column stays at the right edge if a table is ever wider than its box */
const stickyRight = "sticky right-0 bg-white shadow-[-6px_0_6px_-6px_rgba(15,23,42,0.25)]";

const features = tableFeatures({ rowSortingFeature });

export function ListRows({
  def,
  rows,
  lang,
  t,
  phone,
  boxWidth,
  sort,
  order,
  update,
  setToDelete,
}: {
  def: ResourceDef;
  rows: Row[];
  lang: "nl" | "en";
  t: AdminT;
  phone: boolean;
  boxWidth: number;
  sort: string;
  order: "asc" | "desc";
  update: ListUpdate;
  /** asks to delete a row (ResourceList confirms it) */
  setToDelete: (row: Row) => void;
}) {
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

  return phone ? (
    <ul className="space-y-3" aria-label={def.titles.list[lang]}>
      {rows.map((row) => (
        <li key={row.id} className="rounded border border-slate-200 p-3" data-row="">
          {primary ? <p className="break-words text-base">{renderCell(primary, row)}</p> : null}
          <dl className="mt-2 grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1 text-sm">
            {def.columns
              // a card names only what the row has: an empty "Planning" read as a missing value
              .filter((c) => c !== primary && cellText(c, row, lang, t) !== "")
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
                    aria-sort={sorted === "asc" ? "ascending" : sorted === "desc" ? "descending" : undefined}
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
            <tr key={row.id} className="group border-b border-slate-100 hover:bg-slate-50" data-row="">
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
  );
}
