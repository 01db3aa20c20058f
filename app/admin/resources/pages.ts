import { col } from "#content-types/columns.ts";
import { l } from "#content-types/field.ts";
import type { ResourceDef } from "#content-types/types.ts";
import { headerFields } from "./common.ts";

/** The public address of a page: home-nl → /, home-en → /en, contact-nl → /contact, x → /x or /en/x. */
export function pageHref(row: Record<string, unknown>): string {
  const full = String(row.full_url ?? "");
  const lang = row.language === "en" ? "en" : "nl";
  const path = full === `home-${lang}` ? "" : full === `contact-${lang}` ? "contact" : full;
  if (lang === "en") return path ? `/en/${path}` : "/en";
  return `/${path}`;
}

const menu = l("Menus and tree", "Menu's en structuur");

/** Pages: header fields, menu flags and positions, the parent page, and the blocks. */
export const pages: ResourceDef = {
  section: "paginas",
  entity: l("page", "de pagina"),
  titles: {
    list: l("Pages", "Pagina's"),
    add: l("Add page", "Pagina toevoegen"),
    edit: l("Edit page", "Pagina wijzigen"),
  },
  api: {
    list: "pages",
    one: (id) => `page/${id}`,
    create: "pages/add-page",
    update: (id) => `page/edit/${id}`,
    remove: (id) => `page/delete/${id}`,
  },
  notFound: l("Page not found", "Pagina niet gevonden"),
  screens: { add: true, edit: true, remove: true },
  translation: "page_translation",
  uploadType: "pages",
  preview: "pagina",
  blocks: true,
  labelOf: (v) => String(v.title ?? ""),
  publicUrl: (row) => (row.visible ? pageHref(row) : null),
  columns: [
    col.title,
    { key: "full_url", label: l("Url", "Url"), sortable: true },
    { key: "menu_title", label: l("Menu title", "Menutitel"), sortable: true },
    col.language,
    col.visible,
    col.updated,
  ],
  fields: [
    ...headerFields({}),
    {
      name: "canonical_url",
      label: l("Canonical url", "Canonieke url"),
      widget: "text",
      max: 500,
      perLanguage: true,
    },
    {
      name: "menu_title",
      label: l("Menu title", "Menutitel"),
      widget: "text",
      max: 100,
      group: menu,
      unique: {
        path: "page-menu-title-exists",
        message: l(
          "There already exists a page with this menu title, please choose another menu title",
          "Er bestaat al een pagina met deze menutitel, kies een andere menutitel",
        ),
      },
    },
    {
      name: "belongs_to",
      label: l("Belongs to (parent page)", "Valt onder (bovenliggende pagina)"),
      widget: "select",
      perLanguage: true,
      optionsFrom: {
        path: "pages",
        label: (r) => `${r.title} (/${r.full_url})`,
        sameLanguage: true,
        exceptSelf: true,
      },
    },
    {
      name: "visible_in_menu",
      label: l("Visible in the main menu", "Zichtbaar in het hoofdmenu"),
      widget: "checkbox",
    },
    {
      name: "position_in_menu",
      label: l("Position in the main menu", "Positie in het hoofdmenu"),
      widget: "number",
      min: 0,
      default: 0,
    },
    {
      name: "visible_in_top_menu",
      label: l("Visible in the top menu", "Zichtbaar in het topmenu"),
      widget: "checkbox",
    },
    {
      name: "position_in_top_menu",
      label: l("Position in the top menu", "Positie in het topmenu"),
      widget: "number",
      min: 0,
      default: 0,
      showWhen: (v) => v.visible_in_top_menu === true,
    },
    {
      name: "visible_in_footer_menu",
      label: l("Visible in the footer menu", "Zichtbaar in het footermenu"),
      widget: "checkbox",
    },
    {
      name: "position_in_footer_menu",
      label: l("Position in the footer menu", "Positie in het footermenu"),
      widget: "number",
      min: 0,
      default: 0,
      showWhen: (v) => v.visible_in_footer_menu === true,
    },
    {
      name: "visible",
      label: l("Published (visible on the website)", "Gepubliceerd (zichtbaar op de website)"),
      widget: "checkbox",
    },
    {
      name: "blocks",
      label: l("Blocks", "Blokken"),
      widget: "blocks",
      group: l("Blocks", "Blokken"),
      wide: true,
    },
  ],
};
