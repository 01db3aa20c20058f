/**
 * Status e-mails: every creation and status change of a customer's job queues exactly one outbox mail
 * in the customer's language, in the transaction of the change, unless the customer turned them off;
 * the admin's list says whether and when it went out.
 */
import { asc, eq, sql } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { setClock } from "#server/auth/clock.ts";
import { mailOutbox } from "#server/db/schema.ts";
import { drainOutbox } from "#server/mail/outbox.ts";
import { createTestApp, type TestApp } from "#tests/support/app.ts";
import { jsonHeaders, loginAs } from "#tests/support/auth.ts";

const PUBLIC_URL = "https://www.delft-it.example";
let t: TestApp;
let admin: Awaited<ReturnType<typeof loginAs>>;
beforeAll(async () => {
  t = await createTestApp({ env: { PUBLIC_URL } });
  admin = await loginAs(t, "cms-admin");
});
afterEach(() => setClock(null));
afterAll(async () => t.close());

const send = async (method: string, path: string, body?: unknown) =>
  t.api(path, {
    method,
    headers: jsonHeaders(admin.headers),
    body: body === undefined ? undefined : JSON.stringify(body),
  });
const json = async (method: string, path: string, body?: unknown) => {
  const res = await send(method, path, body);
  expect(res.status, await res.clone().text()).toBeLessThan(300);
  return (await res.json()).data;
};
const mailsTo = (email: string) =>
  t.db.select().from(mailOutbox).where(eq(mailOutbox.to, email)).orderBy(asc(mailOutbox.id));

async function customer(settings: { language?: "nl" | "en"; status_emails?: boolean } = {}) {
  const { user } = await loginAs(t, "cms-status-user", { name: "Jan de Vries" });
  if (Object.keys(settings).length > 0) await json("PUT", `customer/edit/${user.id}`, settings);
  return user;
}

