/**
 * What the dashboard's report panels share (ScheduleList.tsx, TranslationsList.tsx): the menu label
 * of each editorial type, the link style, the line that names an item (its type, a link to its edit
 * screen, its language) and the answer while the report failed or is empty.
 */
import type { UseQueryResult } from "@tanstack/react-query";
import { Link } from "react-router";
import { useAdminText } from "#app/i18n/locales/admin.ts";
import { useCommonText } from "#app/i18n/locales/common.ts";
import type { EditorialType } from "#content-types/editorial.ts";
import { failureText } from "./failure-text.ts";
import type { MenuKey } from "./menu.ts";

export const typeLabels: Record<EditorialType, MenuKey> = {
  page: "menu.pages",
  news: "menu.news",
  tip: "menu.tips",
  product: "menu.products",
};

export const link = "text-brand-700 underline-offset-2 hover:underline";

/** the item a report line is about: "Pagina's: <title> NL" */
export function ReportItem({
  entry,
}: {
  entry: { type: EditorialType; title: string; edit_path: string; language: "nl" | "en" };
}) {
  const { t } = useAdminText();
  return (
    <>
      <span className="text-slate-600">{t(typeLabels[entry.type])}:</span>
      <Link to={entry.edit_path} className={`${link} font-medium`}>
        {entry.title}
      </Link>
      <span className="rounded bg-slate-100 px-1 text-xs">{entry.language.toUpperCase()}</span>
    </>
  );
}

/** the panel's text when the report failed or has no lines; null when there are lines to show */
export function ReportState({
  query,
  count,
  empty,
}: {
  query: Pick<UseQueryResult, "isError" | "isSuccess" | "error">;
  count: number;
  empty: string;
}) {
  const { t: tc } = useCommonText();
  if (query.isError) {
    return (
      <p className="text-red-700" role="alert">
        {failureText(query.error, tc, tc("errors.general"))}
      </p>
    );
  }
  if (query.isSuccess && count === 0) return <p className="text-slate-600">{empty}</p>;
  return null;
}
