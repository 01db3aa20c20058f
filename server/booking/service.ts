/**
 * Appointment booking (issue 22, part 2): the kinds, their weekly hours and exceptions, the free
 * slots and the bookings. No HTTP here. The rule that two bookings never overlap is the database's
 * (the exclusion constraint of migration 0022); this module turns its refusal into "this moment was
 * just taken". Every booking write queues its mails in the same transaction (the outbox).
 */
import { createHash } from "node:crypto";
import { and, asc, eq, gt, gte, inArray, lt, sql } from "drizzle-orm";
import type { ExceptionInput, KindInput } from "#core/booking/schema.ts";
import { type BookInput, bookingTexts } from "#core/booking/schema.ts";
import { freeSlots, type Slot } from "#core/booking/slots.ts";
import { addDays, amsterdamInstant, amsterdamWallTime } from "#core/booking/time.ts";
import { now as clockNow } from "../auth/clock.ts";
import type { Tx } from "../db/client.ts";
import {
  bookingExceptions,
  bookingHours,
  bookingKinds,
  bookingSettings,
  bookings,
  mailOutbox,
} from "../db/schema.ts";
import type { AppDeps } from "../deps.ts";
import { DomainError } from "../domain-error.ts";
import { hitRateLimit, pruneRateLimits } from "../http/rate-limit.ts";
import type { Lang } from "../i18n/lang.ts";
import { nudgeOutbox } from "../mail/outbox.ts";
import { type BookingForMail, type BookingMail, ownerMail, type VisitorEvent, visitorMail } from "./mails.ts";
import { bookingToken, tokenId, tokenValid } from "./token.ts";

export type KindRow = typeof bookingKinds.$inferSelect;
export type BookingRow = typeof bookings.$inferSelect;

/** Per client address: bookings, moves and cancels by link together. */
export const bookingRateLimit = { limit: 5, windowMs: 10 * 60_000 };
/** Per recipient: at most this many booking mails a day (a stranger's mailbox is not flooded). */
export const bookingMailLimit = { limit: 5, windowMs: 24 * 60 * 60_000 };

const defaults = { min_notice_minutes: 120, max_days_ahead: 60 };

// ---------------------------------------------------------------------------------------------
// Reading
// ---------------------------------------------------------------------------------------------

export async function getSettings(deps: AppDeps) {
  const [row] = await deps.database.db.select().from(bookingSettings).where(eq(bookingSettings.id, 1));
  return row ? { min_notice_minutes: row.min_notice_minutes, max_days_ahead: row.max_days_ahead } : defaults;
}

/** The kinds a visitor can book, in the owner's order, named in `lang`. */
export async function listPublicKinds(deps: AppDeps, lang: Lang) {
  const rows = await deps.database.db
    .select()
    .from(bookingKinds)
    .where(eq(bookingKinds.active, true))
    .orderBy(asc(bookingKinds.position), asc(bookingKinds.id));
  return rows.map((k) => ({ id: k.id, name: lang === "nl" ? k.name_nl : k.name_en, minutes: k.minutes }));
}

async function activeKind(deps: AppDeps | { database: AppDeps["database"] }, id: number) {
  const [kind] = await deps.database.db
    .select()
    .from(bookingKinds)
    .where(and(eq(bookingKinds.id, id), eq(bookingKinds.active, true)));
  return kind ?? null;
}

/**
 * The free slots of a kind between two calendar days (inclusive), or null for an unknown kind.
 * `ignore`: a booking whose own time counts as free (moving it).
 */
