/** The rows and answers of the status services (./service.ts) of new PCs and repairs. */
import type { statusesNewPc, statusesRepair } from "../db/schema.ts";

export type NewPcStatusRow = typeof statusesNewPc.$inferSelect;
export type RepairStatusRow = typeof statusesRepair.$inferSelect;
/** one entry of a job's history: the status it got and when (the first entry is its creation) */
export type StatusChange<S extends string = string> = { status: S; changed_at: Date };
/**
 * Whether the customer was mailed about the record's latest change: `sent` (with the outbox's time),
 * `queued` (waiting in the outbox), `off` (the customer has status e-mails off) or `none` (a change
 * from before status e-mails existed, e.g. the demo seed)
 */
export type MailState = { email_state: "sent" | "queued" | "off" | "none"; email_sent_at: Date | null };
export type NewPcStatus = NewPcStatusRow & {
  user_name: string;
  history?: StatusChange<NewPcStatusRow["status"]>[];
};
export type RepairStatus = RepairStatusRow & {
  user_name: string;
  costs: number;
  history?: StatusChange<RepairStatusRow["status"]>[];
};

/** one row of a history table (either kind's; its status is that kind's) */
export type HistoryEntry<Status> = {
  status_id: number;
  status: Status;
  changed_at: Date;
  mail_outbox_id: number | null;
};
