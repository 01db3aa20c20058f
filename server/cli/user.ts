/**
 * `npm run user -- add --role cms-admin --email … --password … [--name …]`, `list`,
 * `set-password --email … --password …`, `remove --email …` on the configured database
 * (DATA_DIR / DATABASE_URL, as the server). Stop the server first on the embedded database: PGlite
 * allows one process at a time.
 */
import { ConfigError, loadConfig } from "../config.ts";
import { withConfiguredDatabase } from "../db/configured.ts";
import { EmbeddedDatabaseInUse } from "../db/embedded-lock.ts";
import { migrate } from "../db/migrate.ts";
import { runUserCommand } from "./user-command.ts";

async function main(): Promise<number> {
  return withConfiguredDatabase(loadConfig(), async (database) => {
    await migrate(database);
    return runUserCommand(process.argv.slice(2), database.db, {
      out: (line) => process.stdout.write(`${line}\n`),
      err: (line) => process.stderr.write(`${line}\n`),
    });
  });
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
