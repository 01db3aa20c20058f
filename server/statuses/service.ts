/**
 * Statuses of new PCs and repairs (requirements §3/§4). The admin manages all of them; a status user reads
 * only its own: another user's record is "not found" (404), never "forbidden", so ids reveal nothing.
 */
import { type AnyColumn, and, asc, count, desc, eq, inArray, type SQL } from "drizzle-orm";
import {
  type NewPcStatusInput,
  newPcStatusType,
  type RepairStatusInput,
  repairStatusType,
} from "#content-types/statuses.ts";
import { message } from "#core/validation/messages.ts";
import { now } from "../auth/clock.ts";
import type { Config } from "../config.ts";
import { type ListQuery, type ListResult, listOrder, searchIn } from "../content/list-query.ts";
import type { Tx } from "../db/client.ts";
import { nextSerialId } from "../db/raw.ts";
import {
  mailOutbox,
  statusesNewPc,
  statusesRepair,
  statusHistoryNewPc,
  statusHistoryRepair,
  users,
} from "../db/schema.ts";
import { DomainError } from "../domain-error.ts";
import type { Lang } from "../i18n/lang.ts";
import { nudgeOutbox } from "../mail/outbox.ts";
import { type StatusKind, statusMail } from "../mail/status-mail.ts";
import type {
  HistoryEntry,
  MailState,
  NewPcStatus,
  NewPcStatusRow,
  RepairStatus,
  RepairStatusRow,
  StatusChange,
} from "./types.ts";

export type { MailState, NewPcStatus, NewPcStatusRow, RepairStatus, RepairStatusRow, StatusChange };

const texts = {
  notStatusUser: {
    en: "The chosen customer does not exist or is not a status user",
    nl: "De gekozen klant bestaat niet of is geen statusgebruiker",
  },
};

export type Viewer = { id: number; role: string };
const admin: Viewer = { id: 0, role: "cms-admin" };
const today = () => now().toISOString().slice(0, 10);

async function assertStatusUser(db: Tx, userId: number, lang: Lang) {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, userId), eq(users.role, "cms-status-user")))
    .limit(1);
  if (rows.length === 0) {
    throw new DomainError("invalid", message("validation_failed", lang), message("validation_failed", lang), {
      user_id: [texts.notStatusUser[lang]],
    });
  }
}

function makeStatusService<
  Row extends { id: number; user_id: number; status: string; title: string },
  Out extends { id: number; history?: StatusChange[] },
  Input extends { user_id?: number; status?: string },
