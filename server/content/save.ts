/**
 * The one save pipeline (docs/decisions/0015-one-definition-one-save.md): an add, an edit, a restore,
 * a delete and a scheduled moment of any content type go through `createSavePipeline`, whoever
 * starts them (a route, the revisions API's restore, the scheduler).
 *
 * Inside ONE transaction: the service's write, and for the editorial types (pages, news items,
 * tips, products) the revision of every row it changed (server/revisions/record.ts) and the saving
 * user's spent draft (server/drafts/). Whatever of these fails, the transaction rolls back and the
 * save fails: a save is never without its history. The write bumps the content version (the
 * database trigger of migration 0001), which purges the page cache of every instance at commit.
 *
 * After the commit, as background tasks (server/http/background-tasks.ts; a failure is logged with
 * its task name, and shutdown waits for them): the audit entry, and the removal of uploads the
 * write stopped using. Neither can undo a committed save, so neither may fail it.
 */
import type { z } from "@hono/zod-openapi";
import type { Context } from "hono";
import type { ContentType } from "#content-types/define.ts";
import type { EditorialType } from "#content-types/editorial.ts";
import type { FieldLabels } from "#core/validation/validate.ts";
import { type AuditEvent, auditEntry, recordEvent, titleOf } from "../audit/audit.ts";
import { insertAuditEntry } from "../audit/service.ts";
import type { Tx } from "../db/client.ts";
import type { AppDeps } from "../deps.ts";
import { clearDraftAfterSave } from "../drafts/record.ts";
import { clientIp } from "../http/client-ip.ts";
import type { AppEnv } from "../http/context.ts";
import { validationFailed } from "../http/router.ts";
import type { Lang } from "../i18n/lang.ts";
import { type RevisionAction, restorableFields, type SaveAction } from "../revisions/entity-types.ts";
import { type RevisionAuthor, recordSave, type SavedRow } from "../revisions/record.ts";
import { removeUnreferencedUploads, type UploadCandidates, uploadUrlsIn } from "../uploads/references.ts";

/** what a save needs of the running server */
export type SaveDeps = Pick<AppDeps, "database" | "config" | "logger" | "tasks">;

/** Who saves, in which language, from which address: a request (`saveContextOf`) or the system. */
export interface SaveContext {
  deps: SaveDeps;
  /** null: the system (the scheduler), named "system" in revisions and the audit log */
  user: { id: number; name: string; email: string } | null;
  lang: Lang;
  ip: string;
}

export function saveContextOf(c: Context<AppEnv>): SaveContext {
  return { deps: c.var.deps, user: c.var.user, lang: c.var.lang, ip: clientIp(c) };
}

export function systemSaveContext(deps: SaveDeps): SaveContext {
  return { deps, user: null, lang: "nl", ip: "" };
}

/** the revision a restore brings back: the audit entry names it */
export interface RestoredRevision {
  id: number;
  /** when that version was saved, ISO */
  created_at: string;
}

export interface Deleted {
  deleted: number[];
  translations_deleted: boolean;
}

/** the writes of a type's service (server/<domain>/service.ts); each runs in the caller's transaction */
export interface SaveService<Out, Create, Update> {
  get(db: Tx, id: number): Promise<Out | null>;
  create(db: Tx, body: Create, lang: Lang): Promise<Out>;
  update(db: Tx, id: number, body: Update, lang: Lang): Promise<Out | null>;
  remove(db: Tx, id: number, lang: Lang): Promise<Deleted | null>;
}

export interface SaveSpec<Out extends { id: number }, Create, Update> {
  /** its noun names it in the audit log; its `uploadType` is the upload folder emptied by a delete */
  definition: Pick<ContentType, "noun" | "notFound" | "uploadType" | "listSort">;
  /** the editorial types keep a revision of every save and a draft per user (server/revisions, server/drafts) */
  editorial?: EditorialType;
  /** the edit call's schema and labels (`apiSchemas` of the definition): a restore's data passes it too */
  api?: { update: z.ZodType<Update>; labels: FieldLabels };
  service: SaveService<Out, Create, Update>;
}

