import { l } from "#content-types/field.ts";
import type { ResourceDef } from "#content-types/types.ts";

const categoryNames: Record<string, ReturnType<typeof l>> = {
  necessary: l("necessary", "noodzakelijk"),
  statistic: l("statistic", "statistiek"),
  marketing: l("marketing", "marketing"),
};

/**
 * The consent log (server/consent/): every recorded cookie choice, read only. The owner looks up the
 * consent id a visitor reads from their consent cookie and exports the log (or that id's entries) as
 * CSV. Not a section of its own routes: app/routes/admin/consent-log.tsx shows it.
 */
export const consentLog: ResourceDef = {
  section: "toestemmingen",
  entity: l("consent", "de toestemming"),
  titles: { list: l("Consent log", "Toestemmingen") },
  api: { list: "consent-log", one: () => "consent-log" },
  notFound: l("Consent not found", "Toestemming niet gevonden"),
  screens: { add: false, edit: false, remove: false },
  labelOf: (v) => String(v.consent_id ?? ""),
  searchLabel: l("Consent id", "Toestemmings-id"),
  exportCsv: "consent-log/export",
  columns: [
    { key: "consent_id", label: l("Consent id", "Toestemmings-id"), primary: true },
    {
      key: "categories",
      label: l("Categories", "Categorieën"),
      value: (row, lang) =>
        (Array.isArray(row.categories) ? row.categories : [])
          .map((c: string) => categoryNames[c]?.[lang] ?? c)
          .join(", "),
      priority: 1,
    },
    { key: "policy_version", label: l("Policy version", "Beleidsversie"), sortable: true, priority: 2 },
    { key: "ip_truncated", label: l("Network (address truncated)", "Netwerk (adres ingekort)"), priority: 3 },
    { key: "created_at", label: l("Time", "Tijdstip"), kind: "datetime", sortable: true, priority: 1 },
  ],
  defaultSort: { key: "created_at", order: "desc" },
  fields: [],
};
