/** The admin API of the stored e-mail messages (three kinds, one set of paths each). */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { emailMessages, mailOutbox } from "#server/db/schema.ts";
import { createTestApp, type TestApp } from "#tests/support/app.ts";
import { jsonHeaders, loginAs } from "#tests/support/auth.ts";

describe("e-mail messages API", () => {
  let t: TestApp;
  let admin: Record<string, string>;
  const ids = { contact: [] as number[], phone: [] as number[], remote: [] as number[] };

  beforeAll(async () => {
    t = await createTestApp();
    admin = (await loginAs(t, "cms-admin")).headers;
    const base = Date.now() - 10 * 60_000;
    for (let i = 0; i < 3; i++) {
      const [row] = await t.db
        .insert(emailMessages)
        .values({
          kind: "contact",
          name: `Contact ${i}`,
          email: `c${i}@example.test`,
          message: `Bericht ${i}`,
          created_at: new Date(base + i * 60_000),
        })
        .returning();
      ids.contact.push(row.id);
    }
    const [phone] = await t.db
      .insert(emailMessages)
      .values({ kind: "phone", name: "Bel mij", phone: "0612345678" })
      .returning();
    ids.phone.push(phone.id);
    const [remote] = await t.db
      .insert(emailMessages)
      .values({
        kind: "remote-assistance",
        name: "Help",
        email: "h@example.test",
        phone: "1",
        message: "Kapot",
      })
      .returning();
    ids.remote.push(remote.id);
  });
  afterAll(async () => t.close());

  const get = (p: string, headers = admin) => t.api(p, { headers });

  it("lists one kind, newest first, with the unread flag and paging", async () => {
    const res = await get("emails?_format=json&t=1700000000&per_page=2");
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.meta).toEqual({ page: 1, per_page: 2, total: 3 });
    expect(body.data.map((m: { name: string }) => m.name)).toEqual(["Contact 2", "Contact 1"]);
    expect(body.data[0]).toMatchObject({ kind: "contact", unread: true, read_at: null });
    expect(body.data[0]).not.toHaveProperty("idempotency_key");

    const page2 = await (await get("emails?per_page=2&page=2")).json();
    expect(page2.data.map((m: { name: string }) => m.name)).toEqual(["Contact 0"]);
    const phone = await (await get("emails-phone")).json();
    expect(phone.data.map((m: { id: number }) => m.id)).toEqual(ids.phone);
    const remote = await (await get("emails-remote-assistance?search=kapot")).json();
    expect(remote.data.map((m: { id: number }) => m.id)).toEqual(ids.remote);
  });

  it("shows one message under its own path only", async () => {
    const res = await get(`email/${ids.contact[0]}`);
    expect(res.status).toBe(200);
    expect((await res.json()).data).toMatchObject({ id: ids.contact[0], name: "Contact 0" });
    expect((await get(`email-phone/${ids.phone[0]}`)).status).toBe(200);
    expect((await get(`email-remote-assistance/${ids.remote[0]}`)).status).toBe(200);

    const wrongKind = await get(`email-phone/${ids.contact[0]}`, { ...admin, "accept-language": "en" });
    expect(wrongKind.status).toBe(404);
    expect(await wrongKind.json()).toMatchObject({ title: "E-mail not found" });
    expect((await get(`email/${ids.remote[0]}`)).status).toBe(404);
    expect((await get("email/999999")).status).toBe(404);
    expect((await get("email/abc")).status).toBe(404);
    expect((await get("email/99999999999999")).status).toBe(404);
  });

  it("marks read and unread", async () => {
    const id = ids.contact[1];
    const res = await t.api(`email/mark-read/${id}`, { method: "PUT", headers: admin });
    expect(res.status).toBe(200);
    expect((await res.json()).data).toMatchObject({ id, unread: false });
    const unread = await t.api(`email/mark-read/${id}`, {
      method: "PUT",
      headers: jsonHeaders(admin),
      body: JSON.stringify({ read: false }),
    });
    expect((await unread.json()).data.unread).toBe(true);
    expect((await t.api(`email-phone/mark-read/${id}`, { method: "PUT", headers: admin })).status).toBe(404);
    const bad = await t.api(`email/mark-read/${id}`, {
      method: "PUT",
      headers: jsonHeaders(admin),
      body: JSON.stringify({ read: "yes", role: "cms-admin" }),
    });
    expect(bad.status).toBe(422);
  });

  it("adds a message by hand (admin wording for required fields, no mails)", async () => {
    const res = await t.api("emails-phone/add-email", {
      method: "POST",
      headers: jsonHeaders(admin),
      body: JSON.stringify({ name: "Telefonisch", phone: "015 1234567", preferred_moment: "ochtend" }),
    });
    expect(res.status).toBe(200);
    const { data } = await res.json();
    expect(data).toMatchObject({ kind: "phone", name: "Telefonisch", unread: false });
    expect(await t.db.select().from(mailOutbox)).toEqual([]);

    const invalid = await t.api("emails/add-email?lang=en", {
      method: "POST",
      headers: jsonHeaders(admin),
      body: JSON.stringify({ name: "", email: "x@example.test", message: "m", id: 5, kind: "phone" }),
    });
    expect(invalid.status).toBe(422);
    expect((await invalid.json()).errors).toEqual({
      id: ["The field 'id' is not allowed"],
      kind: ["The field 'kind' is not allowed"],
      name: ["The 'Name' field is required"],
    });
    const required = await t.api("emails/add-email?lang=en", {
      method: "POST",
      headers: jsonHeaders(admin),
      body: JSON.stringify({ name: "", email: "x@example.test", message: "m" }),
    });
    expect((await required.json()).errors).toEqual({ name: ["The 'Name' field is required"] });
  });

  it("deletes a message of its own kind only", async () => {
    const id = ids.remote[0];
    expect((await t.api(`email/delete/${id}`, { method: "DELETE", headers: admin })).status).toBe(404);
    const res = await t.api(`email-remote-assistance/delete/${id}`, { method: "DELETE", headers: admin });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ data: { deleted: true, id } });
    expect((await get(`email-remote-assistance/${id}`)).status).toBe(404);
  });

  it("is for the admin only", async () => {
    expect((await t.api("emails")).status).toBe(401);
    const status = (await loginAs(t, "cms-status-user")).headers;
    expect((await get("emails", status)).status).toBe(403);
    expect((await get(`email/${ids.contact[0]}`, status)).status).toBe(403);
    expect(
      (await t.api(`email/delete/${ids.contact[0]}`, { method: "DELETE", headers: status })).status,
    ).toBe(403);
    // without the CSRF header a write is refused and nothing changes
    const noCsrf = await t.api(`email/delete/${ids.contact[0]}`, {
      method: "DELETE",
      headers: { cookie: admin.cookie },
    });
    expect(noCsrf.status).toBe(403);
    expect((await get(`email/${ids.contact[0]}`)).status).toBe(200);
  });
});
