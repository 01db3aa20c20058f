/**
 * Changing a booking (issue 22, part 2): by the visitor's link or by the admin. Cancel frees the slot
 * at once; move checks the new slot like booking does and the database still refuses an overlap.
 * Every change queues its mails in the same transaction (the outbox).
 */
import { and, eq } from "drizzle-orm";
import { bookingTexts } from "#core/booking/schema.ts";
import { now as clockNow } from "../auth/clock.ts";
import { bookingKinds, bookings } from "../db/schema.ts";
import type { AppDeps } from "../deps.ts";
import { DomainError } from "../domain-error.ts";
import type { Lang } from "../i18n/lang.ts";
import { nudgeOutbox } from "../mail/outbox.ts";
import { conflict, countRequest, isOverlap, queueMails, slotAt } from "./book-service.ts";
import { tokenId, tokenValid } from "./token.ts";

export async function getBooking(deps: AppDeps, id: number) {
  const [row] = await deps.database.db.select().from(bookings).where(eq(bookings.id, id));
  if (!row) return null;
  const [kind] = await deps.database.db.select().from(bookingKinds).where(eq(bookingKinds.id, row.kind_id));
  return { row, kind };
}

/**
 * The booking a link names, or null when the link is malformed, forged, moved-away or expired — or
 * names a cancelled booking, unless `cancelled` admits those: the visitor's page then says it was
 * cancelled, and a second cancel (a reload of the posted form) answers it as done.
 */
export async function bookingByToken(
  deps: AppDeps,
  token: string,
  now: Date = clockNow(),
  { cancelled = false }: { cancelled?: boolean } = {},
) {
  const id = tokenId(token);
  if (id === null) return null;
  const found = await getBooking(deps, id);
  const admitted = found?.row.status === "booked" || (cancelled && found?.row.status === "cancelled");
  if (!found || !admitted) return null;
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
