/**
 * The mail outbox: forms write `mail_outbox` rows in the same transaction as the message;
 * this worker sends them. Rows are claimed with `FOR UPDATE SKIP LOCKED` plus a lease (`locked_until`),
 * so several app instances can run the worker side by side and a crashed instance's claims expire.
 * A failed send is retried with exponential back-off; nothing is dropped while the mail server is away.
 * A mail that went out but could not be marked sent (the database went away in between) is
 * remembered by this process and marked before anything else is claimed, never sent again.
 */
import { and, asc, eq, inArray, isNull, lt, lte, notInArray, or, sql } from "drizzle-orm";
import type { Database } from "../db/client.ts";
import { mailOutbox } from "../db/schema.ts";
import type { AppDeps } from "../deps.ts";
import { createMailTransport, type MailTransport } from "./transport.ts";

export const outboxSettings = {
  /** rows claimed per round */
  batchSize: 20,
  /** a claim expires after this long (a crashed worker's rows become due again) */
  leaseMs: 2 * 60_000,
  /** first retry after 30 s, doubling up to one hour */
  firstRetryMs: 30_000,
  maxRetryMs: 60 * 60_000,
  /** after this many failures (about two days at the cap) a row is left for a person to look at */
  maxAttempts: 50,
};

export const retryDelayMs = (attempts: number) =>
  Math.min(outboxSettings.maxRetryMs, outboxSettings.firstRetryMs * 2 ** Math.max(0, attempts - 1));

export type OutboxRow = typeof mailOutbox.$inferSelect;

/**
 * Mails this process sent whose row still says "not sent" because marking it failed: outbox id →
 * attempts so far. Kept per database (tests run several apps in one process). Their rows keep the
 * lease of their claim, so no other worker takes them while it lasts; this process marks them first
 * thing in its next round. Only a process that dies before that can leave such a row to be sent
 * again after the lease (the one window of "at least once").
 */
const sentUnrecorded = new WeakMap<Database, Map<number, number>>();

function unrecordedOf(deps: AppDeps): Map<number, number> {
  let pending = sentUnrecorded.get(deps.database);
  if (!pending) {
    pending = new Map();
    sentUnrecorded.set(deps.database, pending);
  }
  return pending;
}

async function markSent(deps: AppDeps, id: number, attempts: number) {
  await deps.database.db
    .update(mailOutbox)
    .set({ sent_at: sql`now()`, locked_until: null, last_error: null, attempts })
    .where(eq(mailOutbox.id, id));
}

/** Mark the mails that went out while the database was away; throws while it still is. */
export async function recordUnrecordedSends(deps: AppDeps): Promise<number> {
  const pending = unrecordedOf(deps);
  let recorded = 0;
  for (const [id, attempts] of [...pending]) {
    await markSent(deps, id, attempts);
    pending.delete(id);
    recorded++;
    deps.logger.info({ outboxId: id }, "mail sent earlier recorded as sent");
  }
  return recorded;
}

/** Claim the due rows (leased until `now + leaseMs`). */
export async function claimDueMails(
  deps: AppDeps,
  now: Date = new Date(),
  /** rows already tried in this drain (a failed row may be "due" again under a test's future `now`) */
  exclude: number[] = [],
): Promise<OutboxRow[]> {
  const lease = new Date(now.getTime() + outboxSettings.leaseMs);
  return deps.database.db.transaction(async (tx) => {
    const due = await tx
      .select({ id: mailOutbox.id })
      .from(mailOutbox)
      .where(
        and(
          isNull(mailOutbox.sent_at),
          lte(mailOutbox.next_attempt_at, now),
          or(isNull(mailOutbox.locked_until), lt(mailOutbox.locked_until, now)),
          lt(mailOutbox.attempts, outboxSettings.maxAttempts),
          exclude.length > 0 ? notInArray(mailOutbox.id, exclude) : undefined,
        ),
      )
      .orderBy(asc(mailOutbox.next_attempt_at), asc(mailOutbox.id))
      .limit(outboxSettings.batchSize)
      .for("update", { skipLocked: true });
    if (due.length === 0) return [];
    return tx
      .update(mailOutbox)
      .set({ locked_until: lease })
      .where(
        inArray(
          mailOutbox.id,
          due.map((row) => row.id),
        ),
      )
      .returning();
  });
}

export interface DrainResult {
  sent: number;
  failed: number;
}

/**
 * Send everything that is due, round after round, until nothing is due. `now` lets tests treat rows
 * that wait for a retry as due ("the mail server is back").
 */
