/**
 * Whether a translatable item's other language keeps up with it (requirements §6 "Translation status"). Each language
 * version records when its own fields were last written (`content_updated_at`, set only by
 * server/content/crud.ts); `updated_at` cannot tell, since copying shared fields moves it too.
 */
import { inArray } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { Tx } from "../db/client.ts";
import type { Lang } from "../i18n/lang.ts";

export const TRANSLATION_STATUSES = ["missing", "outdated", "current"] as const;
export type TranslationStatus = (typeof TRANSLATION_STATUSES)[number];

/**
 * A sibling edited this much later than the item makes the item outdated. The margin keeps two
 * versions written one after the other (the translation made right after the original) current.
 */
export const OUTDATED_AFTER_MS = 60_000;

/** The one rule: no sibling → missing; the sibling edited clearly later → outdated; else current. */
export function translationStatus(own: Date, sibling: Date | null | undefined): TranslationStatus {
  if (!sibling) return "missing";
  return sibling.getTime() - own.getTime() > OUTDATED_AFTER_MS ? "outdated" : "current";
}

/** The columns of a table whose language versions track their own edits. */
export interface ContentEditSource {
  table: PgTable;
  language: PgColumn;
  key: PgColumn;
  contentUpdatedAt: PgColumn;
}

export type ContentEditedRow = {
  id: number;
  language: Lang;
  translation_key: string;
  content_updated_at: Date;
};

/** The status of each row (by id), reading every sibling in one query. */
export async function translationStatuses(
  db: Tx,
  source: ContentEditSource,
  rows: readonly ContentEditedRow[],
): Promise<Map<number, TranslationStatus>> {
  const result = new Map<number, TranslationStatus>();
  if (rows.length === 0) return result;
  const keys = [...new Set(rows.map((r) => r.translation_key))];
  const found = (await db
    .select({
      key: source.key,
      language: source.language,
      edited: source.contentUpdatedAt,
    })
    .from(source.table)
    .where(inArray(source.key, keys))) as { key: string; language: Lang; edited: Date }[];
  for (const row of rows) {
    const sibling = found.find((f) => f.key === row.translation_key && f.language !== row.language);
    result.set(row.id, translationStatus(new Date(row.content_updated_at), sibling?.edited));
  }
  return result;
}
