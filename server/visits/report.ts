/**
 * The figures `GET /api/visits` answers: one row per day of the range (days without views as
 * zeros, so a chart has no gaps), each with its views per language and device class, and the
 * range's totals per page and per referrer host. Three statements, whatever the range.
 */
import { and, desc, gte, lte, sql } from "drizzle-orm";
import { addDays, DEVICE_CLASSES, visitDay } from "#core/visits/classify.ts";
import { VISIT_RANGE_MAX_DAYS, type VisitsQuery } from "#core/visits/query.ts";
import { now } from "../auth/clock.ts";
import type { Db } from "../db/client.ts";
import { visitBreakdown, visitDays } from "../db/schema.ts";

/** the most pages and referrer hosts listed for a range */
export const TOP_LIMIT = 20;

export interface VisitsDay {
  date: string;
  views: number;
  visitors: number;
  languages: { nl: number; en: number };
  devices: { phone: number; tablet: number; desktop: number };
}

export interface VisitsReport {
  from: string;
  to: string;
  totals: { views: number; visitors: number };
  days: VisitsDay[];
  pages: { path: string; views: number }[];
  referrers: { host: string; views: number }[];
}

export async function visitsReport(db: Db, query: VisitsQuery): Promise<VisitsReport> {
  const to = query.to ?? visitDay(now());
  // a `from` alone may lie far back or after today: the range is kept within VISIT_RANGE_MAX_DAYS
  const earliest = addDays(to, -(VISIT_RANGE_MAX_DAYS - 1));
  const asked = query.from ?? addDays(to, -29);
  const from = [asked, earliest].sort()[1]; // the later day (YYYY-MM-DD sorts as text)

  const dayRows = await db
    .select()
    .from(visitDays)
    .where(and(gte(visitDays.day, from), lte(visitDays.day, to)));
  const small = await db
    .select({
      day: visitBreakdown.day,
      dimension: visitBreakdown.dimension,
      value: visitBreakdown.value,
      views: visitBreakdown.views,
    })
    .from(visitBreakdown)
    .where(
      and(
        gte(visitBreakdown.day, from),
        lte(visitBreakdown.day, to),
        sql`${visitBreakdown.dimension} IN ('language', 'device')`,
      ),
    );
  const views = sql<number>`sum(${visitBreakdown.views})::int`;
  // pages and referrers summed over the range, ranked, the top of each in one statement
  const ranked = await db
    .select({ dimension: visitBreakdown.dimension, value: visitBreakdown.value, views })
    .from(visitBreakdown)
    .where(
      and(
        gte(visitBreakdown.day, from),
        lte(visitBreakdown.day, to),
        sql`${visitBreakdown.dimension} IN ('page', 'referrer')`,
      ),
    )
    .groupBy(visitBreakdown.dimension, visitBreakdown.value)
    .orderBy(desc(views), visitBreakdown.value);

  const byDay = new Map<string, VisitsDay>();
  const days: VisitsDay[] = [];
  for (let day = from; day <= to; day = addDays(day, 1)) {
    const row: VisitsDay = {
      date: day,
      views: 0,
      visitors: 0,
      languages: { nl: 0, en: 0 },
      devices: { phone: 0, tablet: 0, desktop: 0 },
    };
    byDay.set(day, row);
    days.push(row);
  }
  for (const row of dayRows) {
    const day = byDay.get(row.day);
    if (day) Object.assign(day, { views: row.views, visitors: row.visitors });
  }
  for (const row of small) {
    const day = byDay.get(row.day);
    if (!day) continue;
    if (row.dimension === "language" && (row.value === "nl" || row.value === "en"))
      day.languages[row.value] += row.views;
    if (row.dimension === "device" && (DEVICE_CLASSES as readonly string[]).includes(row.value))
      day.devices[row.value as keyof VisitsDay["devices"]] += row.views;
  }
  return {
    from,
    to,
    totals: {
      views: days.reduce((sum, day) => sum + day.views, 0),
      // a visitor of two days is two visitors: the hashes of different days cannot be linked
      visitors: days.reduce((sum, day) => sum + day.visitors, 0),
    },
    days,
    pages: ranked
      .filter((r) => r.dimension === "page")
      .slice(0, TOP_LIMIT)
      .map((r) => ({ path: r.value, views: r.views })),
    referrers: ranked
      .filter((r) => r.dimension === "referrer")
      .slice(0, TOP_LIMIT)
      .map((r) => ({ host: r.value, views: r.views })),
  };
}
