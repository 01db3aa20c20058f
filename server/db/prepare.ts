/** What every start does to its database before serving: migrations, then demo content when empty. */
import type { Config } from "../config.ts";
import type { Logger } from "../logger.ts";
import { syncSearchFields } from "../search/fields.ts";
import { copyLocalFilesToBucket } from "../storage/migrate.ts";
import type { Database } from "./client.ts";
import { migrate } from "./migrate.ts";
import { isDatabaseEmpty, seedDatabase } from "./seed/index.ts";

export async function prepareDatabase(
  database: Database,
  options: { config: Config; logger: Logger; seedWhenEmpty: boolean },
): Promise<void> {
  const { config, logger } = options;
  await migrate(database);
  // the searched fields as the content-type definitions declare them (a change rebuilds the index)
  if (await syncSearchFields(database.db)) logger.info("search fields changed: search index rebuilt");
  if (options.seedWhenEmpty && (await isDatabaseEmpty(database.db))) {
    logger.info("empty database: seeding demo content");
    await seedDatabase(database.db, {
      dataDir: config.dataDir,
      // accounts with a known password only on the embedded database, never on a real PostgreSQL
      demoPassword: config.embedded ? config.demoPassword : undefined,
    });
    // the demo images and documents are rendered into DATA_DIR; with object storage they belong there
    await copyLocalFilesToBucket(config);
  }
}
