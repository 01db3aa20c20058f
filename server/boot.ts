/**
 * config -> database -> migrations -> demo seed -> HTTP app. Shared by `npm start`, `npm run dev`
 * and the tests, so all three run the same start-up.
 */
import { spawn } from "node:child_process";
import { once } from "node:events";
import { access, mkdir } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { ServerBuild } from "react-router";
import { startNightlyBackups } from "./backup/nightly.ts";
import type { Config } from "./config.ts";
import { RETENTION_INTERVAL_MS, startConsentRetention } from "./consent/retention.ts";
import { memoByVersion } from "./content/memo-by-version.ts";
import { startScheduler } from "./content/schedule.ts";
import { type Database, openDatabase } from "./db/client.ts";
import { claimEmbeddedDatabase } from "./db/embedded-lock.ts";
import { prepareDatabase } from "./db/prepare.ts";
import type { AppDeps } from "./deps.ts";
import { createBackgroundTasks } from "./http/background-tasks.ts";
import { createLifecycle } from "./http/lifecycle.ts";
import { createApp, type SsrHandler } from "./http.ts";
import type { Logger } from "./logger.ts";
import { startOutboxWorker } from "./mail/outbox.ts";
import { watchContentVersion } from "./page-cache/content-version.ts";
import { createPageCache } from "./page-cache/page-cache.ts";
import { createSsrHandler } from "./ssr.ts";
import { createVisitCounter } from "./visits/counter.ts";

/** PostgreSQL's own marker of an initialised data directory */
async function embeddedDatabaseExists(dir: string): Promise<boolean> {
  try {
    await access(path.join(dir, "PG_VERSION"));
    return true;
  } catch {
    return false;
  }
}

/**
 * Runs server/create-database.ts in a child process with this process's Node, flags (tsx's loader
 * under `npm run dev` and the tests, the memory flags of scripts/serve.sh in production) and
 * environment, and waits for it. Next to this module: `.ts` in the source, `.js` in the build.
 */
async function createEmbeddedDatabase(logger: Logger, seedWhenEmpty: boolean): Promise<void> {
  const script = fileURLToPath(
    new URL(
      import.meta.url.endsWith(".ts") ? "./create-database.ts" : "./create-database.js",
      import.meta.url,
    ),
  );
  logger.info("creating the embedded database");
  const child = spawn(
    process.execPath,
    [...process.execArgv, script, ...(seedWhenEmpty ? [] : ["--no-seed"])],
    {
      stdio: "inherit",
      env: process.env,
    },
  );
  const [code, signal] = (await once(child, "exit")) as [number | null, NodeJS.Signals | null];
  if (code !== 0) throw new Error(`creating the embedded database failed (${code ?? signal})`);
}

export interface BootOptions {
  config: Config;
  logger: Logger;
  /** an already open database (tests); otherwise opened from the config */
  database?: Database;
  /** how to get React Router's server build; absent = no SSR (API-only tests) */
  getBuild?: () => Promise<ServerBuild>;
  clientDir?: string;
  /** seed demo content into an empty database (default: embedded mode only) */
  seedWhenEmpty?: boolean;
  /** mail outbox poll interval; 0 = no polling (default: 5 s, tests 0 and drive drainOutbox) */
  outboxIntervalMs?: number;
  /** consent-log clean-up interval; 0 = none (default: 6 h, tests 0 and call removeExpiredConsents) */
  consentRetentionIntervalMs?: number;
  /**
   * run the scheduler of scheduled publishing (server/content/schedule.ts); default: yes, except in
   * tests, which call `runScheduledChanges` with the controllable clock
   */
  scheduler?: boolean;
  /** how often noted page views are stored (server/visits/counter.ts); 0 = only on flush/stop (tests) */
  visitFlushMs?: number;
}

export async function boot(options: BootOptions) {
  const { config, logger } = options;
  await mkdir(config.uploadDir, { recursive: true });
  await mkdir(config.mailDir, { recursive: true });
  await mkdir(config.documentDir, { recursive: true });

  const seedWhenEmpty = options.seedWhenEmpty ?? config.embedded;
  let database = options.database;
  let releaseEmbedded = () => {};
  if (!database && !config.databaseUrl) {
    const dir = path.join(config.dataDir, "db");
    // PGlite would let `npm run restore` or a second server open the same files meanwhile
    releaseEmbedded = await claimEmbeddedDatabase(config.dataDir);
    // a new embedded database is created by a child process (server/create-database.ts: why)
    if (!(await embeddedDatabaseExists(dir))) await createEmbeddedDatabase(logger, seedWhenEmpty);
    database = await openDatabase({ kind: "pglite", dir });
  }
  database ??= await openDatabase({ kind: "postgres", url: config.databaseUrl as string });
  await prepareDatabase(database, { config, logger, seedWhenEmpty });

  const ssr: SsrHandler | undefined = options.getBuild
    ? createSsrHandler(options.getBuild, config.env === "development" ? "development" : "production")
    : undefined;
  // pages are cached only where they are rendered, and not in development (Vite reloads modules)
  const pageCache =
    ssr && config.env !== "development" ? await createPageCache({ database, logger, config }) : undefined;
  const deps: AppDeps = {
    config,
    database,
    logger,
    lifecycle: createLifecycle(),
    tasks: createBackgroundTasks(logger),
    // the version the page cache watches, so memo and cache change together
    contentMemo: memoByVersion(pageCache?.version),
  };
  // visit counts: only where public pages are rendered (server/visits/counter.ts)
  const visits =
    ssr && config.visitCounts
      ? createVisitCounter({ database, logger, config, intervalMs: options.visitFlushMs })
      : undefined;
  const app = createApp({ deps, ssr, clientDir: options.clientDir, pageCache, visits });
  const outbox = startOutboxWorker(deps, {
    intervalMs: options.outboxIntervalMs ?? (config.env === "test" ? 0 : 5000),
  });
  const backups = config.backupDir
    ? startNightlyBackups({
        ...config,
        backupDir: config.backupDir,
        keep: config.backupKeep,
        database,
        logger,
      })
    : undefined;

  // scheduled publishing: re-planned on every content version change; without a page cache (development)
  // it watches the version itself, so an edit that moves a moment is heard at once there too
  const runScheduler = options.scheduler ?? config.env !== "test";
  const scheduleVersion = runScheduler
    ? (pageCache?.version ?? (await watchContentVersion(database, { logger })))
    : undefined;
  const scheduler = runScheduler ? startScheduler(deps, { version: scheduleVersion }) : undefined;

  const consentRetention = startConsentRetention(deps, {
    intervalMs: options.consentRetentionIntervalMs ?? (config.env === "test" ? 0 : RETENTION_INTERVAL_MS),
  });

  return {
    app,
    deps,
    outbox,
    pageCache,
    visits,
    async close() {
      await deps.tasks.idle();
      // the views still in memory are stored before the database closes
      await visits?.stop();
      await backups?.stop();
      await outbox.stop();
      await consentRetention.stop();
      await scheduler?.stop();
      // the scheduler's own watcher (no page cache); the page cache stops its own
      if (scheduleVersion && scheduleVersion !== pageCache?.version) await scheduleVersion.stop();
      await pageCache?.stop();
      await database.close();
      releaseEmbedded();
    },
  };
}
