/**
 * Mass assignment: role, ids, owner, password hash, login count, lock fields and
 * `__proto__` sent to a write route are never stored.
 * 1. Every write route of the permission table, as the admin, with only forbidden fields and marker
 *    values: afterwards no table holds a marker.
 * 2. The people routes with an otherwise valid body plus one forbidden field: refused (422), unchanged.
 * 3. Every content create route with an otherwise valid body plus one forbidden field: refused (422)
 *    and no row created. (Part 1 cannot catch a create route that drops unknown fields: a body of
 *    forbidden fields alone lacks the required ones and is refused either way.)
 */
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  bookingExceptions,
  bookingKinds,
  features,
  newsCategories,
  newsGroups,
  newsItems,
  pages,
  products,
  redirects,
  reviews,
  serviceGroups,
  services,
  statusesNewPc,
  tips,
  users,
  zzpProducts,
} from "#server/db/schema.ts";
import { permissionTable } from "#server/permissions.ts";
import { createTestApp, type TestApp } from "#tests/support/app.ts";
import { createUser, jsonHeaders, loginAs, tableCounts } from "#tests/support/auth.ts";

let t: TestApp;
let admin: Awaited<ReturnType<typeof loginAs>>;
let zzp: Awaited<ReturnType<typeof loginAs>>;
beforeAll(async () => {
  t = await createTestApp({ seed: true });
  admin = await loginAs(t, "cms-admin");
  zzp = await loginAs(t, "cms-zzp");
}, 120_000);
afterAll(async () => t.close());

const MARK_ID = 987_654;
const MARK_COUNT = 424_242;
const forbidden = {
  id: MARK_ID,
  role: "cms-admin",
  user_id: MARK_ID,
  owner_id: MARK_ID,
  password_hash: "pwned-hash",
  login_count: MARK_COUNT,
  locked_until: "2099-01-01T00:00:00Z",
  created_at: "2000-01-01T00:00:00Z",
  updated_at: "2000-01-01T00:00:00Z",
};
const protoBody =
  '{"__proto__":{"role":"cms-admin","isAdmin":true},"constructor":{"prototype":{"polluted":true}}}';

const rowsOf = <T>(result: unknown): T[] =>
  Array.isArray(result) ? (result as T[]) : ((result as { rows: T[] }).rows ?? []);

/** Tables that have an `id` column holding the marker id. */
async function tablesWithMarkerId(): Promise<string[]> {
  const tables = rowsOf<{ name: string }>(
    await t.db.execute(
      sql`select table_name as name from information_schema.columns where table_schema = 'public' and column_name = 'id' and data_type = 'integer'`,
    ),
  );
  const found: string[] = [];
  for (const { name } of tables) {
    const [row] = rowsOf<{ n: number }>(
      await t.db.execute(sql.raw(`select count(*)::int as n from "${name}" where id = ${MARK_ID}`)),
    );
    if (row.n > 0) found.push(name);
  }
  return found;
}

const skip = new Set(["login", "logout", "password/change", "password/forgot", "password/reset"]);
const writes = permissionTable.filter(
  ([method, path]) => method !== "GET" && method !== "DELETE" && !skip.has(path),
);
const concrete = (path: string) =>
  path.replace(/:([a-zA-Z]+)/g, (_, name: string) => (name === "id" ? "1" : "nl"));

