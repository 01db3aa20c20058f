import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "#tests/support/app.ts";
import { jsonHeaders, loginAs } from "#tests/support/auth.ts";
import { type Answer, answerOf } from "#tests/support/content-steps.ts";

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
afterAll(async () => t.close());

const send = (method: string, path: string, headers: Record<string, string>, body?: unknown) =>
  t.api(path, {
    method,
    headers: jsonHeaders(headers),
    body: body === undefined ? undefined : JSON.stringify(body),
  });

describe("status new pc", () => {
  describe("admin creates, edits, lists and deletes; the status user sees only its own, newest first", () => {
    let next: { data: number };
    let first: Answer;
    let second: Answer;
    let foreign: Answer;
    beforeAll(async () => {
      next = await (await send("GET", "status-new-pc/next-status-new-pc-id", admin.headers)).json();
      first = await answerOf(
        await send("POST", "status-new-pc/add-status-new-pc", admin.headers, {
          user_id: klant.user.id,
          title: "Gaming-pc",
          status: "assembling",
          date: "2026-02-01",
        }),
      );
      second = await answerOf(
        await send("POST", "status-new-pc/add-status-new-pc", admin.headers, {
          user_id: klant.user.id,
          title: "Kantoor-pc",
          date: "2026-03-01",
        }),
      );
      foreign = await answerOf(
        await send("POST", "status-new-pc/add-status-new-pc", admin.headers, {
          user_id: other.user.id,
          title: "Andere",
        }),
      );
    });

    it("adds a status under the announced next id", () => {
      expect(first.status).toBe(201);
      const created = first.data;
      expect(created.id).toBe(next.data);
      expect(created).toMatchObject({ status: "assembling", date: "2026-02-01", user_id: klant.user.id });
    });

    it("starts a status without one as waiting", () => {
      expect(second.data.status).toBe("waiting");
    });

    it("shows the status user its own, newest first", async () => {
      const own = await (await send("GET", "status-new-pc", klant.headers)).json();
      expect(own.data.map((s: { id: number }) => s.id)).toEqual([second.data.id, first.data.id]);
      expect((await send("GET", `status-new-pc/${first.data.id}`, klant.headers)).status).toBe(200);
    });

    it("hides another customer's status from the status user (404)", async () => {
      const hidden = await send("GET", `status-new-pc/${foreign.data.id}`, klant.headers);
      expect(hidden.status).toBe(404);
      expect((await hidden.json()).title).toBe("Status nieuwe pc niet gevonden");
    });

    it("edits the status", async () => {
      const edited = await send("PUT", `status-new-pc/edit/${first.data.id}`, admin.headers, {
        status: "finished",
      });
      expect((await edited.json()).data.status).toBe("finished");
    });

    it("lists a customer's statuses for the admin", async () => {
      const list = await (
        await send("GET", `statuses-new-pc?user_id=${klant.user.id}`, admin.headers)
      ).json();
      expect(list.meta.total).toBe(2);
    });

    it("deletes it", async () => {
      const created = first.data;
      expect((await send("DELETE", `status-new-pc/delete/${created.id}`, admin.headers)).status).toBe(200);
      expect((await send("GET", `status-new-pc/${created.id}`, admin.headers)).status).toBe(404);
    });
  });

  it("validates status values, dates and the customer", async () => {
    const bad = await send("POST", "status-new-pc/add-status-new-pc", admin.headers, {
      user_id: klant.user.id,
      status: "lost",
      date: "yesterday",
    });
    expect(bad.status).toBe(422);
    const errors = (await bad.json()).errors;
    expect(Object.keys(errors).sort()).toEqual(["date", "status"]);
    const notStatusUser = await send("POST", "status-new-pc/add-status-new-pc", admin.headers, {
      user_id: admin.user.id,
    });
    expect(notStatusUser.status).toBe(422);
    expect((await notStatusUser.json()).errors.user_id).toBeDefined();
    const missing = await send("POST", "status-new-pc/add-status-new-pc", admin.headers, {});
    expect((await missing.json()).errors.user_id[0]).toBe(
      "Het is verplicht om het veld 'Klant' in te vullen",
    );
  });

  it("is not writable by the status user", async () => {
    const res = await send("POST", "status-new-pc/add-status-new-pc", klant.headers, {
      user_id: klant.user.id,
    });
    expect(res.status).toBe(403);
  });
});

describe("status repair", () => {
  describe("stores costs in cents and answers euros; own records only, step by step", () => {
    let added: Answer;
    beforeAll(async () => {
      added = await answerOf(
        await send("POST", "status-repair/add-status-repair", admin.headers, {
          user_id: klant.user.id,
          title: "Laptop scherm",
          status: "in-treatment",
          description_problem: "Scherm flikkert",
          costs: 89.95,
          intake_date: "2026-01-15",
        }),
      );
    });

    it("adds a repair, the costs stored in cents and answered in euros", () => {
      expect(added.status).toBe(201);
      expect(added.data).toMatchObject({ costs_cents: 8995, costs: 89.95, status: "in-treatment" });
    });

    it("edits the costs in cents; refuses fractions of a cent and negative costs (422)", async () => {
      const repair = added.data;
      const cents = await send("PUT", `status-repair/edit/${repair.id}`, admin.headers, {
        costs_cents: 12000,
      });
      expect((await cents.json()).data.costs).toBe(120);
      expect(
        (await send("PUT", `status-repair/edit/${repair.id}`, admin.headers, { costs: 1.234 })).status,
      ).toBe(422);
      expect(
        (await send("PUT", `status-repair/edit/${repair.id}`, admin.headers, { costs_cents: -1 })).status,
      ).toBe(422);
    });

    it("shows the customer its own repair, another customer nothing", async () => {
      const mine = await (await send("GET", "status-repair", klant.headers)).json();
      expect(mine.data).toHaveLength(1);
      const theirs = await (await send("GET", "status-repair", other.headers)).json();
      expect(theirs.data).toEqual([]);
      expect((await send("GET", `status-repair/${added.data.id}`, other.headers)).status).toBe(404);
    });

    it("the admin searches the repairs", async () => {
      expect((await send("GET", "statuses-repair?search=laptop", admin.headers)).status).toBe(200);
    });
  });
});

describe("the labels of the 422 messages", () => {
  it("name each kind's fields as its admin form does (content-types/statuses.ts)", async () => {
    const long = "x".repeat(201);
    const newPc = await send("POST", "status-new-pc/add-status-new-pc", admin.headers, {
      user_id: klant.user.id,
      title: long,
    });
    expect(newPc.status).toBe(422);
    expect((await newPc.json()).errors.title[0]).toContain("'Wat er gebouwd wordt'");
    const repair = await send("POST", "status-repair/add-status-repair", admin.headers, {
      user_id: klant.user.id,
      title: long,
      intake_date: "yesterday",
    });
    expect(repair.status).toBe(422);
    const errors = (await repair.json()).errors;
    expect(errors.title[0]).toContain("'Apparaat'");
    expect(errors.intake_date[0]).toContain("'Innamedatum'");
  });
});
