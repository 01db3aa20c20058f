import { defineConfig, devices } from "@playwright/test";

/**
 * Browser journeys in Debian's Chromium against the built server (`npm run build`). Each worker has a
 * server of its own on a copy of one template database (tests/e2e/global-setup.ts, site.ts), so
 * workers share no data. A file's journeys run in order in one worker; files spread over the workers.
 * Two workers by default: Chromium and the server's rendering both want a core, and this machine has
 * two (README "Tests": measured). E2E_WORKERS=1 runs them one after another.
 */
export default defineConfig({
  testDir: "tests/e2e",
  globalSetup: "tests/e2e/global-setup.ts",
  fullyParallel: false,
  workers: Number(process.env.E2E_WORKERS ?? 2),
  retries: 0,
  timeout: 60_000,
  reporter: [["list"]],
  use: {
    launchOptions: {
      executablePath: "/usr/bin/chromium",
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
