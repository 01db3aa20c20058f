/**
 * The list query of requirements §10.5: page, per_page (max 100), search, sort, order, and the one rule
 * every admin list orders its rows by (`listOrder`). Pure zod and Drizzle SQL builders, no HTTP.
 */
import { type AnyColumn, asc, desc, type SQL, sql } from "drizzle-orm";
import { z } from "zod";

export const MAX_PER_PAGE = 100;
export const DEFAULT_PER_PAGE = 20;

export const listQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  per_page: z.coerce.number().int().min(1).max(MAX_PER_PAGE).default(DEFAULT_PER_PAGE),
  search: z.string().trim().max(200).optional(),
  sort: z.string().trim().max(50).optional(),
  order: z.enum(["asc", "desc"]).optional(),
  /** admin lists of translatable content may be narrowed to one language */
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
