/**
 * The e-mail messages of the three public forms (requirements §3 "E-mail message").
 *
 * A form submission stores the message and its outbox rows in ONE transaction; the outbox worker
 * (server/mail/outbox.ts) sends them later. So the answer "sent" means "safely stored", and a mail
 * outage loses nothing. No HTTP here.
 */
import { createHash } from "node:crypto";
import { and, count, desc, eq, isNull, type SQL } from "drizzle-orm";
import { type Plain, plain } from "#core/content/plain.ts";
import { type AdminEmailInput, type EmailKind, type PublicForm, sentMessage } from "#core/messages/schema.ts";
import {
  type ListQuery,
  type ListResult,
  listPage,
  type SortColumns,
  searchIn,
} from "../content/list-query.ts";
import type { Tx } from "../db/client.ts";
import { emailMessages, mailOutbox } from "../db/schema.ts";
import type { AppDeps } from "../deps.ts";
import { DomainError } from "../domain-error.ts";
import { hitRateLimit, pruneRateLimits } from "../http/rate-limit.ts";
import type { Lang } from "../i18n/lang.ts";
import { nudgeOutbox } from "../mail/outbox.ts";
import { confirmationMail, notificationMail, type StoredMessage } from "./mails.ts";
import { resolveProductReference } from "./product-reference.ts";

export type EmailMessageRow = typeof emailMessages.$inferSelect;
export type EmailMessage = Plain<Omit<EmailMessageRow, "idempotency_key">> & { unread: boolean };

/** Per client address, all three forms together. */
export const formRateLimit = { limit: 5, windowMs: 10 * 60_000 };

/**
 * Per recipient address: at most one confirmation mail a day, whichever form and whichever instance
 * (a counter row in `rate_limits`, counted in the message's transaction), so the forms cannot be used
 * to flood a stranger's mailbox. The company's notification is never limited here.
 */
export const confirmationLimit = { limit: 1, windowMs: 24 * 60 * 60_000 };

/** The counter key of a recipient: hashed (no address kept in the counter table), case-insensitive. */
export const confirmationKey = (email: string) =>
  `confirm:${createHash("sha256").update(email.trim().toLowerCase(), "utf8").digest("hex")}`;

const tooMany = {
  en: ["Too many messages", "You have sent too many messages. Please try again later or call us."],
  nl: ["Te veel berichten", "Je hebt te veel berichten verstuurd. Probeer het later opnieuw of bel ons."],
} as const;

export const emailNotFound = {
  en: "E-mail not found",
  nl: "E-mail niet gevonden",
} as const;

export interface SubmitContext {
  /** client address for the rate limit */
  ip: string;
  /** request language: the answer's language and the default for the confirmation */
  lang: Lang;
  now?: Date;
}

export interface SubmitResult {
  sent: true;
  message: string;
  /** false when nothing new was stored (honeypot, idempotent repeat) */
  stored: boolean;
  id: number | null;
}

/** The idempotency key is scoped to the form and hashed, so it fits the column whatever its length. */
const scopedKey = (kind: EmailKind, key: string) =>
  createHash("sha256").update(`${kind}\n${key}`, "utf8").digest("hex");

function toStored(row: EmailMessageRow): StoredMessage {
  return {
    id: row.id,
    kind: row.kind,
    name: row.name,
    email: row.email,
    phone: row.phone,
    preferred_moment: row.preferred_moment,
    message: row.message,
    product_title: row.product_title,
    product_url: row.product_url,
    language: row.language,
  };
}

