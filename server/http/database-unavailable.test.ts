/**
 * An unreachable database answers 503 with Retry-After (the client may send again), never a 500:
 * real driver errors from a pool whose server refuses connections or ends them mid-query, through
 * the app's one error handler.
 */
import { createServer } from "node:net";
import { sql } from "drizzle-orm";
import { Hono } from "hono";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "../db/client.ts";
import { isDatabaseUnavailable } from "../db/unavailable.ts";
import type { AppEnv } from "./context.ts";
import { DATABASE_RETRY_AFTER_S, handleError } from "./error-handler.ts";

/** a loopback port that nobody listens on */
async function closedPort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, "127.0.0.1", resolve));
  const address = probe.address();
  const port = typeof address === "object" && address ? address.port : 0;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

function appRunning(query: () => Promise<unknown>) {
  const app = new Hono<AppEnv>();
  app.use("*", async (c, next) => {
    c.set("lang", c.req.header("accept-language") === "en" ? "en" : "nl");
    await next();
  });
  app.post("/form", async (c) => {
    await query();
    return c.json({ data: { sent: true } });
  });
  app.get("/broken", async () => {
    throw new Error("a programming error");
  });
  app.onError(handleError);
  return app;
}

describe("database unavailable", () => {
  it("a refused connection answers 503 with Retry-After in the visitor's language", async () => {
    const database = await openDatabase({
      kind: "postgres",
      url: `postgres://postgres@127.0.0.1:${await closedPort()}/postgres`,
    });
    try {
      const app = appRunning(() => database.db.execute(sql`SELECT 1`));
      const nl = await app.request("/form", { method: "POST" });
      expect(nl.status).toBe(503);
      expect(nl.headers.get("retry-after")).toBe(String(DATABASE_RETRY_AFTER_S));
      expect(await nl.json()).toEqual({
        title: "Tijdelijk niet beschikbaar",
        message: expect.stringContaining("Er is niets opgeslagen"),
      });
      const en = await app.request("/form", { method: "POST", headers: { "accept-language": "en" } });
      expect(en.status).toBe(503);
      expect((await en.json()).title).toBe("Temporarily unavailable");
      // a transaction fails on its connect, not on a query: the same answer
      const tx = appRunning(() => database.db.transaction(async (t) => t.execute(sql`SELECT 1`)));
      expect((await tx.request("/form", { method: "POST" })).status).toBe(503);
    } finally {
      await database.close();
    }
  });

  it("any other error stays a 500 without Retry-After", async () => {
    const response = await appRunning(async () => {}).request("/broken");
    expect(response.status).toBe(500);
    expect(response.headers.get("retry-after")).toBeNull();
    expect(isDatabaseUnavailable(new Error('relation "x" does not exist'))).toBe(false);
  });

  describe.skipIf(!process.env.TEST_DATABASE_URL)("on PostgreSQL", () => {
    const url = process.env.TEST_DATABASE_URL ?? "";
    const admin = new pg.Client({ connectionString: url });
    beforeAll(() => admin.connect());
    afterAll(() => admin.end());

    it("a connection the server ends mid-query (restart: 57P01) answers 503, and the pool reconnects", async () => {
      const database = await openDatabase({ kind: "postgres", url, poolSize: 2 });
      try {
        const app = appRunning(() =>
          database.db.execute(sql`SELECT pg_sleep(30), 'database-unavailable-test' AS marker`),
        );
        const pending = app.request("/form", { method: "POST" });
        // end the sleeping backend as a fast shutdown of the server does
        for (let i = 0; i < 200; i++) {
          const { rows } = await admin.query(
            "SELECT pg_terminate_backend(pid) AS ended FROM pg_stat_activity WHERE query LIKE '%database-unavailable-test%' AND pid <> pg_backend_pid()",
          );
          if (rows.length > 0) break;
          await new Promise((resolve) => setTimeout(resolve, 25));
        }
        const response = await pending;
        expect(response.status).toBe(503);
        expect(response.headers.get("retry-after")).toBe(String(DATABASE_RETRY_AFTER_S));
        // the broken connection is gone from the pool: the next query gets a new one
        await database.ping();
      } finally {
        await database.close();
      }
    });

    it("a connection ended while a transaction holds it between statements fails that transaction, not the process", async () => {
      const database = await openDatabase({ kind: "postgres", url, poolSize: 2 });
      try {
        const outcome = database.db.transaction(async (tx) => {
          const result = (await tx.execute(sql`SELECT pg_backend_pid() AS pid`)) as unknown as {
            rows: { pid: number }[];
          };
          const pid = Number(result.rows[0].pid);
          // the server ends this connection while no statement of ours is running on it
          await admin.query("SELECT pg_terminate_backend($1)", [pid]);
          await new Promise((resolve) => setTimeout(resolve, 200));
          await tx.execute(sql`SELECT 1`);
        });
        // an unheard 'error' event on the checked-out client would have ended the test process here
        await expect(outcome).rejects.toSatisfy(isDatabaseUnavailable);
        await database.ping();
      } finally {
        await database.close();
      }
    });
  });
});
