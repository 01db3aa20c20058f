/** Pages: verb-noun functions over the database; no HTTP here. */

import { and, asc, eq, getTableColumns, inArray, sql } from "drizzle-orm";
import { uniqueMessage } from "#content-types/define.ts";
import { type PageCreate, type PageUpdate, pageType } from "#content-types/pages.ts";
import type { Block } from "#core/blocks/index.ts";
import { type Plain, plain } from "#core/content/plain.ts";
import { joinFullUrl } from "#core/content/slug.ts";
import { createCrud, existsWhere } from "../content/crud.ts";
import { type ConstraintMessages, invalid, rethrowWriteError } from "../content/errors.ts";
import { liveAt } from "../content/live.ts";
import { sanitizeRichText } from "../content/sanitize.ts";
import { findTranslations, siblingColumn, siblingsOf, type Translation } from "../content/translation.ts";
import type { Tx } from "../db/client.ts";
import { pages } from "../db/schema.ts";
import type { Lang } from "../i18n/lang.ts";
import { recordAddressChange } from "../redirects/record.ts";
import { trackedPages } from "../redirects/tracked.ts";

export type PageRow = typeof pages.$inferSelect;
/** A page as the API and the loaders see it: plain JSON, with its translation sibling. */
export type Page = Plain<PageRow> & { translation: Translation | null; page_translation: Translation | null };

export const pageSiblings = siblingsOf(pages);

/** Rows -> API objects with their sibling (`visibleOnly` for public answers). */
export async function presentPages(db: Tx, rows: PageRow[], visibleOnly: boolean): Promise<Page[]> {
  const translations = await findTranslations(db, pageSiblings, rows, { visibleOnly });
  return rows.map((row) => {
    const translation = translations.get(row.id) ?? null;
    return { ...plain(row), translation, page_translation: translation };
  });
}

/** a visible page with its visible sibling, in one statement */
const selectPublicPages = (db: Tx) =>
  db.select({ ...getTableColumns(pages), translation: siblingColumn(pageSiblings) }).from(pages);

function presentPublicPage(row: PageRow & { translation: Translation | null }): Page {
  return { ...plain(row), page_translation: row.translation };
}

export async function findPublicPageByFullUrl(db: Tx, language: Lang, fullUrl: string): Promise<Page | null> {
  const rows = await selectPublicPages(db)
    .where(and(eq(pages.language, language), eq(pages.full_url, fullUrl), liveAt(pages)))
    .limit(1);
  return rows[0] ? presentPublicPage(rows[0]) : null;
}

/**
 * Every public page of a language (visible and within its scheduled window: server/content/live.ts), ordered by menu position: the header, menus, footer and the page
 * routes are built from this one list (requirements §2 "look up a page by its full url in the loaded list").
 */
export async function listPublicPages(db: Tx, language: Lang): Promise<Page[]> {
  const rows = await selectPublicPages(db)
    .where(and(eq(pages.language, language), liveAt(pages)))
    .orderBy(asc(pages.position_in_menu), asc(pages.id));
  return rows.map(presentPublicPage);
}

/** One page whatever its visibility (admin edit and preview). */
export async function findPageById(db: Tx, id: number): Promise<Page | null> {
  const rows = await db.select().from(pages).where(eq(pages.id, id)).limit(1);
  if (!rows[0]) return null;
  return (await presentPages(db, rows, false))[0];
}

// ---------------------------------------------------------------------------------------------
// Admin: list, exists, create, update, delete
// ---------------------------------------------------------------------------------------------

const pageConstraints = {
  pages_language_menu_title_unique: { field: "menu_title", message: uniqueMessage(pageType, "menu_title") },
  pages_language_full_url_unique: { field: "url", key: "url_exists" },
} satisfies ConstraintMessages;

export const pageCrud = createCrud<PageRow, Page>({
  table: pages,
  siblings: pageSiblings,
  tracksContentEdits: true,
  present: (db, rows) => presentPages(db, rows, false),
  definition: pageType,
  defaultOrder: [asc(pages.language), asc(pages.position_in_menu), asc(pages.id)],
  constraints: pageConstraints,
});

/** Is this menu title taken in the language (any language when omitted), other than by `exceptId`? */
export async function pageMenuTitleExists(
  db: Tx,
  title: string,
  options: { language?: Lang; exceptId?: number } = {},
): Promise<boolean> {
  const where = and(
    sql`lower(${pages.menu_title}) = lower(${title.trim()})`,
    options.language ? eq(pages.language, options.language) : undefined,
  )!;
  return existsWhere(db, pages, pages.id, where, options.exceptId);
}

/** Rich text inside blocks is sanitised like every other rich text field. */
function sanitizeBlocks(blocks: Block[]): Block[] {
  return blocks.map((block) =>
    block.type === "text" ? { ...block, html: sanitizeRichText(block.html) } : block,
  );
}

