import { defineConfig, devices } from "@playwright/test";

// A random port unless given, so several runs can share a machine. Set on process.env so the worker
// processes (which inherit the environment) compute the same baseURL.
// The range 21000-28999 holds none of the ports Chromium refuses to open (5060, 6000, 6665 …:
// ERR_UNSAFE_PORT), which the former 3210-5209 did.
process.env.E2E_PORT ??= String(21000 + Math.floor(Math.random() * 8000));
const port = Number(process.env.E2E_PORT);

/** Browser journeys in Debian's Chromium against the built server on a throw-away database. */
export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 60_000,
  reporter: [["list"]],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
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
  webServer: {
    command: `bash scripts/e2e-server.sh ${port}`,
    url: `http://127.0.0.1:${port}/api/ready`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: "ignore",
    stderr: "pipe",
  },
});
