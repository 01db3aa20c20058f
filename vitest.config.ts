import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: [
      "server/**/*.test.ts",
      "content-types/**/*.test.ts",
      "app/**/*.test.{ts,tsx}",
      "tests/unit/**/*.test.{ts,tsx}",
    ],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: "forks",
    // PGlite and sharp are heavy; two cores
    maxWorkers: 2,
  },
});
