/**
 * Translation siblings (requirements §10.4): every translatable row shares a `translation_key` with its sibling
 * in the other language. The API answers carry the sibling as `{id, language, url, full_url?, title}`.
 */
import { and, getTableColumns, getTableName, inArray, type SQL, sql } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { Tx } from "../db/client.ts";
import type { Lang } from "../i18n/lang.ts";
import { liveAt } from "./live.ts";

export const languages = ["nl", "en"] as const;

export interface Translation {
  id: number;
  language: Lang;
  /** "" for entities without an url (services, groups, features) */
  url: string;
  /** pages only */
  full_url?: string;
  title: string;
}

/** The columns of a translatable table the sibling lookup needs. */
export interface SiblingSource {
  table: PgTable;
  id: PgColumn;
  language: PgColumn;
  key: PgColumn;
  title: PgColumn;
  url?: PgColumn;
  fullUrl?: PgColumn;
  /** when given, `visibleOnly` lookups only return published siblings */
  visible?: PgColumn;
  /**
   * the scheduled window of pages, news items, tips and products: with `visible`, "published" is
   * the public-now rule of ./live.ts
   */
  schedule?: { publishAt: PgColumn; unpublishAt: PgColumn };
}

/** the columns every translatable table has (server/db/schema.ts `translatable` plus its id and title) */
type TranslatableTable = PgTable & {
  id: PgColumn;
  language: PgColumn;
  translation_key: PgColumn;
  title: PgColumn;
};

/**
 * The sibling source of a translatable table, read from its columns. The schema names the parts the same in
 * every table (`translatable`, `headerFields`: url, visible, publish_at/unpublish_at; pages' full_url), so
 * which optional parts a type has follows from its table instead of a hand-written list per service.
 */
export function siblingsOf(table: TranslatableTable): SiblingSource {
  const columns: Record<string, PgColumn | undefined> = getTableColumns(table);
  const { url, full_url: fullUrl, visible, publish_at: publishAt, unpublish_at: unpublishAt } = columns;
  return {
    table,
    id: table.id,
    language: table.language,
    key: table.translation_key,
    title: table.title,
    ...(url && { url }),
    ...(fullUrl && { fullUrl }),
    ...(visible && { visible }),
    ...(publishAt && unpublishAt && { schedule: { publishAt, unpublishAt } }),
  };
}

/** the condition "this sibling is published now", on the source's columns as `column` writes them */
function publishedNow(source: SiblingSource, column: (c: PgColumn) => PgColumn | SQL): SQL | undefined {
  if (!source.visible) return undefined;
  if (!source.schedule) return sql`${column(source.visible)} = true`;
  return liveAt({
    visible: column(source.visible),
    publish_at: column(source.schedule.publishAt),
    unpublish_at: column(source.schedule.unpublishAt),
  });
}

export const otherLanguage = (language: Lang): Lang => (language === "nl" ? "en" : "nl");

/**
 * The sibling of each row (by translation_key, other language). One query for the whole list.
 * `visibleOnly`: public answers only link to a published sibling.
 */
export async function findTranslations(
  db: Tx,
  source: SiblingSource,
  rows: readonly { id: number; language: Lang; translation_key: string }[],
  options: { visibleOnly?: boolean } = {},
): Promise<Map<number, Translation | null>> {
  const result = new Map<number, Translation | null>();
  if (rows.length === 0) return result;
  const keys = [...new Set(rows.map((r) => r.translation_key))];
  const conditions: SQL[] = [inArray(source.key, keys)];
  const published = options.visibleOnly ? publishedNow(source, (c) => c) : undefined;
  if (published) conditions.push(published);
  const found = (await db
    .select({
      id: source.id,
      language: source.language,
      key: source.key,
      title: source.title,
      url: source.url ?? sql<string>`''`,
      full_url: source.fullUrl ?? sql<null>`null`,
    })
    .from(source.table)
    .where(and(...conditions))) as {
    id: number;
    language: Lang;
    key: string;
    title: string;
    url: string;
    full_url: string | null;
  }[];
  for (const row of rows) {
    const sibling = found.find((f) => f.key === row.translation_key && f.language !== row.language);
    result.set(
      row.id,
      sibling
        ? {
            id: sibling.id,
            language: sibling.language,
            url: sibling.url,
            title: sibling.title,
            ...(sibling.full_url !== null ? { full_url: sibling.full_url } : {}),
          }
        : null,
    );
  }
  return result;
}

/** The sibling row id of one row (any visibility), or null. */
export async function findSiblingId(
  db: Tx,
  source: SiblingSource,
  row: { id: number; language: Lang; translation_key: string },
): Promise<number | null> {
  const map = await findTranslations(db, source, [row]);
  return map.get(row.id)?.id ?? null;
}

/**
 * The visible sibling of the row as a column of the statement that reads the row (same shape as
 * `findTranslations` gives): public reads fetch items and their language switch in one query.
 */
export function siblingColumn(source: SiblingSource): SQL<Translation | null> {
  const sibling = sql.identifier("sibling");
  const col = (column: PgColumn) => sql`${sibling}.${sql.identifier(column.name)}`;
  // qualified by hand: in a one-table select Drizzle writes bare column names, which inside the
  // subquery would name the sibling's own columns
  const own = (column: PgColumn) =>
    sql`${sql.identifier(getTableName(source.table))}.${sql.identifier(column.name)}`;
  const url = source.url ? col(source.url) : sql`''`;
  const fullUrl = source.fullUrl ? sql`, 'full_url', ${col(source.fullUrl)}` : sql``;
  const published = publishedNow(source, col);
  const visible = published ? sql` and ${published}` : sql``;
  return sql<Translation | null>`(select json_build_object('id', ${col(source.id)}, 'language', ${col(source.language)}, 'url', ${url}, 'title', ${col(source.title)}${fullUrl}) from ${source.table} as ${sibling} where ${col(source.key)} = ${own(source.key)} and ${col(source.language)} <> ${own(source.language)}${visible} limit 1)`;
}
