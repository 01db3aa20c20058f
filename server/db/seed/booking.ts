/**
 * The demo's appointment kinds (issue 22): three kinds with weekday hours, so a fresh start offers
 * free slots in the coming weeks. Times are Amsterdam wall-clock time.
 */
import type { Tx } from "../client.ts";
import { bookingExceptions, bookingHours, bookingKinds, bookingSettings } from "../schema.ts";
import { holidaysFrom } from "./holidays.ts";

const weekdays = [1, 2, 3, 4, 5];

export const demoBookingKinds = [
  {
    name_nl: "Reparatie brengen",
    name_en: "Drop off a repair",
    minutes: 15,
    hours: [
      { start_time: "09:00", end_time: "12:00" },
      { start_time: "13:00", end_time: "17:00" },
    ],
  },
  { name_nl: "Advies", name_en: "Advice", minutes: 30, hours: [{ start_time: "10:00", end_time: "16:00" }] },
  {
    name_nl: "Hulp op afstand",
    name_en: "Remote assistance",
    minutes: 45,
    hours: [{ start_time: "09:00", end_time: "17:00" }],
  },
];

export async function insertDemoBooking(tx: Tx): Promise<void> {
  await tx.insert(bookingSettings).values({ id: 1 }).onConflictDoNothing();
  for (const [position, kind] of demoBookingKinds.entries()) {
    const [row] = await tx
      .insert(bookingKinds)
      .values({ name_nl: kind.name_nl, name_en: kind.name_en, minutes: kind.minutes, position })
      .returning({ id: bookingKinds.id });
    await tx
      .insert(bookingHours)
      .values(weekdays.flatMap((weekday) => kind.hours.map((h) => ({ ...h, weekday, kind_id: row.id }))));
  }
}

/**
 * the public holidays from `today` (YYYY-MM-DD, Amsterdam) to the end of next year as closed days
 * for every kind (./holidays.ts); the ones already past would only fill the admin's list
 */
export async function insertDemoClosedDays(tx: Tx, today: string): Promise<void> {
  const days = holidaysFrom(today);
  await tx.insert(bookingExceptions).values(days.map(({ day, note }) => ({ day, note, closed: true })));
}