export async function drainOutbox(
  deps: AppDeps,
  options: { now?: Date; transport?: MailTransport } = {},
): Promise<DrainResult> {
  const transport = options.transport ?? createMailTransport(deps.config);
  const result: DrainResult = { sent: 0, failed: 0 };
  // what was sent but not yet marked is never claimed (nor sent) again
  const seen = new Set<number>(unrecordedOf(deps).keys());
  try {
    await recordUnrecordedSends(deps);
    for (;;) {
      const rows = await claimDueMails(deps, options.now ?? new Date(), [...seen]);
      if (rows.length === 0) break;
      for (const [index, row] of rows.entries()) {
        seen.add(row.id);
        const outcome = await sendOne(deps, transport, row);
        if (outcome === "sent") {
          result.sent++;
          continue;
        }
        result.failed++;
        if (outcome === "server-down") {
          // the server cannot be reached: the rest of the batch would wait for the same timeout, so it
          // is counted as failed now (and retried later) instead of holding its lease meanwhile
          const rest = rows.slice(index + 1);
          for (const other of rest) {
            seen.add(other.id);
            await recordFailure(deps, other, "not tried: the mail server was unreachable");
          }
          result.failed += rest.length;
          return result;
        }
      }
    }
  } finally {
    if (!options.transport) transport.close();
  }
  return result;
}

/** nodemailer's codes for "could not talk to the server at all" (as opposed to a refused message) */
const serverDownCodes = new Set(["ECONNECTION", "ETIMEDOUT", "ESOCKET", "EDNS", "ECONNREFUSED", "EGREETING"]);

async function recordFailure(deps: AppDeps, row: OutboxRow, reason: string) {
  const attempts = row.attempts + 1;
  await deps.database.db
    .update(mailOutbox)
    .set({
      attempts,
      last_error: reason.slice(0, 1000),
      next_attempt_at: new Date(Date.now() + retryDelayMs(attempts)),
      locked_until: null,
    })
    .where(eq(mailOutbox.id, row.id));
}

async function sendOne(
  deps: AppDeps,
  transport: MailTransport,
  row: OutboxRow,
): Promise<"sent" | "failed" | "server-down"> {
  try {
    await transport.send({
      to: row.to,
      replyTo: row.reply_to,
      subject: row.subject,
      text: row.text,
      html: row.html,
      attachments: row.attachments,
    });
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    const code = (error as { code?: unknown } | null)?.code;
    deps.logger.warn(
      { outboxId: row.id, attempts: row.attempts + 1, err: reason },
      "mail not sent; will retry",
    );
    await recordFailure(deps, row, reason);
    return typeof code === "string" && serverDownCodes.has(code) ? "server-down" : "failed";
  }
  try {
    await markSent(deps, row.id, row.attempts + 1);
  } catch (error) {
    // the mail is out: remember it so that it is marked, not sent, when the database is back; the
    // rest of the batch is sent too (and remembered alike) rather than left under its lease
    unrecordedOf(deps).set(row.id, row.attempts + 1);
    deps.logger.warn(
      { outboxId: row.id, err: error instanceof Error ? error.message : String(error) },
      "mail sent but not yet recorded; recording it later",
    );
    return "sent";
  }
  deps.logger.info({ outboxId: row.id, messageId: row.message_id }, "mail sent");
  return "sent";
}

/**
 * "New mail was queued": the polling workers of this process start a round at once instead of at the
 * next tick. Only a hint; the poll is what guarantees delivery (other instances hear nothing).
 */
const queued = new EventTarget();
export function nudgeOutbox(): void {
  queued.dispatchEvent(new Event("queued"));
}

export interface OutboxWorker {
  /** run a round now (after a form was sent) instead of waiting for the next tick */
  wake(): void;
  /** stop polling and wait for the round in progress */
  stop(): Promise<void>;
}

/**
 * Poll the outbox every `intervalMs` and on `nudgeOutbox()`. `intervalMs: 0` starts no timer and
 * hears no nudges (tests drive `drainOutbox` themselves); `wake()` still works then.
 */
export function startOutboxWorker(deps: AppDeps, options: { intervalMs: number }): OutboxWorker {
  let stopped = false;
  let running: Promise<void> | null = null;
  let again = false;
  let transport: MailTransport | null = null;

  const round = () => {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    transport ??= createMailTransport(deps.config);
    running = drainOutbox(deps, { transport })
      .then(() => undefined)
      .catch((error) => deps.logger.error({ err: error }, "outbox round failed"))
      .finally(() => {
        running = null;
        if (again && !stopped) {
          again = false;
          round();
        }
      });
  };

  const timer = options.intervalMs > 0 ? setInterval(round, options.intervalMs) : null;
  timer?.unref();
  // a worker without polling (tests) ignores nudges too: the test decides when mail goes out
  if (timer) queued.addEventListener("queued", round);

  return {
    wake: round,
    async stop() {
      stopped = true;
      queued.removeEventListener("queued", round);
      if (timer) clearInterval(timer);
      while (running) await running;
      // a last chance to record what went out while the database was away
      await recordUnrecordedSends(deps).catch((error) =>
        deps.logger.error({ err: error }, "outbox: sent mails could not be recorded before stopping"),
      );
      transport?.close();
      transport = null;
    },
  };
}
