/** Bridges Hono to React Router's request handler, handing the app its load context. */
import {
  createRequestHandler,
  type RouterContext,
  RouterContextProvider,
  type ServerBuild,
} from "react-router";
import type { SsrHandler } from "./http.ts";
import type { AppLoadContext } from "./load-context.ts";

type BuildWithContext = ServerBuild & { entry: { module: { appContext?: RouterContext<AppLoadContext> } } };

export function createSsrHandler(
  getBuild: () => Promise<ServerBuild>,
  mode: "production" | "development",
): SsrHandler {
  let cached: { build: ServerBuild; handle: ReturnType<typeof createRequestHandler> } | undefined;
  return async (request, ctx) => {
    const build = (await getBuild()) as BuildWithContext;
    if (cached?.build !== build) cached = { build, handle: createRequestHandler(build, mode) };
    const appContext = build.entry.module.appContext;
    if (!appContext) throw new Error("entry.server must export appContext");
    const provider = new RouterContextProvider();
    provider.set(appContext, ctx);
    return cached.handle(request, provider);
  };
}
