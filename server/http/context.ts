/** What every API handler can read from the Hono context. */

import type { SessionUser } from "../auth/session.ts";
import type { Config } from "../config.ts";
import type { ContentMemo } from "../content/memo-by-version.ts";
import type { Database } from "../db/client.ts";
import type { Logger } from "../logger.ts";
import type { BackgroundTasks } from "./background-tasks.ts";
import type { Lifecycle } from "./lifecycle.ts";

export type Lang = "nl" | "en";

export interface AppDeps {
  config: Config;
  database: Database;
  logger: Logger;
  lifecycle: Lifecycle;
  /** work started by a request and done after its answer (server/http/background-tasks.ts) */
  tasks: BackgroundTasks;
  /** public data kept per content version (server/content/memo-by-version.ts) */
  contentMemo: ContentMemo;
}

export type AppEnv = {
  Variables: {
    deps: AppDeps;
    requestId: string;
    log: Logger;
    lang: Lang;
    /** per-response nonce for the inline scripts React Router renders (CSP) */
    cspNonce: string;
    /** set by the authorize middleware on /api requests */
    user: SessionUser | null;
  };
};
