/**
 * React Router's server build from Vite, as `npm run dev` serves it, for test apps that render pages
 * (`createTestApp({ renderPages: true })`). One Vite server per test process: Vitest runs each
 * file in a process of its own, so a file's apps share one and the last to close stops it.
 */
import type { ServerBuild } from "react-router";
import type { ViteDevServer } from "vite";

let server: Promise<ViteDevServer> | undefined;
let users = 0;

async function start(): Promise<ViteDevServer> {
  const vite = await import("vite");
  return vite.createServer({
    // no file watching and no WebSocket server (parallel test processes would race for its port)
    server: { middlewareMode: true, hmr: false, ws: false, watch: null },
    appType: "custom",
    logLevel: "error",
  });
}

/** `getBuild` for boot(), and `release` to call when the app that used it is closed */
export async function viteServerBuild() {
  server ??= start();
  users += 1;
  const vite = await server;
  let released = false;
  return {
    getBuild: () => vite.ssrLoadModule("virtual:react-router/server-build") as Promise<ServerBuild>,
    async release() {
      if (released) return;
      released = true;
      users -= 1;
      if (users > 0) return;
      server = undefined;
      await vite.close();
    },
  };
}
