/** News items, categories and groups: verb-noun functions over the database; no HTTP here. */
import { and, asc, count, desc, eq, inArray, type SQL, sql } from "drizzle-orm";
import { type Plain, plain } from "../content/plain.ts";
import { findTranslations, type Lang, type SiblingSource, type Translation } from "../content/translation.ts";
import type { Tx } from "../db/client.ts";
import { newsCategories, newsGroups, newsItems } from "../db/schema.ts";

export type NewsRow = typeof newsItems.$inferSelect;
export type NewsRef = { id: number; title: string };
export type NewsItem = Plain<NewsRow> & {
  category: NewsRef | null;
  group: NewsRef | null;
  translation: Translation | null;
  news_translation: Translation | null;
};
export type NewsCategory = Plain<typeof newsCategories.$inferSelect>;
export type NewsGroupRow = typeof newsGroups.$inferSelect;
export type NewsGroup = Plain<NewsGroupRow> & {
  translation: Translation | null;
  news_group_translation: Translation | null;
};

export const newsSiblings: SiblingSource = {
  table: newsItems,
  id: newsItems.id,
  language: newsItems.language,
  key: newsItems.translation_key,
  title: newsItems.title,
  url: newsItems.url,
  visible: newsItems.visible,
};

export const newsGroupSiblings: SiblingSource = {
  table: newsGroups,
  id: newsGroups.id,
  language: newsGroups.language,
  key: newsGroups.translation_key,
  title: newsGroups.title,
};

/** the select shape every news read uses: the row plus its category and group */
const withRefs = {
  item: newsItems,
  category: { id: newsCategories.id, title: newsCategories.title },
  group: { id: newsGroups.id, title: newsGroups.title },
};

function selectNews(db: Tx) {
  return db
    .select(withRefs)
    .from(newsItems)
    .leftJoin(newsCategories, eq(newsItems.category_id, newsCategories.id))
    .leftJoin(newsGroups, eq(newsItems.news_group_id, newsGroups.id));
}

type Joined = { item: NewsRow; category: NewsRef | null; group: NewsRef | null };

async function present(db: Tx, rows: Joined[], visibleOnly: boolean): Promise<NewsItem[]> {
  const translations = await findTranslations(
    db,
    newsSiblings,
    rows.map((r) => r.item),
    { visibleOnly },
  );
  return rows.map(({ item, category, group }) => {
    const translation = translations.get(item.id) ?? null;
    return {
      ...plain(item),
      category: category?.id ? category : null,
      group: group?.id ? group : null,
      translation,
      news_translation: translation,
    };
  });
}

const publicOf = (language: Lang) => and(eq(newsItems.language, language), eq(newsItems.visible, true));
const newestFirst = [desc(newsItems.published_at), desc(newsItems.id)];

export interface PublicNewsQuery {
  language: Lang;
  page: number;
  perPage: number;
  categoryId?: number;
  groupId?: number;
  /** only items published on or after this moment (public-news-past-year) */
  since?: Date;
  /** only teasers (true) or non-teasers (false) */
  isTeaser?: boolean;
}

function overviewConditions(q: Omit<PublicNewsQuery, "page" | "perPage">): SQL {
  const conditions: (SQL | undefined)[] = [publicOf(q.language), eq(newsItems.show_in_overview, true)];
  if (q.categoryId !== undefined) conditions.push(eq(newsItems.category_id, q.categoryId));
  if (q.groupId !== undefined) conditions.push(eq(newsItems.news_group_id, q.groupId));
  if (q.since) conditions.push(sql`${newsItems.published_at} >= ${q.since.toISOString()}`);
  if (q.isTeaser !== undefined) conditions.push(eq(newsItems.is_teaser, q.isTeaser));
  return and(...conditions)!;
}