/** The parent of a page: must exist, be in the same language and not be the page or one of its sub pages. */
async function resolveParent(
  db: Tx,
  parentId: number | null | undefined,
  language: Lang,
  lang: Lang,
  selfId?: number,
): Promise<PageRow | null> {
  if (parentId == null) return null;
  const [parent] = await db.select().from(pages).where(eq(pages.id, parentId)).limit(1);
  if (!parent || parent.language !== language) throw invalid("parent_invalid", lang, "belongs_to");
  if (selfId !== undefined) {
    // walk up from the parent: meeting the page itself means a cycle
    let current: PageRow | undefined = parent;
    for (let depth = 0; current && depth < 50; depth++) {
      if (current.id === selfId) throw invalid("parent_invalid", lang, "belongs_to");
      if (current.belongs_to == null) break;
      [current] = await db.select().from(pages).where(eq(pages.id, current.belongs_to)).limit(1);
    }
  }
  return parent;
}

/** A page's full url changes: its old address redirects to the new one (server/redirects/record.ts). */
async function moveFullUrl(db: Tx, page: PageRow, fullUrl: string): Promise<void> {
  await db.update(pages).set({ full_url: fullUrl, updated_at: new Date() }).where(eq(pages.id, page.id));
  await recordAddressChange(db, trackedPages, page, { ...page, full_url: fullUrl });
}

/** After a page's full url changed (or its parent went away), its sub pages follow. */
async function refreshChildUrls(db: Tx, parent: { id: number; full_url: string }, depth = 0): Promise<void> {
  if (depth > 50) return;
  const children = await db.select().from(pages).where(eq(pages.belongs_to, parent.id));
  for (const child of children) {
    const fullUrl = joinFullUrl(parent.full_url, child.url);
    if (fullUrl !== child.full_url) await moveFullUrl(db, child, fullUrl);
    await refreshChildUrls(db, { id: child.id, full_url: fullUrl }, depth + 1);
  }
}

export async function createPage(db: Tx, input: PageCreate, lang: Lang): Promise<Page> {
  const { translation_of, ...values } = input;
  return db.transaction(async (tx) => {
    const parent = await resolveParent(tx, values.belongs_to, values.language, lang);
    return pageCrud.insert(
      tx,
      {
        ...values,
        ...(values.blocks ? { blocks: sanitizeBlocks(values.blocks) } : {}),
        full_url: joinFullUrl(parent?.full_url ?? null, values.url),
      },
      { lang, translationOf: translation_of },
    );
  });
}

export async function updatePage(db: Tx, id: number, input: PageUpdate, lang: Lang): Promise<Page | null> {
  return db.transaction(async (tx) => {
    const current = await pageCrud.findRow(tx, id);
    if (!current) return null;
    const language = input.language ?? current.language;
    const belongsTo = input.belongs_to === undefined ? current.belongs_to : input.belongs_to;
    const parent = await resolveParent(tx, belongsTo, language, lang, id);
    const fullUrl = joinFullUrl(parent?.full_url ?? null, input.url ?? current.url);
    const updated = await pageCrud.update(
      tx,
      id,
      { ...input, ...(input.blocks ? { blocks: sanitizeBlocks(input.blocks) } : {}), full_url: fullUrl },
      lang,
    );
    if (fullUrl !== current.full_url) {
      try {
        await refreshChildUrls(tx, { id, full_url: fullUrl });
      } catch (error) {
        rethrowWriteError(
          error,
          { pages_language_full_url_unique: { field: "url", key: "url_exists" } },
          lang,
        );
      }
    }
    return updated;
  });
}

/** Deletes a page and its translation; their sub pages move to the top level (full url follows). */
export async function deletePage(db: Tx, id: number, lang: Lang = "nl") {
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(pages).where(eq(pages.id, id)).limit(1);
    if (!row) return null;
    const family = await tx
      .select({ id: pages.id })
      .from(pages)
      .where(eq(pages.translation_key, row.translation_key));
    const ids = family.map((f) => f.id);
    const orphans = await tx.select().from(pages).where(inArray(pages.belongs_to, ids));
    const result = await pageCrud.remove(tx, id);
    try {
      for (const orphan of orphans.filter((o) => !ids.includes(o.id))) {
        // belongs_to was set to null by the foreign key; the sub page becomes a top-level page
        await moveFullUrl(tx, { ...orphan, belongs_to: null }, orphan.url);
        await refreshChildUrls(tx, { id: orphan.id, full_url: orphan.url });
      }
    } catch (error) {
      // a sub page whose url is already taken at the top level: nothing is deleted (409)
      rethrowWriteError(error, pageConstraints, lang);
    }
    return result;
  });
}
