/** Pages (requirements §3/§4): the header fields, menu flags and positions, the parent page, the blocks. */

import type { z } from "zod";
import { blocksSchema } from "#core/blocks/index.ts";
import { existsMessage } from "#core/content/entity-messages.ts";
import type { TextTable } from "#core/lang.ts";
import { pagePath } from "#core/public/urls.ts";
import { linkSchema } from "#core/validation/link.ts";
import { col } from "./columns.ts";
import { apiSchemas, crudPaths, defineContentType } from "./define.ts";
import { versionColumns } from "./editorial-columns.ts";
import { checkbox, custom, l, position, reference, text } from "./field.ts";
import { headerFields, headerShared, publicAddress, publication } from "./header.ts";
import blockLabels from "./pages.texts.json" with { type: "json" };
import { validateSchedule } from "./schedule-time.ts";

const menu = l("Menus and tree", "Menu's en structuur");

/** how messages name it (not found, already exists: core/content/entity-messages.ts) */
const page = l("page", "de pagina");

export const pageType = defineContentType({
  section: "paginas",
  entity: page,
  titles: { list: l("Pages", "Pagina's") },
  paths: crudPaths({ list: "pages", nextId: "pages/next-page-id", add: "pages/add-page", one: "page" }),
  screens: { add: true, edit: true, remove: true },
  adminSearch: ["title", "menu_title", "full_url"],
  listSort: ["title", "menu_title", "full_url", "language", "position_in_menu", "visible"],
  translation: "page_translation",
  shared: [
    ...headerShared,
    "visible_in_menu",
    "visible_in_top_menu",
    "visible_in_footer_menu",
    "position_in_menu",
    "position_in_top_menu",
    "position_in_footer_menu",
  ],
  uploadType: "pages",
  name: "page",
  preview: "pagina",
  blocks: true,
  search: { title: "A", subtitle: "B", intro: "B", blocks: "C" },
  labelOf: (v) => String(v.title ?? ""),
  validate: validateSchedule,
  publicUrl: publicAddress(pagePath, "full_url"),
  columns: [
    col.title,
    { key: "full_url", label: l("Url", "Url"), sortable: true },
    { key: "menu_title", label: l("Menu title", "Menutitel"), sortable: true },
    ...versionColumns,
    col.updated,
  ],
  fields: {
    ...headerFields(),
    /** an absolute http(s) address or a path of this site; "" = the page's own address */
    canonical_url: custom({
      label: l("Canonical url", "Canonieke url"),
      widget: "text",
      max: 500,
      perLanguage: true,
      schema: linkSchema(500).optional(),
    }),
    menu_title: text(l("Menu title", "Menutitel"), {
      max: 100,
      group: menu,
      unique: {
        path: "page-menu-title-exists",
        message: existsMessage(page, l("menu title", "menutitel")),
      },
    }),
    /** the parent page (same language); none = a top-level page. The server derives `full_url`. */
    belongs_to: reference(
      l("Belongs to (parent page)", "Valt onder (bovenliggende pagina)"),
      {
        path: "pages",
        label: (r) => `${r.title} (/${r.full_url})`,
        sameLanguage: true,
        exceptSelf: true,
      },
      { perLanguage: true },
    ),
    visible_in_menu: checkbox(l("Visible in the main menu", "Zichtbaar in het hoofdmenu")),
    position_in_menu: position(l("Position in the main menu", "Positie in het hoofdmenu")),
    visible_in_top_menu: checkbox(l("Visible in the top menu", "Zichtbaar in het topmenu")),
    position_in_top_menu: position(l("Position in the top menu", "Positie in het topmenu"), {
      showWhen: (v) => v.visible_in_top_menu === true,
    }),
    visible_in_footer_menu: checkbox(l("Visible in the footer menu", "Zichtbaar in het footermenu")),
    position_in_footer_menu: position(l("Position in the footer menu", "Positie in het footermenu"), {
      showWhen: (v) => v.visible_in_footer_menu === true,
    }),
    ...publication(),
    blocks: custom({
      label: l("Blocks", "Blokken"),
      widget: "blocks",
      group: l("Blocks", "Blokken"),
      wide: true,
      schema: blocksSchema.optional(),
    }),
  },
});

export const pageApi = apiSchemas(pageType);
export type PageCreate = z.infer<typeof pageApi.create>;
export type PageUpdate = z.infer<typeof pageApi.update>;

/**
 * Labels of the fields inside blocks, for the messages of a block that does not validate: the catalog
 * ./pages.texts.json.
 */
export const blockFieldLabels = blockLabels satisfies TextTable;
