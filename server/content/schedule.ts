/**
 * Scheduled publishing, the moving part (the rule itself is ./live.ts): when a page, news item, tip
 * or product reaches its `publish_at` or `unpublish_at`, public pages must change within a second,
 * on every instance, without a request to set it off.
 *
 * Each instance runs a scheduler (`startScheduler`, started in server/boot.ts): it looks up the next
 * scheduled moment of a visible row (`nextScheduledMoment`), sets a timer to it, and when the timer
 * fires runs `runScheduledChanges`. That saves each moment that has passed through its type's save
 * pipeline (server/content/save.ts), like any save: in one transaction it claims the moment with an
 * INSERT … ON CONFLICT DO NOTHING into `schedule_events` and writes the revision
 * "scheduled-publish" / "scheduled-unpublish" by "system"; after the commit the audit entry
 * "publish" / "unpublish". The claim bumps the content version (trigger of migration 0016), which
 * empties the page cache and the content memos of every instance (NOTIFY,
 * server/page-cache/content-version.ts). Only the instance whose claim succeeded records the
 * change, so two instances never record it twice.
 *
 * The timer is planned again after every content version change (an edit may add or move a moment)
 * and at least every minute (a safety net for a lost notification or a clock that jumped). Tests
 * call `runScheduledChanges(deps, at)` with the controllable clock instead of waiting.
 *
 * A moment counts when it lies after the row's last save (`updated_at`): a row saved with a moment
 * already past went public (or offline) with that save, which was its own revision and audit entry.
 */
import { type SQL, sql } from "drizzle-orm";
import { type EditorialType, editorialTypes } from "#content-types/editorial.ts";
import { now } from "../auth/clock.ts";
import type { Tx } from "../db/client.ts";
import { rawRows } from "../db/raw.ts";
import { scheduleEvents } from "../db/schema.ts";
import type { ContentVersion } from "../page-cache/content-version.ts";
import { type EditorialSaves, editorialSaves } from "./editorial-saves.ts";
import { type SaveDeps, systemSaveContext } from "./save.ts";

/** the table of each editorial type (SQL names: the queries below are written once for all four) */
const tableOf: Record<EditorialType, string> = {
  page: "pages",
  news: "news_items",
  tip: "tips",
  product: "products",
};

export type ScheduleKind = "publish" | "unpublish";

export interface ScheduledEvent {
  type: EditorialType;
  id: number;
  kind: ScheduleKind;
  /** the scheduled moment, ISO */
  at: string;
}

const moment = (at: Date) => sql`${at.toISOString()}::timestamptz`;

/** The earliest scheduled moment of a visible row after `at`, or null when nothing is scheduled. */
export async function nextScheduledMoment(db: Tx, at: Date): Promise<Date | null> {
  const parts = editorialTypes.flatMap((type) =>
    (["publish_at", "unpublish_at"] as const).map(
      (column) =>
        sql`SELECT min(${sql.identifier(column)}) AS at FROM ${sql.identifier(tableOf[type])} WHERE visible AND ${sql.identifier(column)} > ${moment(at)}`,
    ),
  );
  const rows = await rawRows<{ at: string | Date | null }>(
    db,
    sql`SELECT min(at) AS at FROM (${sql.join(parts, sql` UNION ALL `)}) AS moments`,
  );
  const next = rows[0]?.at;
  return next ? new Date(next) : null;
}

/** the moments of one type and kind that have passed by `at`, after the row's last save */
function duePart(type: EditorialType, kind: ScheduleKind, at: Date): SQL {
  const column = sql.identifier(kind === "publish" ? "publish_at" : "unpublish_at");
  return sql`SELECT ${type}::varchar AS entity_type, id AS entity_id, ${kind}::varchar AS kind, ${column} AS at FROM ${sql.identifier(tableOf[type])} AS t WHERE visible AND ${column} <= ${moment(at)} AND ${column} > t.updated_at AND NOT EXISTS (SELECT 1 FROM schedule_events e WHERE e.entity_type = ${type} AND e.entity_id = t.id AND e.kind = ${kind} AND e.at = ${column})`;
}

