import { availableParallelism } from "node:os";
import { defineConfig } from "vitest/config";
import { islands } from "./scripts/vite-islands.ts";
import LongFirstSequencer from "./tests/support/sequencer.ts";

export default defineConfig({
  // app/root.tsx names the islands' boot script (in tests: its source address, as in development)
  plugins: [islands()],
  test: {
    include: [
      "core/**/*.test.ts",
      "server/**/*.test.ts",
      "content-types/**/*.test.ts",
      "app/**/*.test.{ts,tsx}",
      "tests/unit/**/*.test.{ts,tsx}",
    ],
    // migrates the test databases' templates once per run; each file gets a copy (tests/support/db.ts)
    globalSetup: ["tests/support/global-setup.ts"],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: "forks",
    // a worker imports the app once and runs file after file in it, instead of importing the whole
    // app again for every file (Vitest's "import" was a fifth of the run). Safe because every file
    // builds what it uses (its own database copy, its own app from createTestApp) and nothing of ours
    // is mocked; module state is constants and caches keyed by their input. Measured: docs/testing-history.md.
    isolate: false,
    // what a process keeps for its lifetime, reset before each file as a fresh process has it
    setupFiles: ["tests/support/fresh-process-state.ts"],
    // PGlite and sharp are bound by the CPU: a worker per core (two on this machine). On PostgreSQL
    // (TEST_DATABASE_URL, the CI leg) the queries run in the server's processes and a worker waits
    // on them a third of the time, so one more: the 90 files of that leg took 189 s with two
    // workers, 131 s with three, on a quiet machine; in clean clones 179-195 s, not yet explained
    // (docs/testing-history.md)
    maxWorkers: availableParallelism() + (process.env.TEST_DATABASE_URL ? 1 : 0),
    // the long files first, so neither worker is left alone with one at the end
    sequence: { sequencer: LongFirstSequencer },
  },
});