export async function listFreeSlots(
  deps: AppDeps,
  kindId: number,
  from: string,
  to: string,
  options: { now?: Date; ignore?: number } = {},
): Promise<Slot[] | null> {
  const kind = await activeKind(deps, kindId);
  if (!kind) return null;
  const { db } = deps.database;
  const now = options.now ?? clockNow();
  // the period in instants, with a day's margin on both sides for the zone
  const first = amsterdamInstant(addDays(from, -1), "00:00") ?? new Date(`${from}T00:00:00Z`);
  const last = amsterdamInstant(addDays(to, 2), "00:00") ?? new Date(`${to}T00:00:00Z`);
  const [hours, exceptions, rules, taken] = await Promise.all([
    db.select().from(bookingHours).where(eq(bookingHours.kind_id, kindId)),
    db
      .select()
      .from(bookingExceptions)
      .where(and(gte(bookingExceptions.day, from), sql`${bookingExceptions.day} <= ${to}`)),
    getSettings(deps),
    db
      .select({ id: bookings.id, start: bookings.start_at, end: bookings.end_at })
      .from(bookings)
      .where(and(eq(bookings.status, "booked"), lt(bookings.start_at, last), gt(bookings.end_at, first))),
  ]);
  return freeSlots({
    kind: { id: kind.id, minutes: kind.minutes },
    hours,
    exceptions,
    rules,
    taken: taken.filter((t) => t.id !== options.ignore),
    from,
    to,
    now,
  });
}

/** the days (Amsterdam) from today that may have slots: the calendar's range */
export async function bookableRange(deps: AppDeps, now: Date = clockNow()) {
  const rules = await getSettings(deps);
  const today = amsterdamWallTime(now).day;
  return { from: today, to: addDays(today, rules.max_days_ahead) };
}

// ---------------------------------------------------------------------------------------------
// Booking
// ---------------------------------------------------------------------------------------------

export interface BookContext {
  ip: string;
  lang: Lang;
  now?: Date;
}

/** 23P01: the exclusion constraint refused an overlapping booking */
function isOverlap(error: unknown): boolean {
  const codeOf = (e: unknown) => (e as { code?: unknown } | null)?.code;
  return codeOf(error) === "23P01" || codeOf((error as { cause?: unknown } | null)?.cause) === "23P01";
}

const conflict = (texts: { nl: readonly string[]; en: readonly string[] }, lang: Lang) =>
  new DomainError("conflict", texts[lang][0], texts[lang][1]);

async function countRequest(deps: AppDeps, ip: string, lang: Lang, now: Date) {
  const { db } = deps.database;
  if (Math.random() < 0.02) await pruneRateLimits(db, "booking:", bookingRateLimit.windowMs, now);
  const rate = await hitRateLimit(
    db,
    `booking:${ip}`,
    bookingRateLimit.limit,
    bookingRateLimit.windowMs,
    now,
  );
  if (!rate.allowed) {
    deps.logger.warn({ ip }, "refused: booking rate limit");
    const [title, message] = bookingTexts.tooMany[lang];
    throw new DomainError("rate_limited", title, message, undefined, rate.retryAfterS);
  }
}

/** Whether `start` is exactly a free slot of the kind now (else: not on the grid, too soon, too far, taken). */
async function slotAt(deps: AppDeps, kindId: number, start: Date, now: Date, ignore?: number) {
  const day = amsterdamWallTime(start).day;
  const slots = await listFreeSlots(deps, kindId, day, day, { now, ignore });
  return slots?.find((s) => s.start.getTime() === start.getTime()) ?? null;
}

const mailKey = (email: string) =>
  `booking-mail:${createHash("sha256").update(email.trim().toLowerCase(), "utf8").digest("hex")}`;

/** Queue the visitor's mail (within its daily limit) and the company's, in the caller's transaction. */
async function queueMails(tx: Tx, deps: AppDeps, b: BookingForMail, event: VisitorEvent, now: Date) {
  const { publicUrl, companyEmail, sessionSecret } = deps.config;
  const token = event === "cancelled" ? null : bookingToken(sessionSecret, b);
  const mails: BookingMail[] = [ownerMail(b, event, companyEmail, publicUrl)];
  const rate = await hitRateLimit(
    tx,
    mailKey(b.email),
    bookingMailLimit.limit,
    bookingMailLimit.windowMs,
    now,
  );
  if (rate.allowed) mails.push(visitorMail(b, event, { publicUrl, token, now }));
  else
    deps.logger.info({ bookingId: b.id }, "booking mail to the visitor skipped: daily limit of this address");
  await tx.insert(mailOutbox).values(mails);
}

export type PublicBooking = {
  id: number;
  kind: number;
  kind_name: string;
  start: string;
  end: string;
  status: "booked" | "cancelled";
};

