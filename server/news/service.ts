/** News items, categories and groups: verb-noun functions over the database; no HTTP here. The admin writes are ./admin.ts. */

import { and, asc, count, desc, eq, getTableColumns, inArray, type SQL, sql } from "drizzle-orm";
import { unionAll } from "drizzle-orm/pg-core";
import { type Plain, plain } from "#core/content/plain.ts";
import { existsWhere } from "../content/crud.ts";
import { liveAt } from "../content/live.ts";
import { findTranslations, siblingColumn, siblingsOf, type Translation } from "../content/translation.ts";
import type { Tx } from "../db/client.ts";
import { newsCategories, newsGroups, newsItems } from "../db/schema.ts";
import type { Lang } from "../i18n/lang.ts";

export type NewsRow = typeof newsItems.$inferSelect;
export type NewsRef = { id: number; title: string };
/** a news item's category: its code (`title`), its labels, and `label` in the item's language */
export type NewsCategoryRef = NewsRef & { title_nl: string; title_en: string; label: string };
export type NewsItem = Plain<NewsRow> & {
  category: NewsCategoryRef | null;
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

export const newsSiblings = siblingsOf(newsItems);

export const newsGroupSiblings = siblingsOf(newsGroups);

/** Rows -> API objects: category and group references and the translation sibling. */
export async function presentNews(db: Tx, rows: NewsRow[], visibleOnly: boolean): Promise<NewsItem[]> {
  if (rows.length === 0) return [];
  const categoryIds = [...new Set(rows.map((r) => r.category_id).filter((id): id is number => id !== null))];
  const groupIds = [...new Set(rows.map((r) => r.news_group_id).filter((id): id is number => id !== null))];
  // one after the other: inside a transaction the queries share one connection
  const categories = categoryIds.length
    ? await db
        .select({
          id: newsCategories.id,
          title: newsCategories.title,
          title_nl: newsCategories.title_nl,
          title_en: newsCategories.title_en,
        })
        .from(newsCategories)
        .where(inArray(newsCategories.id, categoryIds))
    : [];
  const groups = groupIds.length
    ? await db
        .select({ id: newsGroups.id, title: newsGroups.title })
        .from(newsGroups)
        .where(inArray(newsGroups.id, groupIds))
    : [];
  const translations = await findTranslations(db, newsSiblings, rows, { visibleOnly });
  return rows.map((item) => {
    const translation = translations.get(item.id) ?? null;
    const category = categories.find((c) => c.id === item.category_id);
    return {
      ...plain(item),
      category: category ? { ...category, label: categoryLabel(category, item.language) } : null,
      group: groups.find((g) => g.id === item.news_group_id) ?? null,
      translation,
      news_translation: translation,
    };
  });
}

/** A category's label in a language; the other language's label or the code when it has none. */
export function categoryLabel(
  category: { title: string; title_nl: string; title_en: string },
  language: Lang,
) {
  const [own, other] =
    language === "en" ? [category.title_en, category.title_nl] : [category.title_nl, category.title_en];
  return own || other || category.title;
}

const selectNews = (db: Tx) => db.select().from(newsItems);

/**
 * Visible items as the public site shows them, in one statement: the category and group joined and
 * the visible sibling as a column (what `presentNews(db, rows, true)` assembles in three queries).
 */
const selectPublicNewsFields = () => ({
  ...getTableColumns(newsItems),
  category: {
    id: newsCategories.id,
    title: newsCategories.title,
    title_nl: newsCategories.title_nl,
    title_en: newsCategories.title_en,
  },
  group: { id: newsGroups.id, title: newsGroups.title },
  // built per statement: the sibling's public-now condition holds the moment of the query (live.ts)
  translation: siblingColumn(newsSiblings),
});

const selectPublicNews = (db: Tx) =>
  db
    .select(selectPublicNewsFields())
    .from(newsItems)
    .leftJoin(newsCategories, eq(newsCategories.id, newsItems.category_id))
    .leftJoin(newsGroups, eq(newsGroups.id, newsItems.news_group_id));

type PublicNewsRow = Awaited<ReturnType<typeof selectPublicNews>>[number];

function presentPublicNews({ category, group, translation, ...item }: PublicNewsRow): NewsItem {
  return {
    ...plain(item),
    category: category ? { ...category, label: categoryLabel(category, item.language) } : null,
    group,
    translation,
    news_translation: translation,
  };
}

/** public now (server/content/live.ts: visible and within its scheduled window) in the language */
const publicOf = (language: Lang) => and(eq(newsItems.language, language), liveAt(newsItems));
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
  const rows = await selectPublicNews(db)
    .where(where)
    .orderBy(...newestFirst)
    .limit(q.perPage)
    .offset((q.page - 1) * q.perPage);
  return { items: rows.map(presentPublicNews), total, page: q.page, perPage: q.perPage };
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
  const rows = await selectPublicNews(db)
    .where(and(publicOf(language), eq(newsItems.url, url)))
    .limit(1);
  return rows[0] ? presentPublicNews(rows[0]) : null;
}

/** a visible item by id, whatever its language (public-news-by-id) */
export async function findPublicNewsById(db: Tx, id: number): Promise<NewsItem | null> {
  const rows = await selectPublicNews(db)
    .where(and(eq(newsItems.id, id), liveAt(newsItems)))
    .limit(1);
  return rows[0] ? presentPublicNews(rows[0]) : null;
}

/** any visibility: admin edit and preview */
export async function findNewsById(db: Tx, id: number): Promise<NewsItem | null> {
  const rows = await selectNews(db).where(eq(newsItems.id, id)).limit(1);
  return rows[0] ? (await presentNews(db, rows, false))[0] : null;
}