/** Insert a message and its notification + confirmation outbox rows (inside the caller's transaction). */
async function insertWithMails(
  tx: Tx,
  deps: AppDeps,
  values: typeof emailMessages.$inferInsert,
  withConfirmation: boolean,
  now?: Date,
): Promise<EmailMessageRow | null> {
  const [row] = await tx
    .insert(emailMessages)
    .values(values)
    .onConflictDoNothing({ target: emailMessages.idempotency_key })
    .returning();
  if (!row) return null;
  const stored = toStored(row);
  const mails = [notificationMail(stored, deps.config.companyEmail, deps.config.publicUrl)];
  const confirmation = withConfirmation ? confirmationMail(stored) : null;
  if (confirmation) {
    const { limit, windowMs } = confirmationLimit;
    const rate = await hitRateLimit(tx, confirmationKey(confirmation.to), limit, windowMs, now);
    if (rate.allowed) mails.push(confirmation);
    else deps.logger.info({ messageId: row.id }, "confirmation skipped: this address had one today");
  }
  await tx.insert(mailOutbox).values(mails.map((mail) => ({ ...mail, message_id: row.id })));
  return row;
}

/**
 * A public form was sent. Honeypot filled: success, nothing stored. Same idempotency key again: the
 * same success, stored once. Over the per-address limit: 429.
 */
export async function submitForm(
  deps: AppDeps,
  kind: EmailKind,
  input: PublicForm,
  ctx: SubmitContext,
): Promise<SubmitResult> {
  const answerLang = input.language ?? ctx.lang;
  const success = (stored: boolean, id: number | null): SubmitResult => ({
    sent: true,
    message: sentMessage[answerLang],
    stored,
    id,
  });
  const { db } = deps.database;

  const key = input.idempotency_key ? scopedKey(kind, input.idempotency_key) : null;
  if (key) {
    const [existing] = await db
      .select({ id: emailMessages.id })
      .from(emailMessages)
      .where(eq(emailMessages.idempotency_key, key))
      .limit(1);
    if (existing) return success(false, existing.id);
  }

  // now and then, forget the counters of addresses that have gone quiet
  if (Math.random() < 0.02) {
    await pruneRateLimits(db, "form:", formRateLimit.windowMs, ctx.now);
    await pruneRateLimits(db, "confirm:", confirmationLimit.windowMs, ctx.now);
  }
  const rate = await hitRateLimit(db, `form:${ctx.ip}`, formRateLimit.limit, formRateLimit.windowMs, ctx.now);
  if (!rate.allowed) {
    deps.logger.warn({ ip: ctx.ip, kind }, "refused: form rate limit");
    const [title, message] = tooMany[ctx.lang];
    throw new DomainError("rate_limited", title, message, undefined, rate.retryAfterS);
  }

  if (input.website && input.website.trim() !== "") {
    deps.logger.info({ ip: ctx.ip, kind }, "honeypot filled: message dropped");
    return success(false, null);
  }

  const product = input.product_id ? await resolveProductReference(db, input.product_id, ctx.lang) : null;

  const row = await db.transaction((tx) =>
    insertWithMails(
      tx,
      deps,
      {
        kind,
        ...typedFields(input),
        ...product,
        language: answerLang,
        idempotency_key: key,
      },
      true,
      ctx.now,
    ),
  );
  if (!row) {
    // a concurrent request with the same key won the race: it stored the message
    const [existing] = await db
      .select({ id: emailMessages.id })
      .from(emailMessages)
      .where(eq(emailMessages.idempotency_key, key ?? ""))
      .limit(1);
    return success(false, existing?.id ?? null);
  }
  deps.logger.info({ messageId: row.id, kind }, "form message stored");
  nudgeOutbox();
  return success(true, row.id);
}

// ---------------------------------------------------------------------------------------------
// Admin
// ---------------------------------------------------------------------------------------------

export function toEmailMessage(row: EmailMessageRow): EmailMessage {
  const { idempotency_key: _key, ...rest } = row;
  return { ...plain(rest), unread: row.read_at === null };
}

/** the `sort` values of the message lists (the admin's columns) */
export const emailSortColumns: SortColumns = {
  id: emailMessages.id,
  name: emailMessages.name,
  email: emailMessages.email,
  phone: emailMessages.phone,
  read_at: emailMessages.read_at,
  created_at: emailMessages.created_at,
};

