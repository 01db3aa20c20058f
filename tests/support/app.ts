/**
 * Boots the real app in-process on a test database, for `app.request()` tests. The configuration is
 * the production parser fed with test values, so tests see what users see.
 */
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { boot } from "#server/boot.ts";
import { loadConfig } from "#server/config.ts";
import { createLogger } from "#server/logger.ts";
import { createTestDatabase } from "./db.ts";
import { viteServerBuild } from "./ssr.ts";

export async function createTestApp(
  options: {
    seed?: boolean;
    env?: Record<string, string>;
    /**
     * render pages with React Router's server build from Vite (tests/support/ssr.ts), rendered
     * and cached like in production; without it the app answers the API only
     */
    renderPages?: boolean;
  } = {},
) {
  const dataDir = await mkdtemp(path.join(tmpdir(), "site-test-"));
  const config = loadConfig({
    NODE_ENV: "test",
    DATA_DIR: dataDir,
    SESSION_SECRET: "test-secret-test-secret-test-secret-0123",
    LOG_LEVEL: "silent",
    // tests play clients behind a proxy on this machine: each may name its address in X-Forwarded-For
    TRUST_PROXY: "loopback",
    ...options.env,
  });
  const database = await createTestDatabase();
  const getBuild = options.renderPages ? await viteServerBuild() : undefined;
  const booted = await boot({
    config,
    logger: createLogger(config.logLevel),
    database,
    seedWhenEmpty: options.seed ?? false,
    getBuild,
  });
  return {
    ...booted,
    config,
    db: database.db,
    /** shorthand for app.request with a path under /api, arriving from `peer` (default: loopback) */
    api: (pathAndQuery: string, init?: RequestInit, peer = "127.0.0.1") =>
      booted.app.request(`/api/${pathAndQuery.replace(/^\//, "")}`, init, {
        incoming: { socket: { remoteAddress: peer } },
      }),
    async close() {
      await booted.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;
