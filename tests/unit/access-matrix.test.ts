/**
 * The access matrix, generated from the permission table (which server/permissions.ts builds from the
 * access every route declares): every endpoint × (anonymous and the four roles) gets 401 when a login
 * is needed, 403 for a role that is not listed, and neither for a role that is. A call nobody declared
 * is refused for everyone, the admin included (deny by default). Then: the owner-scoped calls never
 * return another user's record (404 or absent).
 */
import { and, ne } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Role, roles } from "#core/roles.ts";
import { statusesNewPc, statusesRepair, users, zzpProducts } from "#server/db/schema.ts";
import { type Access, permissionTable } from "#server/permissions.ts";
import { createTestApp, type TestApp } from "#tests/support/app.ts";
import { csrfHeaders, loginAs } from "#tests/support/auth.ts";

type Identity = "anonymous" | Role;
const identities: Identity[] = ["anonymous", ...roles];

let t: TestApp;
const headersOf = new Map<Identity, Record<string, string>>();
const userIdOf = new Map<Identity, number>();

beforeAll(async () => {
  t = await createTestApp({ seed: true });
  headersOf.set("anonymous", await csrfHeaders(t));
  for (const role of roles) {
    const { headers, user } = await loginAs(t, role);
    headersOf.set(role, headers);
    userIdOf.set(role, user.id);
  }
}, 120_000);
afterAll(async () => t.close());

/** Sample values for the path parameters. */
const samples: Record<string, string> = {
  id: "1",
  language: "nl",
  page: "1",
  arg: "nl",
  url: "sample",
  title: "sample",
  count: "3",
  field: "category",
  value: "general",
  ids: "1",
  folder: "sample",
};
const concrete = (path: string) => path.replace(/:([a-zA-Z]+)/g, (_, name: string) => samples[name] ?? "1");

function expected(access: Access, who: Identity): "401" | "403" | "allowed" {
  if (access === "public") return "allowed";
  if (who === "anonymous") return "401";
  if (access === "authenticated") return "allowed";
  return access.includes(who) ? "allowed" : "403";
}

// logout ends the session it is called with: it goes last (and this describe runs after the others)
const rows = [...permissionTable].sort((a, b) => Number(a[1] === "logout") - Number(b[1] === "logout"));
// deleting things first would only turn later calls into 404s, which this matrix accepts anyway

describe("records of another user are never returned", () => {
  it("status user: other customers' new-pc and repair records answer 404 and are not listed", async () => {
    const me = userIdOf.get("cms-status-user")!;
    const headers = headersOf.get("cms-status-user")!;
    const foreignPc = await t.db.select().from(statusesNewPc).where(ne(statusesNewPc.user_id, me));
    const foreignRepair = await t.db.select().from(statusesRepair).where(ne(statusesRepair.user_id, me));
    expect(foreignPc.length + foreignRepair.length).toBeGreaterThan(0);
    for (const row of foreignPc)
      expect((await t.api(`status-new-pc/${row.id}`, { headers })).status).toBe(404);
    for (const row of foreignRepair)
      expect((await t.api(`status-repair/${row.id}`, { headers })).status).toBe(404);
    expect((await (await t.api("status-new-pc", { headers })).json()).data).toEqual([]);
    expect((await (await t.api("status-repair", { headers })).json()).data).toEqual([]);
  });

  it("zzp partner: other partners' products answer 404 on read, edit and delete, and are not listed", async () => {
    const me = userIdOf.get("cms-zzp")!;
    const headers = { ...headersOf.get("cms-zzp")!, "content-type": "application/json" };
    const foreign = await t.db.select().from(zzpProducts).where(ne(zzpProducts.owner_id, me));
    expect(foreign.length).toBeGreaterThan(0);
    for (const row of foreign) {
      expect((await t.api(`zzp-product/${row.id}`, { headers })).status).toBe(404);
      const edit = await t.api(`zzp-product/edit/${row.id}`, { method: "PUT", headers, body: '{"stock":0}' });
      expect(edit.status).toBe(404);
      expect((await t.api(`zzp-product/delete/${row.id}`, { method: "DELETE", headers })).status).toBe(404);
    }
    const list = await (await t.api("zzp-products?per_page=100", { headers })).json();
    expect(list.data).toEqual([]);
    const untouched = await t.db.select().from(zzpProducts).where(ne(zzpProducts.owner_id, me));
    expect(untouched).toEqual(foreign);
  });

  it("no answer to a non-admin carries another user's e-mail address", async () => {
    const others = await t.db
      .select({ id: users.id, email: users.email })
      .from(users)
      .where(and(ne(users.role, "cms-admin")));
    for (const who of ["cms-status-user", "cms-zzp", "cms-accountant"] as const) {
      const headers = headersOf.get(who)!;
      for (const path of [
        "me",
        "status-new-pc",
        "status-repair",
        "zzp-products",
        "accountant-download-of-accountant",
      ]) {
        const text = await (await t.api(path, { headers })).text();
        for (const { id, email } of others) {
          if (id === userIdOf.get(who)) continue;
          expect(text.includes(email), `${who} ${path} leaks ${email}`).toBe(false);
        }
      }
    }
  });
});

describe("deny by default", () => {
  // an unknown path, an undeclared method on a declared path, one segment too many: the authorisation
  // middleware refuses them before any route runs, with its own message, whoever asks
  for (const [method, path] of [
    ["GET", "no-such-call"],
    ["DELETE", "login"],
    ["PUT", "email/1"],
    ["GET", "email/1/extra"],
  ] as const) {
    it(`${method} ${path}`, async () => {
      for (const who of identities) {
        const headers = {
          ...headersOf.get(who)!,
          "content-type": "application/json",
          "accept-language": "en",
        };
        const res = await t.api(path, { method, headers, body: method === "GET" ? undefined : "{}" });
        expect(res.status, who).toBe(404);
        expect((await res.json()).title, who).toBe("Unknown API call");
      }
    });
  }
});

describe("access matrix", () => {
  for (const [method, path, access] of rows) {
    it(`${method} ${path}`, async () => {
      const outcomes: string[] = [];
      for (const who of identities) {
        const headers = { ...headersOf.get(who)!, "content-type": "application/json" };
        const res = await t.api(concrete(path), {
          method,
          headers,
          body: method === "GET" ? undefined : "{}",
        });
        await res.arrayBuffer();
        const want = expected(access, who);
        const got = res.status === 401 ? "401" : res.status === 403 ? "403" : "allowed";
        outcomes.push(`${who}: ${want === got ? "ok" : `expected ${want}, got ${res.status}`}`);
        expect(res.status, `${who}`).toBeLessThan(500);
      }
      expect(outcomes.filter((o) => !o.endsWith("ok"))).toEqual([]);
    });
  }
});