/** Newest first unless `sort` says otherwise; `search` looks in name, e-mail, phone, message and product title. */
export async function listEmails(
  deps: AppDeps,
  kind: EmailKind,
  query: Pick<ListQuery, "page" | "per_page" | "search" | "sort" | "order"> & { unread?: boolean },
): Promise<ListResult<EmailMessage>> {
  const conditions: (SQL | undefined)[] = [
    eq(emailMessages.kind, kind),
    searchIn(query.search, [
      emailMessages.name,
      emailMessages.email,
      emailMessages.phone,
      emailMessages.message,
      emailMessages.product_title,
    ]),
  ];
  if (query.unread) conditions.push(isNull(emailMessages.read_at));
  return listPage(deps.database.db, query, {
    table: emailMessages,
    where: and(...conditions),
    sortable: emailSortColumns,
    fallback: [desc(emailMessages.created_at), desc(emailMessages.id)],
    tiebreak: emailMessages.id,
    present: toEmailMessage,
  });
}

/** One message of this kind; null for a message of another kind (its own path serves it). */
export async function getEmail(deps: AppDeps, kind: EmailKind, id: number): Promise<EmailMessage | null> {
  const [row] = await deps.database.db
    .select()
    .from(emailMessages)
    .where(and(eq(emailMessages.id, id), eq(emailMessages.kind, kind)))
    .limit(1);
  return row ? toEmailMessage(row) : null;
}

/**
 * The columns of what was typed, from any of the three forms (public or the admin's): a field a form
 * does not have (e-mail on the phone form, a preferred moment on the contact form) is stored empty.
 */
function typedFields(input: PublicForm | AdminEmailInput) {
  return {
    name: input.name,
    email: "email" in input ? input.email : "",
    phone: input.phone ?? "",
    preferred_moment: "preferred_moment" in input ? input.preferred_moment : "",
    message: input.message ?? "",
  };
}

/** The admin records a message by hand: stored as read, no mails sent. */
export async function addEmail(
  deps: AppDeps,
  kind: EmailKind,
  input: AdminEmailInput,
): Promise<EmailMessage> {
  const [row] = await deps.database.db
    .insert(emailMessages)
    .values({
      kind,
      ...typedFields(input),
      language: input.language,
      read_at: new Date(),
    })
    .returning();
  return toEmailMessage(row);
}

/** null when there is no such message of this kind */
export async function markEmailRead(
  deps: AppDeps,
  kind: EmailKind,
  id: number,
  read: boolean,
): Promise<EmailMessage | null> {
  const [row] = await deps.database.db
    .update(emailMessages)
    .set({ read_at: read ? new Date() : null })
    .where(and(eq(emailMessages.id, id), eq(emailMessages.kind, kind)))
    .returning();
  return row ? toEmailMessage(row) : null;
}

/**
 * Delete a message; its unsent outbox rows go with it (a deleted message is not mailed any more). false
 * when there is no such message of this kind.
 */
export async function deleteEmail(deps: AppDeps, kind: EmailKind, id: number): Promise<boolean> {
  return await deps.database.db.transaction(async (tx) => {
    const [row] = await tx
      .select({ id: emailMessages.id })
      .from(emailMessages)
      .where(and(eq(emailMessages.id, id), eq(emailMessages.kind, kind)))
      .for("update");
    if (!row) return false;
    await tx.delete(mailOutbox).where(and(eq(mailOutbox.message_id, id), isNull(mailOutbox.sent_at)));
    await tx.delete(emailMessages).where(eq(emailMessages.id, id));
    return true;
  });
}

/** Counts for the dashboard: all and unread per kind. */
export async function countEmails(deps: AppDeps) {
  const rows = await deps.database.db
    .select({
      kind: emailMessages.kind,
      total: count(),
      unread: count(emailMessages.read_at).as("read"),
    })
    .from(emailMessages)
    .groupBy(emailMessages.kind);
  const result = {} as Record<EmailKind, { total: number; unread: number }>;
  for (const kind of ["contact", "phone", "remote-assistance"] as const) {
    const row = rows.find((r) => r.kind === kind);
    // count(read_at) counts the read ones
    result[kind] = { total: row?.total ?? 0, unread: row ? row.total - row.unread : 0 };
  }
  return result;
}
