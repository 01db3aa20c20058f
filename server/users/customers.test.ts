import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mailOutbox, users } from "#server/db/schema.ts";
import { createTestApp, type TestApp } from "#tests/support/app.ts";
import { createUser, jsonHeaders, loginAs, loginWith } from "#tests/support/auth.ts";

let t: TestApp;
let admin: Awaited<ReturnType<typeof loginAs>>;
beforeAll(async () => {
  t = await createTestApp();
  admin = await loginAs(t, "cms-admin", { name: "Anna Admin" });
});
afterAll(async () => t.close());

const send = (method: string, path: string, body?: unknown, headers = admin.headers) =>
  t.api(path, {
    method,
    headers: jsonHeaders(headers),
    body: body === undefined ? undefined : JSON.stringify(body),
  });

const newCustomer = (extra: Record<string, unknown> = {}) => ({
  name: "Karel Klant",
  email: `karel-${Math.random().toString(36).slice(2)}@example.test`,
  phone: "015 123 4567",
  address: "Markt",
  house_number: "1",
  zip_code: "2611 GP",
  city: "Delft",
  role: "cms-status-user",
  password: "Karel-is-een-klant-1",
  ...extra,
});

describe("customers", () => {
  it("registers a customer (hashed password, never answered) who can then log in", async () => {
    const body = newCustomer();
    const res = await send("POST", "register", body);
    expect(res.status).toBe(201);
    const { data } = await res.json();
    expect(data).toMatchObject({
      name: "Karel Klant",
      role: "cms-status-user",
      status_user: true,
      login_count: 0,
    });
    expect(data.password_hash).toBeUndefined();
    expect(data.password).toBeUndefined();
    const [row] = await t.db.select().from(users).where(eq(users.id, data.id));
    expect(row.password_hash).toMatch(/^scrypt\$/);
    await loginWith(t, body.email, body.password);
  });

  it("refuses a duplicate e-mail (409), a short or common password and a missing password (422)", async () => {
    const body = newCustomer();
    expect((await send("POST", "register", body)).status).toBe(201);
    const dup = await send("POST", "register", { ...body, email: body.email.toUpperCase() });
    expect(dup.status).toBe(409);
    expect((await dup.json()).errors.email).toBeDefined();
    expect((await send("POST", "register", newCustomer({ password: "short" }))).status).toBe(422);
    const common = await send("POST", "register", newCustomer({ password: "wachtwoord123" }));
    expect(common.status).toBe(422);
    const { password: _p, ...noPassword } = newCustomer();
    const missing = await send("POST", "register", noPassword);
    expect(missing.status).toBe(422);
    expect((await missing.json()).errors.password[0]).toBe(
      "Het is verplicht om het veld 'Wachtwoord' in te vullen",
    );
  });

  it("sends an invitation with a link instead of a password", async () => {
    const { password: _p, ...body } = newCustomer({ send_invitation: true });
    const res = await send("POST", "register", body);
    expect(res.status).toBe(201);
    const [mail] = await t.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.to, body.email as string));
    expect(mail.text).toMatch(/\/wachtwoord-herstellen\?token=/);
  });

  it("lists with pagination, search and role filter; shows one; 404 for an unknown id", async () => {
    await createUser(t, { role: "cms-zzp", name: "Zoë Zelfstandig", city: "Rijswijk" });
    const list = await (await send("GET", "customers?search=rijswijk&per_page=5&t=123&_format=json")).json();
    expect(list.meta).toMatchObject({ page: 1, per_page: 5 });
    expect(list.data.map((c: { name: string }) => c.name)).toContain("Zoë Zelfstandig");
    expect(list.data.every((c: Record<string, unknown>) => !("password_hash" in c))).toBe(true);
    const zzp = await (await send("GET", "customers?role=cms-zzp")).json();
    expect(zzp.data.every((c: { role: string }) => c.role === "cms-zzp")).toBe(true);
    expect((await send("GET", "customers?per_page=1000")).status).toBe(422);
    const one = await send("GET", `customer/${admin.user.id}`);
    expect((await one.json()).data.name).toBe("Anna Admin");
    const missing = await send("GET", "customer/999999");
    expect(missing.status).toBe(404);
    expect((await missing.json()).title).toBe("Klant niet gevonden");
    expect((await send("GET", "customer/abc")).status).toBe(404);
  });

  it("edits fields and role; a new password ends the user's sessions", async () => {
    const other = await loginAs(t, "cms-zzp");
    const res = await send("PUT", `customer/edit/${other.user.id}`, {
      city: "Den Haag",
      role: "cms-accountant",
    });
    expect(res.status).toBe(200);
    expect((await res.json()).data).toMatchObject({ city: "Den Haag", role: "cms-accountant" });
    const me = await t.api("me", { headers: { cookie: other.headers.cookie } });
    expect((await me.json()).data.user).toBeNull();
    const pw = await send("PUT", `customer/edit/${other.user.id}`, { password: "Nieuw-wachtwoord-2026" });
    expect(pw.status).toBe(200);
    await loginWith(t, other.user.email, "Nieuw-wachtwoord-2026");
  });

  it("refuses forbidden fields (mass assignment) and changing or deleting oneself", async () => {
    const victim = await createUser(t, { role: "cms-status-user" });
    for (const field of [
      "id",
      "password_hash",
      "login_count",
      "locked_until",
      "last_login_at",
      "__proto__",
    ]) {
      const raw = `{"name":"X","${field}":${field === "__proto__" ? '{"role":"cms-admin"}' : "1"}}`;
      const res = await t.api(`customer/edit/${victim.id}`, {
        method: "PUT",
        headers: jsonHeaders(admin.headers),
        body: raw,
      });
      expect(res.status, field).toBe(422);
    }
    const [row] = await t.db.select().from(users).where(eq(users.id, victim.id));
    expect(row.name).toBe(victim.name);
    expect(row.login_count).toBe(0);
    expect(row.role).toBe("cms-status-user");
    expect((await send("PUT", `customer/edit/${admin.user.id}`, { role: "cms-zzp" })).status).toBe(409);
    expect((await send("DELETE", `customer/delete/${admin.user.id}`)).status).toBe(409);
  });

  it("refuses to delete your own account with the reason, in the request language", async () => {
    for (const [lang, reason] of [
      ["nl", "Je kunt je eigen account niet verwijderen"],
      ["en", "You cannot delete your own account"],
    ] as const) {
      const res = await t.api(`customer/delete/${admin.user.id}`, {
        method: "DELETE",
        headers: { ...admin.headers, "accept-language": lang },
      });
      expect(res.status).toBe(409);
      expect(await res.json()).toMatchObject({ title: reason, message: reason });
    }
    const [row] = await t.db.select().from(users).where(eq(users.id, admin.user.id));
    expect(row).toBeDefined();
  });

  it("deletes a customer; 404 the second time", async () => {
    const victim = await createUser(t, { role: "cms-status-user" });
    expect((await send("DELETE", `customer/delete/${victim.id}`)).status).toBe(200);
    expect((await send("DELETE", `customer/delete/${victim.id}`)).status).toBe(404);
  });

  it("is refused to other roles", async () => {
    const zzp = await loginAs(t, "cms-zzp");
    expect((await send("GET", "customers", undefined, zzp.headers)).status).toBe(403);
    expect((await send("POST", "register", newCustomer({ role: "cms-admin" }), zzp.headers)).status).toBe(
      403,
    );
  });
});
