/**
 * The database the configuration names, for a command run instead of the server (`npm run user`,
 * `db:seed`, `backup`, the nightly backup): PostgreSQL when DATABASE_URL is set, else the embedded
 * database in DATA_DIR — which the command first claims, since PGlite lets one process at a time
 * open its files (server/db/embedded-lock.ts), and gives back when done, also when it failed.
 */
import path from "node:path";
import type { Config } from "../config.ts";
import { type Database, openDatabase } from "./client.ts";
import { claimEmbeddedDatabase } from "./embedded-lock.ts";

export async function withConfiguredDatabase<T>(
  config: Config,
  use: (database: Database) => Promise<T>,
  { poolSize }: { poolSize?: number } = {},
): Promise<T> {
  const release = config.embedded ? await claimEmbeddedDatabase(config.dataDir) : () => {};
  try {
    const database = await openDatabase(
      config.databaseUrl
        ? { kind: "postgres", url: config.databaseUrl, ...(poolSize ? { poolSize } : {}) }
        : { kind: "pglite", dir: path.join(config.dataDir, "db") },
    );
    try {
      return await use(database);
    } finally {
      await database.close();
    }
  } finally {
    release();
  }
}
