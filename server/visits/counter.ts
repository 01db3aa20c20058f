/**
 * Cookieless visit counts (issue 22, part 3). Every public page view a visitor gets — a page-cache
 * hit answered before the app as much as a render — is noted here, and a few seconds later added
 * to the day's figures: views, unique visitors, and views per page, referrer host, language and
 * device class.
 *
 * Cheap where it is called: `note` only pushes the request's raw parts (address, user agent,
 * referrer, path, moment) onto a bounded list. Robots, hashing and the database are the batch's work
 * (`flush`, every FLUSH_INTERVAL_MS, sooner when the list fills, and at shutdown), so a cache hit
 * pays for an array push (`npm run bench`: hits with counting on and off).
 *
 * "Unique" without a cookie and without personal data: a visitor is the hash of the address, the
 * user agent and the day's random salt (store.ts: one per day, shared by the instances, deleted with
 * the day's hashes once the day is over). The raw parts live only in this process's memory until the
 * next batch; what is stored is counts per day, and for today only, hashes nobody can reverse once
 * the salt is gone.
 */
import { createHash } from "node:crypto";
import { countedPage, deviceClass, isBot, referrerHost, visitDay } from "#core/visits/classify.ts";
import { VISIT_RETENTION_MONTHS } from "#core/visits/query.ts";
import { now } from "../auth/clock.ts";
import type { Config } from "../config.ts";
import type { Database } from "../db/client.ts";
import { resolveClientIp } from "../http/client-ip.ts";
import type { Logger } from "../logger.ts";
import { addDay, type DayBatch, forgetPastDays, removeOldFigures, saltOfDay } from "./store.ts";

/** how often the noted views are added to the figures */
export const FLUSH_INTERVAL_MS = 5000;
/** the most views kept in memory; beyond it views are dropped (and logged) until the next batch */
export const MAX_PENDING = 20_000;
/** a batch starts early once this many views wait */
const EARLY_FLUSH_AT = 5000;
/** distinct referrer hosts kept per day in one instance; later new hosts count as "other" */
const MAX_REFERRERS_PER_DAY = 300;
export const OTHER_REFERRER = "other";

/** one page view as the request gave it (nothing derived yet: that is the batch's work) */
export interface PageView {
  /** the moment, ms since the epoch (the controllable clock) */
  at: number;
  /** the path without the query */
  path: string;
  peer: string | undefined;
  forwardedFor: string | undefined;
  userAgent: string | undefined;
  referer: string | undefined;
  /** the Host the request named: a referrer of this host is a click within the site */
  host: string | undefined;
}

export interface VisitCounter {
  /** notes a view; never throws, never waits */
  note(view: PageView): void;
  /** adds the noted views to the stored figures now (and forgets the salts of past days) */
  flush(): Promise<void>;
  /** stops the timer and adds what is still noted */
  stop(): Promise<void>;
  /** views noted and not yet added */
  readonly pending: number;
  /** views dropped because memory was full (since start) */
  readonly dropped: number;
}

/** the first day kept: `today` minus the retention months */
export function firstKeptDay(today: string): string {
  const date = new Date(`${today}T00:00:00Z`);
  date.setUTCMonth(date.getUTCMonth() - VISIT_RETENTION_MONTHS);
  return date.toISOString().slice(0, 10);
}

