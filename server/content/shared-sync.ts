/**
 * Copying the shared fields (a definition's `shared`, content-types/define.ts) between translation siblings. Used by
 * the one insert/update path of server/content/crud.ts, inside the write's transaction.
 */
import { and, eq } from "drizzle-orm";
import type { Tx } from "../db/client.ts";
import type { Lang } from "../i18n/lang.ts";
import type { SiblingSource } from "./translation.ts";

export interface SharedSpec {
  /** database columns whose value belongs to the item, not to one language version */
  columns: readonly string[];
  /**
   * shared references to another translatable table (a news item's group, a service's group): the
   * sibling gets the referenced row's own translation, or keeps its value when there is none
   */
  refs?: Record<string, SiblingSource>;
}

/** The id of the translation in `language` of row `id` of `source`; undefined when there is none. */
async function translatedRef(
  db: Tx,
  source: SiblingSource,
  id: number,
  language: Lang,
): Promise<number | undefined> {
  const [row] = (await db
    .select({ key: source.key })
    .from(source.table)
    .where(eq(source.id, id))
    .limit(1)) as {
    key: string;
  }[];
  if (!row) return undefined;
  const [sibling] = (await db
    .select({ id: source.id })
    .from(source.table)
    .where(and(eq(source.key, row.key), eq(source.language, language)))
    .limit(1)) as { id: number }[];
  return sibling?.id;
}

/**
 * The shared values among `values` (only those given, i.e. not undefined), as the sibling in
 * `language` must store them.
 */
export async function sharedValuesFor(
  db: Tx,
  spec: SharedSpec,
  values: Record<string, unknown>,
  language: Lang,
): Promise<Record<string, unknown>> {
  const out: Record<string, unknown> = {};
  for (const column of spec.columns) {
    const value = values[column];
    if (value === undefined) continue;
    const ref = spec.refs?.[column];
    if (!ref || value === null) {
      out[column] = value;
      continue;
    }
    const mapped = await translatedRef(db, ref, Number(value), language);
    if (mapped !== undefined) out[column] = mapped;
  }
  return out;
}

/** The shared columns `values` does not give. */
export function missingShared(spec: SharedSpec, values: Record<string, unknown>): string[] {
  return spec.columns.filter((column) => values[column] === undefined);
}