export function publicBooking(
  row: BookingRow,
  kind: Pick<KindRow, "name_nl" | "name_en">,
  lang: Lang,
): PublicBooking {
  return {
    id: row.id,
    kind: row.kind_id,
    kind_name: lang === "nl" ? kind.name_nl : kind.name_en,
    start: row.start_at.toISOString(),
    end: row.end_at.toISOString(),
    status: row.status === "cancelled" ? "cancelled" : "booked",
  };
}

/**
 * A visitor books a slot. Honeypot filled: a pretend booking (id 0), nothing stored. The start must be
 * a free slot of the kind; if another booking got there first (also in the same instant, in
 * another process) the database refuses and the answer is 409 "this moment was just taken".
 */
export async function bookSlot(deps: AppDeps, input: BookInput, ctx: BookContext): Promise<PublicBooking> {
  const now = ctx.now ?? clockNow();
  const lang = input.language ?? ctx.lang;
  await countRequest(deps, ctx.ip, ctx.lang, now);
  const kind = await activeKind(deps, input.kind);
  if (!kind) {
    throw new DomainError(
      "invalid",
      bookingTexts.kindNotFound[ctx.lang],
      bookingTexts.kindNotFound[ctx.lang],
      {
        kind: [bookingTexts.kindNotFound[ctx.lang]],
      },
    );
  }
  const start = new Date(input.start);
  if (input.website && input.website.trim() !== "") {
    deps.logger.info({ ip: ctx.ip }, "honeypot filled: booking dropped");
    const end = new Date(start.getTime() + kind.minutes * 60_000);
    return {
      id: 0,
      kind: kind.id,
      kind_name: lang === "nl" ? kind.name_nl : kind.name_en,
      start: start.toISOString(),
      end: end.toISOString(),
      status: "booked",
    };
  }
  const slot = await slotAt(deps, kind.id, start, now);
  if (!slot) {
    // the grid says no: taken since the visitor looked, or never a slot (too soon, closed)
    const taken = await overlapsBooked(deps, start, kind.minutes);
    throw conflict(taken ? bookingTexts.taken : bookingTexts.notFree, ctx.lang);
  }
  try {
    const row = await deps.database.db.transaction(async (tx) => {
      const [inserted] = await tx
        .insert(bookings)
        .values({
          kind_id: kind.id,
          start_at: slot.start,
          end_at: slot.end,
          name: input.name,
          email: input.email,
          phone: input.phone,
          description: input.description,
          language: lang,
        })
        .returning();
      await queueMails(tx, deps, { ...inserted, kind }, "booked", now);
      return inserted;
    });
    deps.logger.info({ bookingId: row.id }, "booking stored");
    nudgeOutbox();
    return publicBooking(row, kind, lang);
  } catch (error) {
    if (isOverlap(error)) throw conflict(bookingTexts.taken, ctx.lang);
    throw error;
  }
}

async function overlapsBooked(deps: AppDeps, start: Date, minutes: number) {
  const end = new Date(start.getTime() + minutes * 60_000);
  const rows = await deps.database.db
    .select({ id: bookings.id })
    .from(bookings)
    .where(and(eq(bookings.status, "booked"), lt(bookings.start_at, end), gt(bookings.end_at, start)))
    .limit(1);
  return rows.length > 0;
}

// ---------------------------------------------------------------------------------------------
// Changing a booking: by the visitor's link or by the admin
// ---------------------------------------------------------------------------------------------

export async function getBooking(deps: AppDeps, id: number) {
  const [row] = await deps.database.db.select().from(bookings).where(eq(bookings.id, id));
  if (!row) return null;
  const [kind] = await deps.database.db.select().from(bookingKinds).where(eq(bookingKinds.id, row.kind_id));
  return { row, kind };
}

/** The booking a link names, or null when the link is malformed, forged, moved-away or expired. */
export async function bookingByToken(deps: AppDeps, token: string, now: Date = clockNow()) {
  const id = tokenId(token);
  if (id === null) return null;
  const found = await getBooking(deps, id);
  if (found?.row.status !== "booked") return null;
  return tokenValid(deps.config.sessionSecret, token, found.row, now) ? found : null;
}

export const linkInvalid = (lang: Lang) =>
  new DomainError("not_found", bookingTexts.linkInvalid[lang][0], bookingTexts.linkInvalid[lang][1]);

