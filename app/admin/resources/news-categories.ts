import { col, l } from "./common.ts";
import type { ResourceDef } from "./types.ts";

/** News categories: one shared list (phishing-mail, spam, …); labels per language live in i18n. */
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
  columns: [col.title, col.updated],
  fields: [
    {
      name: "title",
      label: l("Title", "Titel"),
      widget: "text",
      required: true,
      max: 100,
      help: l(
        "Lower-case letters, digits and dashes, for example phishing-mail, phishing-sms, phishing-whatsapp, spam, general, software, internet, security.",
        "Kleine letters, cijfers en streepjes, bijvoorbeeld phishing-mail, phishing-sms, phishing-whatsapp, spam, general, software, internet, security.",
      ),
    },
  ],
};
