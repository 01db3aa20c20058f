/**
 * `npm start` (built app) and `npm run dev` (Vite with hot reload): boot, listen, shut down gracefully.
 */
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { getRequestListener } from "@hono/node-server";
import type { ServerBuild } from "react-router";
import { ConfigError, loadConfig } from "./config.ts";
import { createLogger } from "./logger.ts";

const SHUTDOWN_GRACE_MS = 10_000;

async function main() {
  const dev = process.argv.includes("--dev");
  // React picks its development or production build from process.env.NODE_ENV when it is first
  // imported, and react-dom must make the same choice; so set it before anything imports React
  // (boot.ts -> ssr.ts -> react-router), which is why boot is imported dynamically below.
  process.env.NODE_ENV ??= dev ? "development" : "production";
  const { boot } = await import("./boot.ts");
  const { withCachedPages } = await import("./page-cache/node-listener.ts");
  const config = loadConfig(process.env);
  const logger = createLogger(config.logLevel);

  let getBuild: () => Promise<ServerBuild>;
  let clientDir: string | undefined;
  let viteMiddlewares: ((req: IncomingMessage, res: ServerResponse, next: () => void) => void) | undefined;
  let closeVite = async () => {};
  if (dev) {
    const vite = await import("vite");
    const server = await vite.createServer({ server: { middlewareMode: true }, appType: "custom" });
    viteMiddlewares = server.middlewares;
    getBuild = () => server.ssrLoadModule("virtual:react-router/server-build") as Promise<ServerBuild>;
    closeVite = () => server.close();
  } else {
    const buildFile = path.resolve("build/server/index.js");
    const build = (await import(pathToFileURL(buildFile).href)) as ServerBuild;
    getBuild = async () => build;
    clientDir = path.resolve("build/client");
  }

  const { app, deps, close, pageCache, visits } = await boot({ config, logger, getBuild, clientDir });
  const appListener = getRequestListener(app.fetch);
  let stopping = false;
  // page-cache hits are answered before the app (server/page-cache/node-listener.ts: why)
  const listener = pageCache
    ? withCachedPages(appListener, { pageCache, config, logger, visits })
    : appListener;
  const server = createServer((req, res) => {
    // once shutting down, every answer ends its connection: a proxy's keep-alive connection would
    // otherwise keep the process (and on the embedded database the next release) waiting for the
    // grace period below (deploy/update.sh)
    if (stopping) res.setHeader("Connection", "close");
    if (viteMiddlewares) viteMiddlewares(req, res, () => listener(req, res));
    else listener(req, res);
  });
  server.listen(config.port, config.host, () => {
    logger.info({ url: config.publicUrl, database: deps.database.kind }, "listening");
  });

  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, "shutting down");
    deps.lifecycle.shuttingDown = true;
    const force = setTimeout(() => {
      logger.warn("grace period over, closing remaining connections");
      server.closeAllConnections();
    }, SHUTDOWN_GRACE_MS);
    force.unref();
    // stop accepting; in-flight requests finish, then the database closes
    server.close(async () => {
      await closeVite();
      await close();
      logger.info("stopped");
      process.exit(0);
    });
    server.closeIdleConnections();
  };
  process.on("SIGTERM", () => shutdown("SIGTERM"));
  process.on("SIGINT", () => shutdown("SIGINT"));
  // last resort: log and keep serving
  process.on("unhandledRejection", (reason) => logger.error({ err: reason }, "unhandled rejection"));
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    process.stderr.write(`${error.message}\n`);
  } else {
    process.stderr.write(`Start-up failed: ${error instanceof Error ? error.message : String(error)}\n`);
  }
  process.exit(1);
});
