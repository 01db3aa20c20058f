/**
 * The dashboard's "Gepland / Scheduled" list: the coming publish and unpublish moments of visible
 * pages, news items, tips and products, soonest first, each with its edit screen in the admin.
 */
import { sql } from "drizzle-orm";
import { type EditorialType, editorialDefinitions, editorialTypes } from "#content-types/editorial.ts";
import { ADMIN_BASE } from "#core/admin-path.ts";
import { now } from "../auth/clock.ts";
import type { Tx } from "../db/client.ts";
import { rawRows } from "../db/raw.ts";
import type { Lang } from "../i18n/lang.ts";
import type { ScheduleKind } from "./schedule.ts";

export interface ScheduleReportEntry {
  type: EditorialType;
  id: number;
  language: Lang;
  title: string;
  kind: ScheduleKind;
  /** the moment, ISO (UTC) */
  at: string;
  edit_path: string;
}

const tableOf: Record<EditorialType, string> = {
  page: "pages",
  news: "news_items",
  tip: "tips",
  product: "products",
};

/** The moments after `at` (default: the clock's now), soonest first, at most `limit`. */
export async function scheduleReport(
  db: Tx,
  options: { at?: Date; limit?: number } = {},
): Promise<ScheduleReportEntry[]> {
  const at = (options.at ?? now()).toISOString();
  const parts = editorialTypes.flatMap((type) =>
    (["publish", "unpublish"] as const).map((kind) => {
      const column = sql.identifier(kind === "publish" ? "publish_at" : "unpublish_at");
      return sql`SELECT ${type}::text AS type, id, language::text AS language, title, ${kind}::text AS kind, ${column} AS at FROM ${sql.identifier(tableOf[type])} WHERE visible AND ${column} > ${at}::timestamptz`;
    }),
  );
  const rows = await rawRows<{
    type: EditorialType;
    id: number;
    language: Lang;
    title: string;
    kind: ScheduleKind;
    at: string | Date;
  }>(
    db,
    sql`SELECT * FROM (${sql.join(parts, sql` UNION ALL `)}) AS moments ORDER BY at, type, id LIMIT ${options.limit ?? 100}`,
  );
  return rows.map((row) => ({
    type: row.type,
    id: Number(row.id),
    language: row.language,
    title: row.title,
    kind: row.kind,
    at: new Date(row.at).toISOString(),
    edit_path: `${ADMIN_BASE}/${editorialDefinitions[row.type].section}/wijzigen/${row.id}`,
  }));
}
