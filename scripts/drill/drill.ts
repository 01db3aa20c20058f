/**
 * The outage drill: two instances of the built server (what `npm start` runs) on one PostgreSQL and
 * an SMTP sink receive the public form posts (contact, call-back, remote help) while PostgreSQL is
 * restarted, the mail server is down for a while and one instance gets SIGTERM. Afterwards it checks
 * that every post answered with a 2xx is stored once and mailed once (by a marker unique to each
 * post), that no mail went out twice, that nothing answered 500 or hung past the client's 15 s,
 * that /api/ready said 503 while the database was away, and that the surviving instance served
 * again without a restart. `npm run drill` runs the full drill, server/outage-drill.test.ts the short
 * one.
 */
import { randomBytes } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { freePort, type RealServer, startRealServer } from "../../bench/real-server.ts";
import { type SmtpSink, startSmtpSink } from "../../tests/support/smtp-sink.ts";
import { createPostgresCluster, type PostgresCluster } from "./postgres-cluster.ts";
import type { DrillOptions } from "./settings.ts";
import { CLIENT_TIMEOUT_MS, type DrillFigures } from "./verdict.ts";

/** a client sends a post at most this often (503 / connection refused: again, same idempotency key) */
const MAX_TRIES = 6;
const COMPANY_EMAIL = "office@drill.test";

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
type Kind = "contact" | "phone" | "remote-assistance";
const kinds: Kind[] = ["contact", "phone", "remote-assistance"];
const formPath: Record<Kind, string> = {
  contact: "send-contact-email",
  phone: "send-phone-email",
  "remote-assistance": "send-remote-assistance-email",
};

/** the body of post `i`; its marker is in the name, the message, the address and the idempotency key */
function postBody(kind: Kind, marker: string) {
  const common = { name: `Drill ${marker}`, message: `Drill message ${marker}`, idempotency_key: marker };
  if (kind === "contact") return { ...common, email: `${marker}@drill.test` };
  if (kind === "phone") return { ...common, phone: "015 123 4567" };
  return { ...common, email: `${marker}@drill.test`, phone: "015 123 4567" };
}

/** a distinct client address per post, so the per-address form limit never applies */
const clientAddress = (i: number) => `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`;

interface Instance {
  name: string;
  server: RealServer;
  alive: boolean;
  csrf: { cookie: string; token: string };
}

async function csrfOf(url: string): Promise<{ cookie: string; token: string }> {
  const response = await fetch(`${url}/api/csrf-cookie`);
  const cookie = response.headers.getSetCookie().find((c) => c.startsWith("XSRF-TOKEN="));
  if (!cookie) throw new Error("no XSRF-TOKEN cookie");
  const pair = cookie.split(";")[0];
  return { cookie: pair, token: decodeURIComponent(pair.slice("XSRF-TOKEN=".length)) };
}