export async function randomNews(db: Tx, language: Lang, count: number): Promise<NewsItem[]> {
  const rows = await selectPublicNews(db).where(publicOf(language)).orderBy(sql`random()`).limit(count);
  return rows.map(presentPublicNews);
}

/** visible items of the language with these ids, in the order of `ids` (a news block's choice) */
export async function newsByIds(db: Tx, language: Lang, ids: readonly number[]): Promise<NewsItem[]> {
  if (ids.length === 0) return [];
  const rows = await selectPublicNews(db).where(and(publicOf(language), inArray(newsItems.id, [...ids])));
  const items = rows.map(presentPublicNews);
  return ids.flatMap((id) => items.filter((item) => item.id === id));
}

/**
 * Newest visible items of a category and/or a group (a news block's choice). Category and group may
 * be combined (requirements §5): then an item must match both.
 */
export async function newsByCategoryOrGroup(
  db: Tx,
  q: { language: Lang; categoryId?: number | null; groupId?: number | null; count: number },
): Promise<NewsItem[]> {
  const conditions: SQL[] = [publicOf(q.language)!];
  if (q.categoryId != null) conditions.push(eq(newsItems.category_id, q.categoryId));
  if (q.groupId != null) conditions.push(eq(newsItems.news_group_id, q.groupId));
  const rows = await selectPublicNews(db)
    .where(and(...conditions))
    .orderBy(...newestFirst)
    .limit(q.count);
  return rows.map(presentPublicNews);
}

/** what one news block asks for: chosen items, a random draw, or the newest of a category and/or group */
export type NewsChoice =
  | { ids: readonly number[] }
  | { random: number }
  | { categoryId?: number | null; groupId?: number | null; count: number };

/**
 * The items of several news choices in one statement (a page's news blocks): each choice is one
 * part of a UNION ALL, tagged with its place. Answers per choice, like `newsByIds` (in the order of
 * the ids), `randomNews` and `newsByCategoryOrGroup`.
 */
export async function newsForChoices(
  db: Tx,
  language: Lang,
  choices: readonly NewsChoice[],
): Promise<NewsItem[][]> {
  const parts = choices.map((choice, slot) => {
    const query = db
      .select({ ...selectPublicNewsFields(), slot: sql<number>`${sql.raw(String(slot))}::integer` })
      .from(newsItems)
      .leftJoin(newsCategories, eq(newsCategories.id, newsItems.category_id))
      .leftJoin(newsGroups, eq(newsGroups.id, newsItems.news_group_id));
    if ("ids" in choice)
      return query.where(
        and(publicOf(language), inArray(newsItems.id, choice.ids.length ? [...choice.ids] : [-1])),
      );
    if ("random" in choice)
      return query.where(publicOf(language)).orderBy(sql`random()`).limit(choice.random);
    const conditions: SQL[] = [publicOf(language)!];
    if (choice.categoryId != null) conditions.push(eq(newsItems.category_id, choice.categoryId));
    if (choice.groupId != null) conditions.push(eq(newsItems.news_group_id, choice.groupId));
    return query
      .where(and(...conditions))
      .orderBy(...newestFirst)
      .limit(choice.count);
  });
  const [first, second, ...rest] = parts;
  if (!first) return [];
  const rows = second ? await unionAll(first, second, ...rest) : await first;
  const result: NewsItem[][] = choices.map(() => []);
  for (const { slot, ...row } of rows) result[slot]?.push(presentPublicNews(row));
  choices.forEach((choice, slot) => {
    if ("ids" in choice)
      result[slot] = choice.ids.flatMap((id) => result[slot].filter((item) => item.id === id));
  });
  return result;
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

// ---------------------------------------------------------------------------------------------
// Public extras: by id, past year, by field value
// ---------------------------------------------------------------------------------------------

/** visible items of the language published in the last 365 days, newest first (at most `limit`) */
export async function publicNewsPastYear(db: Tx, language: Lang, now = new Date(), limit = 100) {
  const since = new Date(now.getTime() - 365 * 24 * 3600 * 1000);
  const rows = await selectPublicNews(db)
    .where(and(publicOf(language), sql`${newsItems.published_at} >= ${since.toISOString()}`))
    .orderBy(...newestFirst)
    .limit(limit);
  return rows.map(presentPublicNews);
}

export type NewsField = "category" | "group" | "is_teaser";

/**
 * Visible items of the language whose field has a value, newest first: `category` (id or category
 * title such as "security"), `group` (id) or `is_teaser` (true/false).
 */
export async function publicNewsByFieldValue(
  db: Tx,
  q: { language: Lang; field: NewsField; value: string | number | boolean; count: number },
): Promise<NewsItem[]> {
  let condition: SQL;
  if (q.field === "category") {
    if (typeof q.value === "number") condition = eq(newsItems.category_id, q.value);
    else {
      const [category] = await db
        .select({ id: newsCategories.id })
        .from(newsCategories)
        .where(eq(newsCategories.title, String(q.value)))
        .limit(1);
      if (!category) return [];
      condition = eq(newsItems.category_id, category.id);
    }
  } else if (q.field === "group") condition = eq(newsItems.news_group_id, Number(q.value));
  else condition = eq(newsItems.is_teaser, q.value === true);
  const rows = await selectPublicNews(db)
    .where(and(publicOf(q.language), condition))
    .orderBy(...newestFirst)
    .limit(q.count);
  return rows.map(presentPublicNews);
}

/** Is there a visible item with this url (in the language, or any language)? */
export async function publicNewsUrlExists(db: Tx, url: string, language?: Lang): Promise<boolean> {
  const where = and(
    eq(newsItems.url, url),
    liveAt(newsItems),
    language ? eq(newsItems.language, language) : undefined,
  )!;
  return existsWhere(db, newsItems, newsItems.id, where);
}
