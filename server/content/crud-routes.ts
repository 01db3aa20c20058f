/**
 * The six admin routes every content section has (requirements §7: list, next id, add, get, edit, delete),
 * registered from one description so all sections behave alike. Static paths are registered before
 * parameterised ones ("tip/next-tip-id" before "tip/{id}").
 */
import { createRoute, type OpenAPIHono, z } from "@hono/zod-openapi";
import type { Context } from "hono";
import type { EditorialType } from "#content-types/editorial.ts";
import { audit, recordEvent } from "../audit/audit.ts";
import type { Tx } from "../db/client.ts";
import { clearDraftAfterSave } from "../drafts/record.ts";
import type { AppEnv } from "../http/context.ts";
import {
  adminErrors,
  dataOf,
  errorResponses,
  idParams,
  jsonBody,
  jsonOf,
  listOf,
  writeErrors,
} from "../http/router.ts";
import type { Lang } from "../i18n/lang.ts";
import type { SaveAction } from "../revisions/entity-types.ts";
import { recordSave, type SavedRow } from "../revisions/record.ts";
import { type RestoredRevision, registerRevisionTarget } from "../revisions/registry.ts";
import { removeUnreferencedUploads, uploadUrlsIn } from "../uploads/references.ts";
import { notFoundError } from "./errors.ts";
import { type ListQuery, type ListResult, listEnvelope, listQuerySchema } from "./list-query.ts";
import { type ContentMessageKey, contentMessages } from "./messages.ts";
import { deletedSchema } from "./params.ts";

export interface CrudRoutes<Out, Create, Update> {
  tag: string;
  /** singular name for descriptions, e.g. "page" */
  noun: string;
  paths: { list: string; nextId?: string; add: string; get: string; edit: string; delete: string };
  item: z.ZodType;
  createSchema: z.ZodType<Create>;
  updateSchema: z.ZodType<Update>;
  notFound: ContentMessageKey;
  /** page-type of its upload folder (DATA_DIR/uploads/<page-type>/<id>), emptied after a delete */
  uploadsPageType?: string;
  /** keeps a revision of every save under this type (server/revisions/): pages, news items, tips, products */
  revisions?: EditorialType;
  /** extra `sort` values for the description */
  sortable: string[];
  service: {
    list(db: Tx, q: ListQuery): Promise<ListResult<Out>>;
    get(db: Tx, id: number): Promise<Out | null>;
    nextId?(db: Tx): Promise<number>;
    create(db: Tx, body: Create, lang: Lang): Promise<Out>;
    update(db: Tx, id: number, body: Update, lang: Lang): Promise<Out | null>;
    remove(
      db: Tx,
      id: number,
      lang: Lang,
    ): Promise<{ deleted: number[]; translations_deleted: boolean } | null>;
  };
}

const role = "Role: cms-admin.";

/**
 * An item as its answer's schema sees it (`def.item` documents it; its type is not known here): every
 * section's service row fits, and `c.json` can check the envelope against the route's schema.
 */
type Item = unknown;

