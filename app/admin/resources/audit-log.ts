import { featureType } from "#content-types/features.ts";
import { l } from "#content-types/field.ts";
import { newsCategoryType, newsGroupType, newsType } from "#content-types/news.ts";
import { pageType } from "#content-types/pages.ts";
import { productType } from "#content-types/products.ts";
import { redirectType } from "#content-types/redirects.ts";
import { reviewType } from "#content-types/reviews.ts";
import { formatAmsterdam } from "#content-types/schedule-time.ts";
import { serviceGroupType, serviceType } from "#content-types/services.ts";
import { tipType } from "#content-types/tips.ts";
import type { L, Option, ResourceDef } from "#content-types/types.ts";
import { AUDIT_ACTIONS, AUDIT_OTHER_TYPES, type AuditAction } from "#core/audit-actions.ts";
import type { Language } from "#core/lang.ts";

const actionLabels: Record<AuditAction, L> = {
  login_success: l("Logged in", "Ingelogd"),
  login_failure: l("Login failed", "Inloggen mislukt"),
  lockout: l("Account locked", "Account geblokkeerd"),
  logout: l("Logged out", "Uitgelogd"),
  password_change: l("Password changed", "Wachtwoord gewijzigd"),
  password_reset: l("Password reset", "Wachtwoord hersteld"),
  two_factor_enabled: l("Two-step verification on", "Tweestapsverificatie aan"),
  two_factor_disabled: l("Two-step verification off", "Tweestapsverificatie uit"),
  create: l("Added", "Toegevoegd"),
  update: l("Changed", "Gewijzigd"),
  delete: l("Deleted", "Verwijderd"),
  restore: l("Earlier version restored", "Eerdere versie hersteld"),
  publish: l("Went online (scheduled)", "Online gegaan (gepland)"),
  unpublish: l("Went offline (scheduled)", "Offline gegaan (gepland)"),
  role_change: l("Role changed", "Rol gewijzigd"),
  revoke: l("Revoked", "Ingetrokken"),
};

const otherTypeLabels: Record<(typeof AUDIT_OTHER_TYPES)[number], L> = {
  user: l("Users", "Gebruikers"),
  "status-new-pc": l("New PC statuses", "Statussen nieuwe pc"),
  "status-repair": l("Repair statuses", "Statussen reparatie"),
  "zzp product": l("Zzp products", "Zzp-producten"),
  message: l("E-mails", "E-mails"),
  upload: l("Uploads", "Uploads"),
  "accountant download": l("Accountant downloads", "Boekhouding-downloads"),
  "accountant document": l("Accountant documents", "Boekhouding-documenten"),
  "preview link": l("Preview links", "Voorbeeldlinks"),
  booking: l("Appointments", "Afspraken"),
  "booking kind": l("Kinds of appointment", "Soorten afspraken"),
  "booking exception": l("Appointment exceptions", "Afwijkende dagen (afspraken)"),
  "booking settings": l("Appointment settings", "Instellingen afspraken"),
};

/** every record kind the log names: the content types by their noun, then the others */
const typeOptions: Option[] = [
  ...[
    pageType,
    featureType,
    serviceType,
    serviceGroupType,
    newsType,
    newsGroupType,
    newsCategoryType,
    tipType,
    reviewType,
    productType,
    redirectType,
  ].map((type) => ({ value: type.noun, label: type.titles.list })),
  ...AUDIT_OTHER_TYPES.map((type) => ({ value: type, label: otherTypeLabels[type] })),
];

const actionOptions: Option[] = AUDIT_ACTIONS.map((action) => ({
  value: action,
  label: actionLabels[action],
}));
const all = (label: L): Option => ({ value: "", label });

/** a restore names the version it brought back: its number in the history and when it was saved */
function restoredVersion(row: Record<string, unknown>, lang: "nl" | "en"): string {
  const detail = row.detail as { revision_id?: unknown; revision_saved_at?: unknown } | null;
  if (row.action !== "restore" || typeof detail?.revision_id !== "number") return "";
  const when = formatAmsterdam(detail.revision_saved_at, lang, { seconds: true });
  return lang === "en"
    ? `(version no. ${detail.revision_id} of ${when})`
    : `(versie nr. ${detail.revision_id} van ${when})`;
}

const clock = (iso: unknown, lang: Language) =>
  new Date(String(iso)).toLocaleTimeString(lang === "nl" ? "nl-NL" : "en-GB", {
    timeZone: "Europe/Amsterdam",
  });

/**
 * A row that counts refused attempts (server/audit/repeated-events.ts): "12 attempts refused between
 * 10:00:05 and 10:14:51"; null for any other row.
 */
function repeatedText(detail: unknown, lang: Language): string | null {
  const d = detail as { attempts?: unknown; first?: unknown; last?: unknown } | null;
  if (!d || typeof d.attempts !== "number") return null;
  const [from, to] = [clock(d.first, lang), clock(d.last, lang)];
  return lang === "nl"
    ? `${d.attempts} ${d.attempts === 1 ? "poging" : "pogingen"} geweigerd tussen ${from} en ${to}`
    : `${d.attempts} ${d.attempts === 1 ? "attempt" : "attempts"} refused between ${from} and ${to}`;
}

/**
 * The audit log (server/audit/): who did what in the CMS, when, from which address. Read only,
 * newest first, with filters; app/routes/admin/audit-log.tsx shows it.
 */
export const auditLog: ResourceDef = {
  section: "auditlog",
  entity: l("audit entry", "de auditregel"),
  titles: { list: l("Audit log", "Auditlog") },
  api: { list: "audit-log", one: () => "audit-log" },
  notFound: l("Entry not found", "Regel niet gevonden"),
  screens: { add: false, edit: false, remove: false },
  labelOf: (v, lang) => actionLabels[v.action as AuditAction]?.[lang] ?? String(v.action ?? ""),
  searchLabel: l("Title", "Titel"),
  filters: [
    { name: "user", label: l("User (id or e-mail)", "Gebruiker (id of e-mail)"), widget: "text" },
    {
      name: "type",
      label: l("Type", "Soort"),
      widget: "select",
      options: [all(l("All types", "Alle soorten")), ...typeOptions],
    },
    {
      name: "action",
      label: l("Action", "Actie"),
      widget: "select",
      options: [all(l("All actions", "Alle acties")), ...actionOptions],
    },
    { name: "from", label: l("From", "Vanaf"), widget: "date" },
    { name: "to", label: l("To", "Tot en met"), widget: "date" },
  ],
  columns: [
    { key: "at", label: l("Time", "Tijdstip"), kind: "datetime", primary: true },
    {
      key: "user_email",
      label: l("User", "Gebruiker"),
      value: (row) => [row.user_name, row.user_email].filter(Boolean).join(" · "),
      priority: 1,
    },
    { key: "action", label: l("Action", "Actie"), kind: "option", options: actionOptions, priority: 1 },
    { key: "entity_type", label: l("Type", "Soort"), kind: "option", options: typeOptions, priority: 2 },
    {
      key: "title",
      label: l("Item", "Item"),
      value: (row, lang) =>
        repeatedText(row.detail, lang) ??
        [row.entity_id ? `#${row.entity_id}` : "", row.title, restoredVersion(row, lang)]
          .filter(Boolean)
          .join(" "),
      priority: 1,
    },
    { key: "ip", label: l("Address", "Adres"), priority: 3 },
  ],
  fields: [],
};