/** Cancel: the slot is free again at once; the visitor and the company get a mail. */
export async function cancelBooking(deps: AppDeps, id: number, now: Date = clockNow()) {
  const found = await getBooking(deps, id);
  if (!found) return null;
  if (found.row.status === "cancelled") return found; // again: nothing more to do, nobody mailed twice
  const row = await deps.database.db.transaction(async (tx) => {
    const [updated] = await tx
      .update(bookings)
      .set({ status: "cancelled", cancelled_at: now })
      .where(and(eq(bookings.id, id), eq(bookings.status, "booked")))
      .returning();
    if (!updated) return null;
    await queueMails(tx, deps, { ...updated, kind: found.kind }, "cancelled", now);
    return updated;
  });
  nudgeOutbox();
  return row ? { row, kind: found.kind } : await getBooking(deps, id);
}

/** Move to another free slot of the same kind; the old link stops working, the mail carries the new one. */
export async function moveBooking(
  deps: AppDeps,
  id: number,
  start: Date,
  lang: Lang,
  now: Date = clockNow(),
) {
  const found = await getBooking(deps, id);
  if (!found) return null;
  if (found.row.status !== "booked") throw conflict(bookingTexts.notFree, lang);
  const slot = await slotAt(deps, found.kind.id, start, now, id);
  if (!slot) throw conflict(bookingTexts.notFree, lang);
  try {
    const row = await deps.database.db.transaction(async (tx) => {
      const [updated] = await tx
        .update(bookings)
        .set({ start_at: slot.start, end_at: slot.end })
        .where(and(eq(bookings.id, id), eq(bookings.status, "booked")))
        .returning();
      if (!updated) throw conflict(bookingTexts.notFree, lang);
      await queueMails(tx, deps, { ...updated, kind: found.kind }, "moved", now);
      return updated;
    });
    nudgeOutbox();
    return { row, kind: found.kind };
  } catch (error) {
    if (isOverlap(error)) throw conflict(bookingTexts.taken, lang);
    throw error;
  }
}

/** A visitor's request through the link: the rate limit first, then the link. */
export async function countLinkRequest(deps: AppDeps, ip: string, lang: Lang) {
  await countRequest(deps, ip, lang, clockNow());
}

// ---------------------------------------------------------------------------------------------
// Admin
// ---------------------------------------------------------------------------------------------

export type AdminBooking = Omit<BookingRow, "start_at" | "end_at" | "cancelled_at" | "created_at"> & {
  start_at: string;
  end_at: string;
  cancelled_at: string | null;
  created_at: string;
  kind_name: string;
};

export function adminBooking(row: BookingRow, kind: Pick<KindRow, "name_nl">): AdminBooking {
  return {
    ...row,
    start_at: row.start_at.toISOString(),
    end_at: row.end_at.toISOString(),
    cancelled_at: row.cancelled_at?.toISOString() ?? null,
    created_at: row.created_at.toISOString(),
    kind_name: kind.name_nl,
  };
}

/** Bookings between two Amsterdam days (default: from today, 60 days), earliest first. */
export async function listBookings(deps: AppDeps, q: { from?: string; to?: string }, now: Date = clockNow()) {
  const from = q.from ?? amsterdamWallTime(now).day;
  const to = q.to ?? addDays(from, 60);
  const start = amsterdamInstant(from, "00:00") ?? new Date(`${from}T00:00:00Z`);
  const end = amsterdamInstant(addDays(to, 1), "00:00") ?? new Date(`${to}T23:59:59Z`);
  const rows = await deps.database.db
    .select({ booking: bookings, kind: { name_nl: bookingKinds.name_nl } })
    .from(bookings)
    .innerJoin(bookingKinds, eq(bookingKinds.id, bookings.kind_id))
    .where(and(gte(bookings.start_at, start), lt(bookings.start_at, end)))
    .orderBy(asc(bookings.start_at), asc(bookings.id));
  return rows.map((r) => adminBooking(r.booking, r.kind));
}

/** The next `limit` booked appointments from now (the dashboard panel). */
export async function nextBookings(deps: AppDeps, limit = 5, now: Date = clockNow()) {
  const rows = await deps.database.db
    .select({ booking: bookings, kind: { name_nl: bookingKinds.name_nl } })
    .from(bookings)
    .innerJoin(bookingKinds, eq(bookingKinds.id, bookings.kind_id))
    .where(and(eq(bookings.status, "booked"), gte(bookings.end_at, now)))
    .orderBy(asc(bookings.start_at))
    .limit(limit);
  return rows.map((r) => adminBooking(r.booking, r.kind));
}

