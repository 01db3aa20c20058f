/**
 * The list query of requirements §10.5: page, per_page (max 100), search, sort, order, the one rule
 * every admin list orders its rows by (`listOrder`), and one page of a table read with them
 * (`listPage`). Zod and Drizzle, no HTTP.
 */
import { type AnyColumn, asc, count, desc, ilike, or, type SQL, sql } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import { z } from "zod";
import type { Tx } from "../db/client.ts";

export const MAX_PER_PAGE = 100;
export const DEFAULT_PER_PAGE = 20;

export const listQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  per_page: z.coerce.number().int().min(1).max(MAX_PER_PAGE).default(DEFAULT_PER_PAGE),
  search: z.string().trim().max(200).optional(),
  sort: z.string().trim().max(50).optional(),
  order: z.enum(["asc", "desc"]).optional(),
  /** admin lists of content with a language (translatable, or a review) may be narrowed to one language */
  language: z.enum(["nl", "en"]).optional(),
  // the cache-busting timestamp and format parameter every call may carry (requirements §10.5)
  t: z.string().max(50).optional(),
  _format: z.string().max(10).optional(),
  lang: z.string().max(5).optional(),
});
export type ListQuery = z.infer<typeof listQuerySchema>;

export interface ListResult<T> {
  items: T[];
  total: number;
  page: number;
  perPage: number;
}

/** The envelope of a list answer: `{data, meta: {page, per_page, total}}`. */
export function listEnvelope<T>(result: ListResult<T>) {
  return { data: result.items, meta: { page: result.page, per_page: result.perPage, total: result.total } };
}

/** `%`/`_` are wildcards in LIKE; a search for "50%" means the text "50%". */
export const likePattern = (search: string) => `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * The `search` of an admin list: the text, case-insensitive and taken literally, in any of the columns.
 * No search (or an empty one) is no condition. One rule, so every list searches the same way.
 */
export function searchIn(search: string | undefined, columns: readonly (AnyColumn | SQL)[]): SQL | undefined {
  if (!search) return undefined;
  const pattern = likePattern(search);
  return or(...columns.map((column) => ilike(column, pattern)));
}

/** The columns a list may be sorted by, by the `sort` value that selects them. */
export type SortColumns = Record<string, AnyColumn>;

const TEXT_COLUMNS = new Set(["PgText", "PgVarchar", "PgChar"]);

/**
 * What a column sorts by. Text sorts as people read it, not by byte value: "apple" before "Banana",
 * "Éclair" among the e's. That is the Unicode collation algorithm (CLDR root order), which Dutch and
 * English share for their alphabets; PostgreSQL offers it as the ICU collation "und-x-icu", which
 * PGlite has too (the database itself is created with the byte-wise "C" collation).
 */
export function sortKey(column: AnyColumn): AnyColumn | SQL {
  return TEXT_COLUMNS.has(column.columnType) ? sql`${column} COLLATE "und-x-icu"` : column;
}

/** ascending by a column, text in reading order (for the default orders of lists) */
export const ascText = (column: AnyColumn) => asc(sortKey(column));

/**
 * The ORDER BY of an admin list: `sort` picks a column of `sortable` (unknown values, including
 * inherited names like "constructor", fall back to the list's own order), `order` its direction,
 * and `tiebreak` (the id) keeps pages stable when values repeat.
 */
export function listOrder(
  q: { sort?: string; order?: "asc" | "desc" },
  sortable: SortColumns,
  fallback: SQL[],
  tiebreak: AnyColumn,
): SQL[] {
  const column = q.sort && Object.hasOwn(sortable, q.sort) ? sortable[q.sort] : undefined;
  if (!column) return fallback;
  const direction = q.order === "desc" ? desc : asc;
  return column === tiebreak ? [direction(column)] : [direction(sortKey(column)), direction(tiebreak)];
}

/** Which rows of `table` an admin list shows, in which order (see `listOrder`), and as what. */
export interface ListPageSpec<T extends PgTable, Out> {
  table: T;
  where: SQL | undefined;
  sortable: SortColumns;
  /** the list's own order, when `sort` names no column of `sortable` */
  fallback: SQL[];
  /** the id: keeps pages stable when sorted values repeat */
  tiebreak: AnyColumn;
  present: (row: T["$inferSelect"]) => Out;
}

/** One page of an admin list: the rows of `q.page` and the total matching `where`. */
export async function listPage<T extends PgTable, Out>(
  db: Tx,
  q: Pick<ListQuery, "page" | "per_page" | "sort" | "order">,
  spec: ListPageSpec<T, Out>,
): Promise<ListResult<Out>> {
  // Drizzle types a select per table; for a table known only as PgTable the row type is opaque
  const table = spec.table as PgTable;
  const [{ total }] = await db.select({ total: count() }).from(table).where(spec.where);
  const rows = (await db
    .select()
    .from(table)
    .where(spec.where)
    .orderBy(...listOrder(q, spec.sortable, spec.fallback, spec.tiebreak))
    .limit(q.per_page)
    .offset((q.page - 1) * q.per_page)) as T["$inferSelect"][];
  return { items: rows.map(spec.present), total, page: q.page, perPage: q.per_page };
}
