/**
 * The order of the Vitest files: the few long ones first, then Vitest's own order (files that failed
 * last time, then by the durations it remembers, else by size). On a clean clone Vitest remembers no
 * durations and starts the biggest files first, so a long but small file (the 12 000 hostile
 * requests of server/hostile-memory.test.ts, about a third of a worker's run) started late and the
 * run ended with one worker busy and the other idle. Measured per file: docs/testing-history.md.
 */
import { BaseSequencer, type TestSpecification } from "vitest/node";

/** the longest files of a run (about 20-135 s each on two cores), longest first */
const LONG_FIRST = [
  "server/hostile-memory.test.ts",
  "server/audit/audit.test.ts",
  "server/http/rate-limit.test.ts",
  "server/main.test.ts",
  "server/backup/backup-restore.test.ts",
  "server/backup/backup-versions.test.ts",
  "server/db/seed/readme-order.test.ts",
  "app/admin/resource-screens.test.tsx",
  "server/auth/two-factor-login.test.ts",
];

const rank = (file: TestSpecification) => {
  const index = LONG_FIRST.findIndex((name) => file.moduleId.endsWith(`/${name}`));
  return index < 0 ? LONG_FIRST.length : index;
};

export default class LongFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    // Array.prototype.sort is stable: the rest keep Vitest's order
    return [...sorted].sort((a, b) => rank(a) - rank(b));
  }
}
