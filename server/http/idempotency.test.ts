/** Idempotency-Key over HTTP on the real app (PGlite): a repeated write runs once. */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { emailMessages, features, idempotencyKeys } from "#server/db/schema.ts";
import { createTestApp, type TestApp } from "#tests/support/app.ts";
import { csrfHeaders, jsonHeaders, loginAs } from "#tests/support/auth.ts";
import { removeExpiredIdempotencyKeys } from "./idempotency.ts";

describe("Idempotency-Key", () => {
  let t: TestApp;
  let admin: Record<string, string>;
  const add = (title: string, key?: string, extra: Record<string, unknown> = {}) =>
    t.api("features/add-feature", {
      method: "POST",
      headers: { ...jsonHeaders(admin), ...(key === undefined ? {} : { "Idempotency-Key": key }) },
      body: JSON.stringify({ language: "nl", title, ...extra }),
    });
  const rowsTitled = async (title: string) =>
    (await t.db.select().from(features).where(eq(features.title, title))).length;

  beforeAll(async () => {
    t = await createTestApp();
    admin = (await loginAs(t, "cms-admin")).headers;
  }, 180_000);
  afterAll(async () => t.close());

  it("a POST repeated with the same key creates one row and answers the same body", async () => {
    const first = await add("Eén keer", "4b0c2c1e-0f4e-4c55-9a55-111111111111");
    const second = await add("Eén keer", "4b0c2c1e-0f4e-4c55-9a55-111111111111");
    expect(first.status).toBe(201);
    expect(second.status).toBe(201);
    expect(second.headers.get("Idempotent-Replayed")).toBe("true");
    expect(first.headers.get("Idempotent-Replayed")).toBeNull();
    expect(await second.json()).toEqual(await first.json());
    expect(await rowsTitled("Eén keer")).toBe(1);
  });

  it("two requests with the same key at once create one row", async () => {
    const [a, b] = await Promise.all([add("Tegelijk", "at-once"), add("Tegelijk", "at-once")]);
    // the repeat waits for the first and replays its answer (or, when the first takes long, 409)
    const ran = [a, b].filter((r) => r.status === 201 && !r.headers.has("Idempotent-Replayed"));
    const other = a === ran[0] ? b : a;
    expect(ran).toHaveLength(1);
    expect(other.status === 409 || other.headers.get("Idempotent-Replayed") === "true").toBe(true);
    expect(await rowsTitled("Tegelijk")).toBe(1);
  });

  it("different keys create two rows", async () => {
    expect((await add("Twee keer", "key-a")).status).toBe(201);
    expect((await add("Twee keer", "key-b")).status).toBe(201);
    expect(await rowsTitled("Twee keer")).toBe(2);
  });

  it("without the header nothing changes: every POST runs", async () => {
    expect((await add("Zonder sleutel")).status).toBe(201);
    expect((await add("Zonder sleutel")).status).toBe(201);
    expect(await rowsTitled("Zonder sleutel")).toBe(2);
  });

  it("an error answer is not stored: the same key runs again once the input is fixed", async () => {
    const refused = await t.api("features/add-feature", {
      method: "POST",
      headers: { ...jsonHeaders(admin), "Idempotency-Key": "fix-me" },
      body: JSON.stringify({ language: "nl" }),
    });
    expect(refused.status).toBe(422);
    expect((await add("Na verbetering", "fix-me")).status).toBe(201);
    expect(await rowsTitled("Na verbetering")).toBe(1);
  });

  it("another user's same key is another request", async () => {
    const other = (await loginAs(t, "cms-admin")).headers;
    expect((await add("Per gebruiker", "shared-key")).status).toBe(201);
    const res = await t.api("features/add-feature", {
      method: "POST",
      headers: { ...jsonHeaders(other), "Idempotency-Key": "shared-key" },
      body: JSON.stringify({ language: "nl", title: "Per gebruiker" }),
    });
    expect(res.status).toBe(201);
    expect(res.headers.get("Idempotent-Replayed")).toBeNull();
    expect(await rowsTitled("Per gebruiker")).toBe(2);
  });

  it("a visitor's repeat on the same path is answered once; the same key on another path runs", async () => {
    const visitor = async (path: string, fields: Record<string, string>) =>
      t.api(path, {
        method: "POST",
        headers: {
          ...(await csrfHeaders(t)),
          "content-type": "application/json",
          "x-forwarded-for": "203.0.113.77",
          "Idempotency-Key": "visitor-key",
        },
        // no idempotency_key in the body: only the header keeps the repeat from running
        body: JSON.stringify({ name: "Bezoeker", ...fields }),
      });
    const contact = { email: "visitor@example.test", message: "Hallo" };
    const first = await visitor("send-contact-email", contact);
    const repeat = await visitor("send-contact-email", contact);
    expect(first.status).toBe(200);
    expect(repeat.headers.get("Idempotent-Replayed")).toBe("true");
    expect(await repeat.json()).toEqual(await first.json());
    const other = await visitor("send-phone-email", { phone: "0151234567" });
    expect(other.status, await other.clone().text()).toBe(200);
    expect(other.headers.get("Idempotent-Replayed")).toBeNull();
    const rows = await t.db.select().from(emailMessages).where(eq(emailMessages.name, "Bezoeker"));
    expect(rows.map((r) => r.kind).sort()).toEqual(["contact", "phone"]);
  });

  it("refuses a key that is too long or not printable", async () => {
    expect((await add("Te lang", "x".repeat(101))).status).toBe(400);
    expect((await add("Spatie", "met spatie")).status).toBe(400);
    expect(await rowsTitled("Te lang")).toBe(0);
  });

  it("stored answers expire after 24 hours", async () => {
    await add("Verloopt", "expires");
    const inTwoDays = new Date(Date.now() + 48 * 60 * 60_000);
    expect(await removeExpiredIdempotencyKeys(t.db, inTwoDays)).toBeGreaterThan(0);
    expect(await t.db.select().from(idempotencyKeys)).toEqual([]);
    // the key is free again: the same request runs once more
    expect((await add("Verloopt", "expires")).status).toBe(201);
    expect(await rowsTitled("Verloopt")).toBe(2);
  });
});
