/** What the server is built from: configuration, database, logger and the shared run-time parts. */
import type { Config } from "./config.ts";
import type { ContentMemo } from "./content/memo-by-version.ts";
import type { Database } from "./db/client.ts";
import type { BackgroundTasks } from "./http/background-tasks.ts";
import type { Lifecycle } from "./http/lifecycle.ts";
import type { Logger } from "./logger.ts";

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
