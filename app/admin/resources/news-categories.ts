import type { Language } from "#app/i18n/lang.ts";
import { col } from "#content-types/columns.ts";
import { l } from "#content-types/field.ts";
import type { ResourceDef, Row } from "#content-types/types.ts";

/** A category as people read it: its label in `lang` (the code when it has none). */
export const categoryLabel = (row: Row, lang: Language) =>
  String((lang === "en" ? row.title_en : row.title_nl) || row.title || "");

/** News categories: one list for both languages (phishing-mail, spam, …), each with a label per language. */
export const newsCategories: ResourceDef = {
  section: "nieuws-categorieen",
  entity: l("news category", "de nieuwscategorie"),
  titles: {
    list: l("News categories", "Nieuwscategorieën"),
    add: l("Add news category", "Nieuwscategorie toevoegen"),
    edit: l("Edit news category", "Nieuwscategorie wijzigen"),
  },
  api: {
    list: "news-categories",
    one: (id) => `news-category/${id}`,
    create: "news-categories/add-news-category",
    update: (id) => `news-category/edit/${id}`,
    remove: (id) => `news-category/delete/${id}`,
  },
  notFound: l("News category not found", "Nieuwscategorie niet gevonden"),
  screens: { add: true, edit: true, remove: true },
  labelOf: (v) => String(v.title ?? ""),
  columns: [
    { key: "title", label: l("Code", "Code"), sortable: true },
    { key: "title_nl", label: l("Title (Dutch)", "Titel (Nederlands)") },
    { key: "title_en", label: l("Title (English)", "Titel (Engels)") },
    col.updated,
  ],
  fields: [
    {
      name: "title",
      label: l("Code", "Code"),
      widget: "text",
      required: true,
      max: 100,
      help: l(
        "Lower-case letters, digits and dashes, for example phishing-mail, phishing-sms, phishing-whatsapp, spam, general, software, internet, security.",
        "Kleine letters, cijfers en streepjes, bijvoorbeeld phishing-mail, phishing-sms, phishing-whatsapp, spam, general, software, internet, security.",
      ),
    },
    {
      name: "title_nl",
      label: l("Title (Dutch)", "Titel (Nederlands)"),
      widget: "text",
      required: true,
      max: 100,
      help: l(
        "Shown on the Dutch site, e.g. Phishingmail.",
        "Getoond op de Nederlandse site, bijvoorbeeld Phishingmail.",
      ),
    },
    {
      name: "title_en",
      label: l("Title (English)", "Titel (Engels)"),
      widget: "text",
      required: true,
      max: 100,
      help: l(
        "Shown on the English site, e.g. Phishing e-mail.",
        "Getoond op de Engelse site, bijvoorbeeld Phishing e-mail.",
      ),
    },
  ],
};
