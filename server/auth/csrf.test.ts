/**
 * CSRF: every write route of the permission table is refused with 403 — without a token,
 * with a wrong token, with another session's token — and nothing in the database changes.
 */
import { createHmac } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { csrfSecrets } from "#server/db/schema.ts";
import { permissionTable } from "#server/permissions.ts";
import { createTestApp, type TestApp } from "#tests/support/app.ts";
import { csrfHeaders, jsonHeaders, loginAs, responseCookies, tableCounts } from "#tests/support/auth.ts";

let t: TestApp;
let admin: Awaited<ReturnType<typeof loginAs>>;
let other: Awaited<ReturnType<typeof loginAs>>;

beforeAll(async () => {
  t = await createTestApp({ seed: true });
  admin = await loginAs(t, "cms-admin");
  other = await loginAs(t, "cms-admin");
});
afterAll(async () => t.close());

const snapshot = () => tableCounts(t);

const writes = permissionTable.filter(([method]) => method !== "GET");
const concrete = (path: string) => path.replace(/:[a-zA-Z]+/g, "1");

describe("CSRF protection", () => {
  it("issues a readable 2-hour cookie", async () => {
    const res = await t.api("csrf-cookie");
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ data: { csrf: true } });
    const line = res.headers.getSetCookie().find((l) => l.startsWith("XSRF-TOKEN="))!;
    expect(line).toMatch(/Max-Age=7200/);
    expect(line).toMatch(/SameSite=Lax/);
    expect(line).not.toMatch(/HttpOnly/);
    expect(responseCookies(res)["XSRF-TOKEN"]).toMatch(
      /^v1\.[a-z0-9]+\.[A-Za-z0-9_-]{22}\.[A-Za-z0-9_-]{43}$/,
    );
  });

  it("stores nothing for a visitor's token: many anonymous requests leave the table as it was", async () => {
    const rows = async () => (await t.db.select({ id: csrfSecrets.id }).from(csrfSecrets)).length;
    const before = await rows();
    for (let i = 0; i < 200; i++) expect((await t.api("csrf-cookie")).status).toBe(200);
    expect(await rows()).toBe(before);
  });

  it("refuses a visitor's token that is tampered with, expired or signed with another secret", async () => {
    const send = (token: string) =>
      t.api("send-contact-email", {
        method: "POST",
        headers: { cookie: `XSRF-TOKEN=${token}`, "x-xsrf-token": token, "content-type": "application/json" },
        body: "{}",
      });
    const good = (await csrfHeaders(t))["x-xsrf-token"];
    expect((await send(good)).status).toBe(422); // through CSRF, refused by validation
    const [v, expiry, random, mac] = good.split(".");
    const forged = [
      `${v}.${expiry}.${random}.${mac.slice(0, -2)}AA`,
      `${v}.${(Date.now() + 10 * 365 * 86_400_000).toString(36)}.${random}.${mac}`,
      `${v}.${expiry}.${"A".repeat(22)}.${mac}`,
      `${v}.${(Date.now() - 1000).toString(36)}.${random}.${createHmac(
        "sha256",
        "another-secret-another-secret-0000",
      )
        .update(`csrf-visitor|${v}.${(Date.now() - 1000).toString(36)}.${random}`)
        .digest("base64url")}`,
    ];
    for (const token of forged) expect((await send(token)).status, token).toBe(403);
  });

  it("a visitor's token does not authorise a logged-in user's write (other than login)", async () => {
    const { session } = await loginAs(t, "cms-admin");
    const visitor = (await csrfHeaders(t))["x-xsrf-token"];
    const res = await t.api("logout", {
      method: "POST",
      headers: {
        cookie: `session=${session}; XSRF-TOKEN=${visitor}`,
        "x-xsrf-token": visitor,
        "content-type": "application/json",
      },
      body: "{}",
    });
    expect(res.status).toBe(403);
  });

  it("accepts a write with the matching token", async () => {
    const res = await t.api("logout", {
      method: "POST",
      headers: jsonHeaders((await loginAs(t, "cms-zzp")).headers),
      body: "{}",
    });
    expect(res.status).toBe(200);
  });

  it.each(writes.map(([method, path]) => [method, path] as const))(
    "%s %s is refused without a token, with a wrong one and with another session's",
    async (method, path) => {
      const before = await snapshot();
      const url = concrete(path);
      const body = JSON.stringify({ title: "x", name: "x", email: "a@example.test", password: "x" });
      const sessionCookie = admin.headers.cookie.split("; ").find((c) => c.startsWith("session="))!;
      const attempts: Record<string, string>[] = [
        // no token at all
        { cookie: sessionCookie },
        // cookie and header present but different
        {
          cookie: `${sessionCookie}; XSRF-TOKEN=aaaaaaaaaaaaaaaaaaaaaa`,
          "x-xsrf-token": "bbbbbbbbbbbbbbbbbbbbbb",
        },
        // a made-up token that matches itself but was never issued
        {
          cookie: `${sessionCookie}; XSRF-TOKEN=aaaaaaaaaaaaaaaaaaaaaa`,
          "x-xsrf-token": "aaaaaaaaaaaaaaaaaaaaaa",
        },
        // a real token of another session
        {
          cookie: `${sessionCookie}; XSRF-TOKEN=${other.headers["x-xsrf-token"]}`,
          "x-xsrf-token": other.headers["x-xsrf-token"],
        },
        // a visitor's token sent with a session
        { ...(await csrfHeaders(t, sessionCookie)), "x-xsrf-token": (await csrfHeaders(t))["x-xsrf-token"] },
      ];
      for (const headers of attempts) {
        const res = await t.api(url, {
          method,
          headers: { ...headers, "content-type": "application/json" },
          body,
        });
        expect(res.status, JSON.stringify(headers)).toBe(403);
        const error = await res.json();
        expect(error.title).toEqual(expect.any(String));
        expect(error.message).toMatch(/CSRF/);
      }
      expect(await snapshot()).toEqual(before);
    },
  );

  it("a session's token is not valid for a visitor, and a visitor's token only for login", async () => {
    const visitor = await csrfHeaders(t);
    const contact = await t.api("send-contact-email", {
      method: "POST",
      headers: jsonHeaders({
        "x-xsrf-token": admin.headers["x-xsrf-token"],
        cookie: `XSRF-TOKEN=${admin.headers["x-xsrf-token"]}`,
      }),
      body: "{}",
    });
    expect(contact.status).toBe(403);
    const sessionCookie = admin.headers.cookie.split("; ").find((c) => c.startsWith("session="))!;
    const logout = await t.api("logout", {
      method: "POST",
      headers: jsonHeaders({ ...visitor, cookie: `${sessionCookie}; ${visitor.cookie}` }),
      body: "{}",
    });
    expect(logout.status).toBe(403);
  });

  it("an expired token is refused (the session itself still alive)", async () => {
    const { setClock } = await import("./clock.ts");
    const start = Date.now();
    const { headers } = await loginAs(t, "cms-admin");
    try {
      // activity after one hour keeps the session alive past the token's two hours
      setClock(() => new Date(start + 60 * 60_000));
      expect(
        (await (await t.api("me", { headers: { cookie: headers.cookie } })).json()).data.user,
      ).not.toBeNull();
      setClock(() => new Date(start + 2 * 60 * 60_000 + 60_000));
      const res = await t.api("logout", { method: "POST", headers: jsonHeaders(headers), body: "{}" });
      expect(res.status).toBe(403);
      expect((await res.json()).message).toMatch(/CSRF/);
    } finally {
      setClock(null);
    }
  });

  it("a login-only call without a session answers 401 (not a token error), and changes nothing", async () => {
    const before = await snapshot();
    const res = await t.api("pages/add-page", {
      method: "POST",
      headers: { "content-type": "application/json", cookie: "session=expired-or-made-up" },
      body: JSON.stringify({ title: "x" }),
    });
    expect(res.status).toBe(401);
    expect(await snapshot()).toEqual(before);
  });
});
