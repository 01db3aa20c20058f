/**
 * README "Running on PostgreSQL", in its order, as a person types it: the site starts on an empty
 * database, the owner's account is made with `npm run user -- add`, then `npm run db:seed` fills it
 * with the demo content — and the owner can still log in. The commands run as child processes (the
 * real CLIs through npm); the site is the real app, booted as `npm start` boots it, on the same
 * database. On a real PostgreSQL when TEST_DATABASE_URL is set (`.ci/run`); otherwise the same
 * commands run on an embedded DATA_DIR (one process at a time there, so without the running site).
 */
import { execFile } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TestApp } from "#tests/support/app.ts";
import { csrfHeaders, responseCookies } from "#tests/support/auth.ts";
import { boot } from "../../boot.ts";
import { loadConfig } from "../../config.ts";
import { createLogger } from "../../logger.ts";

const adminUrl = process.env.TEST_DATABASE_URL;
const root = path.resolve(import.meta.dirname, "../../..");
const OWNER = { email: "owner@example.com", password: "Eigenaar-Wachtwoord-2026" };

let dataDir: string;
let env: Record<string, string>;
let dropDatabase = async () => {};

/** `npm run -s <script> -- <args>` as a person runs it, with the site's environment */
function npm(script: string, ...args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    execFile(
      "npm",
      ["run", "-s", script, ...(args.length ? ["--", ...args] : [])],
      { cwd: root, env: { ...process.env, DATABASE_URL: undefined, ...env }, timeout: 120_000 },
      (error, stdout, stderr) =>
        resolve({
          code: error ? Number(error.code ?? 1) : 0,
          stdout: String(stdout),
          stderr: String(stderr),
        }),
    );
  });
}

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), "readme-order-"));
  env = {
    DATA_DIR: dataDir,
    SESSION_SECRET: "readme-order-secret-0123456789abcdef0123",
    PUBLIC_URL: "http://localhost:3000",
    DEMO_PASSWORD: "Demo-2026!",
    LOG_LEVEL: "silent",
  };
  if (adminUrl) {
    const name = `readme_${Date.now()}_${randomBytes(4).toString("hex")}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    env.DATABASE_URL = url.toString();
    dropDatabase = async () => {
      const dropper = new pg.Client({ connectionString: adminUrl });
      await dropper.connect();
      await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await dropper.end();
    };
  }
});

afterAll(async () => {
  await dropDatabase();
  await rm(dataDir, { recursive: true, force: true });
});

describe.runIf(adminUrl)("README 'Running on PostgreSQL', in its order, on PostgreSQL", () => {
  let site: Awaited<ReturnType<typeof boot>> | undefined;
  afterAll(async () => {
    await site?.close();
  });

  it("start, user add, db:seed: the owner keeps the login and the demo content is there", async () => {
    // 1. npm start (migrations at start-up, no demo content on PostgreSQL)
    const config = loadConfig({ ...process.env, ...env, NODE_ENV: "test", TRUST_PROXY: "loopback" });
    site = await boot({ config, logger: createLogger("silent") });
    const app = site.app;
    const t = {
      api: (p: string, init?: RequestInit) =>
        app.request(`/api/${p}`, init, { incoming: { socket: { remoteAddress: "127.0.0.1" } } }),
    } as unknown as TestApp;

    // 2. the owner's account
    const add = await npm(
      "user",
      "add",
      "--role",
      "cms-admin",
      "--email",
      OWNER.email,
      "--password",
      OWNER.password,
    );
    expect(add.stderr).toBe("");
    expect(add.code).toBe(0);

    // 3. demo content
    const seed = await npm("db:seed");
    expect(seed.stderr).toBe("");
    expect(seed.code).toBe(0);
    expect(seed.stdout).toMatch(/Kept the 1 account/);
    expect(seed.stdout).toMatch(/pages\s+\d+/);

    const list = await npm("user", "list");
    expect(list.stdout).toContain(OWNER.email);
    expect(list.stdout).not.toContain("No users.");

    // the owner logs in on the running site
    const res = await t.api("login", {
      method: "POST",
      headers: { ...(await csrfHeaders(t)), "content-type": "application/json" },
      body: JSON.stringify(OWNER),
    });
    expect(res.status, await res.clone().text()).toBe(200);
    expect(responseCookies(res).session).toBeTruthy();

    // a second seed deletes nothing: it refuses and says how to reset
    const again = await npm("db:seed");
    expect(again.code).toBe(1);
    expect(again.stderr).toMatch(/already holds content/);
    expect(again.stderr).toMatch(/and 1 account/);
    expect(again.stderr).toContain("npm run db:seed -- --reset");
    expect((await npm("user", "list")).stdout).toContain(OWNER.email);

    // --reset deletes everything, accounts included, and says so
    const reset = await npm("db:seed", "--reset");
    expect(reset.code).toBe(0);
    expect(reset.stdout).toMatch(/--reset: deleted every row/);
    expect(reset.stdout).toMatch(/users\s+1/);
    expect((await npm("user", "list")).stdout).toContain("No users.");
  }, 240_000);
});

describe.skipIf(adminUrl)("the same commands on the embedded database (DATA_DIR)", () => {
  it("user add, db:seed: the account stays, no demo accounts are mixed in; a second seed refuses", async () => {
    const add = await npm(
      "user",
      "add",
      "--role",
      "cms-admin",
      "--email",
      OWNER.email,
      "--password",
      OWNER.password,
    );
    expect(add.code, add.stderr).toBe(0);

    const seed = await npm("db:seed");
    expect(seed.code, seed.stderr).toBe(0);
    expect(seed.stdout).toMatch(/Kept the 1 account/);
    expect(seed.stdout).not.toMatch(/Demo accounts/);

    const again = await npm("db:seed");
    expect(again.code).toBe(1);
    expect(again.stderr).toContain("npm run db:seed -- --reset");

    const list = await npm("user", "list");
    expect(list.stdout).toContain(OWNER.email);
    expect(list.stdout).not.toContain("admin@example.com");
  }, 240_000);
});