>(spec: {
  // biome-ignore lint/suspicious/noExplicitAny: Drizzle's table builders are typed per table
  table: any;
  /** where every status of a job is recorded (see the schema) */
  history: typeof statusHistoryNewPc | typeof statusHistoryRepair;
  kind: StatusKind;
  tableName: "statuses_new_pc" | "statuses_repair";
  columns: { id: AnyColumn; user_id: AnyColumn; title: AnyColumn };
  /** writes one entry of the history (each kind's table takes its own status values) */
  addHistory: (db: Tx, entry: HistoryEntry<Row["status"]>) => Promise<unknown>;
  newestFirst: SQL[];
  sortable: Record<string, AnyColumn>;
  notFound: { en: string; nl: string };
  present: (row: Row, userName: string) => Out;
  toValues: (input: Input, creating: boolean) => Record<string, unknown>;
}) {
  /** the 404 of a record (the route answers it; get, update and remove return null) */
  const notFound = spec.notFound;

  async function select(db: Tx, where: SQL | undefined, order: SQL[], limit?: number, offset?: number) {
    let query = db
      .select({ row: spec.table, user_name: users.name })
      .from(spec.table)
      .innerJoin(users, eq(users.id, spec.columns.user_id))
      .where(where)
      .orderBy(...order)
      .$dynamic();
    if (limit !== undefined) query = query.limit(limit).offset(offset ?? 0);
    const rows = (await query) as { row: Row; user_name: string }[];
    return rows.map((r) => spec.present(r.row, r.user_name));
  }

  /** admin list: search in the title and the customer's name/e-mail; `user_id` narrows to one customer */
  async function list(db: Tx, q: ListQuery & { user_id?: number }): Promise<ListResult<Out & MailState>> {
    const conditions: (SQL | undefined)[] = [
      searchIn(q.search, [spec.columns.title, users.name, users.email]),
    ];
    if (q.user_id) conditions.push(eq(spec.columns.user_id, q.user_id));
    const where = and(...conditions);
    const order = listOrder(q, spec.sortable, spec.newestFirst, spec.columns.id);
    const [{ total }] = await db
      .select({ total: count() })
      .from(spec.table)
      .innerJoin(users, eq(users.id, spec.columns.user_id))
      .where(where);
    const items = await withMailState(
      db,
      await select(db, where, order, q.per_page, (q.page - 1) * q.per_page),
    );
    return { items, total, page: q.page, perPage: q.per_page };
  }

  /** the records with their histories, oldest change first (one query for all of them) */
  async function withHistory(db: Tx, records: Out[]): Promise<Out[]> {
    if (records.length === 0) return records;
    const changes = await db
      .select({
        status_id: spec.history.status_id,
        status: spec.history.status,
        changed_at: spec.history.changed_at,
      })
      .from(spec.history)
      .where(
        inArray(
          spec.history.status_id,
          records.map((r) => r.id),
        ),
      )
      .orderBy(asc(spec.history.changed_at), asc(spec.history.id));
    const byRecord = new Map<number, StatusChange[]>();
    for (const { status_id, ...change } of changes) {
      byRecord.set(status_id, [...(byRecord.get(status_id) ?? []), change]);
    }
    return records.map((record) => ({ ...record, history: byRecord.get(record.id) ?? [] }));
  }

  /**
   * The one place every status of a job is recorded (creation and each change), so it is also the one
   * place the customer's e-mail is queued: in the caller's transaction, one outbox row per change,
   * linked from the history entry (the admin list shows whether it went out).
   */
  async function recordChange(
    db: Tx,
    config: Pick<Config, "publicUrl">,
    row: { id: number; user_id: number; status: string; title: string },
    event: "created" | "changed",
  ) {
    const changedAt = now();
    const [customer] = await db
      .select({
        name: users.name,
        email: users.email,
        language: users.language,
        status_emails: users.status_emails,
      })
      .from(users)
      .where(eq(users.id, row.user_id));
    let mailId: number | null = null;
    if (customer?.status_emails) {
      const mail = statusMail({
        kind: spec.kind,
        event,
        status: row.status,
        title: row.title,
        name: customer.name,
        changedAt,
        lang: customer.language,
        publicUrl: config.publicUrl,
      });
      const [queued] = await db
        .insert(mailOutbox)
        .values({ to: customer.email, ...mail })
        .returning({ id: mailOutbox.id });
      mailId = queued.id;
    }
    await spec.addHistory(db, {
      status_id: row.id,
      status: row.status,
      changed_at: changedAt,
      mail_outbox_id: mailId,
    });
    return mailId !== null;
  }

  /** the mail state of each record's latest change (one query for all of them) */
  async function withMailState(db: Tx, records: Out[]): Promise<(Out & MailState)[]> {
    if (records.length === 0) return [];
    const changes = await db
      .select({
        status_id: spec.history.status_id,
        mail_outbox_id: spec.history.mail_outbox_id,
        sent_at: mailOutbox.sent_at,
        status_emails: users.status_emails,
      })
      .from(spec.history)
      .innerJoin(spec.table, eq(spec.columns.id, spec.history.status_id))
      .innerJoin(users, eq(users.id, spec.columns.user_id))
      .leftJoin(mailOutbox, eq(mailOutbox.id, spec.history.mail_outbox_id))
      .where(
        inArray(
          spec.history.status_id,
          records.map((r) => r.id),
        ),
      )
      .orderBy(asc(spec.history.changed_at), asc(spec.history.id));
    const latest = new Map<number, (typeof changes)[number]>();
    for (const change of changes) latest.set(change.status_id, change);
    return records.map((record) => {
      const change = latest.get(record.id);
      const state: MailState["email_state"] = !change
        ? "none"
        : change.mail_outbox_id === null
          ? change.status_emails
            ? "none"
            : "off"
          : change.sent_at
            ? "sent"
            : "queued";
      return { ...record, email_state: state, email_sent_at: change?.sent_at ?? null };
    });
  }

  /** the viewer's own records with their histories, newest first */
  async function listOwn(db: Tx, viewer: Viewer): Promise<Out[]> {
    return withHistory(db, await select(db, eq(spec.columns.user_id, viewer.id), spec.newestFirst));
  }

  /** one record with its history: the admin sees any, anybody else only its own (null otherwise) */
  async function get(db: Tx, id: number, viewer: Viewer): Promise<Out | null> {
    const ownership = viewer.role === "cms-admin" ? undefined : eq(spec.columns.user_id, viewer.id);
    const [found] = await select(db, and(eq(spec.columns.id, id), ownership), spec.newestFirst, 1);
    if (!found) return null;
    const [record] = await withHistory(db, [found]);
    if (viewer.role !== "cms-admin") return record;
    const [withState] = await withMailState(db, [record]);
    return withState;
  }

  /** a record this request has just written, read back */
  async function readBack(db: Tx, id: number): Promise<Out> {
    const found = await get(db, id, admin);
    if (!found) throw new Error(`${spec.kind} status ${id} could not be read back after writing it`);
    return found;
  }

  /** the record and the first entry of its history in one transaction */
  async function create(
    db: Tx,
    config: Pick<Config, "publicUrl">,
    input: Input & { user_id: number },
    lang: Lang,
  ): Promise<Out> {
    await assertStatusUser(db, input.user_id, lang);
    let mailed = false;
    const created = await db.transaction(async (tx) => {
      const [row] = (await tx.insert(spec.table).values(spec.toValues(input, true)).returning()) as Row[];
      mailed = await recordChange(tx, config, row, "created");
      return readBack(tx, row.id);
    });
    // after the commit: a worker woken earlier would not see the row yet (the poll would, later)
    if (mailed) nudgeOutbox();
    return created;
  }

  /** a changed status is recorded in the transaction of the change; the row is locked meanwhile,
   * so two admins saving at once record both changes in order */
  async function update(
    db: Tx,
    config: Pick<Config, "publicUrl">,
    id: number,
    input: Input,
    lang: Lang,
  ): Promise<Out | null> {
    if (input.user_id !== undefined) await assertStatusUser(db, input.user_id, lang);
    let mailed = false;
    const updated = await db.transaction(async (tx) => {
      const [before] = (await tx
        .select({ status: spec.table.status })
        .from(spec.table)
        .where(eq(spec.columns.id, id))
        .for("update")) as { status: string }[];
      if (!before) return null;
      const [after] = (await tx
        .update(spec.table)
        .set({ ...spec.toValues(input, false), updated_at: now() })
        .where(eq(spec.columns.id, id))
        .returning()) as Row[];
      if (after.status !== before.status) mailed = await recordChange(tx, config, after, "changed");
      return readBack(tx, id);
    });
    if (mailed) nudgeOutbox();
    return updated;
  }

  /** null when there is no such record */
  async function remove(db: Tx, id: number): Promise<Out | null> {
    const existing = await get(db, id, admin);
    if (!existing) return null;
    await db.delete(spec.table).where(eq(spec.columns.id, id));
    return existing;
  }

  const nextId = (db: Tx) => nextSerialId(db, spec.tableName);

  return { list, listOwn, get, create, update, remove, nextId, notFound };
}

