/**
 * A built server of its own for a Playwright worker (or for a journey that needs one with other
 * settings): scripts/e2e-server.sh on a free port, on a copy of the template database that
 * ./global-setup.ts made once for the run. A worker's journeys share its server; the journeys of
 * other workers never see their data, and a worker that Playwright replaces after a failure starts
 * on a pristine copy again, so one failure does not leave data behind for the journeys after it.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { cp, mkdtemp, rm } from "node:fs/promises";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";

export interface Site {
  url: string;
  /** its DATA_DIR: the mails it "sends" are files in its `mail` folder (./mailbox.ts) */
  dataDir: string;
  stop(): Promise<void>;
}

/** a port nothing listens on now (the system's ephemeral range holds none Chromium refuses) */
async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  await new Promise((resolve) => server.close(resolve));
  if (!address || typeof address === "string") throw new Error("no free port");
  return address.port;
}

async function ended(child: ChildProcess, ms: number): Promise<boolean> {
  if (child.exitCode !== null || child.signalCode !== null) return true;
  return Promise.race([
    new Promise<boolean>((resolve) => child.once("exit", () => resolve(true))),
    new Promise<boolean>((resolve) => setTimeout(() => resolve(false), ms)),
  ]);
}

/**
 * Starts a server; `env` adds settings (e.g. CONSENT_POLICY_VERSION) to those of e2e-server.sh.
 * `prepare` gets the data directory, already a copy of the template, before the server opens it: a
 * journey whose data cannot be made through the site (admin-translations.spec.ts: an edit made two
 * minutes ago) writes it there.
 */
export async function startSite(
  env: Record<string, string> = {},
  prepare?: (dataDir: string) => Promise<void>,
): Promise<Site> {
  const template = process.env.E2E_TEMPLATE;
  if (!template) throw new Error("E2E_TEMPLATE is not set: run the journeys through playwright.config.ts");
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const dataDir = await mkdtemp(path.join(tmpdir(), "e2e-data."));
  if (prepare) {
    // e2e-server.sh copies the template only into an empty directory: it leaves this one as it is
    await cp(template, dataDir, { recursive: true });
    await prepare(dataDir);
  }
  const child = spawn("bash", ["scripts/e2e-server.sh", String(port)], {
    env: {
      ...process.env,
      // the Node this runs on (the project's pinned one), not whatever `node` the PATH finds
      NODE: process.execPath,
      E2E_DATA_DIR: dataDir,
      ...env,
    },
    stdio: ["ignore", "ignore", "pipe"],
    // its own process group: stop() ends bash and the server it runs together
    detached: true,
  });
  let stderr = "";
  child.stderr?.on("data", (chunk: Buffer) => {
    stderr = (stderr + chunk.toString()).slice(-4000);
    if (process.env.E2E_SERVER_LOG) process.stderr.write(chunk);
  });

  const stop = async () => {
    if (child.pid && child.exitCode === null && child.signalCode === null) {
      process.kill(-child.pid, "SIGTERM");
      if (!(await ended(child, 10_000))) process.kill(-child.pid, "SIGKILL");
      await ended(child, 5_000);
    }
    await rm(dataDir, { recursive: true, force: true });
  };

  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) break;
    const ready = await fetch(`${url}/api/ready`).then(
      (res) => res.ok,
      () => false,
    );
    if (ready) return { url, dataDir, stop };
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  await stop();
  throw new Error(`the journeys' server did not start on ${url}:\n${stderr}`);
}
