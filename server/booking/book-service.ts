/**
 * Appointment booking (issue 22, part 2): the kinds a visitor sees, the free slots and booking one.
 * No HTTP here. The rule that two bookings never overlap is the database's (the exclusion constraint
 * of migration 0022); this module turns its refusal into "this moment was just taken". Every booking
 * write queues its mails in the same transaction (the outbox). Changing a booking is
 * manage-service.ts, the owner's side admin-service.ts.
 */
import { createHash } from "node:crypto";
import { and, asc, eq, gt, gte, lt, sql } from "drizzle-orm";
import type { z } from "zod";
import { type BookInput, bookingTexts } from "#core/booking/schema.ts";
import { freeSlots, type Slot } from "#core/booking/slots.ts";
import { addDays, amsterdamInstant, amsterdamWallTime } from "#core/booking/time.ts";
import { now as clockNow } from "../auth/clock.ts";
import { pgErrorOf } from "../content/errors.ts";
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
import type { publicBookingOut } from "./route-shapes.ts";
import { bookingToken } from "./token.ts";

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

export async function activeKind(deps: AppDeps | { database: AppDeps["database"] }, id: number) {
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
export function isOverlap(error: unknown): boolean {
  return pgErrorOf(error)?.code === "23P01";
}

export const conflict = (texts: { nl: readonly string[]; en: readonly string[] }, lang: Lang) =>
  new DomainError("conflict", texts[lang][0], texts[lang][1]);

export async function countRequest(deps: AppDeps, ip: string, lang: Lang, now: Date) {
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
export async function slotAt(deps: AppDeps, kindId: number, start: Date, now: Date, ignore?: number) {
  const day = amsterdamWallTime(start).day;
  const slots = await listFreeSlots(deps, kindId, day, day, { now, ignore });
  return slots?.find((s) => s.start.getTime() === start.getTime()) ?? null;
}

const mailKey = (email: string) =>
  `booking-mail:${createHash("sha256").update(email.trim().toLowerCase(), "utf8").digest("hex")}`;

/** Queue the visitor's mail (within its daily limit) and the company's, in the caller's transaction. */
export async function queueMails(tx: Tx, deps: AppDeps, b: BookingForMail, event: VisitorEvent, now: Date) {
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

/** a booking as the visitor's calls answer it: the shape of their schema (`Booking`) */
export type PublicBooking = z.infer<typeof publicBookingOut>;

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
  const requestKey = input.idempotency_key ? `book:${input.idempotency_key}` : null;
  if (requestKey) {
    const earlier = await bookingOfRequest(deps, requestKey, input);
    if (earlier) return publicBooking(earlier.booking, earlier.kind, lang);
  }
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
  /** taken, unless by this very request a moment ago (a double submit: the one that got in answers both) */
  const refuse = async (texts: Parameters<typeof conflict>[0]) => {
    const twin = requestKey ? await bookingOfRequest(deps, requestKey, input) : null;
    if (twin) return publicBooking(twin.booking, twin.kind, lang);
    throw conflict(texts, ctx.lang);
  };
  const slot = await slotAt(deps, kind.id, start, now);
  if (!slot) {
    // the grid says no: taken since the visitor looked, or never a slot (too soon, closed)
    const taken = await overlapsBooked(deps, start, kind.minutes);
    return refuse(taken ? bookingTexts.taken : bookingTexts.notFree);
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
          request_key: requestKey,
        })
        .returning();
      await queueMails(tx, deps, { ...inserted, kind }, "booked", now);
      return inserted;
    });
    deps.logger.info({ bookingId: row.id }, "booking stored");
    nudgeOutbox();
    return publicBooking(row, kind, lang);
  } catch (error) {
    // the moment taken meanwhile, or (unique key) the same request got in first
    if (isOverlap(error) || pgErrorOf(error)?.code === "23505") return refuse(bookingTexts.taken);
    throw error;
  }
}

/**
 * The booking an earlier request with this key made, when this request repeats it: the browser
 * reloading a form posted without scripts posts it again (server/booking/document-post.ts derives the
 * key), and that visitor must see their booking, not "this moment was just taken" by themselves. Only
 * the same kind and e-mail address count as a repeat; the moment may differ when the visitor moved
 * the booking by its link since (the post's key holds the moment first chosen), and the repeat then
 * answers the booking where it now is instead of booking that first moment a second time. A key whose
 * booking was cancelled since is freed, so the repeat books again, as a new post would.
 */
async function bookingOfRequest(deps: AppDeps, requestKey: string, input: BookInput) {
  const { db } = deps.database;
  const [earlier] = await db
    .select({ booking: bookings, kind: { name_nl: bookingKinds.name_nl, name_en: bookingKinds.name_en } })
    .from(bookings)
    .innerJoin(bookingKinds, eq(bookingKinds.id, bookings.kind_id))
    .where(eq(bookings.request_key, requestKey))
    .limit(1);
  if (!earlier) return null;
  const { booking } = earlier;
  const same = booking.kind_id === input.kind && booking.email.toLowerCase() === input.email.toLowerCase();
  if (same && booking.status === "booked") return earlier;
  // another request under an old key, or a booking cancelled since: the key no longer answers
  await db.update(bookings).set({ request_key: null }).where(eq(bookings.id, booking.id));
  return null;
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
