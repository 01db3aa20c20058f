import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "#tests/support/app.ts";

describe("the HTTP app", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  it("answers health and readiness", async () => {
    const health = await t.api("health");
    expect(health.status).toBe(200);
    // the version tells an update (deploy/update.sh) which release answers
    expect(await health.json()).toEqual({ data: { status: "ok", version: expect.any(String) } });
    const ready = await t.api("ready");
    expect(ready.status).toBe(200);
    expect((await ready.json()).data.ready).toBe(true);
  });

  it("is not ready while shutting down", async () => {
    t.deps.lifecycle.shuttingDown = true;
    const ready = await t.api("ready");
    t.deps.lifecycle.shuttingDown = false;
    expect(ready.status).toBe(503);
  });

  it("refuses unknown API calls with the error shape", async () => {
    const res = await t.api("no-such-call");
    expect(res.status).toBe(404);
    expect(await res.json()).toMatchObject({ title: expect.any(String), message: expect.any(String) });
  });

  it("asks for a login on an admin call", async () => {
    const res = await t.api("pages");
    expect(res.status).toBe(401);
  });
});
