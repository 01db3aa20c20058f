/**
 * The answer schemas of the status records (requirements §3/§4). The request schemas and labels are
 * the definitions' (content-types/statuses.ts, `newPcStatusApi`, `repairStatusApi`).
 */
import { z } from "zod";
import { newPcStatusEnum, repairStatusEnum } from "../db/schema.ts";

const newPcStatuses = newPcStatusEnum.enumValues;
const repairStatuses = repairStatusEnum.enumValues;

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
