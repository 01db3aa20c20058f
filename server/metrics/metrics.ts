/**
 * The figures of one process for `GET /api/metrics` (server/metrics/routes.ts). Counters and latency
 * histograms live in memory and start at zero with the process (Prometheus scrapes every instance and
 * handles the resets); the outbox and the database pool are read when scraped.
 */
import { and, count, gte, isNull, lt, min } from "drizzle-orm";
import type { Database } from "../db/client.ts";
import { mailOutbox } from "../db/schema.ts";
import { outboxSettings } from "../mail/outbox.ts";
import { Counter, gauge, Histogram } from "./registry.ts";

/** seconds; from a cached page (about a millisecond) to a slow export */
const LATENCY_BOUNDS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

export const httpRequests = new Counter(
  "http_requests_total",
  "HTTP requests by route pattern, method and status",
  ["route", "method", "status"],
);
export const httpDuration = new Histogram(
  "http_request_duration_seconds",
  "Time from a request's arrival to its answer's headers, by route pattern and method",
  ["route", "method"],
  LATENCY_BOUNDS,
);
export const pageCacheRequests = new Counter(
  "page_cache_requests_total",
  "Public pages answered from the page cache (hit), rendered and kept (miss) or rendered and not kept (bypass)",
  ["result"],
);
export const failedLogins = new Counter(
  "auth_failed_logins_total",
  "Login attempts with a wrong e-mail address or password",
  [],
);

export const consentRefused = new Counter(
  "consent_choices_refused_total",
  "Cookie choices not recorded because the consent log's bound per network or in total was reached (the banner sends them again later)",
  ["bound"],
);

/** a choice over one of the consent log's bounds (server/consent/service.ts) */
export function countConsentRefused(bound: "network" | "total"): void {
  consentRefused.inc({ bound });
}

/** one wrong password or unknown address (server/auth/service.ts, where failed attempts are recorded) */
export function countFailedLogin(): void {
  failedLogins.inc();
}

/** the gauges read from the database and the pool at scrape time */
async function scrapeTimeGauges(database: Database): Promise<string[]> {
  const [pending] = await database.db
    .select({ n: count(), oldest: min(mailOutbox.created_at) })
    .from(mailOutbox)
    .where(and(isNull(mailOutbox.sent_at), lt(mailOutbox.attempts, outboxSettings.maxAttempts)));
  const [givenUp] = await database.db
    .select({ n: count() })
    .from(mailOutbox)
    .where(and(isNull(mailOutbox.sent_at), gte(mailOutbox.attempts, outboxSettings.maxAttempts)));
  const oldest = pending?.oldest ? new Date(pending.oldest) : null;
  const lines = [
    ...gauge("mail_outbox_pending", "Mails in the outbox waiting to be sent (including retries)", [
      { value: Number(pending?.n ?? 0) },
    ]),
    ...gauge(
      "mail_outbox_oldest_pending_age_seconds",
      "Age of the oldest mail waiting in the outbox; 0 when none waits",
      [{ value: oldest ? Math.max(0, (Date.now() - oldest.getTime()) / 1000) : 0 }],
    ),
    ...gauge(
      "mail_outbox_given_up",
      `Mails the outbox stopped retrying after ${outboxSettings.maxAttempts} failures (a person must look)`,
      [{ value: Number(givenUp?.n ?? 0) }],
    ),
  ];
  const pool = database.pool;
  if (pool) {
    lines.push(
      ...gauge("db_pool_connections", "Open connections of the database pool", [{ value: pool.totalCount }]),
      ...gauge("db_pool_idle_connections", "Open connections of the pool not in use", [
        { value: pool.idleCount },
      ]),
      ...gauge("db_pool_waiting_clients", "Queries waiting for a connection of the pool", [
        { value: pool.waitingCount },
      ]),
    );
  } else {
    // the embedded database is one connection inside the process
    lines.push(...gauge("db_pool_connections", "Open connections of the database pool", [{ value: 1 }]));
  }
  return lines;
}

/** the whole answer of GET /api/metrics */
export async function renderMetrics(database: Database): Promise<string> {
  const lines = [
    ...gauge("process_uptime_seconds", "Seconds since this process started", [{ value: process.uptime() }]),
    ...gauge("process_resident_memory_bytes", "Resident memory of this process", [
      { value: process.memoryUsage.rss() },
    ]),
    ...httpRequests.render(),
    ...httpDuration.render(),
    ...pageCacheRequests.render(),
    ...failedLogins.render(),
    ...consentRefused.render(),
    ...(await scrapeTimeGauges(database)),
  ];
  return `${lines.join("\n")}\n`;
}
