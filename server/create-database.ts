/**
 * Creates the embedded database in a process of its own: `boot` runs this file as a child process
 * when DATA_DIR holds no database yet, waits for it and only then opens the database itself.
 *
 * Why a separate process: PGlite's initdb grows its WebAssembly memory to about 450 MB, and
 * WebAssembly memory never shrinks while the process lives. Created here, that memory is gone with
 * this process; the server opens the finished files at about a third of it (README, "Memory").
 * It runs the same preparation as every start (`prepareDatabase`: migrations, demo content when
 * empty, unless `--no-seed`), with the configuration of the server that started it (the environment
 * is inherited).
 */
import path from "node:path";
import { loadConfig } from "./config.ts";
import { openDatabase } from "./db/client.ts";
import { prepareDatabase } from "./db/prepare.ts";
import { createLogger } from "./logger.ts";

const config = loadConfig(process.env);
const logger = createLogger(config.logLevel);
const database = await openDatabase({ kind: "pglite", dir: path.join(config.dataDir, "db") });
try {
  await prepareDatabase(database, { config, logger, seedWhenEmpty: !process.argv.includes("--no-seed") });
} finally {
  await database.close();
}
