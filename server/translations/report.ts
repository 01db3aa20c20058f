/**
 * The translation report (requirements §6 "Translation status"): every page, news item, tip and
 * product whose other language is missing or was edited after it, with where to fix it in the admin.
 */
import { and, asc, eq, ne } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import { newsType } from "#content-types/news.ts";
import { pageType } from "#content-types/pages.ts";
import { productType } from "#content-types/products.ts";
import { tipType } from "#content-types/tips.ts";
import { ADMIN_BASE } from "#core/admin-path.ts";
import { type TranslationStatus, translationStatus } from "../content/translation-status.ts";
import type { Tx } from "../db/client.ts";
import { newsItems, pages, products, tips } from "../db/schema.ts";
import type { Lang } from "../i18n/lang.ts";

type Source = {
  table: PgTable & {
    id: PgColumn;
    language: PgColumn;
    translation_key: PgColumn;
    title: PgColumn;
    content_updated_at: PgColumn;
  };
  /** the admin section (app/admin/resources/index.ts builds the same addresses) */
  section: string;
};

/** the content types whose language versions track their own edits, in the report's order */
const sources = {
  page: { table: pages, section: pageType.section },
  news: { table: newsItems, section: newsType.section },
  tip: { table: tips, section: tipType.section },
  product: { table: products, section: productType.section },
} satisfies Record<string, Source>;

export type ReportType = keyof typeof sources;
export const REPORT_TYPES = Object.keys(sources) as [ReportType, ...ReportType[]];

export interface ReportEntry {
  type: ReportType;
  id: number;
  language: Lang;
  title: string;
  status: Exclude<TranslationStatus, "current">;
  sibling: { id: number; language: Lang; title: string } | null;
  /** the admin's edit screen of this item */
  edit_path: string;
  /** the admin's add screen of the missing translation (ResourceForm's `translation_of`); null when it exists */
  create_path: string | null;
}

type Version = { id: number; language: Lang; key: string; title: string; edited: Date };

async function entriesOf(db: Tx, type: ReportType, language: Lang | undefined): Promise<ReportEntry[]> {
  const { table, section } = sources[type];
  // the whole table: a row's sibling is in the other language, so a language filter cannot narrow the read
  const rows = (await db
    .select({
      id: table.id,
      language: table.language,
      key: table.translation_key,
      title: table.title,
      edited: table.content_updated_at,
    })
    .from(table)
    .orderBy(asc(table.title), asc(table.id))) as Version[];
  const entries: ReportEntry[] = [];
  for (const row of rows) {
    if (language && row.language !== language) continue;
    const sibling = rows.find((r) => r.key === row.key && r.language !== row.language);
    const status = translationStatus(row.edited, sibling?.edited);
    if (status === "current") continue;
    entries.push({
      type,
      id: row.id,
      language: row.language,
      title: row.title,
      status,
      sibling: sibling ? { id: sibling.id, language: sibling.language, title: sibling.title } : null,
      edit_path: `${ADMIN_BASE}/${section}/wijzigen/${row.id}`,
      create_path: sibling ? null : `${ADMIN_BASE}/${section}/toevoegen?translation_of=${row.id}`,
    });
  }
  return entries;
}

/** The items needing translation work, optionally of one type and/or one language. */
export async function translationReport(
  db: Tx,
  filters: { type?: ReportType; language?: Lang } = {},
): Promise<ReportEntry[]> {
  const types = filters.type ? [filters.type] : REPORT_TYPES;
  const parts = [];
  for (const type of types) parts.push(await entriesOf(db, type, filters.language));
  return parts.flat();
}

/**
 * The translator's "still up to date": the item's other language was edited, but this version needs
 * no change. Its own `content_updated_at` moves up to the sibling's (never past it, so the sibling
 * does not become outdated in turn); nothing else changes. Answers the status now, or null when the
 * item does not exist.
 */
export async function confirmTranslationCurrent(
  db: Tx,
  type: ReportType,
  id: number,
): Promise<TranslationStatus | null> {
  const { table } = sources[type];
  return db.transaction(async (tx) => {
    const [row] = (await tx
      .select({ key: table.translation_key, language: table.language, edited: table.content_updated_at })
      .from(table)
      .where(eq(table.id, id))
      .limit(1)) as { key: string; language: Lang; edited: Date }[];
    if (!row) return null;
    const [sibling] = (await tx
      .select({ edited: table.content_updated_at })
      .from(table)
      .where(and(eq(table.translation_key, row.key), ne(table.language, row.language)))
      .limit(1)) as { edited: Date }[];
    if (!sibling) return "missing";
    const edited = new Date(Math.max(sibling.edited.getTime(), row.edited.getTime()));
    if (edited > row.edited)
      await tx.update(table).set({ content_updated_at: edited }).where(eq(table.id, id));
    return translationStatus(edited, sibling.edited);
  });
}
