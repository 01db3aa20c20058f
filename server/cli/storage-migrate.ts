/**
 * `npm run storage:migrate`: copies every file of DATA_DIR/uploads and DATA_DIR/documents into the
 * S3 bucket of the S3_* settings (server/storage/migrate.ts). Safe to run again, also while the
 * site runs: files already there unchanged are skipped. Exit code 1 when any copy did not verify.
 */
import { loadConfig } from "../config.ts";
import { copyLocalFilesToBucket } from "../storage/migrate.ts";
import { runCommand, UsageError } from "./run-command.ts";

runCommand(async (argv, out) => {
  if (argv.length > 0)
    throw new UsageError("Usage: npm run storage:migrate (no arguments; set the S3_* settings)");
  const config = loadConfig();
  if (!config.s3) {
    throw new UsageError(
      "No object storage configured: set S3_ENDPOINT, S3_BUCKET, S3_REGION, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY.",
    );
  }
  const result = (await copyLocalFilesToBucket(config, out))!;
  out(
    `Copied ${result.copied.length} files to bucket ${config.s3.bucket}, ${result.unchanged.length} were already there, ${result.failed.length} failed.`,
  );
  if (result.failed.length > 0) throw new Error(`the copies of ${result.failed.join(", ")} did not verify`);
});
