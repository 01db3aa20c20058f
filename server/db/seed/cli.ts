/**
 * `npm run db:seed`: resets the configured database (DATA_DIR / DATABASE_URL) to the demo content and
 * prints a summary. Demo accounts are created only in the embedded mode (no DATABASE_URL), as at
 * start-up: a real PostgreSQL installation gets content but never known passwords.
 *
 * Stop the server first when it uses the embedded database: PGlite allows one process at a time.
 */
import path from "node:path";
import { ConfigError, loadConfig } from "../../config.ts";
import { copyLocalFilesToBucket } from "../../storage/migrate.ts";
import { openDatabase } from "../client.ts";
import { migrate } from "../migrate.ts";
import { seedDatabase } from "./index.ts";

async function main() {
  const config = loadConfig();
  const database = await openDatabase(
    config.databaseUrl
      ? { kind: "postgres", url: config.databaseUrl }
      : { kind: "pglite", dir: path.join(config.dataDir, "db") },
  );
  try {
    await migrate(database);
    const summary = await seedDatabase(database.db, {
      dataDir: config.dataDir,
      demoPassword: config.embedded ? config.demoPassword : undefined,
    });
    // with object storage, the demo files rendered into DATA_DIR are copied into the bucket
    await copyLocalFilesToBucket(config);
    const where = config.embedded ? path.join(config.dataDir, "db") : "PostgreSQL (DATABASE_URL)";
    const lines = [
      `Seeded the demo content into ${where} in ${summary.ms} ms.`,
      ...Object.entries(summary.counts)
        .filter(([, n]) => n > 0)
        .map(([table, n]) => `  ${table.padEnd(24)} ${n}`),
      summary.accounts.length
        ? `Demo accounts (password from DEMO_PASSWORD): ${summary.accounts.join(", ")}`
        : "No demo accounts (only created on the embedded database); add one with `npm run user -- add`.",
    ];
    process.stdout.write(`${lines.join("\n")}\n`);
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  const message = error instanceof Error ? error.message : String(error);
  process.stderr.write(`${error instanceof ConfigError ? message : `Seeding failed: ${message}`}\n`);
  process.exit(1);
});