export function registerCrudRoutes<Out, Create, Update>(
  router: OpenAPIHono<AppEnv>,
  def: CrudRoutes<Out, Create, Update>,
) {
  const { service } = def;
  const tags = [def.tag];
  const db = (c: { var: AppEnv["Variables"] }) => c.var.deps.database.db;

  /** the item as it is now (null when gone), its translation sibling, and the upload addresses they hold */
  async function currentItem(tx: Tx, id: number) {
    const item = await service.get(tx, id);
    if (!item) return { item: null, sibling: null, held: [] as string[] };
    const siblingId = (item as { translation?: { id: number } | null }).translation?.id;
    const sibling = siblingId ? await service.get(tx, siblingId) : null;
    return { item, sibling, held: uploadUrlsIn([item, sibling]) };
  }

  /** the sibling as the save left it, to compare with how it was (its shared fields may have changed) */
  async function siblingAfter(tx: Tx, sibling: Out | null): Promise<SavedRow | null> {
    if (!sibling) return null;
    const id = (sibling as unknown as { id: number }).id;
    return { before: sibling, after: await service.get(tx, id) };
  }

  /**
   * After a committed edit or delete: uploads the old rows held that nothing refers to any more are
   * removed (server/uploads/references.ts). A file that cannot be removed is logged, not fatal.
   */
  async function cleanUploads(
    c: { var: AppEnv["Variables"] },
    candidates: Parameters<typeof removeUnreferencedUploads>[1],
  ) {
    try {
      await removeUnreferencedUploads(c.var.deps, candidates);
    } catch (error) {
      c.var.log.warn({ err: error, tag: def.tag }, "uploads not removed");
    }
  }

  /**
   * The edit path (the edit route's, and a restore's: server/revisions/routes.ts). One transaction
   * holds the service's update and the revisions of every row it changed (the item, and its sibling
   * when shared fields were copied to it: server/revisions/record.ts), so a save is never without
   * its history and a failure to record fails the save. After the commit: the uploads it stopped
   * using, the audit entry, the saving user's draft. Null when the item is gone.
   */
  async function saveEdit(
    c: Context<AppEnv>,
    id: number,
    body: Update,
    action: SaveAction,
    restored?: RestoredRevision,
  ) {
    const saved = await db(c).transaction(async (tx) => {
      const before = await currentItem(tx, id);
      if (!before.item) return null;
      const updated = await service.update(tx, id, body, c.var.lang);
      if (!updated) return null;
      if (def.revisions) {
        const sibling = await siblingAfter(tx, before.sibling);
        await recordSave(tx, c, def.revisions, action, { before: before.item, after: updated }, sibling);
      }
      return { updated, held: before.held };
    });
    if (!saved) return null;
    const { updated, held } = saved;
    // an image replaced or removed by this edit (here or on the sibling) may now be unused
    await cleanUploads(c, { urls: held });
    await audit(
      c,
      recordEvent(restored ? "restore" : "update", def.noun, updated, {
        fields: Object.keys(body as object),
        // which version came back (the audit log names it: app/admin/resources/audit-log.ts)
        ...(restored ? { revision_id: restored.id, revision_saved_at: restored.created_at } : {}),
      }),
    );
    // the saving user's autosaved draft (server/drafts/) is what was just saved
    if (def.revisions && action === "update") await clearDraftAfterSave(c, def.revisions, id, updated);
    return updated;
  }
  if (def.revisions) {
    registerRevisionTarget(def.revisions, {
      save: (c, id, body, action, restored) => saveEdit(c, id, body as Update, action, restored),
    });
  }

  router.openapi(
    createRoute({
      method: "get",
      path: def.paths.list,
      tags,
      summary: `List ${def.noun}s (admin)`,
      description: `${role} Paginated (page, per_page ≤ 100), \`search\` (contains, case-insensitive), \`sort\` (${def.sortable.join(", ")}) and \`order\` (asc|desc), optional \`language\`.`,
      request: { query: listQuerySchema },
      responses: { 200: jsonOf(listOf(def.item), `The ${def.noun}s`), ...adminErrors },
    }),
    async (c) => {
      const q = c.req.valid("query");
      const result = await service.list(db(c), q);
      return c.json(listEnvelope(result), 200);
    },
  );

  if (def.paths.nextId && service.nextId) {
    const nextId = service.nextId;
    router.openapi(
      createRoute({
        method: "get",
        path: def.paths.nextId,
        tags,
        summary: `The id the next ${def.noun} will get`,
        description: `${role} Used by the admin to upload images before the first save.`,
        responses: { 200: jsonOf(dataOf(z.number()), "The next id"), ...adminErrors },
      }),
      async (c) => c.json({ data: await nextId(db(c)) }, 200),
    );
  }

  router.openapi(
    createRoute({
      method: "post",
      path: def.paths.add,
      tags,
      summary: `Add a ${def.noun}`,
      description: `${role} Unknown fields are refused (422). \`translation_of\` (optional, where the ${def.noun} is translatable) makes the new row the translation sibling of that row.`,
      request: { body: jsonBody(def.createSchema) },
      responses: { 201: jsonOf(dataOf(def.item), `The new ${def.noun}`), ...writeErrors },
    }),
    async (c) => {
      const body = c.req.valid("json") as Create;
      // a new translation passes its shared fields (images too) on to its sibling: the sibling's
      // revision is written with the new item's, in its transaction, and its old images may go unused
      const translationOf = (body as { translation_of?: number }).translation_of;
      const { created, held } = await db(c).transaction(async (tx) => {
        const other = translationOf ? await currentItem(tx, translationOf) : null;
        const created: Item = await service.create(tx, body, c.var.lang);
        if (def.revisions) {
          const sibling = await siblingAfter(tx, other?.item ?? null);
          await recordSave(tx, c, def.revisions, "create", { before: null, after: created }, sibling);
        }
        return { created, held: other?.held ?? [] };
      });
      await cleanUploads(c, { urls: held });
      await audit(c, recordEvent("create", def.noun, created));
      if (def.revisions) await clearDraftAfterSave(c, def.revisions, null, created);
      return c.json({ data: created }, 201);
    },
  );

  router.openapi(
    createRoute({
      method: "get",
      path: def.paths.get,
      tags,
      summary: `One ${def.noun} (admin, any visibility)`,
      description: role,
      request: { params: idParams(contentMessages[def.notFound]) },
      responses: { 200: jsonOf(dataOf(def.item), `The ${def.noun}`), ...adminErrors, ...errorResponses(404) },
    }),
    async (c) => {
      const { id } = c.req.valid("param");
      const found = await service.get(db(c), id);
      if (!found) throw notFoundError(def.notFound, c.var.lang);
      const data: Item = found;
      return c.json({ data }, 200);
    },
  );

  router.openapi(
    createRoute({
      method: "put",
      path: def.paths.edit,
      tags,
      summary: `Change a ${def.noun}`,
      description: `${role} Only the fields sent are changed; unknown fields are refused (422). Fields both language versions share (price, stock, images, dates, order, menu flags) are copied to the translation sibling; an upload the edit stopped using is removed when nothing else refers to it.`,
      request: { params: idParams(contentMessages[def.notFound]), body: jsonBody(def.updateSchema) },
      responses: {
        200: jsonOf(dataOf(def.item), `The changed ${def.noun}`),
        ...writeErrors,
        ...errorResponses(404),
      },
    }),
    async (c) => {
      const { id } = c.req.valid("param");
      const updated = await saveEdit(c, id, c.req.valid("json") as Update, "update");
      if (!updated) throw notFoundError(def.notFound, c.var.lang);
      const data: Item = updated;
      return c.json({ data }, 200);
    },
  );

  router.openapi(
    createRoute({
      method: "delete",
      path: def.paths.delete,
      tags,
      summary: `Delete a ${def.noun} and its translation`,
      description: `${role} Deletes the ${def.noun} together with its translation sibling in one transaction, then removes the uploads they used${def.uploadsPageType ? ` (and those in their upload folders, page-type \`${def.uploadsPageType}\`)` : ""} that nothing else refers to. \`translations_deleted\` says whether a sibling was deleted too.`,
      request: { params: idParams(contentMessages[def.notFound]) },
      responses: { 200: jsonOf(deletedSchema, "What was deleted"), ...adminErrors, ...errorResponses(404) },
    }),
    async (c) => {
      const { id } = c.req.valid("param");
      // the item before the delete: its uploads may go unused, its title goes into the audit log
      const { item: doomed, held } = await currentItem(db(c), id);
      const result = await service.remove(db(c), id, c.var.lang);
      if (!result) throw notFoundError(def.notFound, c.var.lang);
      const pageType = def.uploadsPageType;
      await cleanUploads(c, {
        urls: held,
        folders: pageType ? result.deleted.map((pageId) => ({ pageType, pageId })) : [],
      });
      await audit(c, recordEvent("delete", def.noun, { ...doomed, id }, { deleted: result.deleted }));
      return c.json({ data: result }, 200);
    },
  );
}
