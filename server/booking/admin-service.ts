/**
 * The owner's side of booking (issue 22, part 2): the bookings list, the kinds with their weekly
 * hours, the exceptions and the settings. No HTTP here.
 */
import { and, asc, eq, gte, inArray, lt } from "drizzle-orm";
import type { ExceptionInput, KindInput } from "#core/booking/schema.ts";
import { addDays, amsterdamInstant, amsterdamWallTime } from "#core/booking/time.ts";
import { now as clockNow } from "../auth/clock.ts";
import { bookingExceptions, bookingHours, bookingKinds, bookingSettings, bookings } from "../db/schema.ts";
import type { AppDeps } from "../deps.ts";
import { DomainError } from "../domain-error.ts";
import type { Lang } from "../i18n/lang.ts";
import { type BookingRow, getSettings, type KindRow } from "./book-service.ts";

export type AdminBooking = Omit<
  BookingRow,
  "start_at" | "end_at" | "cancelled_at" | "created_at" | "request_key"
> & {
  start_at: string;
  end_at: string;
  cancelled_at: string | null;
  created_at: string;
  kind_name: string;
};

export function adminBooking(row: BookingRow, kind: Pick<KindRow, "name_nl">): AdminBooking {
  // the request key is the store's, not the owner's business (a key from a visitor's address)
  const { request_key: _key, ...rest } = row;
  return {
    ...rest,
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
