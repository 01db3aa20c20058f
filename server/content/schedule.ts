/**
 * Scheduled publishing, the moving part (the rule itself is ./live.ts): when a page, news item, tip
 * or product reaches its `publish_at` or `unpublish_at`, public pages must change within a second,
 * on every instance, without a request to set it off.
 *
 * Each instance runs a scheduler (`startScheduler`, started in server/boot.ts): it looks up the next
 * scheduled moment of a visible row (`nextScheduledMoment`), sets a timer to it, and when the timer
 * fires runs `runScheduledChanges`. That claims the moments that have passed with one
 * INSERT … ON CONFLICT DO NOTHING into `schedule_events`; each row it inserts bumps the content
 * version (trigger of migration 0016), which empties the page cache and the content memos of every
 * instance (NOTIFY, server/page-cache/content-version.ts). Only the instance whose insert succeeded
 * records the change — a revision "scheduled-publish" / "scheduled-unpublish" and an audit entry
 * "publish" / "unpublish" by "system" — so two instances never record it twice.
 *
 * The timer is planned again after every content version change (an edit may add or move a moment)
 * and at least every minute (a safety net for a lost notification or a clock that jumped). Tests
 * call `runScheduledChanges(deps, at)` with the controllable clock instead of waiting.
 *
 * A moment counts when it lies after the row's last save (`updated_at`): a row saved with a moment
 * already past went public (or offline) with that save, which was its own revision and audit entry.
 */
import { type SQL, sql } from "drizzle-orm";
import { type EditorialType, editorialDefinitions, editorialTypes } from "#content-types/editorial.ts";
import { titleOf } from "../audit/audit.ts";
import { insertAuditEntry } from "../audit/service.ts";
import { now } from "../auth/clock.ts";
import type { Config } from "../config.ts";
import type { Database, Tx } from "../db/client.ts";
import { rawRows } from "../db/raw.ts";
import type { Logger } from "../logger.ts";
import { newsCrud } from "../news/service.ts";
import type { ContentVersion } from "../page-cache/content-version.ts";
import { pageCrud } from "../pages/service.ts";
import { productCrud } from "../products/service.ts";
import { insertRevision } from "../revisions/service.ts";
import { tipCrud } from "../tips/service.ts";

/** the table of each editorial type (SQL names: the queries below are written once for all four) */
const tableOf: Record<EditorialType, string> = {
  page: "pages",
  news: "news_items",
  tip: "tips",
  product: "products",
};

/** the item as the admin API answers it, for the revision */
const readItem: Record<EditorialType, (db: Tx, id: number) => Promise<unknown>> = {
  page: (db, id) => pageCrud.get(db, id),
  news: (db, id) => newsCrud.get(db, id),
  tip: (db, id) => tipCrud.get(db, id),
  product: (db, id) => productCrud.get(db, id),
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

export interface ScheduleDeps {
  database: Database;
  logger: Logger;
  config: Pick<Config, "revisionsKeep">;
}

/**
 * Handles every scheduled moment that has passed by `at` (default: the clock's now) and that no
 * instance has handled yet: claims it (which bumps the content version), then writes its revision
 * and audit entry. Answers the moments this call claimed.
 */
export async function runScheduledChanges(deps: ScheduleDeps, at: Date = now()): Promise<ScheduledEvent[]> {
  const db = deps.database.db;
  const due = editorialTypes.flatMap((type) =>
    (["publish", "unpublish"] as const).map((kind) => duePart(type, kind, at)),
  );
  const claimed = await rawRows<{
    entity_type: EditorialType;
    entity_id: number;
    kind: ScheduleKind;
    at: string | Date;
  }>(
    db,
    sql`INSERT INTO schedule_events (entity_type, entity_id, kind, at) ${sql.join(due, sql` UNION ALL `)} ON CONFLICT DO NOTHING RETURNING entity_type, entity_id, kind, at`,
  );
  const events = claimed.map((row) => ({
    type: row.entity_type,
    id: Number(row.entity_id),
    kind: row.kind,
    at: new Date(row.at).toISOString(),
  }));
  for (const event of events) await recordEvent(deps, event);
  return events;
}

/** the revision and the audit entry of a handled moment; a failure is logged, never thrown */
async function recordEvent(deps: ScheduleDeps, event: ScheduledEvent): Promise<void> {
  const db = deps.database.db;
  try {
    const item = await readItem[event.type](db, event.id);
    if (!item) return;
    const language = (item as { language?: unknown }).language;
    await insertRevision(
      db,
      {
        entity_type: event.type,
        entity_id: event.id,
        language: language === "nl" || language === "en" ? language : null,
        user_id: null,
        user_name: "system",
        action: event.kind === "publish" ? "scheduled-publish" : "scheduled-unpublish",
        data: JSON.parse(JSON.stringify(item)) as Record<string, unknown>,
      },
      deps.config.revisionsKeep,
    );
    await insertAuditEntry(db, {
      user_id: null,
      user_email: "",
      user_name: "system",
      action: event.kind,
      entity_type: editorialDefinitions[event.type].noun,
      entity_id: event.id,
      title: titleOf(item),
      ip: "",
      detail: { scheduled_at: event.at },
    });
  } catch (error) {
    deps.logger.error({ err: error, ...event }, "scheduled change not recorded");
  }
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
