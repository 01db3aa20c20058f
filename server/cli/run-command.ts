/** The frame of the one-shot commands in server/cli/: arguments in, one line per outcome, exit code. */

import { RestoreRefused } from "../backup/restore.ts";
import { ConfigError } from "../config.ts";
import { EmbeddedDatabaseInUse } from "../db/embedded-lock.ts";

/** A mistake of the person running the command: its message is all they need (exit code 2). */
export class UsageError extends Error {}

export function runCommand(main: (argv: string[], out: (line: string) => void) => Promise<void>): void {
  main(process.argv.slice(2), (line) => process.stdout.write(`${line}\n`)).then(
    () => process.exit(0),
    (error: unknown) => {
      const message = error instanceof Error ? error.message : String(error);
      const known =
        error instanceof ConfigError ||
        error instanceof EmbeddedDatabaseInUse ||
        error instanceof RestoreRefused;
      process.stderr.write(`${known || error instanceof UsageError ? message : `Failed: ${message}`}\n`);
      process.exit(error instanceof UsageError ? 2 : 1);
    },
  );
}
