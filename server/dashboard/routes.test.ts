import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { emailMessages, features, statusesNewPc, statusesRepair } from "#server/db/schema.ts";
import { createTestApp, type TestApp } from "#tests/support/app.ts";
import { createUser, loginAs } from "#tests/support/auth.ts";

describe("GET dashboard", () => {
  let t: TestApp;
  let admin: Record<string, string>;
  beforeAll(async () => {
    t = await createTestApp();
    admin = (await loginAs(t, "cms-admin")).headers;
  });
  afterAll(async () => t.close());

  it("counts the sections and shows the newest messages and statuses", async () => {
    const customer = await createUser(t, { role: "cms-status-user", name: "Klaas Klant" });
    const base = Date.now() - 60 * 60_000;
    for (let i = 0; i < 6; i++) {
      await t.db.insert(emailMessages).values({
        kind: "contact",
        name: `Afzender ${i}`,
        email: `a${i}@example.test`,
        message: "m",
        created_at: new Date(base + i * 60_000),
        read_at: i < 2 ? new Date() : null,
      });
    }
    await t.db.insert(emailMessages).values({ kind: "phone", name: "Bel", phone: "1" });
    await t.db.insert(features).values([
      { language: "nl", title: "Snel" },
      { language: "en", title: "Fast" },
    ]);
    await t.db.insert(statusesNewPc).values({ user_id: customer.id, title: "Game-pc", date: "2026-11-01" });
    await t.db
      .insert(statusesRepair)
      .values({ user_id: customer.id, title: "Laptop", status: "closed", intake_date: "2026-10-20" });

    const res = await t.api("dashboard?_format=json&t=1", { headers: admin });
    expect(res.status).toBe(200);
    const { data } = await res.json();
    expect(data.counts).toMatchObject({
      features: 2,
      pages: 0,
      customers: 2, // the admin and the customer
      statuses_new_pc: 1,
      statuses_repair: 1,
      emails: { total: 6, unread: 4 },
      emails_phone: { total: 1, unread: 1 },
      emails_remote_assistance: { total: 0, unread: 0 },
    });
    expect(data.latest_emails.contact.map((m: { name: string }) => m.name)).toEqual([
      "Afzender 5",
      "Afzender 4",
      "Afzender 3",
      "Afzender 2",
      "Afzender 1",
    ]);
    expect(data.latest_emails.contact[4].unread).toBe(false);
    expect(data.latest_emails.phone).toHaveLength(1);
    expect(data.latest_emails.remote_assistance).toEqual([]);
    expect(data.latest_statuses.new_pc).toEqual([
      expect.objectContaining({
        title: "Game-pc",
        status: "waiting",
        customer: { id: customer.id, name: "Klaas Klant" },
      }),
    ]);
    expect(data.latest_statuses.repair[0]).toMatchObject({ status: "closed", date: "2026-10-20" });
  });

  it("is for the admin only", async () => {
    expect((await t.api("dashboard")).status).toBe(401);
    const zzp = (await loginAs(t, "cms-zzp")).headers;
    expect((await t.api("dashboard", { headers: zzp })).status).toBe(403);
  });
});
