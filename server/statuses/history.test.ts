/**
 * The history of a job's statuses: every creation and every status change is recorded
 * with its time, in the transaction of the change, and the customer reads it with its own jobs only.
 */
import { sql } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { setClock } from "#server/auth/clock.ts";
import { createTestApp, type TestApp } from "#tests/support/app.ts";
import { jsonHeaders, loginAs } from "#tests/support/auth.ts";

let t: TestApp;
let admin: Awaited<ReturnType<typeof loginAs>>;
let klant: Awaited<ReturnType<typeof loginAs>>;
let other: Awaited<ReturnType<typeof loginAs>>;
beforeAll(async () => {
  t = await createTestApp();
  admin = await loginAs(t, "cms-admin");
  klant = await loginAs(t, "cms-status-user");
  other = await loginAs(t, "cms-status-user");
});
afterEach(() => setClock(null));
afterAll(async () => t.close());

const send = async (method: string, path: string, headers: Record<string, string>, body?: unknown) =>
  t.api(path, {
    method,
    headers: jsonHeaders(headers),
    body: body === undefined ? undefined : JSON.stringify(body),
  });

/** runs a request with the clock at `at` (minutes after the start of the test) */
const start = Date.now();
const at = (minutes: number) => new Date(start + minutes * 60_000);
async function sendAt(minutes: number, ...args: Parameters<typeof send>) {
  setClock(() => at(minutes));
  try {
    return await send(...args);
  } finally {
    setClock(null);
  }
}

describe("status history", () => {
  it("records the creation and every change of a new-pc status, not other edits", async () => {
    const created = await sendAt(1, "POST", "status-new-pc/add-status-new-pc", admin.headers, {
      user_id: klant.user.id,
      title: "Werkstation",
      status: "waiting",
      date: "2026-02-01",
    });
    expect(created.status).toBe(201);
    const job = (await created.json()).data;
    expect(job.history).toEqual([{ status: "waiting", changed_at: at(1).toISOString() }]);

    await sendAt(2, "PUT", `status-new-pc/edit/${job.id}`, admin.headers, { status: "waiting-supplier" });
    // notes only, and the same status again: no new entry
    await sendAt(3, "PUT", `status-new-pc/edit/${job.id}`, admin.headers, { notes: "Behuizing besteld" });
    await sendAt(4, "PUT", `status-new-pc/edit/${job.id}`, admin.headers, { status: "waiting-supplier" });
    const edited = await sendAt(5, "PUT", `status-new-pc/edit/${job.id}`, admin.headers, {
      status: "delivery-appointment",
    });
    const expected = [
      { status: "waiting", changed_at: at(1).toISOString() },
      { status: "waiting-supplier", changed_at: at(2).toISOString() },
      { status: "delivery-appointment", changed_at: at(5).toISOString() },
    ];
    expect((await edited.json()).data.history).toEqual(expected);

    // the customer reads the same history in its list and on the record
    const own = (await (await send("GET", "status-new-pc", klant.headers)).json()).data;
    expect(own.find((row: { id: number }) => row.id === job.id).history).toEqual(expected);
    const one = (await (await send("GET", `status-new-pc/${job.id}`, klant.headers)).json()).data;
    expect(one.history).toEqual(expected);
  });

  it("records repair statuses the same way", async () => {
    const job = (
      await (
        await sendAt(1, "POST", "status-repair/add-status-repair", admin.headers, {
          user_id: klant.user.id,
          title: "Tablet",
        })
      ).json()
    ).data;
    await sendAt(2, "PUT", `status-repair/edit/${job.id}`, admin.headers, { status: "waiting-for-size" });
    await sendAt(3, "PUT", `status-repair/edit/${job.id}`, admin.headers, { costs: 20 });
    await sendAt(4, "PUT", `status-repair/edit/${job.id}`, admin.headers, { status: "closed" });
    const one = (await (await send("GET", `status-repair/${job.id}`, klant.headers)).json()).data;
    expect(one.history).toEqual([
      { status: "in-treatment", changed_at: at(1).toISOString() },
      { status: "waiting-for-size", changed_at: at(2).toISOString() },
      { status: "closed", changed_at: at(4).toISOString() },
    ]);
  });

  it("shows a customer only the histories of its own jobs", async () => {
    const theirs = (
      await (
        await send("POST", "status-new-pc/add-status-new-pc", admin.headers, {
          user_id: other.user.id,
          title: "Andermans pc",
          status: "assembling",
        })
      ).json()
    ).data;
    const mine = (await (await send("GET", "status-new-pc", klant.headers)).json()).data;
    expect(mine.length).toBeGreaterThan(0);
    expect(mine.every((row: { user_id: number }) => row.user_id === klant.user.id)).toBe(true);
    expect(JSON.stringify(mine)).not.toContain("Andermans pc");
    const hidden = await send("GET", `status-new-pc/${theirs.id}`, klant.headers);
    expect(hidden.status).toBe(404);
    expect(JSON.stringify(await hidden.json())).not.toContain("assembling");
    const own = (await (await send("GET", "status-new-pc", other.headers)).json()).data;
    expect(own.map((row: { history: { status: string }[] }) => row.history)).toEqual([
      [{ status: "assembling", changed_at: expect.any(String) }],
    ]);
  });

  it("changes nothing when the history cannot be written (one transaction)", async () => {
    const job = (
      await (
        await send("POST", "status-repair/add-status-repair", admin.headers, {
          user_id: klant.user.id,
          title: "Printer",
        })
      ).json()
    ).data;
    await t.db.execute(
      sql.raw(`CREATE FUNCTION refuse_history() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN RAISE EXCEPTION 'history refused'; END $$`),
    );
    await t.db.execute(
      sql.raw(`CREATE TRIGGER refuse_history BEFORE INSERT ON status_history_repair
        FOR EACH ROW EXECUTE FUNCTION refuse_history()`),
    );
    try {
      const failed = await send("PUT", `status-repair/edit/${job.id}`, admin.headers, { status: "closed" });
      expect(failed.status).toBe(500);
      const created = await send("POST", "status-repair/add-status-repair", admin.headers, {
        user_id: klant.user.id,
        title: "Scanner",
      });
      expect(created.status).toBe(500);
    } finally {
      await t.db.execute(sql.raw("DROP TRIGGER refuse_history ON status_history_repair"));
    }
    const one = (await (await send("GET", `status-repair/${job.id}`, admin.headers)).json()).data;
    expect(one.status).toBe("in-treatment");
    expect(one.history.map((entry: { status: string }) => entry.status)).toEqual(["in-treatment"]);
    const list = (await (await send("GET", "statuses-repair?search=Scanner", admin.headers)).json()).meta;
    expect(list.total).toBe(0);
  });

  it("removes the history with the job", async () => {
    const job = (
      await (
        await send("POST", "status-new-pc/add-status-new-pc", admin.headers, { user_id: klant.user.id })
      ).json()
    ).data;
    expect((await send("DELETE", `status-new-pc/delete/${job.id}`, admin.headers)).status).toBe(200);
    const rows = await t.db.execute(
      sql.raw(`SELECT count(*)::int AS n FROM status_history_new_pc WHERE status_id = ${Number(job.id)}`),
    );
    const list = Array.isArray(rows) ? rows : (rows as unknown as { rows: { n: number }[] }).rows;
    expect((list[0] as { n: number }).n).toBe(0);
  });
});