export function createVisitCounter(options: {
  database: Database;
  logger: Logger;
  config: Pick<Config, "publicUrl" | "trustProxy">;
  /** 0 = no timer (tests call flush) */
  intervalMs?: number;
  maxPending?: number;
}): VisitCounter {
  const { database, logger, config } = options;
  const db = database.db;
  const maxPending = options.maxPending ?? MAX_PENDING;
  const ownHost = new URL(config.publicUrl).hostname;
  let pending: PageView[] = [];
  let dropped = 0;
  let droppedLogged = 0;
  /** the salts this instance has read, by day (only today's, and yesterday's for a late batch) */
  const salts = new Map<string, string>();
  /** referrer hosts already counted per day by this instance (bounds the rows an attacker can add) */
  const referrers = new Map<string, Set<string>>();
  /** the day past salts were last forgotten and old figures removed */
  let cleanedFor = "";
  let running: Promise<void> | null = null;

  async function salt(day: string): Promise<string> {
    let value = salts.get(day);
    if (!value) {
      value = await saltOfDay(db, day);
      salts.set(day, value);
    }
    return value;
  }

  function referrerValue(day: string, host: string): string {
    let seen = referrers.get(day);
    if (!seen) {
      seen = new Set();
      referrers.set(day, seen);
    }
    if (seen.has(host)) return host;
    if (seen.size >= MAX_REFERRERS_PER_DAY) return OTHER_REFERRER;
    seen.add(host);
    return host;
  }

  async function clean(today: string) {
    if (cleanedFor === today) return;
    await forgetPastDays(db, today);
    await removeOldFigures(db, firstKeptDay(today));
    for (const day of salts.keys()) if (day < today) salts.delete(day);
    for (const day of referrers.keys()) if (day < today) referrers.delete(day);
    cleanedFor = today;
  }

  async function addBatch(batch: PageView[]) {
    const days = new Map<string, DayBatch>();
    // a batch's views share few user agents and minutes: each is read once (the patterns and the
    // time-zone formatting are most of a batch's cost)
    const agents = new Map<string, { bot: boolean; device: string }>();
    const minutes = new Map<number, string>();
    const pages = new Map<string, ReturnType<typeof countedPage>>();
    for (const view of batch) {
      const userAgent = view.userAgent ?? "";
      let agent = agents.get(userAgent);
      if (!agent) {
        agent = { bot: isBot(view.userAgent), device: deviceClass(userAgent) };
        agents.set(userAgent, agent);
      }
      if (agent.bot) continue;
      // Amsterdam's offset is whole hours, so a minute lies within one day
      const minute = Math.floor(view.at / 60_000);
      let day = minutes.get(minute);
      if (!day) {
        day = visitDay(view.at);
        minutes.set(minute, day);
      }
      let figures = days.get(day);
      if (!figures) {
        figures = { views: 0, hashes: new Set(), breakdown: new Map() };
        days.set(day, figures);
      }
      const address = resolveClientIp(view.peer, view.forwardedFor, config.trustProxy);
      figures.views += 1;
      figures.hashes.add(
        createHash("sha256")
          .update(`${salts.get(day) ?? (await salt(day))}\n${address}\n${userAgent}`)
          .digest("base64url")
          .slice(0, 32),
      );
      let counted = pages.get(view.path);
      if (!counted) {
        counted = countedPage(view.path);
        pages.set(view.path, counted);
      }
      const { page, language } = counted;
      const add = (dimension: string, value: string) => {
        const key = `${dimension}\t${value}`;
        figures.breakdown.set(key, (figures.breakdown.get(key) ?? 0) + 1);
      };
      add("page", page);
      add("language", language);
      add("device", agent.device);
      const host = referrerHost(view.referer, ownHost, view.host);
      if (host) add("referrer", referrerValue(day, host));
    }
    for (const [day, figures] of days) await addDay(db, day, figures);
  }

  async function run() {
    // the batch is taken at once: views noted meanwhile wait for the next one
    const batch = pending;
    pending = [];
    try {
      if (batch.length) await addBatch(batch);
    } catch (error) {
      // put the views back as far as memory allows: a database that is briefly away loses nothing
      pending = batch.concat(pending).slice(0, maxPending);
      logger.warn({ err: error, views: batch.length }, "visit counts: batch not stored");
    }
    try {
      await clean(visitDay(now()));
    } catch (error) {
      logger.warn({ err: error }, "visit counts: past salts not yet forgotten (next batch tries again)");
    }
    if (dropped > droppedLogged) {
      logger.warn({ dropped: dropped - droppedLogged }, "visit counts: views dropped (memory full)");
      droppedLogged = dropped;
    }
  }

  async function flush(): Promise<void> {
    // one batch at a time; a flush during a batch waits for it and then adds what came since
    while (running) await running;
    running = run().finally(() => {
      running = null;
    });
    await running;
  }

  const timer =
    (options.intervalMs ?? FLUSH_INTERVAL_MS) > 0
      ? setInterval(() => void flush(), options.intervalMs ?? FLUSH_INTERVAL_MS)
      : undefined;
  timer?.unref();

  return {
    note(view) {
      if (pending.length >= maxPending) {
        dropped += 1;
        return;
      }
      pending.push(view);
      if (pending.length === EARLY_FLUSH_AT) void flush();
    },
    flush,
    async stop() {
      if (timer) clearInterval(timer);
      await flush();
    },
    get pending() {
      return pending.length;
    },
    get dropped() {
      return dropped;
    },
  };
}
