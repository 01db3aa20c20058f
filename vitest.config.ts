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
    // PGlite and sharp are heavy; two cores
    maxWorkers: 2,
    // the long files first, so neither worker is left alone with one at the end
    sequence: { sequencer: LongFirstSequencer },
  },
});