describe("status e-mails", () => {
  it("queue one mail per creation and status change, in Dutch by default, linking to /status", async () => {
    const klant = await customer();
    expect((await json("GET", `customer/${klant.id}`)).status_emails).toBe(true);
    setClock(() => new Date("2026-03-05T10:00:00Z"));
    const job = await json("POST", "status-new-pc/add-status-new-pc", {
      user_id: klant.id,
      title: "Gaming-pc",
      status: "waiting",
    });
    let mails = await mailsTo(klant.email);
    expect(mails).toHaveLength(1);
    // a new job is "registered", not "changed"
    expect(mails[0].subject).toBe("We hebben je bestelling van een nieuwe pc genoteerd: In de wacht");
    expect(mails[0].text).toContain("Hallo Jan de Vries,");
    expect(mails[0].text).toContain("We hebben je bestelling van een nieuwe pc genoteerd.");
    expect(mails[0].text).not.toContain("is gewijzigd");
    expect(mails[0].text).toContain("Opdracht: Gaming-pc");
    expect(mails[0].text).toContain("Status: In de wacht");
    expect(mails[0].text).toContain("Datum: 5 maart 2026");
    expect(mails[0].text).toContain(`\n${PUBLIC_URL}/status\n`);

    // other edits and the same status again: no mail
    await json("PUT", `status-new-pc/edit/${job.id}`, { notes: "Onderdelen besteld" });
    await json("PUT", `status-new-pc/edit/${job.id}`, { status: "waiting" });
    expect(await mailsTo(klant.email)).toHaveLength(1);

    await json("PUT", `status-new-pc/edit/${job.id}`, { status: "assembling" });
    await json("PUT", `status-new-pc/edit/${job.id}`, { status: "finished" });
    mails = await mailsTo(klant.email);
    expect(mails.map((m) => m.subject)).toEqual([
      "We hebben je bestelling van een nieuwe pc genoteerd: In de wacht",
      "Nieuwe status van je nieuwe pc: Wordt samengesteld",
      "Nieuwe status van je nieuwe pc: Klaar",
    ]);
    expect(mails[1].text).toContain("De status van je nieuwe pc is gewijzigd.");
    expect(mails[1].text).toContain("Nieuwe status: Wordt samengesteld");

    // a repair: created, then closed
    const repair = await json("POST", "status-repair/add-status-repair", {
      user_id: klant.id,
      title: "Laptop",
    });
    await json("PUT", `status-repair/edit/${repair.id}`, { status: "closed" });
    expect((await mailsTo(klant.email)).slice(3).map((m) => m.subject)).toEqual([
      "We hebben je reparatie geregistreerd: Wordt gerepareerd",
      "Nieuwe status van je reparatie: Afgerond",
    ]);
  });

  it("write in the customer's language", async () => {
    const klant = await customer({ language: "en" });
    expect(await json("GET", `customer/${klant.id}`)).toMatchObject({ language: "en", status_emails: true });
    setClock(() => new Date("2026-03-05T10:00:00Z"));
    const job = await json("POST", "status-repair/add-status-repair", { user_id: klant.id, title: "Laptop" });
    await json("PUT", `status-repair/edit/${job.id}`, { status: "waiting-for-size" });
    const mails = await mailsTo(klant.email);
    // the words an English repair shop writes, and the English status page
    expect(mails.map((m) => m.subject)).toEqual([
      "We have registered your repair: Being repaired",
      "New status of your repair: Waiting for parts",
    ]);
    expect(mails[0].text).toContain("We have registered your repair.");
    expect(mails[0].text).not.toContain("has changed");
    expect(mails[1].text).toContain("The status of your repair has changed.");
    expect(mails[1].text).toContain("Hello Jan de Vries,");
    expect(mails[1].text).toContain("Date: 5 March 2026");
    for (const mail of mails) expect(mail.text).toContain(`\n${PUBLIC_URL}/en/status\n`);
  });

  it("queue nothing for a customer who turned them off", async () => {
    const klant = await customer({ status_emails: false });
    const job = await json("POST", "status-new-pc/add-status-new-pc", {
      user_id: klant.id,
      status: "waiting",
    });
    await json("PUT", `status-new-pc/edit/${job.id}`, { status: "finished" });
    const repair = await json("POST", "status-repair/add-status-repair", { user_id: klant.id });
    await json("PUT", `status-repair/edit/${repair.id}`, { status: "closed" });
    expect(await mailsTo(klant.email)).toHaveLength(0);
    // the history is still recorded
    expect(
      (await json("GET", `status-new-pc/${job.id}`)).history.map((h: { status: string }) => h.status),
    ).toEqual(["waiting", "finished"]);
    const list = await json("GET", `statuses-new-pc?user_id=${klant.id}`);
    expect(list).toMatchObject([{ id: job.id, email_state: "off", email_sent_at: null }]);
  });

  it("show the admin whether and when the mail of the latest change went out", async () => {
    const klant = await customer();
    const job = await json("POST", "status-repair/add-status-repair", { user_id: klant.id });
    const listed = async () => (await json("GET", `statuses-repair?user_id=${klant.id}`))[0];
    expect(await listed()).toMatchObject({ id: job.id, email_state: "queued", email_sent_at: null });
    expect(await json("GET", `status-repair/${job.id}`)).toMatchObject({ email_state: "queued" });

    await drainOutbox(t.deps);
    const [sent] = await mailsTo(klant.email);
    expect(sent.sent_at).not.toBeNull();
    expect(await listed()).toMatchObject({ email_state: "sent", email_sent_at: sent.sent_at!.toISOString() });

    // a new change is queued again: the state is the latest change's
    await json("PUT", `status-repair/edit/${job.id}`, { status: "closed" });
    expect(await listed()).toMatchObject({ email_state: "queued", email_sent_at: null });
  });

  it("are queued in the transaction of the change: a change that fails queues none", async () => {
    const klant = await customer();
    const job = await json("POST", "status-new-pc/add-status-new-pc", { user_id: klant.id });
    await t.db.execute(
      sql.raw(`CREATE FUNCTION refuse_change() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN RAISE EXCEPTION 'change refused'; END $$`),
    );
    await t.db.execute(
      sql.raw(`CREATE TRIGGER refuse_change BEFORE INSERT ON status_history_new_pc
        FOR EACH ROW EXECUTE FUNCTION refuse_change()`),
    );
    try {
      expect((await send("PUT", `status-new-pc/edit/${job.id}`, { status: "finished" })).status).toBe(500);
      expect((await send("POST", "status-new-pc/add-status-new-pc", { user_id: klant.id })).status).toBe(500);
    } finally {
      await t.db.execute(sql.raw("DROP TRIGGER refuse_change ON status_history_new_pc"));
      await t.db.execute(sql.raw("DROP FUNCTION refuse_change"));
    }
    expect(await mailsTo(klant.email)).toHaveLength(1);
  });

  it("keep the setting off the customer's own view of its statuses", async () => {
    const { user, headers } = await loginAs(t, "cms-status-user");
    const job = await json("POST", "status-new-pc/add-status-new-pc", { user_id: user.id });
    const own = await (await t.api(`status-new-pc/${job.id}`, { headers })).json();
    expect(own.data.email_state).toBeUndefined();
  });

  it("refuse a wrong setting through the customer API", async () => {
    const klant = await customer();
    const res = await send("PUT", `customer/edit/${klant.id}`, { status_emails: "no", language: "de" });
    expect(res.status).toBe(422);
    expect(Object.keys((await res.json()).errors ?? {}).sort()).toEqual(["language", "status_emails"]);
  });
});
