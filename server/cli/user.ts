/**
 * `npm run user -- add --role cms-admin --email … --password … [--name …]`, `list`,
 * `set-password --email … --password …`, `remove --email …` on the configured database
 * (DATA_DIR / DATABASE_URL, as the server). Stop the server first on the embedded database: PGlite
 * allows one process at a time.
 */
import path from "node:path";
import { ConfigError, loadConfig } from "../config.ts";
import { openDatabase } from "../db/client.ts";
import { claimEmbeddedDatabase, EmbeddedDatabaseInUse } from "../db/embedded-lock.ts";
import { migrate } from "../db/migrate.ts";
import { runUserCommand } from "./user-command.ts";

async function main(): Promise<number> {
  const config = loadConfig();
  const release = config.embedded ? await claimEmbeddedDatabase(config.dataDir) : () => {};
  const database = await openDatabase(
    config.databaseUrl
      ? { kind: "postgres", url: config.databaseUrl }
      : { kind: "pglite", dir: path.join(config.dataDir, "db") },
  );
  try {
    await migrate(database);
    return await runUserCommand(process.argv.slice(2), database.db, {
      out: (line) => process.stdout.write(`${line}\n`),
      err: (line) => process.stderr.write(`${line}\n`),
    });
  } finally {
    await database.close();
    release();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    const message = error instanceof Error ? error.message : String(error);
    process.stderr.write(
      `${error instanceof ConfigError || error instanceof EmbeddedDatabaseInUse ? message : `Failed: ${message}`}\n`,
    );
    process.exit(1);
  },
);