export async function listKindsWithHours(deps: AppDeps) {
  const { db } = deps.database;
  const kinds = await db
    .select()
    .from(bookingKinds)
    .orderBy(asc(bookingKinds.position), asc(bookingKinds.id));
  const hours = kinds.length
    ? await db
        .select()
        .from(bookingHours)
        .where(
          inArray(
            bookingHours.kind_id,
            kinds.map((k) => k.id),
          ),
        )
        .orderBy(asc(bookingHours.weekday), asc(bookingHours.start_time))
    : [];
  return kinds.map((k) => ({
    id: k.id,
    name_nl: k.name_nl,
    name_en: k.name_en,
    minutes: k.minutes,
    active: k.active,
    position: k.position,
    hours: hours
      .filter((h) => h.kind_id === k.id)
      .map((h) => ({ weekday: h.weekday, start_time: h.start_time, end_time: h.end_time })),
  }));
}

export type AdminKind = Awaited<ReturnType<typeof listKindsWithHours>>[number];

/** Create (id null) or replace a kind with its whole week. */
export async function saveKind(
  deps: AppDeps,
  id: number | null,
  input: KindInput,
): Promise<AdminKind | null> {
  const { hours, ...fields } = input;
  const savedId = await deps.database.db.transaction(async (tx) => {
    let kindId = id;
    if (kindId === null) {
      const [row] = await tx.insert(bookingKinds).values(fields).returning({ id: bookingKinds.id });
      kindId = row.id;
    } else {
      const [row] = await tx
        .update(bookingKinds)
        .set(fields)
        .where(eq(bookingKinds.id, kindId))
        .returning({ id: bookingKinds.id });
      if (!row) return null;
      await tx.delete(bookingHours).where(eq(bookingHours.kind_id, kindId));
    }
    if (hours.length > 0) {
      const owner = kindId;
      await tx.insert(bookingHours).values(hours.map((h) => ({ ...h, kind_id: owner })));
    }
    return kindId;
  });
  if (savedId === null) return null;
  return (await listKindsWithHours(deps)).find((k) => k.id === savedId) ?? null;
}

/** Delete a kind; one with bookings is kept (409): make it inactive instead. */
export async function deleteKind(deps: AppDeps, id: number, lang: Lang): Promise<boolean> {
  const used = await deps.database.db
    .select({ id: bookings.id })
    .from(bookings)
    .where(eq(bookings.kind_id, id))
    .limit(1);
  if (used.length > 0) {
    throw new DomainError(
      "conflict",
      lang === "nl" ? "Deze soort heeft afspraken" : "This kind has appointments",
      lang === "nl"
        ? "Een soort met afspraken kan niet weg; zet hem op niet actief."
        : "A kind with appointments cannot be deleted; make it inactive instead.",
    );
  }
  const deleted = await deps.database.db.delete(bookingKinds).where(eq(bookingKinds.id, id)).returning();
  return deleted.length > 0;
}

export async function listExceptions(deps: AppDeps) {
  return deps.database.db.select().from(bookingExceptions).orderBy(asc(bookingExceptions.day));
}

export async function addException(deps: AppDeps, input: ExceptionInput) {
  const [row] = await deps.database.db
    .insert(bookingExceptions)
    .values({
      ...input,
      start_time: input.closed ? null : input.start_time,
      end_time: input.closed ? null : input.end_time,
    })
    .returning();
  return row;
}

export async function deleteException(deps: AppDeps, id: number) {
  const deleted = await deps.database.db
    .delete(bookingExceptions)
    .where(eq(bookingExceptions.id, id))
    .returning();
  return deleted.length > 0;
}

export async function saveSettings(
  deps: AppDeps,
  input: { min_notice_minutes: number; max_days_ahead: number },
) {
  await deps.database.db
    .insert(bookingSettings)
    .values({ id: 1, ...input })
    .onConflictDoUpdate({ target: bookingSettings.id, set: input });
  return getSettings(deps);
}
