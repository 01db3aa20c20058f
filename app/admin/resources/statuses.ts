import type { Language } from "#app/i18n/lang.ts";
import { newPcStatusValues, repairStatusValues, statusLabels } from "#app/i18n/locales/statuses.ts";
import { col } from "#content-types/columns.ts";
import { l } from "#content-types/field.ts";
import type { ColumnDef, FieldDef, Option, ResourceDef } from "#content-types/types.ts";
import { centsToEuros } from "#server/content/plain.ts";
import { formatDate } from "../format.ts";

/** requirements §4 values, labelled from the one home of the status labels (the same words as on /status) */
const optionsOf = <S extends string>(
  values: readonly S[],
  labels: (lang: "en" | "nl") => Record<S, string>,
) => values.map((value): Option => ({ value, label: l(labels("en")[value], labels("nl")[value]) }));
export const newPcStatusOptions: Option[] = optionsOf(newPcStatusValues, (lang) => statusLabels[lang].newPc);
export const repairStatusOptions: Option[] = optionsOf(
  repairStatusValues,
  (lang) => statusLabels[lang].repair,
);

const customerField: FieldDef = {
  name: "user_id",
  label: l("Customer", "Klant"),
  widget: "select",
  required: true,
  optionsFrom: {
    path: "customers",
    label: (r) => `${r.name} (${r.email})`,
    query: { role: "cms-status-user" },
  },
};
const customerColumn = {
  key: "user_name",
  label: l("Customer", "Klant"),
  value: (row: Record<string, unknown>) =>
    String(row.user_name ?? (row.user as { name?: string } | undefined)?.name ?? row.user_id ?? ""),
};

/**
 * Whether the customer was mailed about the latest change (server/statuses/service.ts, MailState):
 * the time the outbox sent it, or why not
 */
const emailColumn: ColumnDef = {
  key: "email_state",
  label: l("E-mail sent", "E-mail verstuurd"),
  // what the admin checks after a change: it stays before the dates and costs on a laptop
  priority: 1,
  value: (row, lang) => {
    if (row.email_state === "sent") return formatDate(row.email_sent_at, lang, true);
    const texts = {
      queued: l("queued", "in de wachtrij"),
      off: l("off", "uit"),
      none: l("—", "—"),
    } as Record<string, { en: string; nl: string }>;
    return texts[String(row.email_state)]?.[lang] ?? "";
  },
};

/** success messages name the record by its title, else by its status label in the admin's language */
const statusLabel = (options: Option[]) => (v: Record<string, unknown>, lang: Language) =>
  String(v.title || "") || (options.find((o) => o.value === v.status)?.label[lang] ?? String(v.status ?? ""));

export const statusesNewPc: ResourceDef = {
  section: "nieuwe-pcs",
  entity: l("status new pc", "de status nieuwe pc"),
  titles: {
    list: l("Statuses new pc", "Statussen nieuwe pc"),
    add: l("Add status new pc", "Status nieuwe pc toevoegen"),
    edit: l("Edit status new pc", "Status nieuwe pc wijzigen"),
  },
  api: {
    list: "statuses-new-pc",
    one: (id) => `status-new-pc/${id}`,
    create: "status-new-pc/add-status-new-pc",
    update: (id) => `status-new-pc/edit/${id}`,
    remove: (id) => `status-new-pc/delete/${id}`,
  },
  notFound: l("Status new pc not found", "Status nieuwe pc niet gevonden"),
  screens: { add: true, edit: true, remove: true },
  labelOf: statusLabel(newPcStatusOptions),
  columns: [
    customerColumn,
    col.title,
    {
      key: "status",
      label: l("Status", "Status"),
      kind: "option",
      options: newPcStatusOptions,
      sortable: true,
    },
    { key: "date", label: l("Date", "Datum"), kind: "date", sortable: true },
    emailColumn,
    col.updated,
  ],
  defaultSort: { key: "date", order: "desc" },
  fields: [
    customerField,
    { name: "title", label: l("What is being built", "Wat er gebouwd wordt"), widget: "text", max: 200 },
    {
      name: "status",
      label: l("Status", "Status"),
      widget: "select",
      options: newPcStatusOptions,
      required: true,
    },
    {
      name: "date",
      label: l("Date", "Datum"),
      widget: "date",
      required: true,
      default: new Date().toISOString().slice(0, 10),
    },
    { name: "notes", label: l("Notes", "Notities"), widget: "textarea", max: 2000, wide: true },
  ],
};

export const statusesRepair: ResourceDef = {
  section: "reparaties",
  entity: l("status repair", "de status reparatie"),
  titles: {
    list: l("Statuses repair", "Statussen reparatie"),
    add: l("Add status repair", "Status reparatie toevoegen"),
    edit: l("Edit status repair", "Status reparatie wijzigen"),
  },
  api: {
    list: "statuses-repair",
    one: (id) => `status-repair/${id}`,
    create: "status-repair/add-status-repair",
    update: (id) => `status-repair/edit/${id}`,
    remove: (id) => `status-repair/delete/${id}`,
  },
  notFound: l("Status repair not found", "Status reparatie niet gevonden"),
  screens: { add: true, edit: true, remove: true },
  labelOf: statusLabel(repairStatusOptions),
  columns: [
    customerColumn,
    col.title,
    {
      key: "status",
      label: l("Status", "Status"),
      kind: "option",
      options: repairStatusOptions,
      sortable: true,
    },
    { key: "costs", label: l("Costs", "Kosten"), kind: "euro", sortable: true },
    { key: "intake_date", label: l("Intake date", "Innamedatum"), kind: "date", sortable: true },
    emailColumn,
  ],
  defaultSort: { key: "intake_date", order: "desc" },
  fields: [
    customerField,
    { name: "title", label: l("Device", "Apparaat"), widget: "text", max: 200 },
    {
      name: "status",
      label: l("Status", "Status"),
      widget: "select",
      options: repairStatusOptions,
      required: true,
    },
    {
      name: "intake_date",
      label: l("Intake date", "Innamedatum"),
      widget: "date",
      required: true,
      default: new Date().toISOString().slice(0, 10),
    },
    {
      name: "description_problem",
      label: l("Description problem", "Omschrijving probleem"),
      widget: "textarea",
      max: 5000,
      wide: true,
    },
    {
      name: "work_done",
      label: l("What has been done so far", "Wat er tot nu toe is gedaan"),
      widget: "textarea",
      max: 5000,
      wide: true,
    },
    {
      name: "used_parts",
      label: l("Used parts", "Gebruikte onderdelen"),
      widget: "textarea",
      max: 2000,
      wide: true,
    },
    { name: "costs", label: l("Costs", "Kosten"), widget: "euro", required: true, default: 0 },
    {
      name: "waiting_for_size",
      label: l("Waiting for size", "Wachten op maat"),
      widget: "textarea",
      max: 2000,
    },
  ],
  fromApi: (row) => ({ ...row, costs: row.costs ?? centsToEuros(Number(row.costs_cents ?? 0)) }),
};
