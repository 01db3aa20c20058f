import { l } from "#content-types/field.ts";
import type { ResourceDef } from "#content-types/types.ts";
import { ADMIN_BASE } from "#core/admin-path.ts";

/**
 * The accountant download (ADMIN_BASE/boekhouding/downloads/wijzigen/:id): edit only, no list.
 * requirements §8: when it cannot be loaded, back to the dashboard.
 */
export const accountantDownload: ResourceDef = {
  section: "boekhouding",
  entity: l("accountant download", "de boekhouddownload"),
  titles: {
    list: l("Accountant", "Boekhouding"),
    edit: l("Edit accountant download", "Boekhouddownload wijzigen"),
  },
  api: {
    list: "accountant-downloads",
    one: (id) => `accountant-download/${id}`,
    update: (id) => `accountant-download/edit/${id}`,
  },
  notFound: l("Accountant download not found", "Boekhouddownload niet gevonden"),
  notFoundReturn: ADMIN_BASE,
  screens: { add: false, edit: true, remove: false },
  labelOf: (v) => String(v.title ?? ""),
  columns: [],
  fields: [
    { name: "title", label: l("Title", "Titel"), widget: "text", required: true, max: 200 },
    {
      name: "period",
      label: l("Period", "Periode"),
      widget: "text",
      max: 50,
      help: l("For example 2026 Q3.", "Bijvoorbeeld 2026 Q3."),
    },
    {
      name: "description",
      label: l("Description", "Omschrijving"),
      widget: "textarea",
      max: 5000,
      wide: true,
    },
    {
      name: "is_current",
      label: l("Current (the one the accountant sees)", "Actueel (de download die de boekhouder ziet)"),
      widget: "checkbox",
    },
  ],
};