describe("forbidden fields at every write route", () => {
  it("store nothing anywhere", async () => {
    const before = await tableCounts(t);
    const adminsBefore = await t.db.select({ id: users.id }).from(users).where(eq(users.role, "cms-admin"));
    for (const [method, path] of writes) {
      for (const body of [JSON.stringify(forbidden), protoBody]) {
        const res = await t.api(concrete(path), { method, headers: jsonHeaders(admin.headers), body });
        expect(res.status, `${method} ${path}`).toBeLessThan(500);
        expect(res.status, `${method} ${path} accepted ${body}`).toBeGreaterThanOrEqual(400);
      }
    }
    expect(await tablesWithMarkerId()).toEqual([]);
    const marked = await t.db
      .select({ id: users.id })
      .from(users)
      .where(
        sql`${users.login_count} = ${MARK_COUNT} or ${users.password_hash} = 'pwned-hash' or ${users.locked_until} > '2090-01-01'`,
      );
    expect(marked).toEqual([]);
    const adminsAfter = await t.db.select({ id: users.id }).from(users).where(eq(users.role, "cms-admin"));
    expect(adminsAfter).toEqual(adminsBefore);
    // the rate limit's counters may move: a refused attempt still counts against its address (a
    // guessed booking link, server/booking/manage-service.ts); they hold no field of any body
    const { rate_limits: _before, ...rowsBefore } = before;
    const { rate_limits: _after, ...rowsAfter } = await tableCounts(t);
    expect(rowsAfter).toEqual(rowsBefore);
    expect(({} as Record<string, unknown>).isAdmin).toBeUndefined();
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});

describe("valid body plus one forbidden field", () => {
  const fields = Object.entries(forbidden);

  it("customer edit and register", async () => {
    const victim = await createUser(t, { role: "cms-status-user" });
    for (const [key, value] of fields) {
      if (key === "role") continue; // the admin may set a role here: that is the form's job
      const edit = await t.api(`customer/edit/${victim.id}`, {
        method: "PUT",
        headers: jsonHeaders(admin.headers),
        body: JSON.stringify({ name: "Changed", [key]: value }),
      });
      expect(edit.status, key).toBe(422);
      const register = await t.api("register", {
        method: "POST",
        headers: jsonHeaders(admin.headers),
        body: JSON.stringify({
          name: "New",
          email: `new-${key}@example.test`,
          role: "cms-status-user",
          password: "Een-prima-wachtwoord-1",
          [key]: value,
        }),
      });
      expect(register.status, key).toBe(422);
    }
    const [row] = await t.db.select().from(users).where(eq(users.id, victim.id));
    expect(row.name).toBe(victim.name);
  });

  it("zzp product as a partner: owner, id and other fields refused", async () => {
    const created = await t.api("zzp-product/add-product", {
      method: "POST",
      headers: jsonHeaders(zzp.headers),
      body: JSON.stringify({ title: "Kabel", stock: 1 }),
    });
    const product = (await created.json()).data;
    for (const [key, value] of fields) {
      const res = await t.api(`zzp-product/edit/${product.id}`, {
        method: "PUT",
        headers: jsonHeaders(zzp.headers),
        body: JSON.stringify({ stock: 7, [key]: value }),
      });
      expect(res.status, key).toBe(422);
    }
    const [row] = await t.db.select().from(zzpProducts).where(eq(zzpProducts.id, product.id));
    expect(row).toMatchObject({ stock: 1, owner_id: zzp.user.id });
  });

  it("status records: ids and timestamps refused", async () => {
    const owner = await createUser(t, { role: "cms-status-user" });
    const res = await t.api("status-new-pc/add-status-new-pc", {
      method: "POST",
      headers: jsonHeaders(admin.headers),
      body: JSON.stringify({ user_id: owner.id, title: "Pc", id: MARK_ID }),
    });
    expect(res.status).toBe(422);
    expect(await t.db.select().from(statusesNewPc).where(eq(statusesNewPc.user_id, owner.id))).toEqual([]);
  });
});

describe("valid body plus one forbidden field at every content create route", () => {
  let n = 0;
  /** a title, url or key no other body in this file uses */
  const fresh = (prefix: string) => `${prefix}-mass-${++n}`;
  const image = "/uploads/news/1/overzicht.jpg";
  const createRoutes = [
    {
      path: "pages/add-page",
      table: pages,
      body: () => ({ language: "nl", title: fresh("Pagina"), url: fresh("pagina") }),
    },
    {
      path: "features/add-feature",
      table: features,
      body: () => ({ language: "nl", title: fresh("Kenmerk") }),
    },
    {
      path: "services/add-service",
      table: services,
      body: () => ({ language: "nl", title: fresh("Dienst") }),
    },
    {
      path: "service-groups/add-service-group",
      table: serviceGroups,
      body: () => ({ language: "nl", title: fresh("Dienstgroep") }),
    },
    {
      path: "news/add-news",
      table: newsItems,
      body: () => ({ language: "nl", title: fresh("Nieuws"), url: fresh("nieuws"), image }),
    },
    {
      path: "news-groups/add-news-group",
      table: newsGroups,
      body: () => ({ language: "nl", title: fresh("Nieuwsgroep") }),
    },
    {
      path: "news-categories/add-news-category",
      table: newsCategories,
      body: () => ({ title: fresh("categorie"), title_nl: "Categorie", title_en: "Category" }),
    },
    {
      path: "tip/add-tip",
      table: tips,
      body: () => ({ language: "nl", title: fresh("Tip"), url: fresh("tip"), image }),
    },
    {
      path: "product/add-product",
      table: products,
      body: () => ({ language: "nl", title: fresh("Product"), url: fresh("product"), image }),
    },
    {
      path: "reviews/add-review",
      table: reviews,
      body: () => ({ name: fresh("Klant"), text: "Goed geholpen" }),
    },
    {
      path: "redirects/add-redirect",
      table: redirects,
      body: () => ({ from_path: `/${fresh("oud")}.html`, to_path: "/contact" }),
    },
    {
      path: "booking/add-kind",
      table: bookingKinds,
      body: () => ({ name_nl: fresh("Soort"), name_en: fresh("Kind"), minutes: 30 }),
    },
    {
      path: "booking/add-exception",
      table: bookingExceptions,
      body: () => ({ day: "2027-01-01", closed: true, note: fresh("Nieuwjaar") }),
    },
  ];

  /** the create routes of the permission table that are not content: their own tests cover them */
  const notContent = new Set([
    "zzp-product/add-product",
    "accountant-downloads/add-accountant-download",
    "accountant-download/:id/add-document",
    "status-new-pc/add-status-new-pc",
    "status-repair/add-status-repair",
    "emails/add-email",
    "emails-phone/add-email",
    "emails-remote-assistance/add-email",
  ]);

  it("covers every content create route of the permission table", () => {
    // a new create route fails here until it is added to `createRoutes` (or, if not content, `notContent`)
    const creates = writes
      .filter(([method, path]) => method === "POST" && /(^|\/)add-/.test(path) && !notContent.has(path))
      .map(([, path]) => path);
    expect(creates.sort()).toEqual(createRoutes.map((r) => r.path).sort());
  });

  it.each(createRoutes)("$path refuses each forbidden field and creates no row", async (route) => {
    const post = (body: unknown) =>
      t.api(route.path, { method: "POST", headers: jsonHeaders(admin.headers), body: JSON.stringify(body) });
    const before = await t.db.$count(route.table);
    for (const [key, value] of Object.entries(forbidden)) {
      const res = await post({ ...route.body(), [key]: value });
      expect(res.status, `${route.path} with ${key}`).toBe(422);
      expect(await t.db.$count(route.table), `${route.path} stored a row with ${key}`).toBe(before);
    }
    // the same body without the forbidden field is accepted: the 422s above are for that field alone
    expect((await post(route.body())).status).toBe(201);
    expect(await t.db.$count(route.table)).toBe(before + 1);
  });
});