/** an item as the pipeline reads it: its id, and its translation sibling when it has one */
type Item = { id?: unknown; translation?: { id: number } | null };

const authorOf = (ctx: SaveContext): RevisionAuthor =>
  ctx.user
    ? { user_id: ctx.user.id, user_name: ctx.user.name || ctx.user.email }
    : { user_id: null, user_name: "system" };

export function createSavePipeline<Out extends { id: number }, Create, Update>(
  spec: SaveSpec<Out, Create, Update>,
) {
  const { service, editorial, definition } = spec;

  /** the item as it is now (null when gone), its translation sibling, and the upload addresses they hold */
  async function current(tx: Tx, id: number) {
    const item = await service.get(tx, id);
    if (!item) return { item: null, sibling: null, held: [] as string[] };
    const siblingId = (item as Item).translation?.id;
    const sibling = siblingId ? await service.get(tx, siblingId) : null;
    return { item, sibling, held: uploadUrlsIn([item, sibling]) };
  }

  /** the sibling as the save left it, to compare with how it was (its shared fields may have changed) */
  async function siblingAfter(tx: Tx, sibling: Out | null): Promise<SavedRow | null> {
    if (!sibling) return null;
    return { before: sibling, after: await service.get(tx, sibling.id) };
  }

  /** the revisions of a save, in its transaction (editorial types only) */
  async function recordRevisions(
    tx: Tx,
    ctx: SaveContext,
    action: RevisionAction,
    target: SavedRow,
    sibling: SavedRow | null,
  ) {
    if (!editorial) return;
    const keep = ctx.deps.config.revisionsKeep;
    await recordSave(tx, { type: editorial, action, by: authorOf(ctx), keep }, target, sibling);
  }

  /** the work after the commit: background tasks, logged when they fail */
  function afterCommit(ctx: SaveContext, audit: AuditEvent, uploads: UploadCandidates) {
    const { deps } = ctx;
    const entry = auditEntry(audit, ctx.user ?? { id: null, email: "", name: "system" }, ctx.ip);
    deps.tasks.run(`audit ${audit.action} ${definition.noun}`, () =>
      insertAuditEntry(deps.database.db, entry),
    );
    if ((uploads.urls?.length ?? 0) > 0 || (uploads.folders?.length ?? 0) > 0) {
      deps.tasks.run(`uploads of a ${definition.noun}`, () => removeUnreferencedUploads(deps, uploads));
    }
  }

  /**
   * Adds an item. A new translation passes its shared fields (images too) on to its sibling: the
   * sibling's revision is written with the new item's, and its old images may go unused.
   */
  async function create(ctx: SaveContext, body: Create): Promise<Out> {
    const translationOf = (body as { translation_of?: number }).translation_of;
    const { created, held } = await ctx.deps.database.db.transaction(async (tx) => {
      const other = translationOf ? await current(tx, translationOf) : null;
      const created = await service.create(tx, body, ctx.lang);
      await recordRevisions(
        tx,
        ctx,
        "create",
        { before: null, after: created },
        await siblingAfter(tx, other?.item ?? null),
      );
      // the add screen's draft is what was just saved
      if (editorial) await clearDraftAfterSave(tx, ctx.user?.id, editorial, null, created);
      return { created, held: other?.held ?? [] };
    });
    afterCommit(ctx, recordEvent("create", definition.noun, created), { urls: held });
    return created;
  }

  /**
   * Changes an item (the edit route) or brings back a revision (`restored`, the revisions API).
   * Every row it changed gets its revision: the item, and its sibling when shared fields were copied
   * to it. Null when the item is gone.
   */
  async function edit(ctx: SaveContext, id: number, body: Update, restored?: RestoredRevision) {
    const action: SaveAction = restored ? "restore" : "update";
    const saved = await ctx.deps.database.db.transaction(async (tx) => {
      const before = await current(tx, id);
      if (!before.item) return null;
      const updated = await service.update(tx, id, body, ctx.lang);
      if (!updated) return null;
      await recordRevisions(
        tx,
        ctx,
        action,
        { before: before.item, after: updated },
        await siblingAfter(tx, before.sibling),
      );
      // the saving user's autosaved draft is what was just saved (a restore leaves drafts alone)
      if (editorial && !restored) await clearDraftAfterSave(tx, ctx.user?.id, editorial, id, updated);
      return { updated, held: before.held };
    });
    if (!saved) return null;
    const detail = {
      fields: Object.keys(body as object),
      // which version came back (the audit log names it: app/admin/resources/audit-log.ts)
      ...(restored ? { revision_id: restored.id, revision_saved_at: restored.created_at } : {}),
    };
    // an image replaced or removed by this edit (here or on the sibling) may now be unused
    afterCommit(ctx, recordEvent(action, definition.noun, saved.updated, detail), { urls: saved.held });
    return saved.updated;
  }

  /**
   * Brings an item back to a revision (the revisions API): the revision's restorable fields
   * (server/revisions/entity-types.ts) are saved through `edit` as an edit would save them. The
   * stored item was valid when saved; the rules may have tightened since: then the edit's 422.
   */
  async function restore(
    ctx: SaveContext,
    revision: RestoredRevision & { entity_id: number; data: Record<string, unknown> },
  ) {
    if (!editorial || !spec.api) return null;
    const fields = new Set(restorableFields(editorial));
    const stored = Object.fromEntries(Object.entries(revision.data).filter(([name]) => fields.has(name)));
    const parsed = spec.api.update.safeParse(stored);
    if (!parsed.success) throw validationFailed(parsed.error.issues, ctx.lang, { labels: spec.api.labels });
    return edit(ctx, revision.entity_id, parsed.data, { id: revision.id, created_at: revision.created_at });
  }

  /**
   * Deletes the item and its translation sibling (the service's one transaction), then removes the
   * uploads they used and their upload folders when nothing else refers to them. Null when gone.
   */
  async function remove(ctx: SaveContext, id: number): Promise<Deleted | null> {
    const db = ctx.deps.database.db;
    const outcome = await db.transaction(async (tx) => {
      // the item before the delete: its uploads may go unused, its title goes into the audit log
      const { item: doomed, held } = await current(tx, id);
      const result = await service.remove(tx, id, ctx.lang);
      return result ? { result, doomed, held } : null;
    });
    if (!outcome) return null;
    const { result, doomed, held } = outcome;
    const pageType = definition.uploadType;
    afterCommit(
      ctx,
      recordEvent("delete", definition.noun, { ...(doomed as object), id }, { deleted: result.deleted }),
      {
        urls: held,
        folders: pageType ? result.deleted.map((pageId) => ({ pageType, pageId })) : [],
      },
    );
    return result;
  }

  /**
   * A scheduled moment passed (server/content/schedule.ts): `claim` (in the transaction) says
   * whether this instance is the one to handle it; then the item's revision, by "system", in the
   * same transaction. The row itself does not change (./live.ts reads the moment), but the claim
   * bumps the content version, which purges the page cache as a save does. False when another
   * instance claimed it first.
   */
  async function scheduled(
    ctx: SaveContext,
    id: number,
    moment: { kind: "publish" | "unpublish"; at: string },
    claim: (tx: Tx) => Promise<boolean>,
  ): Promise<boolean> {
    const item = await ctx.deps.database.db.transaction(async (tx) => {
      if (!(await claim(tx))) return undefined;
      const now = await service.get(tx, id);
      if (!now) return null;
      const action = moment.kind === "publish" ? "scheduled-publish" : "scheduled-unpublish";
      await recordRevisions(tx, ctx, action, { before: null, after: now }, null);
      return now;
    });
    // undefined: another instance claimed it; null: the item is gone (claimed, nothing to record)
    if (item === undefined) return false;
    if (item === null) return true;
    const audit: AuditEvent = {
      action: moment.kind,
      entityType: definition.noun,
      entityId: id,
      title: titleOf(item),
      detail: { scheduled_at: moment.at },
    };
    afterCommit(ctx, audit, {});
    return true;
  }

  return { create, edit, restore, remove, scheduled, service, editorial, definition };
}

export type SavePipeline<
  Out extends { id: number } = { id: number },
  Create = never,
  Update = never,
> = ReturnType<typeof createSavePipeline<Out, Create, Update>>;
