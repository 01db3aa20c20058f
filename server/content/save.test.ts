/**
 * The save pipeline (./save.ts) as a service, on a real database without the HTTP app: the write,
 * its revision and the spent draft are one transaction; the audit entry follows the commit as a
 * background task whose failure is logged and leaves the save standing; a scheduled moment is
 * claimed once and recorded like a save.
 */
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { and, eq, sql } from "drizzle-orm";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { tipApi } from "#content-types/tips.ts";
import { makeTip } from "#tests/support/content.ts";
import { createTestDatabase, type TestDatabase } from "#tests/support/db.ts";
import { loadConfig } from "../config.ts";
import { auditLog, drafts, revisions, users } from "../db/schema.ts";
import { saveDraft } from "../drafts/service.ts";
import { createBackgroundTasks } from "../http/background-tasks.ts";
import { tipSave } from "./editorial-saves.ts";
import { type SaveContext, type SaveDeps, systemSaveContext } from "./save.ts";

let database: TestDatabase;
let dataDir: string;
let deps: SaveDeps;
/** what the pipeline logged (a real pino logger writing into this list) */
const logged: { msg: string; task?: string }[] = [];
let ctx: SaveContext;

beforeAll(async () => {
  database = await createTestDatabase();
  dataDir = await mkdtemp(path.join(tmpdir(), "save-test-"));
  const config = loadConfig({
    NODE_ENV: "test",
    DATA_DIR: dataDir,
    SESSION_SECRET: "test-secret-test-secret-test-secret-0123",
    LOG_LEVEL: "silent",
  });
  const logger = pino({ level: "info" }, { write: (line: string) => void logged.push(JSON.parse(line)) });
  deps = { database, config, logger, tasks: createBackgroundTasks(logger) };
  const [user] = await database.db
    .insert(users)
    .values({ name: "Ada Admin", email: "ada@example.test", role: "cms-admin", password_hash: "-" })
    .returning();
  ctx = { deps, user: { id: user.id, name: "Ada Admin", email: user.email }, lang: "nl", ip: "192.0.2.1" };
}, 120_000);
afterAll(async () => {
  await deps.tasks.idle();
  await database.close();
  await rm(dataDir, { recursive: true, force: true });
});

const revisionsOf = (id: number) =>
  database.db
    .select()
    .from(revisions)
    .where(and(eq(revisions.entity_type, "tip"), eq(revisions.entity_id, id)));
const auditOf = (id: number) =>
  database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entity_type, "tip"), eq(auditLog.entity_id, id)));

describe("the save pipeline", () => {
  it("an edit: the item, its revisions and the spent draft commit together; the audit entry follows", async () => {
    const tip = await makeTip(database.db, { title: "Voor" });
    await saveDraft(
      database.db,
      { userId: ctx.user!.id, type: "tip", entityId: tip.id },
      "nl",
      {},
      new Date(),
    );
    const saved = await tipSave.edit(ctx, tip.id, tipApi.update.parse({ title: "Na" }));
    expect(saved?.title).toBe("Na");
    expect((await revisionsOf(tip.id)).map((r) => [r.action, r.user_name]).sort()).toEqual([
      ["initial", ""],
      ["update", "Ada Admin"],
    ]);
    expect(await database.db.select().from(drafts).where(eq(drafts.entity_id, tip.id))).toEqual([]);
    await deps.tasks.idle();
    expect((await auditOf(tip.id)).map((e) => [e.action, e.ip, e.user_name])).toEqual([
      ["update", "192.0.2.1", "Ada Admin"],
    ]);
    expect(await tipSave.edit(ctx, 999_999, {})).toBeNull();
  });

  it("an audit entry that cannot be written is logged with its task; the save stands", async () => {
    const tip = await makeTip(database.db, { title: "Blijft" });
    await database.db.execute(sql`CREATE FUNCTION refuse_audit() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN RAISE EXCEPTION 'audit refused (test)'; END $$`);
    await database.db.execute(sql`CREATE TRIGGER refuse_audit BEFORE INSERT ON audit_log
      FOR EACH ROW EXECUTE FUNCTION refuse_audit()`);
    try {
      logged.length = 0;
      expect((await tipSave.edit(ctx, tip.id, { title: "Blijft staan" }))?.title).toBe("Blijft staan");
      await deps.tasks.idle();
      expect(logged.find((l) => l.msg === "task failed")?.task).toBe("audit update tip");
    } finally {
      await database.db.execute(sql`DROP TRIGGER refuse_audit ON audit_log`);
      await database.db.execute(sql`DROP FUNCTION refuse_audit()`);
    }
    expect(await auditOf(tip.id)).toEqual([]);
    expect((await revisionsOf(tip.id)).map((r) => r.action).sort()).toEqual(["initial", "update"]);
  });

  it("a scheduled moment: claimed once, its revision by system in the claim's transaction, then audited", async () => {
    const tip = await makeTip(database.db, { title: "Gepland" });
    const system = systemSaveContext(deps);
    const moment = { kind: "publish" as const, at: new Date().toISOString() };
    let claims = 0;
    const claim = async () => ++claims === 1;
    expect(await tipSave.scheduled(system, tip.id, moment, claim)).toBe(true);
    expect(await tipSave.scheduled(system, tip.id, moment, claim)).toBe(false);
    expect((await revisionsOf(tip.id)).map((r) => [r.action, r.user_name])).toEqual([
      ["scheduled-publish", "system"],
    ]);
    await deps.tasks.idle();
    expect((await auditOf(tip.id)).map((e) => [e.action, e.user_name, e.detail])).toEqual([
      ["publish", "system", { scheduled_at: moment.at }],
    ]);
  });

  it("a revision that cannot be written rolls back the claim of a scheduled moment", async () => {
    const tip = await makeTip(database.db, { title: "Niet geclaimd" });
    let claimedInside = false;
    await database.db.execute(sql`CREATE FUNCTION refuse_revision2() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN RAISE EXCEPTION 'revision refused (test)'; END $$`);
    await database.db.execute(sql`CREATE TRIGGER refuse_revision2 BEFORE INSERT ON revisions
      FOR EACH ROW EXECUTE FUNCTION refuse_revision2()`);
    try {
      const claim = async (tx: Parameters<Parameters<typeof tipSave.scheduled>[3]>[0]) => {
        await tx.execute(sql`UPDATE tips SET title = 'geclaimd' WHERE id = ${tip.id}`);
        claimedInside = true;
        return true;
      };
      await expect(
        tipSave.scheduled(
          systemSaveContext(deps),
          tip.id,
          { kind: "publish", at: new Date().toISOString() },
          claim,
        ),
      ).rejects.toThrow();
    } finally {
      await database.db.execute(sql`DROP TRIGGER refuse_revision2 ON revisions`);
      await database.db.execute(sql`DROP FUNCTION refuse_revision2()`);
    }
    expect(claimedInside).toBe(true);
    // what the claim wrote went with the refused revision
    expect((await tipSave.service.get(database.db, tip.id))?.title).toBe("Niet geclaimd");
  });
});
