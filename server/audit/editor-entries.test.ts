/**
 * The audit log names what the owner did with redirects and preview links (real HTTP app, PGlite):
 * a redirect by its two addresses, a preview link made or revoked by the item it shows (never its
 * token), and the admin's audit-log screen offers both kinds in its filter and names them in both
 * languages.
 */
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog as auditLogScreen } from "#app/admin/resources/audit-log.ts";
import { auditLog } from "#server/db/schema.ts";
import { createTestApp, type TestApp } from "#tests/support/app.ts";
import { jsonHeaders, loginAs } from "#tests/support/auth.ts";
import { makeNews } from "#tests/support/content.ts";

describe("audit entries of redirects and preview links", () => {
  let t: TestApp;
  let admin: Record<string, string>;
  const send = (path: string, method: string, body?: unknown) =>
    t.api(path, {
      method,
      headers: jsonHeaders(admin),
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  // the audit entry is written after the save's commit, as a background task: wait for it
  const entriesOf = async (type: string) => {
    await t.deps.tasks.idle();
    return t.db.select().from(auditLog).where(eq(auditLog.entity_type, type)).orderBy(auditLog.id);
  };
  /** the audit-log screen's filter option and column text for a kind or an action */
  const optionLabel = (filter: "type" | "action", value: string) =>
    auditLogScreen.filters?.find((f) => f.name === filter)?.options?.find((o) => o.value === value)?.label;

  beforeAll(async () => {
    t = await createTestApp();
    admin = (await loginAs(t, "cms-admin")).headers;
  }, 180_000);
  afterAll(async () => t.close());

  it("a redirect added, changed and deleted is logged with its addresses", async () => {
    const added = await send("redirects/add-redirect", "POST", {
      from_path: "/oud.html",
      to_path: "/contact",
    });
    expect(added.status).toBe(201);
    const { id } = (await added.json()).data;
    expect((await send(`redirect/edit/${id}`, "PUT", { to_path: "/en/contact" })).status).toBe(200);
    expect((await send(`redirect/delete/${id}`, "DELETE")).status).toBe(200);
    const entries = await entriesOf("redirect");
    expect(entries.map((e) => [e.action, e.entity_id, e.title])).toEqual([
      ["create", id, "/oud.html → /contact"],
      ["update", id, "/oud.html → /en/contact"],
      ["delete", id, "/oud.html → /en/contact"],
    ]);
    expect(optionLabel("type", "redirect")).toEqual({ en: "Redirects", nl: "Doorverwijzingen" });
  });

  it("a preview link made and revoked is logged by the item it shows, never with its token", async () => {
    const item = await makeNews(t.db, { title: "Concept over back-ups", visible: false });
    const made = await send(`preview-link/news/${item.id}`, "POST", { expires_in_days: 1 });
    expect(made.status).toBe(201);
    const { id, url } = (await made.json()).data;
    expect((await send(`preview-link/delete/${id}`, "DELETE")).status).toBe(200);
    const entries = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity_type, "preview link"), eq(auditLog.entity_id, id)))
      .orderBy(auditLog.id);
    expect(entries.map((e) => [e.action, e.title, e.detail?.item_type, e.detail?.item_id])).toEqual([
      ["create", "Concept over back-ups", "news", item.id],
      ["revoke", "Concept over back-ups", "news", item.id],
    ]);
    const token = String(url).split("/").pop() ?? "";
    expect(JSON.stringify(entries)).not.toContain(token);
    expect(entries[0].user_id).not.toBeNull();
    expect(optionLabel("type", "preview link")).toEqual({ en: "Preview links", nl: "Voorbeeldlinks" });
    expect(optionLabel("action", "revoke")).toEqual({ en: "Revoked", nl: "Ingetrokken" });
  });

  it("names every kind in plain English", () => {
    const types = auditLogScreen.filters?.find((f) => f.name === "type")?.options ?? [];
    const english = types.map((o) => o.label.en);
    expect(english).toContain("Repair statuses");
    expect(english).toContain("New PC statuses");
    expect(english).not.toContain("Statuses repair");
    expect(auditLogScreen.columns.find((c) => c.key === "title")?.label.en).toBe("Item");
  });
});
