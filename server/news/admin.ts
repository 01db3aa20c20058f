/**
 * News on the admin side: the news items', groups' and categories' writes through `createCrud`
 * (server/content/crud.ts), with their constraint messages (a missing reference named by its field's
 * label in the definition) and field preparation. The public reads are ./service.ts. Writes are saved
 * through the save pipeline (server/content/save.ts).
 */
import { and, asc, desc, eq, sql } from "drizzle-orm";
import { uniqueMessage } from "#content-types/define.ts";
import {
  type NewsCategoryCreate,
  type NewsCategoryUpdate,
  type NewsCreate,
  type NewsGroupCreate,
  type NewsGroupUpdate,
  type NewsUpdate,
  newsCategoryType,
  newsGroupType,
  newsType,
} from "#content-types/news.ts";
import { existsMessage } from "#core/content/entity-messages.ts";
import { plain } from "#core/content/plain.ts";
import { createCrud, existsWhere } from "../content/crud.ts";
import type { ConstraintMessages } from "../content/errors.ts";
import { ascText } from "../content/list-query.ts";
import { sanitizeRichFields } from "../content/sanitize.ts";
import type { Tx } from "../db/client.ts";
import { newsCategories, newsGroups, newsItems } from "../db/schema.ts";
import type { Lang } from "../i18n/lang.ts";
import {
  type NewsCategory,
  type NewsGroup,
  type NewsGroupRow,
  type NewsItem,
  type NewsRow,
  newsGroupSiblings,
  newsSiblings,
  presentNews,
  presentNewsGroups,
} from "./service.ts";

// ---------------------------------------------------------------------------------------------
// Admin: news items
// ---------------------------------------------------------------------------------------------

const newsConstraints = {
  news_items_language_title_unique: { field: "title", message: uniqueMessage(newsType, "title") },
  news_items_language_url_unique: { field: "url", key: "url_exists" },
  news_items_category_id_news_categories_id_fk: {
    field: "category_id",
    key: "reference_missing",
    label: newsType.fields.category_id.label,
  },
  news_items_news_group_id_news_groups_id_fk: {
    field: "news_group_id",
    key: "reference_missing",
    label: newsType.fields.news_group_id.label,
  },
} satisfies ConstraintMessages;

export const newsCrud = createCrud<NewsRow, NewsItem>({
  table: newsItems,
  siblings: newsSiblings,
  tracksContentEdits: true,
  sharedRefs: { news_group_id: newsGroupSiblings },
  present: (db, rows) => presentNews(db, rows, false),
  definition: newsType,
  defaultOrder: [desc(newsItems.published_at), desc(newsItems.id)],
  constraints: newsConstraints,
});

/** Is this title taken (case-insensitive) in the language (any when omitted), other than by `exceptId`? */
export async function newsTitleExists(
  db: Tx,
  title: string,
  options: { language?: Lang; exceptId?: number } = {},
) {
  const where = and(
    sql`lower(${newsItems.title}) = lower(${title.trim()})`,
    options.language ? eq(newsItems.language, options.language) : undefined,
  )!;
  return existsWhere(db, newsItems, newsItems.id, where, options.exceptId);
}

function newsValues<T extends NewsUpdate>(input: T) {
  const { published_at, ...rest } = input;
  const values: Record<string, unknown> = { ...rest };
  sanitizeRichFields(newsType, values);
  if (published_at !== undefined) values.published_at = new Date(published_at);
  return values;
}

export async function createNews(db: Tx, input: NewsCreate, lang: Lang): Promise<NewsItem> {
  const { translation_of, ...values } = input;
  return db.transaction((tx) =>
    newsCrud.insert(tx, newsValues(values), { lang, translationOf: translation_of }),
  );
}

export function updateNews(db: Tx, id: number, input: NewsUpdate, lang: Lang) {
  return newsCrud.update(db, id, newsValues(input), lang);
}

// ---------------------------------------------------------------------------------------------
// Admin: news groups and categories
// ---------------------------------------------------------------------------------------------

export const newsGroupCrud = createCrud<NewsGroupRow, NewsGroup>({
  table: newsGroups,
  siblings: newsGroupSiblings,
  present: presentNewsGroups,
  definition: newsGroupType,
  defaultOrder: [asc(newsGroups.language), ascText(newsGroups.title), asc(newsGroups.id)],
  constraints: {
    news_groups_language_title_unique: { field: "title", message: existsMessage(newsGroupType.entity) },
  },
});

export async function createNewsGroup(db: Tx, input: NewsGroupCreate, lang: Lang) {
  const { translation_of, ...values } = input;
  return db.transaction((tx) => newsGroupCrud.insert(tx, values, { lang, translationOf: translation_of }));
}

export function updateNewsGroup(db: Tx, id: number, input: NewsGroupUpdate, lang: Lang) {
  return newsGroupCrud.update(db, id, input, lang);
}

export const newsCategoryCrud = createCrud<typeof newsCategories.$inferSelect, NewsCategory>({
  table: newsCategories,
  present: async (_db, rows) => rows.map(plain),
  definition: newsCategoryType,
  defaultOrder: [ascText(newsCategories.title), asc(newsCategories.id)],
  constraints: {
    news_categories_title_unique: { field: "title", message: existsMessage(newsCategoryType.entity) },
  },
});

export function createNewsCategory(db: Tx, input: NewsCategoryCreate, lang: Lang) {
  return newsCategoryCrud.insert(db, input, { lang });
}

export function updateNewsCategory(db: Tx, id: number, input: NewsCategoryUpdate, lang: Lang) {
  return newsCategoryCrud.update(db, id, input, lang);
}
