import { col } from "#content-types/columns.ts";
import { l } from "#content-types/field.ts";
import type { ResourceDef } from "#content-types/types.ts";
import { headerFields } from "./common.ts";
import { categoryLabel } from "./news-categories.ts";

/** News items (requirements §3): header fields, article text, category, group, teaser/overview flags. */
export const news: ResourceDef = {
  section: "nieuws",
  entity: l("news item", "het nieuwsitem"),
  titles: {
    list: l("News", "Nieuws"),
    add: l("Add news item", "Nieuwsitem toevoegen"),
    edit: l("Edit news item", "Nieuwsitem wijzigen"),
  },
  api: {
    list: "news",
    one: (id) => `news/${id}`,
    create: "news/add-news",
    update: (id) => `news/edit/${id}`,
    remove: (id) => `news/delete/${id}`,
  },
  notFound: l("News item not found", "Nieuwsitem niet gevonden"),
  screens: { add: true, edit: true, remove: true },
  translation: "news_translation",
  uploadType: "news",
  preview: "nieuws",
  requiresImage: "image",
  labelOf: (v) => String(v.title ?? ""),
  publicUrl: (row) =>
    row.visible ? (row.language === "en" ? `/en/news/${row.url}` : `/nieuws/${row.url}`) : null,
  columns: [
    col.title,
    col.language,
    col.visible,
    { key: "published_at", label: l("Published", "Gepubliceerd"), kind: "date", sortable: true },
    col.updated,
  ],
  defaultSort: { key: "published_at", order: "desc" },
  fields: [
    ...headerFields({
      unique: {
        path: "news-item-title-exists",
        message: l(
          "There already exists a news item with this title, please choose another title",
          "Er bestaat al een nieuwsitem met deze titel, kies een andere titel",
        ),
      },
    }),
    {
      name: "text",
      label: l("Text", "Tekst"),
      widget: "richtext",
      group: l("Article", "Artikel"),
      wide: true,
    },
    {
      name: "category_id",
      label: l("Category", "Categorie"),
      widget: "select",
      optionsFrom: { path: "news-categories", label: categoryLabel },
    },
    {
      name: "news_group_id",
      label: l("News group", "Nieuwsgroep"),
      widget: "select",
      perLanguage: true,
      optionsFrom: { path: "news-groups", label: (r) => String(r.title), sameLanguage: true },
    },
    { name: "is_teaser", label: l("Is teaser", "Is teaser"), widget: "checkbox" },
    {
      name: "show_in_overview",
      label: l("Show in overview", "Tonen in overzicht"),
      widget: "checkbox",
      default: true,
    },
    { name: "published_at", label: l("Publication date", "Publicatiedatum"), widget: "date", datetime: true },
    {
      name: "visible",
      label: l("Published (visible on the website)", "Gepubliceerd (zichtbaar op de website)"),
      widget: "checkbox",
    },
  ],
  fromApi: (row) => ({ ...row, published_at: String(row.published_at ?? "").slice(0, 10) }),
};
