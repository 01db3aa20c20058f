/** Pages: verb-noun functions over the database; no HTTP here. */
import { and, asc, eq } from "drizzle-orm";
import { type Plain, plain } from "../content/plain.ts";
import { findTranslations, type Lang, type SiblingSource, type Translation } from "../content/translation.ts";
import type { Tx } from "../db/client.ts";
import { pages } from "../db/schema.ts";

export type PageRow = typeof pages.$inferSelect;
/** A page as the API and the loaders see it: plain JSON, with its translation sibling. */
export type Page = Plain<PageRow> & { translation: Translation | null; page_translation: Translation | null };

export const pageSiblings: SiblingSource = {
  table: pages,
  id: pages.id,
  language: pages.language,
  key: pages.translation_key,
  title: pages.title,
  url: pages.url,
  fullUrl: pages.full_url,
  visible: pages.visible,
};

/** Rows -> API objects with their sibling (`visibleOnly` for public answers). */
export async function presentPages(db: Tx, rows: PageRow[], visibleOnly: boolean): Promise<Page[]> {
  const translations = await findTranslations(db, pageSiblings, rows, { visibleOnly });
  return rows.map((row) => {
    const translation = translations.get(row.id) ?? null;
    return { ...plain(row), translation, page_translation: translation };
  });
}

export async function findPublicPageByFullUrl(db: Tx, language: Lang, fullUrl: string): Promise<Page | null> {
  const rows = await db
    .select()
    .from(pages)
    .where(and(eq(pages.language, language), eq(pages.full_url, fullUrl), eq(pages.visible, true)))
    .limit(1);
  if (!rows[0]) return null;
  return (await presentPages(db, rows, true))[0];
}

/**
 * Every visible page of a language, ordered by menu position: the header, menus, footer and the page
 * routes are built from this one list (SPEC §2 "look up a page by its full url in the loaded list").
 */
export async function listPublicPages(db: Tx, language: Lang): Promise<Page[]> {
  const rows = await db
    .select()
    .from(pages)
    .where(and(eq(pages.language, language), eq(pages.visible, true)))
    .orderBy(asc(pages.position_in_menu), asc(pages.id));
  return presentPages(db, rows, true);
}

/** One page whatever its visibility (admin edit and preview). */
export async function findPageById(db: Tx, id: number): Promise<Page | null> {
  const rows = await db.select().from(pages).where(eq(pages.id, id)).limit(1);
  if (!rows[0]) return null;
  return (await presentPages(db, rows, false))[0];
}