export type ScheduleDeps = SaveDeps;

/**
 * Handles every scheduled moment that has passed by `at` (default: the clock's now) and that no
 * instance has handled yet, each through its type's save pipeline (server/content/save.ts): in one
 * transaction the claim (which bumps the content version) and the revision by "system", then the
 * audit entry. Answers the moments this call claimed, once their audit entries are written.
 */
export async function runScheduledChanges(
  deps: ScheduleDeps,
  at: Date = now(),
  saves: EditorialSaves = editorialSaves,
): Promise<ScheduledEvent[]> {
  const due = editorialTypes.flatMap((type) =>
    (["publish", "unpublish"] as const).map((kind) => duePart(type, kind, at)),
  );
  const rows = await rawRows<{
    entity_type: EditorialType;
    entity_id: number;
    kind: ScheduleKind;
    at: string | Date;
  }>(deps.database.db, sql`${sql.join(due, sql` UNION ALL `)}`);
  const ctx = systemSaveContext(deps);
  const claimed: ScheduledEvent[] = [];
  for (const row of rows) {
    const event = {
      type: row.entity_type,
      id: Number(row.entity_id),
      kind: row.kind,
      at: new Date(row.at).toISOString(),
    };
    try {
      if (await saves[event.type].scheduled(ctx, event.id, event, (tx) => claim(tx, event)))
        claimed.push(event);
    } catch (error) {
      // this moment stays unclaimed: the next run tries it again
      deps.logger.error({ err: error, ...event }, "scheduled change not recorded");
    }
  }
  // a run is done when its audit entries are written (the timer's next plan, and tests, read them)
  await deps.tasks.idle();
  return claimed;
}

/**
 * Claims a moment for this instance: one row in `schedule_events` (its unique key makes a second
 * instance's insert do nothing). Its insert bumps the content version (migration 0016).
 */
async function claim(tx: Tx, event: ScheduledEvent): Promise<boolean> {
  const rows = await tx
    .insert(scheduleEvents)
    .values({ entity_type: event.type, entity_id: event.id, kind: event.kind, at: new Date(event.at) })
    .onConflictDoNothing()
    .returning({ id: scheduleEvents.entity_id });
  return rows.length > 0;
}

export interface Scheduler {
  /** looks up the next moment again and sets the timer to it */
  plan(): Promise<void>;
  stop(): Promise<void>;
}

/** the timer fires this long after the moment, so the clock has surely passed it */
const LATE_MS = 5;

/**
 * The scheduler of this instance. `version`: the content version it re-plans on (and refreshes
 * after a change, so this instance's cache follows at once rather than at the notification).
 */
export function startScheduler(
  deps: ScheduleDeps,
  options: { version?: Pick<ContentVersion, "onChange" | "refresh">; safetyNetMs?: number } = {},
): Scheduler {
  const safetyNetMs = options.safetyNetMs ?? 60_000;
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  // one run or plan at a time, in order
  let queue: Promise<void> = Promise.resolve();
  const enqueue = (work: () => Promise<void>) => {
    queue = queue.then(work).catch((error) => deps.logger.warn({ err: error }, "scheduler: run failed"));
    return queue;
  };

  const plan = async () => {
    if (stopped) return;
    const current = now();
    const next = await nextScheduledMoment(deps.database.db, current);
    if (stopped) return;
    clearTimeout(timer);
    const wait = next ? Math.min(next.getTime() - current.getTime() + LATE_MS, safetyNetMs) : safetyNetMs;
    timer = setTimeout(() => void enqueue(tick), Math.max(wait, 0));
    timer.unref();
  };

  const tick = async () => {
    if (stopped) return;
    const events = await runScheduledChanges(deps);
    if (events.length > 0) {
      deps.logger.info({ events: events.length }, "scheduled changes handled");
      await options.version?.refresh();
    }
    await plan();
  };

  options.version?.onChange(() => void enqueue(plan));
  // moments passed while no instance ran are handled at start
  void enqueue(tick);

  return {
    plan: () => enqueue(plan),
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await queue;
    },
  };
}
