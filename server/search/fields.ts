/**
 * What the site search indexes: the content types a visitor can find and, from each definition's
 * `search` (content-types/*.ts), which columns with which weight. The database's triggers (migration
 * 0021) read the table `search.fields`; `syncSearchFields` writes the definitions into it at every
 * start and rebuilds the index when they changed, so the definitions stay the one place to declare it.
 */
import { getTableName, sql } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import type { ContentType, SearchWeight } from "#content-types/define.ts";
import { newsType } from "#content-types/news.ts";
import { pageType } from "#content-types/pages.ts";
import { productType } from "#content-types/products.ts";
import { serviceType } from "#content-types/services.ts";
import { tipType } from "#content-types/tips.ts";
import type { SearchResultType } from "#core/search/schema.ts";
import type { Tx } from "../db/client.ts";
import { rawRows } from "../db/raw.ts";
import { newsItems, pages, products, services, tips } from "../db/schema.ts";
import { searchFields } from "./tables.ts";

interface SearchSource {
  type: SearchResultType;
  definition: ContentType;
  table: PgTable;
}

/** the searched types; the migration's triggers sit on exactly these tables */
export const searchSources: readonly SearchSource[] = [
  { type: "page", definition: pageType, table: pages },
  { type: "news", definition: newsType, table: newsItems },
  { type: "tip", definition: tipType, table: tips },
  { type: "product", definition: productType, table: products },
  { type: "service", definition: serviceType, table: services },
];

/** table name -> result type ("news_items" -> "news") */
export const typeOfSource: ReadonlyMap<string, SearchResultType> = new Map(
  searchSources.map((s) => [getTableName(s.table), s.type]),
);

export interface SearchFieldRow {
  source: string;
  field: string;
  weight: SearchWeight;
}

/** The rows `search.fields` should hold, read from the definitions (a field's column, if it has one). */
export function declaredSearchFields(): SearchFieldRow[] {
  return searchSources.flatMap(({ definition, table }) =>
    Object.entries(definition.search ?? {}).map(([name, weight]) => ({
      source: getTableName(table),
      field: definition.fields[name]?.column ?? name,
      weight: weight as SearchWeight,
    })),
  );
}

const key = (row: SearchFieldRow) => `${row.source}.${row.field}=${row.weight}`;

/**
 * Makes `search.fields` match the definitions; when it did not, rebuilds every index row in the same
 * transaction. Returns whether anything changed (the migration writes the same rows, so a start
 * normally changes nothing and costs one read).
 */
export async function syncSearchFields(db: Tx): Promise<boolean> {
  const declared = declaredSearchFields();
  const stored = await db.select().from(searchFields);
  const want = new Set(declared.map(key));
  const have = new Set(stored.map((r) => key(r as SearchFieldRow)));
  if (want.size === have.size && [...want].every((k) => have.has(k))) return false;
  await db.transaction(async (tx) => {
    await tx.delete(searchFields);
    if (declared.length) await tx.insert(searchFields).values(declared);
    await rawRows(tx, sql`SELECT "search"."reindex"()`);
  });
  return true;
}