export async function runDrill(options: DrillOptions): Promise<DrillFigures> {
  const log = options.log ?? (() => {});
  const began = performance.now();
  const run = randomBytes(3).toString("hex");
  const cluster: PostgresCluster = createPostgresCluster(await freePort());
  const sink: SmtpSink = await startSmtpSink();
  const dataDirs: string[] = [];
  const instances: Instance[] = [];
  /** instances the drill stops on purpose */
  const stopping = new Set<string>();
  try {
    const admin = new pg.Client({ connectionString: cluster.adminUrl });
    await admin.connect();
    await admin.query("CREATE DATABASE drill");
    await admin.end();
    const env = {
      DATABASE_URL: cluster.urlOf("drill"),
      SESSION_SECRET: `drill-${randomBytes(24).toString("hex")}`,
      SMTP_URL: sink.url,
      COMPANY_EMAIL,
      TRUST_PROXY: "loopback",
      LOG_LEVEL: process.env.DRILL_LOG_LEVEL ?? "warn",
    };
    // one after the other: the first applies the migrations
    for (const name of ["A", "B"]) {
      const dataDir = await mkdtemp(path.join(tmpdir(), `drill-${name}-`));
      dataDirs.push(dataDir);
      const server = await startRealServer({ env, dataDir });
      const instance: Instance = { name, server, alive: true, csrf: await csrfOf(server.url) };
      instances.push(instance);
      void server.exited.then((exit) => {
        if (instance.alive && !stopping.has(name)) {
          instance.alive = false;
          log(`instance ${name} DIED (${exit.code ?? exit.signal}):\n${server.stderr().slice(-4000)}`);
        }
      });
      log(`instance ${name} ready at ${server.url}`);
    }
    const [survivor, victim] = instances;

    const figures: DrillFigures = {
      posts: options.posts,
      concurrency: options.concurrency,
      accepted: 0,
      refused: 0,
      requests: 0,
      statuses: {},
      connectionErrors: 0,
      timeouts: 0,
      unavailableWithoutRetryAfter: 0,
      stored: 0,
      acceptedNotStored: 0,
      storedTwice: 0,
      mailed: 0,
      expectedMails: 0,
      notMailed: 0,
      duplicates: 0,
      readyUnavailableSeen: false,
      databaseRecoveryMs: -1,
      mailRecoveryMs: -1,
      sendAttempts: {},
      sigtermExit: "not stopped",
      durationMs: 0,
    };
    const acceptedMarkers = new Set<string>();
    const markerOf = (i: number) => `drill${run}x${i}`;

    // ---- the outages, each started when a share of the posts has been started ----
    let started = 0;
    const when = (share: number) =>
      (async () => {
        while (started < Math.floor(options.posts * share)) await sleep(20);
      })();
    const databaseOutage = when(0.15).then(async () => {
      log("PostgreSQL: stopping (fast shutdown)");
      cluster.stop();
      // /api/ready of the running instances while the database is away
      const probeUntil = Date.now() + options.databaseDownMs;
      while (Date.now() < probeUntil) {
        for (const instance of instances.filter((x) => x.alive)) {
          const ready = await fetch(`${instance.server.url}/api/ready`, {
            signal: AbortSignal.timeout(CLIENT_TIMEOUT_MS),
          }).catch(() => null);
          if (ready?.status === 503) figures.readyUnavailableSeen = true;
        }
        await sleep(200);
      }
      cluster.start();
      const restarted = performance.now();
      log("PostgreSQL: started again");
      // the survivor must come back by itself: no restart of the process
      const deadline = Date.now() + 60_000;
      while (Date.now() < deadline) {
        const ready = await fetch(`${survivor.server.url}/api/ready`).catch(() => null);
        if (ready?.status === 200) {
          figures.databaseRecoveryMs = performance.now() - restarted;
          break;
        }
        await sleep(100);
      }
    });
    let smtpBackAt = 0;
    const smtpOutage = when(0.45).then(async () => {
      log("SMTP: down");
      await sink.stop();
      await sleep(options.smtpDownMs);
      await sink.start();
      smtpBackAt = performance.now();
      log("SMTP: back");
    });
    const sigterm = when(0.7).then(async () => {
      log(`instance ${victim.name}: SIGTERM`);
      stopping.add(victim.name);
      victim.server.child.kill("SIGTERM");
      const exit = await victim.server.exited;
      victim.alive = false;
      figures.sigtermExit = exit.code !== null ? String(exit.code) : String(exit.signal);
      log(`instance ${victim.name}: exited (${figures.sigtermExit})`);
    });

    // ---- the load ----
    let next = 0;
    const send = async (i: number) => {
      const kind = kinds[i % kinds.length];
      const marker = markerOf(i);
      const body = JSON.stringify(postBody(kind, marker));
      for (let attempt = 0; attempt < MAX_TRIES; attempt++) {
        const live = instances.filter((x) => x.alive);
        const instance = live[(i + attempt) % live.length] ?? survivor;
        figures.requests++;
        try {
          const response = await fetch(`${instance.server.url}/api/${formPath[kind]}`, {
            method: "POST",
            headers: {
              "content-type": "application/json",
              cookie: instance.csrf.cookie,
              "x-xsrf-token": instance.csrf.token,
              "x-forwarded-for": clientAddress(i),
            },
            body,
            signal: AbortSignal.timeout(CLIENT_TIMEOUT_MS),
          });
          await response.arrayBuffer();
          const status = String(response.status);
          figures.statuses[status] = (figures.statuses[status] ?? 0) + 1;
          if (response.ok) {
            acceptedMarkers.add(marker);
            return;
          }
          if (response.status !== 503) return;
          const retryAfter = Number(response.headers.get("retry-after"));
          if (!retryAfter) figures.unavailableWithoutRetryAfter++;
          // what a patient client does: wait as asked, then send the same post again
          await sleep(Math.min(5, retryAfter || 1) * 1000);
        } catch (error) {
          if ((error as Error).name === "TimeoutError") figures.timeouts++;
          else figures.connectionErrors++;
          await sleep(500);
        }
      }
    };
    const worker = async () => {
      while (next < options.posts) {
        const i = next++;
        started++;
        await send(i);
      }
    };
    await Promise.all(Array.from({ length: options.concurrency }, worker));
    log(`load done: ${acceptedMarkers.size} of ${options.posts} accepted`);
    await Promise.all([databaseOutage, smtpOutage, sigterm]);
    figures.accepted = acceptedMarkers.size;
    figures.refused = options.posts - acceptedMarkers.size;

    // ---- what was stored, and what was mailed ----
    const db = new pg.Client({ connectionString: cluster.urlOf("drill") });
    await db.connect();
    let stored: { key: string; kind: Kind }[];
    let lastMailAt = 0;
    try {
      stored = (
        await db.query<{ key: string; kind: Kind }>(
          "SELECT message AS key, kind FROM email_messages WHERE message LIKE $1",
          [`%${run}x%`],
        )
      ).rows;
      // wait until the outbox has sent everything (noting when the last mail arrived)
      const mailDeadline = Date.now() + options.mailTimeoutMs;
      let seen = -1;
      for (;;) {
        if (sink.mails.length !== seen) {
          seen = sink.mails.length;
          lastMailAt = performance.now();
        }
        const { rows } = await db.query<{ n: string }>(
          "SELECT count(*) AS n FROM mail_outbox WHERE sent_at IS NULL",
        );
        if (Number(rows[0].n) === 0 || Date.now() > mailDeadline) break;
        await sleep(250);
      }
      const { rows: tries } = await db.query<{ attempts: number; n: string }>(
        "SELECT attempts, count(*) AS n FROM mail_outbox GROUP BY attempts ORDER BY attempts",
      );
      figures.sendAttempts = Object.fromEntries(tries.map((row) => [String(row.attempts), Number(row.n)]));
    } finally {
      await db.end();
    }
    // a last moment for a mail in flight, then count
    await sleep(1000);

    const markerIn = (text: string) =>
      new Set((text.match(/drill[0-9a-f]+x\d+/g) ?? []).filter((m) => m.includes(run)));
    const storedCount = new Map<string, number>();
    for (const row of stored) {
      for (const marker of markerIn(row.key)) storedCount.set(marker, (storedCount.get(marker) ?? 0) + 1);
    }
    figures.stored = stored.length;
    figures.storedTwice = [...storedCount.values()].filter((n) => n > 1).length;
    figures.acceptedNotStored = [...acceptedMarkers].filter((m) => !storedCount.has(m)).length;
    figures.expectedMails = stored.reduce((n, row) => n + (row.kind === "phone" ? 1 : 2), 0);

    const received = new Map<string, number>();
    for (const mail of sink.mails) {
      const type = mail.to.includes(COMPANY_EMAIL) ? "notification" : "confirmation";
      for (const marker of markerIn(mail.raw)) {
        received.set(`${type}:${marker}`, (received.get(`${type}:${marker}`) ?? 0) + 1);
      }
    }
    figures.mailed = sink.mails.length;
    figures.duplicates = [...received.values()].reduce((n, count) => n + Math.max(0, count - 1), 0);
    for (const row of stored) {
      const [marker] = markerIn(row.key);
      const notified = received.has(`notification:${marker}`);
      const confirmed = row.kind === "phone" || received.has(`confirmation:${marker}`);
      if (!notified || !confirmed) figures.notMailed++;
    }
    figures.mailRecoveryMs = smtpBackAt > 0 ? Math.max(0, lastMailAt - smtpBackAt) : -1;
    figures.durationMs = performance.now() - began;
    return figures;
  } finally {
    for (const instance of instances) {
      stopping.add(instance.name);
      if (instance.alive) await instance.server.stop().catch(() => {});
    }
    for (const dir of dataDirs) await rm(dir, { recursive: true, force: true });
    await sink.stop();
    cluster.destroy();
  }
}
