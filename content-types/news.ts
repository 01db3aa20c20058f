/**
 * News (requirements §3): news items, the news groups they may belong to (per language) and the
 * categories (one list for both languages, with a label per language).
 */

import type { z } from "zod";
import { requiredTextSchema } from "#core/content/fields.ts";
import type { Language, TextTable } from "#core/lang.ts";
import { newsPath } from "#core/public/urls.ts";
import { col } from "./columns.ts";
import { apiSchemas, crudPaths, defineContentType } from "./define.ts";
import { checkbox, custom, l, language, publishedAt, reference, richText, text } from "./field.ts";
import { datedEditorial, headerShared, overviewItemFields, publicAddress, publication } from "./header.ts";
import callLabels from "./news.texts.json" with { type: "json" };
import type { Row } from "./types.ts";

/** A category as people read it: its label in `lang` (the code when it has none). */
export const categoryLabel = (row: Row, lang: Language) =>
  String((lang === "en" ? row.title_en : row.title_nl) || row.title || "");

/** how messages name it (not found, already exists: core/content/entity-messages.ts) */
const newsItem = l("news item", "het nieuwsitem");

export const newsType = defineContentType({
  ...datedEditorial,
  section: "nieuws",
  entity: newsItem,
  titles: { list: l("News", "Nieuws") },
  paths: crudPaths({ list: "news", nextId: "news-item/next-news-id", add: "news/add-news", one: "news" }),
  translation: "news_translation",
  shared: [...headerShared, "category_id", "news_group_id", "is_teaser", "show_in_overview", "published_at"],
  uploadType: "news",
  name: "news",
  preview: "nieuws",
  publicUrl: publicAddress(newsPath),
  search: { title: "A", subtitle: "B", intro: "B", text: "C" },
  fields: {
    ...overviewItemFields(newsItem, "news-item-title-exists"),
    /** the article body */
    text: richText(l("Text", "Tekst"), { group: l("Article", "Artikel"), wide: true }),
    category_id: reference(l("Category", "Categorie"), { path: "news-categories", label: categoryLabel }),
    news_group_id: reference(
      l("News group", "Nieuwsgroep"),
      { path: "news-groups", label: (r) => String(r.title), sameLanguage: true },
      { perLanguage: true },
    ),
    is_teaser: checkbox(l("Is teaser", "Is teaser")),
    show_in_overview: checkbox(l("Show in overview", "Tonen in overzicht"), { default: true }),
    /** default: now */
    published_at: publishedAt(l("Publication date", "Publicatiedatum")),
    ...publication(),
  },
});

export const newsApi = apiSchemas(newsType);
export type NewsCreate = z.infer<typeof newsApi.create>;
export type NewsUpdate = z.infer<typeof newsApi.update>;

/** News groups: a title per language (siblings share a translation key). */
export const newsGroupType = defineContentType({
  section: "nieuws-groepen",
  entity: l("news group", "de nieuwsgroep"),
  titles: { list: l("News groups", "Nieuwsgroepen") },
  paths: crudPaths({ list: "news-groups", add: "news-groups/add-news-group", one: "news-group" }),
  screens: { add: true, edit: true, remove: true },
  adminSearch: ["title"],
  listSort: ["title", "language"],
  translation: "news_group_translation",
  shared: [],
  labelOf: (v) => String(v.title ?? ""),
  columns: [col.title, col.language, col.updated],
  fields: {
    language: language(),
    title: text(l("Title", "Titel"), { max: 200, required: true }),
  },
});

export const newsGroupApi = apiSchemas(newsGroupType);
export type NewsGroupCreate = z.infer<typeof newsGroupApi.create>;
export type NewsGroupUpdate = z.infer<typeof newsGroupApi.update>;

/** a category's label in one language: required, at most 100 characters */
const categoryTitle = (label: ReturnType<typeof l>, help: ReturnType<typeof l>) =>
  text(label, { max: 100, required: true, help });

/**
 * News categories: a code (lower-case, dashes, like phishing-mail) with the label visitors and the
 * news form see in each language; the demo content's list is server/db/seed/catalog.ts, and the
 * owner may add more.
 */
export const newsCategoryType = defineContentType({
  section: "nieuws-categorieen",
  entity: l("news category", "de nieuwscategorie"),
  titles: { list: l("News categories", "Nieuwscategorieën") },
  paths: crudPaths({
    list: "news-categories",
    add: "news-categories/add-news-category",
    one: "news-category",
  }),
  screens: { add: true, edit: true, remove: true },
  adminSearch: ["title"],
  listSort: ["title"],
  labelOf: (v) => String(v.title ?? ""),
  columns: [
    { key: "title", label: l("Code", "Code"), sortable: true },
    { key: "title_nl", label: l("Title (Dutch)", "Titel (Nederlands)") },
    { key: "title_en", label: l("Title (English)", "Titel (Engels)") },
    col.updated,
  ],
  fields: {
    title: custom({
      label: l("Code", "Code"),
      widget: "text",
      required: true,
      max: 100,
      help: l(
        "Lower-case letters, digits and dashes, for example phishing-mail, phishing-sms, phishing-whatsapp, spam, general, software, internet, security.",
        "Kleine letters, cijfers en streepjes, bijvoorbeeld phishing-mail, phishing-sms, phishing-whatsapp, spam, general, software, internet, security.",
      ),
      schema: requiredTextSchema(100).regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, { message: "invalid" }),
    }),
    title_nl: categoryTitle(
      l("Title (Dutch)", "Titel (Nederlands)"),
      l(
        "Shown on the Dutch site, e.g. Phishingmail.",
        "Getoond op de Nederlandse site, bijvoorbeeld Phishingmail.",
      ),
    ),
    title_en: categoryTitle(
      l("Title (English)", "Titel (Engels)"),
      l(
        "Shown on the English site, e.g. Phishing e-mail.",
        "Getoond op de Engelse site, bijvoorbeeld Phishing e-mail.",
      ),
    ),
  },
});

export const newsCategoryApi = apiSchemas(newsCategoryType);
export type NewsCategoryCreate = z.infer<typeof newsCategoryApi.create>;
export type NewsCategoryUpdate = z.infer<typeof newsCategoryApi.update>;

/**
 * Labels of the other names the news calls' messages may mention (the bulk and lookup calls of
 * requirements §7: `ids`, `field`/`value`, the language argument): the catalog ./news.texts.json.
 */
export const newsCallLabels = callLabels satisfies TextTable;
