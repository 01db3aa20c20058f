/**
 * `npm run db:seed`: writes the demo content into the configured database (DATA_DIR / DATABASE_URL)
 * and prints a summary. It deletes nothing: accounts stay as they are (the owner made with
 * `npm run user -- add` keeps their login), and a database that already holds content is refused.
 * `npm run db:seed -- --reset` deletes EVERYTHING first (accounts, content, messages, logs) and says
 * what it deleted. Demo accounts are created only in the embedded mode (no DATABASE_URL) and only
 * when there is no account yet, as at start-up: a real PostgreSQL installation gets content but
 * never known passwords.
 *
 * Stop the server first when it uses the embedded database: PGlite allows one process at a time.
 */
import path from "node:path";
import { ConfigError, loadConfig } from "../../config.ts";
import { copyLocalFilesToBucket } from "../../storage/migrate.ts";
import { withConfiguredDatabase } from "../configured.ts";
import { EmbeddedDatabaseInUse } from "../embedded-lock.ts";
import { migrate } from "../migrate.ts";
import { DatabaseHoldsContent, type SeedSummary, seedDatabase } from "./index.ts";

const usage = [
  "Usage: npm run db:seed [-- --reset]",
  "  (no option)  adds the demo content to a database without content; accounts are left alone",
  "  --reset      deletes EVERYTHING first (accounts, content, messages, logs), then writes the demo",
].join("\n");

const tableRows = (counts: Record<string, number>) =>
  Object.entries(counts)
    .filter(([, n]) => n > 0)
    .map(([table, n]) => `  ${table.padEnd(24)} ${n}`);

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

function refusal(error: DatabaseHoldsContent): string {
  return [
    "Nothing was written: this database already holds content.",
    ...tableRows(error.content),
    error.accounts > 0 ? `  and ${plural(error.accounts, "account", "accounts")}` : "",
    "`npm run db:seed` only adds the demo content to a database without content, and never deletes.",
    "To DELETE everything in it (accounts included) and write the demo site instead:",
    "  npm run db:seed -- --reset",
  ]
    .filter(Boolean)
    .join("\n");
}

function report(summary: SeedSummary, where: string, embedded: boolean): string {
  const deleted = Object.keys(summary.deleted).length > 0;
  return [
    ...(deleted ? ["--reset: deleted every row of the database first:", ...tableRows(summary.deleted)] : []),
    `Seeded the demo content into ${where} in ${summary.ms} ms.`,
    ...tableRows(summary.counts),
    summary.keptAccounts > 0
      ? `Kept the ${plural(summary.keptAccounts, "account", "accounts")} that ${summary.keptAccounts === 1 ? "was" : "were"} there (no demo accounts added).`
      : summary.accounts.length
        ? `Demo accounts (password from DEMO_PASSWORD): ${summary.accounts.join(", ")}`
        : embedded
          ? "No demo accounts."
          : "No demo accounts (only created on the embedded database); add one with `npm run user -- add`.",
  ].join("\n");
}

async function main(args: string[]): Promise<number> {
  const unknown = args.filter((arg) => arg !== "--reset");
  if (unknown.length > 0) {
    process.stderr.write(`Unknown option: ${unknown.join(" ")}\n${usage}\n`);
    return 2;
  }
  const reset = args.includes("--reset");
  const config = loadConfig();
  return withConfiguredDatabase(config, async (database) => {
    await migrate(database);
    let summary: SeedSummary;
    try {
      summary = await seedDatabase(database.db, {
        dataDir: config.dataDir,
        demoPassword: config.embedded ? config.demoPassword : undefined,
        reset,
      });
    } catch (error) {
      if (!(error instanceof DatabaseHoldsContent)) throw error;
      process.stderr.write(`${refusal(error)}\n`);
      return 1;
    }
    // with object storage, the demo files rendered into DATA_DIR are copied into the bucket
    await copyLocalFilesToBucket(config);
    const where = config.embedded ? path.join(config.dataDir, "db") : "PostgreSQL (DATABASE_URL)";
    process.stdout.write(`${report(summary, where, config.embedded)}\n`);
    return 0;
  });
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    const message = error instanceof Error ? error.message : String(error);
    process.stderr.write(
      `${error instanceof ConfigError || error instanceof EmbeddedDatabaseInUse ? message : `Seeding failed: ${message}`}\n`,
    );
    process.exit(1);
  },
);
