/**
 * The admin dashboard (GET dashboard): how much there is per section, the newest messages of each
 * form and the newest statuses of each kind. Read-only; no HTTP here.
 */
import { count, desc, eq } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import {
  emailMessages,
  features,
  newsItems,
  pages,
  products,
  reviews,
  serviceGroups,
  services,
  statusesNewPc,
  statusesRepair,
  tips,
  users,
  zzpProducts,
} from "../db/schema.ts";
import type { AppDeps } from "../deps.ts";
import { countEmails, type EmailMessage, toEmailMessage } from "../messages/service.ts";

const LATEST = 5;

/** Sections counted as rows (translatable content: both languages count). */
const sections = {
  pages,
  news: newsItems,
  tips,
  products,
  zzp_products: zzpProducts,
  services,
  service_groups: serviceGroups,
  features,
  reviews,
  customers: users,
  statuses_new_pc: statusesNewPc,
  statuses_repair: statusesRepair,
} satisfies Record<string, PgTable>;

export type SectionCounts = Record<keyof typeof sections, number>;

export interface LatestStatus {
  id: number;
  title: string;
  status: string;
  date: string;
  customer: { id: number; name: string };
}

export interface Dashboard {
  counts: SectionCounts & {
    emails: { total: number; unread: number };
    emails_phone: { total: number; unread: number };
    emails_remote_assistance: { total: number; unread: number };
  };
  latest_emails: { contact: EmailMessage[]; phone: EmailMessage[]; remote_assistance: EmailMessage[] };
  latest_statuses: { new_pc: LatestStatus[]; repair: LatestStatus[] };
}

/**
 * The last changed jobs of one status table with their customer. Both tables (new pc, repair) have the
 * same columns but for the date that is shown: the build date of a new pc, the intake date of a repair.
 */
async function latestStatuses(
  db: AppDeps["database"]["db"],
  table: typeof statusesNewPc | typeof statusesRepair,
  date: typeof statusesNewPc.date | typeof statusesRepair.intake_date,
): Promise<LatestStatus[]> {
  const rows = await db
    .select({
      id: table.id,
      title: table.title,
      status: table.status,
      date,
      customerId: users.id,
      customerName: users.name,
    })
    .from(table)
    .innerJoin(users, eq(users.id, table.user_id))
    .orderBy(desc(table.updated_at), desc(table.id))
    .limit(LATEST);
  return rows.map((row) => ({
    id: row.id,
    title: row.title,
    status: row.status,
    date: row.date,
    customer: { id: row.customerId, name: row.customerName },
  }));
}

export async function getDashboard(deps: AppDeps): Promise<Dashboard> {
  const { db } = deps.database;

  const entries = await Promise.all(
    Object.entries(sections).map(async ([name, table]) => {
      const [row] = await db.select({ n: count() }).from(table);
      return [name, row.n] as const;
    }),
  );
  const counts = Object.fromEntries(entries) as SectionCounts;
  const emails = await countEmails(deps);

  const latestOf = async (kind: "contact" | "phone" | "remote-assistance") =>
    (
      await db
        .select()
        .from(emailMessages)
        .where(eq(emailMessages.kind, kind))
        .orderBy(desc(emailMessages.created_at), desc(emailMessages.id))
        .limit(LATEST)
    ).map(toEmailMessage);

  return {
    counts: {
      ...counts,
      emails: emails.contact,
      emails_phone: emails.phone,
      emails_remote_assistance: emails["remote-assistance"],
    },
    latest_emails: {
      contact: await latestOf("contact"),
      phone: await latestOf("phone"),
      remote_assistance: await latestOf("remote-assistance"),
    },
    latest_statuses: {
      new_pc: await latestStatuses(db, statusesNewPc, statusesNewPc.date),
      repair: await latestStatuses(db, statusesRepair, statusesRepair.intake_date),
    },
  };
}
