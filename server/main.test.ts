/**
 * The process as `npm start` runs it: start-up refuses bad configuration with one line naming the
 * variable; the built server answers the seeded home pages in both languages, health and readiness;
 * SIGTERM lets a request in flight finish and exits 0. Plus the same app booted in-process on the
 * test database (createTestApp) with the demo seed.
 */

import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { Agent, type IncomingMessage, request } from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "#tests/support/app.ts";
import { type RealServer, spawnServer, startRealServer } from "../bench/real-server.ts";
import { productVersion } from "./backup/manifest.ts";

describe("start-up with a bad configuration", () => {
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), "bad-config-"));
  });
  afterAll(async () => rm(dataDir, { recursive: true, force: true }));

  it.each([
    ["PORT", "abc"],
    ["DATABASE_URL", "mysql://x"],
  ])(
    "exits non-zero with one line naming %s",
    async (name, value) => {
      const { exited, stderr } = spawnServer({ DATA_DIR: dataDir, [name]: value });
      const exit = await exited;
      expect(exit.code).not.toBe(0);
      expect(exit.code).not.toBeNull();
      const lines = stderr().trim().split("\n");
      expect(lines).toHaveLength(1);
      expect(lines[0]).toContain(name);
      expect(lines[0]).not.toMatch(/\bat .*\.ts:\d+/);
    },
    120_000,
  );
});

describe("the built server", () => {
  // larger than what the loopback socket buffers can absorb (tcp_rmem max 32 MB + tcp_wmem 4 MB here),
  // so the response cannot complete while the client holds it
  const SIZE = 128 * 1024 * 1024;
  let server: RealServer;
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), "real-server-test-"));
    // a large file for the shutdown test: its download is still streaming when the signal comes
    await mkdir(path.join(dataDir, "uploads"), { recursive: true });
    await writeFile(path.join(dataDir, "uploads", "large.bin"), Buffer.alloc(SIZE, 7));
    server = await startRealServer({ dataDir });
  }, 300_000);
  afterAll(async () => {
    if (server?.child.exitCode === null) await server.stop();
    await rm(dataDir, { recursive: true, force: true, maxRetries: 5 });
  });

  it("renders the seeded Dutch home page at /", async () => {
    const response = await fetch(`${server.url}/`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toContain("text/html");
    const html = await response.text();
    expect(html).toMatch(/<html[^>]*lang="nl"/);
    expect(html).toContain("Computerhulp in Delft");
  });

  it("renders the seeded English home page at /en", async () => {
    const response = await fetch(`${server.url}/en`);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toMatch(/<html[^>]*lang="en"/);
    expect(html).toContain("Computer help in Delft");
  });

  it("answers health and readiness", async () => {
    const health = await fetch(`${server.url}/api/health`);
    expect(health.status).toBe(200);
    expect(await health.json()).toEqual({ data: { status: "ok", version: productVersion() } });
    const ready = await fetch(`${server.url}/api/ready`);
    expect(ready.status).toBe(200);
    expect((await ready.json()).data).toMatchObject({
      ready: true,
      checks: { database: true, migrations: true },
    });
  });

  it("serves the generated demo images", async () => {
    const response = await fetch(`${server.url}/uploads/gallery/werkplaats/bench.jpg`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("image/jpeg");
    expect((await response.arrayBuffer()).byteLength).toBeGreaterThan(1000);
  });

  // last: it stops the server
  it("finishes a request in flight on SIGTERM, refuses new ones, and exits 0", async () => {
    const url = new URL(`${server.url}/uploads/large.bin`);
    // one keep-alive connection, as a reverse proxy holds them (deploy/Caddyfile)
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    const get = (pathname: string) =>
      new Promise<IncomingMessage>((resolve, reject) => {
        const req = request({ host: url.hostname, port: url.port, path: pathname, agent }, resolve);
        req.on("error", reject);
        req.end();
      });
    const res = await get(url.pathname);
    expect(res.statusCode).toBe(200);
    // read one chunk, then hold the download: the server is now in the middle of the response
    const first = await new Promise<Buffer>((resolve) =>
      res.once("data", (chunk: Buffer) => {
        res.pause();
        resolve(chunk);
      }),
    );

    server.child.kill("SIGTERM");
    await new Promise((resolve) => setTimeout(resolve, 500));
    // still running: it waits for the download
    expect(server.child.exitCode, `exited early: ${server.child.exitCode} ${server.stderr()}`).toBeNull();
    // but no longer accepts new connections
    await expect(fetch(`${server.url}/api/health`)).rejects.toThrow();

    // the proxy's next request on that connection, sent once the download is through
    const next = get("/api/health");
    let bytes = first.length;
    const done = new Promise<void>((resolve, reject) => {
      res.on("data", (chunk: Buffer) => {
        bytes += chunk.length;
      });
      res.on("end", resolve);
      res.on("error", reject);
    });
    res.resume();
    await done;
    expect(bytes).toBe(SIZE);
    // answered, and told to close the connection: otherwise a proxy keeps it busy and the process
    // waits out the 10 s grace period (an update on the embedded database waits for that exit)
    const answer = await next;
    expect(answer.statusCode).toBe(200);
    expect(answer.headers.connection).toBe("close");
    answer.resume();
    const answeredAt = Date.now();
    expect(await server.exited).toEqual({ code: 0, signal: null });
    expect(Date.now() - answeredAt).toBeLessThan(5000);
    agent.destroy();
  }, 60_000);
});

describe("the app in-process with the demo seed", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ seed: true });
  }, 120_000);
  afterAll(async () => t.close());

  it("boots, seeds and is ready", async () => {
    expect((await t.api("health")).status).toBe(200);
    const ready = await t.api("ready");
    expect(ready.status).toBe(200);
    const { pages } = await import("#server/db/schema.ts");
    const rows = await t.db.select().from(pages);
    expect(rows.map((row) => row.full_url)).toEqual(expect.arrayContaining(["home-nl", "home-en"]));
  });
});
