/**
 * config -> database -> migrations -> demo seed -> HTTP app. Shared by `npm start`, `npm run dev`
 * and the tests, so all three run the same start-up.
 */
import { mkdir } from "node:fs/promises";
import path from "node:path";
import type { ServerBuild } from "react-router";
import type { Config } from "./config.ts";
import { memoByVersion } from "./content/memo-by-version.ts";
import { type Database, openDatabase } from "./db/client.ts";
import { migrate } from "./db/migrate.ts";
import { isDatabaseEmpty, seedDatabase } from "./db/seed/index.ts";
import { createBackgroundTasks } from "./http/background-tasks.ts";
import type { AppDeps } from "./http/context.ts";
import { createLifecycle } from "./http/lifecycle.ts";
import { createApp, type SsrHandler } from "./http.ts";
import type { Logger } from "./logger.ts";
import { startOutboxWorker } from "./mail/outbox.ts";
import { createPageCache } from "./page-cache/page-cache.ts";
import { createSsrHandler } from "./ssr.ts";

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
}

export async function boot(options: BootOptions) {
  const { config, logger } = options;
  await mkdir(config.uploadDir, { recursive: true });
  await mkdir(config.mailDir, { recursive: true });
  await mkdir(config.documentDir, { recursive: true });

  const database =
    options.database ??
    (await openDatabase(
      config.databaseUrl
        ? { kind: "postgres", url: config.databaseUrl }
        : { kind: "pglite", dir: path.join(config.dataDir, "db") },
    ));
  await migrate(database);

  if ((options.seedWhenEmpty ?? config.embedded) && (await isDatabaseEmpty(database.db))) {
    logger.info("empty database: seeding demo content");
    await seedDatabase(database.db, {
      dataDir: config.dataDir,
      demoPassword: config.embedded ? config.demoPassword : undefined,
    });
  }

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
  const app = createApp({ deps, ssr, clientDir: options.clientDir, pageCache });
  const outbox = startOutboxWorker(deps, {
    intervalMs: options.outboxIntervalMs ?? (config.env === "test" ? 0 : 5000),
  });

  return {
    app,
    deps,
    outbox,
    pageCache,
    async close() {
      await deps.tasks.idle();
      await outbox.stop();
      await pageCache?.stop();
      await database.close();
    },
  };
}
