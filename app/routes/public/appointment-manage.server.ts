/**
 * The loader of a booking's own page (`/afspraak/<token>`, the link in the visitor's mail): the
 * booking, a cancel button, and the free moments to move it to (days as links, times as buttons of
 * a posted form). A booking cancelled since is shown as cancelled; a wrong, expired or moved-away
 * link shows how to reach us instead.
 */
import type { AppLoadContext } from "#app/context.server.ts";
import { amsterdamWallTime, isCalendarDay } from "#core/booking/time.ts";
import type { FormOutcome } from "#core/forms/outcome.ts";
import type { Language } from "#core/lang.ts";
import { now } from "#server/auth/clock.ts";
import { bookableRange, listFreeSlots, publicBooking } from "#server/booking/book-service.ts";
import { bookingByToken } from "#server/booking/manage-service.ts";

export interface ManageData {
  lang: Language;
  booking: ReturnType<typeof publicBooking> | null;
  /** days (Amsterdam) with free moments of the booking's kind, the next weeks */
  days: string[];
  day: string | null;
  times: string[];
  outcome: FormOutcome | null;
}

export async function loadManage(
  context: AppLoadContext,
  token: string,
  url: URL,
  lang: Language,
): Promise<ManageData> {
  const { deps } = context;
  const outcome = context.formOutcome?.form.startsWith("booking-") ? context.formOutcome : null;
  const data: ManageData = { lang, booking: null, days: [], day: null, times: [], outcome };
  const at = now();
  const found = await bookingByToken(deps, token, at, { cancelled: true });
  if (!found) return data;
  data.booking = publicBooking(found.row, found.kind, lang);
  // a cancelled booking is shown as such (the link still names it); nothing to move it to
  if (found.row.status === "cancelled") return data;
  const range = await bookableRange(deps, at);
  // at most four weeks of days to choose from: a move is usually to a moment near the first
  const last = new Date(`${range.from}T12:00:00Z`);
  last.setUTCDate(last.getUTCDate() + 27);
  // the earlier of the two days (ISO days sort as text)
  const to = [last.toISOString().slice(0, 10), range.to].sort()[0];
  const slots =
    (await listFreeSlots(deps, found.kind.id, range.from, to, { now: at, ignore: found.row.id })) ?? [];
  const byDay = new Map<string, string[]>();
  for (const slot of slots) {
    if (slot.start.getTime() === found.row.start_at.getTime()) continue;
    const day = amsterdamWallTime(slot.start).day;
    byDay.set(day, [...(byDay.get(day) ?? []), slot.start.toISOString()]);
  }
  data.days = [...byDay.keys()];
  const asked = url.searchParams.get("day");
  if (asked && isCalendarDay(asked)) {
    data.day = asked;
    data.times = byDay.get(asked) ?? [];
  }
  return data;
}
