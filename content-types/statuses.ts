/**
 * Status records of new PCs and repairs (requirements §3/§4): a job of one customer (a status user),
 * written by the admin and read by that customer on /status. Their calls are shared with the status
 * user (its own records), so the permission rows and routes stay written out (server/permissions.ts,
 * server/statuses/routes.ts); the fields, their rules and labels live here once.
 *
 * The status and the date are required in the form but may be left out of an API call: the server
 * then starts the job at the first status, today (server/statuses/service.ts).
 */
import { z } from "zod";
import { centsToEuros } from "#core/content/plain.ts";
import { formatDate } from "#core/format-date.ts";
import type { Language, TextTable } from "#core/lang.ts";
import {
  type NewPcStatus,
  newPcStatusValues,
  type RepairStatus,
  repairStatusValues,
  statusLabels,
} from "#core/statuses.ts";
import { col } from "./columns.ts";
import { apiSchemas, crudPaths, defineContentType } from "./define.ts";
import { custom, l, text } from "./field.ts";
import { centsSchema, eurosSchema } from "./money.ts";
import type { ColumnDef, FieldDef, Option } from "./types.ts";

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

const customer = () =>
  custom({
    label: l("Customer", "Klant"),
    widget: "select",
    required: true,
    optionsFrom: {
      path: "customers",
      label: (r) => `${r.name} (${r.email})`,
      query: { role: "cms-status-user" },
    },
    schema: z.number().int().min(1).max(2_147_483_647),
  });

const status = <S extends string>(options: Option[], values: readonly S[]) =>
  custom({
    label: l("Status", "Status"),
    widget: "select",
    options,
    required: true,
    schema: z.enum(values as [S, ...S[]]).optional(),
  });

/** what every job has first: its customer, what it is about (a title of its own words) and its status */
const jobFields = <S extends string>(title: FieldDef["label"], options: Option[], values: readonly S[]) => ({
  user_id: customer(),
  title: text(title, { max: 200 }),
  status: status<S>(options, values),
});

/** a date field of the form (today on the add screen); the API takes an ISO date */
const day = (label: FieldDef["label"]) =>
  custom({
    label,
    widget: "date",
    required: true,
    default: new Date().toISOString().slice(0, 10),
    schema: z.iso.date().optional(),
  });

/** several lines kept exactly as typed (not trimmed) */
const notes = (label: FieldDef["label"], max: number, wide = true) =>
  custom({
    label,
    widget: "textarea",
    max,
    ...(wide ? { wide } : {}),
    schema: z.string().max(max).optional(),
  });

const customerColumn: ColumnDef = {
  key: "user_name",
  label: l("Customer", "Klant"),
  value: (row) =>
    String(row.user_name ?? (row.user as { name?: string } | undefined)?.name ?? row.user_id ?? ""),
};

/**
 * Whether the customer was mailed about the latest change (server/statuses/service.ts, MailState):
 * the time the outbox sent it, or why not
 */
/** the job's status as the list shows it: its label in the admin's language, sortable */
const statusColumn = (options: ColumnDef["options"]): ColumnDef => ({
  key: "status",
  label: l("Status", "Status"),
  kind: "option",
  options,
  sortable: true,
});

const emailColumn: ColumnDef = {
  key: "email_state",
  label: l("E-mail sent", "E-mail verstuurd"),
  // what the admin checks after a change: it stays before the dates and costs on a laptop
  priority: 1,
  value: (row, lang) => {
    if (row.email_state === "sent") return formatDate(row.email_sent_at, lang, true);
    const texts: TextTable = {
      queued: l("queued", "in de wachtrij"),
      off: l("off", "uit"),
      none: l("—", "—"),
    };
    return texts[String(row.email_state)]?.[lang] ?? "";
  },
};

/** success messages name the record by its title, else by its status label in the admin's language */
const statusLabel = (options: Option[]) => (v: Record<string, unknown>, lang: Language) =>
  String(v.title || "") || (options.find((o) => o.value === v.status)?.label[lang] ?? String(v.status ?? ""));

export const newPcStatusType = defineContentType({
  section: "nieuwe-pcs",
  entity: l("status new pc", "de status nieuwe pc"),
  titles: { list: l("Statuses new pc", "Statussen nieuwe pc") },
  paths: crudPaths({
    list: "statuses-new-pc",
    nextId: "status-new-pc/next-status-new-pc-id",
    add: "status-new-pc/add-status-new-pc",
    one: "status-new-pc",
  }),
  screens: { add: true, edit: true, remove: true },
  labelOf: statusLabel(newPcStatusOptions),
  columns: [
    customerColumn,
    col.title,
    statusColumn(newPcStatusOptions),
    { key: "date", label: l("Date", "Datum"), kind: "date", sortable: true },
    emailColumn,
    col.updated,
  ],
  defaultSort: { key: "date", order: "desc" },
  fields: {
    ...jobFields<NewPcStatus>(
      l("What is being built", "Wat er gebouwd wordt"),
      newPcStatusOptions,
      newPcStatusValues,
    ),
    date: day(l("Date", "Datum")),
    notes: notes(l("Notes", "Notities"), 5000),
  },
});

export const repairStatusType = defineContentType({
  section: "reparaties",
  entity: l("status repair", "de status reparatie"),
  titles: { list: l("Statuses repair", "Statussen reparatie") },
  paths: crudPaths({
    list: "statuses-repair",
    nextId: "status-repair/next-status-repair-id",
    add: "status-repair/add-status-repair",
    one: "status-repair",
  }),
  screens: { add: true, edit: true, remove: true },
  labelOf: statusLabel(repairStatusOptions),
  columns: [
    customerColumn,
    col.title,
    statusColumn(repairStatusOptions),
    { key: "costs", label: l("Costs", "Kosten"), kind: "euro", sortable: true },
    { key: "intake_date", label: l("Intake date", "Innamedatum"), kind: "date", sortable: true },
    emailColumn,
  ],
  defaultSort: { key: "intake_date", order: "desc" },
  fields: {
    ...jobFields<RepairStatus>(l("Device", "Apparaat"), repairStatusOptions, repairStatusValues),
    intake_date: day(l("Intake date", "Innamedatum")),
    description_problem: notes(l("Description problem", "Omschrijving probleem"), 5000),
    work_done: notes(l("What has been done so far", "Wat er tot nu toe is gedaan"), 5000),
    used_parts: notes(l("Used parts", "Gebruikte onderdelen"), 5000),
    costs: custom({
      label: l("Costs", "Kosten"),
      widget: "euro",
      required: true,
      default: 0,
      schema: eurosSchema.optional(),
    }),
    // the API also takes whole cents; the form sends euros
    costs_cents: custom({
      label: l("Costs", "Kosten"),
      widget: "number",
      apiOnly: true,
      schema: centsSchema.optional(),
    }),
    waiting_for_size: notes(l("Waiting for part", "Wacht op onderdeel"), 1000, false),
  },
  fromApi: (row) => ({ ...row, costs: row.costs ?? centsToEuros(Number(row.costs_cents ?? 0)) }),
});

export const newPcStatusApi = apiSchemas(newPcStatusType);
export const repairStatusApi = apiSchemas(repairStatusType);
export type NewPcStatusInput = z.infer<typeof newPcStatusApi.update>;
export type RepairStatusInput = z.infer<typeof repairStatusApi.update>;