/** The news overview: visible items of the language flagged for the overview, newest published first. */
export async function listPublicNews(
  db: Tx,
  q: PublicNewsQuery,
): Promise<{ items: NewsItem[]; total: number; page: number; perPage: number }> {
  const where = overviewConditions(q);
  const [{ total }] = await db.select({ total: count() }).from(newsItems).where(where);
  const rows = await selectNews(db)
    .where(where)
    .orderBy(...newestFirst)
    .limit(q.perPage)
    .offset((q.page - 1) * q.perPage);
  return { items: await present(db, rows, true), total, page: q.page, perPage: q.perPage };
}

/** number of items in the public overview of a language */
export async function countPublicNews(db: Tx, language: Lang): Promise<number> {
  const [{ total }] = await db
    .select({ total: count() })
    .from(newsItems)
    .where(overviewConditions({ language }));
  return total;
}

export async function findPublicNewsByUrl(db: Tx, language: Lang, url: string): Promise<NewsItem | null> {
  const rows = await selectNews(db)
    .where(and(publicOf(language), eq(newsItems.url, url)))
    .limit(1);
  return rows[0] ? (await present(db, rows, true))[0] : null;
}

/** a visible item by id, whatever its language (public-news-by-id) */
export async function findPublicNewsById(db: Tx, id: number): Promise<NewsItem | null> {
  const rows = await selectNews(db)
    .where(and(eq(newsItems.id, id), eq(newsItems.visible, true)))
    .limit(1);
  return rows[0] ? (await present(db, rows, true))[0] : null;
}

/** any visibility: admin edit and preview */
export async function findNewsById(db: Tx, id: number): Promise<NewsItem | null> {
  const rows = await selectNews(db).where(eq(newsItems.id, id)).limit(1);
  return rows[0] ? (await present(db, rows, false))[0] : null;
}

export async function randomNews(db: Tx, language: Lang, count: number): Promise<NewsItem[]> {
  const rows = await selectNews(db).where(publicOf(language)).orderBy(sql`random()`).limit(count);
  return present(db, rows, true);
}

/** visible items of the language with these ids, in the order of `ids` (a news block's choice) */
export async function newsByIds(db: Tx, language: Lang, ids: readonly number[]): Promise<NewsItem[]> {
  if (ids.length === 0) return [];
  const rows = await selectNews(db).where(and(publicOf(language), inArray(newsItems.id, [...ids])));
  const items = await present(db, rows, true);
  return ids.flatMap((id) => items.filter((item) => item.id === id));
}

/**
 * Newest visible items of a category and/or a group (a news block's choice). Category and group may
 * be combined (SPEC §5): then an item must match both.
 */
export async function newsByCategoryOrGroup(
  db: Tx,
  q: { language: Lang; categoryId?: number | null; groupId?: number | null; count: number },
): Promise<NewsItem[]> {
  const conditions: SQL[] = [publicOf(q.language)!];
  if (q.categoryId != null) conditions.push(eq(newsItems.category_id, q.categoryId));
  if (q.groupId != null) conditions.push(eq(newsItems.news_group_id, q.groupId));
  const rows = await selectNews(db)
    .where(and(...conditions))
    .orderBy(...newestFirst)
    .limit(q.count);
  return present(db, rows, true);
}

export async function listNewsCategories(db: Tx): Promise<NewsCategory[]> {
  const rows = await db.select().from(newsCategories).orderBy(asc(newsCategories.title));
  return rows.map(plain);
}

export async function presentNewsGroups(db: Tx, rows: NewsGroupRow[]): Promise<NewsGroup[]> {
  const translations = await findTranslations(db, newsGroupSiblings, rows);
  return rows.map((row) => {
    const translation = translations.get(row.id) ?? null;
    return { ...plain(row), translation, news_group_translation: translation };
  });
}

export async function listNewsGroups(db: Tx, language: Lang): Promise<NewsGroup[]> {
  const rows = await db
    .select()
    .from(newsGroups)
    .where(eq(newsGroups.language, language))
    .orderBy(asc(newsGroups.title));
  return presentNewsGroups(db, rows);
}
