/**
 * Request schemas of the status records (requirements §3/§4); pure, shared with the admin forms.
 * `user_id` is the customer (cms-status-user) the record belongs to; only the admin writes these.
 * Costs are euro cents (`costs_cents`); `costs` in euros is accepted too (two decimals at most).
 */
import { z } from "zod";
import { newPcStatusEnum, repairStatusEnum } from "../db/schema.ts";

export const newPcStatuses = newPcStatusEnum.enumValues;
export const repairStatuses = repairStatusEnum.enumValues;

const userId = z.number().int().min(1).max(2_147_483_647);
const isoDate = z.iso.date();
const longText = z.string().max(5000);
const MAX_CENTS = 100_000_000; // one million euro: a repair never costs more

const euros = z
  .number()
  .min(0)
  .max(MAX_CENTS / 100)
  .refine((value) => Math.abs(Math.round(value * 100) - value * 100) < 1e-6, { message: "invalid" });

export const newPcStatusSchema = z.strictObject({
  user_id: userId,
  title: z.string().trim().max(200).optional(),
  status: z.enum(newPcStatuses).optional(),
  date: isoDate.optional(),
  notes: longText.optional(),
});
export const newPcStatusEditSchema = newPcStatusSchema.partial();
export type NewPcStatusInput = z.infer<typeof newPcStatusEditSchema>;

export const repairStatusSchema = z.strictObject({
  user_id: userId,
  title: z.string().trim().max(200).optional(),
  status: z.enum(repairStatuses).optional(),
  description_problem: longText.optional(),
  work_done: longText.optional(),
  used_parts: longText.optional(),
  costs_cents: z.number().int().min(0).max(MAX_CENTS).optional(),
  costs: euros.optional(),
  intake_date: isoDate.optional(),
  waiting_for_size: z.string().max(1000).optional(),
});
export const repairStatusEditSchema = repairStatusSchema.partial();
export type RepairStatusInput = z.infer<typeof repairStatusEditSchema>;

export const statusLabels = {
  user_id: { en: "Customer", nl: "Klant" },
  title: { en: "Title", nl: "Titel" },
  status: { en: "Status", nl: "Status" },
  date: { en: "Date", nl: "Datum" },
  notes: { en: "Notes", nl: "Notities" },
  description_problem: { en: "Description problem", nl: "Omschrijving probleem" },
  work_done: { en: "What has been done so far", nl: "Wat er tot nu toe is gedaan" },
  used_parts: { en: "Used parts", nl: "Gebruikte onderdelen" },
  costs_cents: { en: "Costs", nl: "Kosten" },
  costs: { en: "Costs", nl: "Kosten" },
  intake_date: { en: "Intake date", nl: "Intakedatum" },
  waiting_for_size: { en: "Waiting for size", nl: "Wachten op maat" },
};

const statusCommon = {
  id: z.number().int(),
  user_id: z.number().int(),
  user_name: z.string(),
  title: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
  email_state: z.enum(["sent", "queued", "off", "none"]).optional().meta({
    description:
      "admin only: the customer's e-mail about the latest change was sent, waits in the outbox, was not sent because the customer has status e-mails off, or none was made (a change from before status e-mails)",
  }),
  email_sent_at: z
    .string()
    .nullable()
    .optional()
    .meta({ description: "admin only: when the outbox sent it" }),
};
/** every status the job has had, oldest first; the first entry is its creation (one record and own lists) */
const historyOf = <S extends readonly [string, ...string[]]>(values: S) =>
  z
    .array(
      z.object({ status: z.enum(values), changed_at: z.string().meta({ description: "ISO timestamp" }) }),
    )
    .optional();
export const newPcStatusOutSchema = z
  .object({
    ...statusCommon,
    status: z.enum(newPcStatuses),
    date: z.string(),
    notes: z.string(),
    history: historyOf(newPcStatuses),
  })
  .meta({ id: "StatusNewPc" });
export const repairStatusOutSchema = z
  .object({
    ...statusCommon,
    status: z.enum(repairStatuses),
    description_problem: z.string(),
    work_done: z.string(),
    used_parts: z.string(),
    costs_cents: z.number().int(),
    costs: z.number().meta({ description: "euros" }),
    intake_date: z.string(),
    waiting_for_size: z.string(),
    history: historyOf(repairStatuses),
  })
  .meta({ id: "StatusRepair" });
