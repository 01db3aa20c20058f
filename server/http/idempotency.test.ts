/** Idempotency-Key over HTTP on the real app (PGlite): a repeated write runs once. */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { emailMessages, features, idempotencyKeys, previewLinks } from "#server/db/schema.ts";
import { findRule, permissionTable } from "#server/permissions.ts";
import { createTestApp, type TestApp } from "#tests/support/app.ts";
import { createUser, csrfHeaders, jsonHeaders, loginAs, responseCookies } from "#tests/support/auth.ts";
import { makeNews } from "#tests/support/content.ts";
import { totpNow } from "../auth/totp.ts";
import { removeExpiredIdempotencyKeys } from "./idempotency.ts";
import { NEVER_REPLAYED, REPLAYABLE_WRITES } from "./replayable-writes.ts";

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
    // one browser: its CSRF cookie stays the same across the repeat
    const csrf = await csrfHeaders(t);
    const visitor = async (path: string, fields: Record<string, string>) =>
      t.api(path, {
        method: "POST",
        headers: {
          ...csrf,
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

  it("the same key with another body is refused (422) and runs nothing; the first answer is not handed out", async () => {
    const first = await add("Eerste titel", "one-key-two-bodies");
    expect(first.status).toBe(201);
    const other = await add("Andere titel", "one-key-two-bodies");
    expect(other.status).toBe(422);
    expect(other.headers.get("Idempotent-Replayed")).toBeNull();
    const body = await other.json();
    expect(body.message).toContain("Idempotency-Key");
    expect(JSON.stringify(body)).not.toContain("Eerste titel");
    expect(await rowsTitled("Andere titel")).toBe(0);
    // the first request's own repeat is still answered
    expect((await add("Eerste titel", "one-key-two-bodies")).headers.get("Idempotent-Replayed")).toBe("true");
  });

  it("a visitor's key is bound to its CSRF token: another visitor with the same key gets its own answer", async () => {
    const send = async (csrf: Record<string, string>, ip: string) =>
      t.api("send-phone-email", {
        method: "POST",
        headers: {
          ...csrf,
          "content-type": "application/json",
          "x-forwarded-for": ip,
          "Idempotency-Key": "guessable-key",
        },
        body: JSON.stringify({ name: "Twee bezoekers", phone: "0151234568" }),
      });
    const first = await send(await csrfHeaders(t), "203.0.113.80");
    const second = await send(await csrfHeaders(t), "203.0.113.81");
    expect(first.status).toBe(200);
    expect(second.status).toBe(200);
    expect(second.headers.get("Idempotent-Replayed")).toBeNull();
    const rows = await t.db.select().from(emailMessages).where(eq(emailMessages.name, "Twee bezoekers"));
    expect(rows).toHaveLength(2);
  });

  it("an upload repeated with another multipart boundary is the same request", async () => {
    const { id } = await makeNews(t.db, { visible: false });
    const png = Buffer.from(
      "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR4nGNgYGAAAAAEAAH2FzhVAAAAAElFTkSuQmCC",
      "base64",
    );
    // what a browser sends: a new boundary for each attempt, with its length
    const attempt = async () => {
      const form = new FormData();
      form.set("file", new File([png], "dot.png", { type: "image/png" }));
      form.set("page-type", "news");
      form.set("page-id", String(id));
      const encoded = new Request("http://x/", { method: "POST", body: form });
      const bytes = new Uint8Array(await encoded.arrayBuffer());
      return t.api("image-upload/tiny-mce-upload", {
        method: "POST",
        headers: {
          ...admin,
          "content-type": encoded.headers.get("content-type") ?? "",
          "content-length": String(bytes.byteLength),
          "Idempotency-Key": "upload-retry",
        },
        body: bytes,
      });
    };
    const first = await attempt();
    expect(first.status, await first.clone().text()).toBe(200);
    const repeat = await attempt();
    expect(repeat.status).toBe(200);
    expect(repeat.headers.get("Idempotent-Replayed")).toBe("true");
    expect(await repeat.json()).toEqual(await first.json());
  });

  it("a new preview link with a used key is a new link, and its token is never stored", async () => {
    const { id } = await makeNews(t.db, { visible: false });
    const create = (days: number) =>
      t.api(`preview-link/news/${id}`, {
        method: "POST",
        headers: { ...jsonHeaders(admin), "Idempotency-Key": "preview-key" },
        body: JSON.stringify({ expires_in_days: days }),
      });
    const day = await create(1);
    const month = await create(30);
    const again = await create(30);
    expect([day.status, month.status, again.status]).toEqual([201, 201, 201]);
    const urls = [day, month, again].map(async (r) => (await r.json()).data.url as string);
    expect(new Set(await Promise.all(urls)).size).toBe(3);
    expect(await t.db.select().from(previewLinks).where(eq(previewLinks.entity_id, id))).toHaveLength(3);
    const stored = JSON.stringify(await t.db.select().from(idempotencyKeys));
    for (const url of await Promise.all(urls)) expect(stored).not.toContain(url.split("/").pop());
  });

  it("two-step setup and enable are never replayed: a wrong password or code with a used key is refused", async () => {
    const { user, headers } = await loginAs(t, "cms-zzp");
    const call = (path: string, body: unknown) =>
      t.api(path, {
        method: "POST",
        headers: { ...jsonHeaders(headers), "Idempotency-Key": `2fa-${path}` },
        body: JSON.stringify(body),
      });
    const setup = await call("two-factor/setup", { password: user.password });
    expect(setup.status).toBe(200);
    const { secret } = (await setup.json()).data as { secret: string };
    const wrongPassword = await call("two-factor/setup", { password: "not-the-password-1" });
    expect(wrongPassword.status).toBe(422);
    expect(await wrongPassword.text()).not.toContain(secret);
    // the first setup's secret is still the one in force: no later call replaced it
    const enable = await call("two-factor/enable", { code: totpNow(secret, new Date()) });
    expect(enable.status).toBe(200);
    const { recovery_codes } = (await enable.json()).data as { recovery_codes: string[] };
    const wrongCode = await call("two-factor/enable", { code: "000000" });
    expect(wrongCode.status).not.toBe(200);
    expect(await wrongCode.text()).not.toContain(recovery_codes[0]);
    const stored = JSON.stringify(await t.db.select().from(idempotencyKeys));
    expect(stored).not.toContain(secret);
    for (const code of recovery_codes) expect(stored).not.toContain(code);
  });

  it("every write of the permission table is either replayable or never replayed, not both", () => {
    const replayable = new Set(REPLAYABLE_WRITES.map(([method, path]) => `${method} ${path}`));
    const writes = permissionTable.filter(([method]) => method !== "GET").map(([m, p]) => `${m} ${p}`);
    const unclassified = writes.filter((w) => !replayable.has(w) && !(w in NEVER_REPLAYED));
    expect(unclassified).toEqual([]);
    expect(writes.filter((w) => replayable.has(w) && w in NEVER_REPLAYED)).toEqual([]);
    // and every entry names a real rule
    for (const entry of [...replayable, ...Object.keys(NEVER_REPLAYED)]) {
      const [method, path] = entry.split(" ");
      expect(findRule(method, path.replace(/:[a-zA-Z]+/g, "1"))?.path, entry).toBe(path);
    }
  });
});

describe("Idempotency-Key during a pending login (ADMIN_2FA=required)", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { ADMIN_2FA: "required" } });
  }, 180_000);
  afterAll(async () => t.close());

  it("another visitor with the same key on login/two-factor/setup never gets the admin's secret", async () => {
    const owner = await createUser(t, { role: "cms-admin" });
    const csrf = await csrfHeaders(t);
    const login = await t.api("login", {
      method: "POST",
      headers: { ...jsonHeaders(csrf), "x-forwarded-for": "198.51.100.1" },
      body: JSON.stringify({ email: owner.email, password: owner.password }),
    });
    const challenge = `two_factor=${responseCookies(login).two_factor}`;
    const ownerCsrf = await csrfHeaders(t, challenge);
    const setup = await t.api("login/two-factor/setup", {
      method: "POST",
      headers: { ...jsonHeaders(ownerCsrf), "x-forwarded-for": "198.51.100.1", "Idempotency-Key": "enrol" },
      body: "{}",
    });
    expect(setup.status).toBe(200);
    const { secret } = (await setup.json()).data as { secret: string };

    const stranger = await t.api("login/two-factor/setup", {
      method: "POST",
      headers: {
        ...jsonHeaders(await csrfHeaders(t)),
        "x-forwarded-for": "192.0.2.9",
        "Idempotency-Key": "enrol",
      },
      body: "{}",
    });
    expect(stranger.status).toBe(409);
    expect(await stranger.text()).not.toContain(secret);
    expect(JSON.stringify(await t.db.select().from(idempotencyKeys))).not.toContain(secret);
  });
});