/** only the keys that were sent: undefined means "leave as is" on edit */
function defined(values: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(values).filter(([, v]) => v !== undefined));
}

export const newPcStatuses = makeStatusService<NewPcStatusRow, NewPcStatus, NewPcStatusInput>({
  table: statusesNewPc,
  history: statusHistoryNewPc,
  addHistory: (db, entry) => db.insert(statusHistoryNewPc).values(entry),
  kind: "new-pc",
  tableName: "statuses_new_pc",
  columns: statusesNewPc,
  newestFirst: [desc(statusesNewPc.date), desc(statusesNewPc.id)],
  sortable: {
    id: statusesNewPc.id,
    date: statusesNewPc.date,
    status: statusesNewPc.status,
    title: statusesNewPc.title,
    customer: users.name,
    created_at: statusesNewPc.created_at,
    updated_at: statusesNewPc.updated_at,
  },
  notFound: newPcStatusType.notFound,
  present: (row, user_name) => ({ ...row, user_name }),
  toValues: (input, creating) =>
    defined({
      user_id: input.user_id,
      title: input.title,
      status: input.status,
      notes: input.notes,
      date: input.date ?? (creating ? today() : undefined),
    }),
});

function costsCents(input: RepairStatusInput): number | undefined {
  if (input.costs_cents !== undefined) return input.costs_cents;
  if (input.costs !== undefined) return Math.round(input.costs * 100);
  return undefined;
}

export const repairStatuses = makeStatusService<RepairStatusRow, RepairStatus, RepairStatusInput>({
  table: statusesRepair,
  history: statusHistoryRepair,
  kind: "repair",
  tableName: "statuses_repair",
  columns: statusesRepair,
  addHistory: (db, entry) => db.insert(statusHistoryRepair).values(entry),
  newestFirst: [desc(statusesRepair.intake_date), desc(statusesRepair.id)],
  sortable: {
    id: statusesRepair.id,
    intake_date: statusesRepair.intake_date,
    status: statusesRepair.status,
    title: statusesRepair.title,
    costs: statusesRepair.costs_cents,
    customer: users.name,
    created_at: statusesRepair.created_at,
    updated_at: statusesRepair.updated_at,
  },
  notFound: repairStatusType.notFound,
  present: (row, user_name) => ({ ...row, user_name, costs: row.costs_cents / 100 }),
  toValues: (input, creating) =>
    defined({
      user_id: input.user_id,
      title: input.title,
      status: input.status,
      description_problem: input.description_problem,
      work_done: input.work_done,
      used_parts: input.used_parts,
      costs_cents: costsCents(input),
      waiting_for_size: input.waiting_for_size,
      intake_date: input.intake_date ?? (creating ? today() : undefined),
    }),
});
