import { availableParallelism } from "node:os";
import { defineConfig, devices } from "@playwright/test";

/**
 * Browser journeys in Debian's Chromium (its headless shell) against the built server (`npm run
 * build`). Each worker has a server of its own on a copy of one template database
 * (tests/e2e/global-setup.ts, site.ts), so workers share no data. Every journey makes its own data (README "Testing", "Own data per journey"),
 * so journeys, not files, spread over the workers (`fullyParallel`): a long file no longer leaves
 * one worker busy at the end while the other idles. A group that needs its journeys in order in one
 * worker says so (`test.describe.configure({ mode: "default" })`, consent-log.spec.ts).
 * A worker per core by default: the journeys are bound by the CPU (Chromium's renderers and the
 * servers' rendering), and on this two-core machine a third worker took as long as two (measured:
 * docs/testing-history.md); a machine with more cores gets more. E2E_WORKERS=1 runs them one after
 * another.
 */
export default defineConfig({
  testDir: "tests/e2e",
  globalSetup: "tests/e2e/global-setup.ts",
  fullyParallel: true,
  workers: Number(process.env.E2E_WORKERS ?? availableParallelism()),
  retries: 0,
  timeout: 60_000,
  // an assertion waits up to 15 s (Playwright's default is 5): on two cores shared with other work a
  // login's navigation took longer than 5 s; a passing assertion returns as soon as it holds
  expect: { timeout: 15_000 },
  reporter: [["list"]],
  use: {
    launchOptions: {
      // Debian's headless build of the same Chromium (package chromium-headless-shell, the same source
      // and version as /usr/bin/chromium): the journeys' time halved (docs/decisions/0018);
      // E2E_CHROMIUM=/usr/bin/chromium runs them in the full browser
      executablePath: process.env.E2E_CHROMIUM ?? "/usr/bin/chromium-headless-shell",
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
      ],
    },
    trace: "off",
  },
  projects: [{ name: "chromium", use: { ...devices["Desktop Chrome"] } }],
});
