/**
 * Revisions API (requirements, "Revisions"; cms-admin only by the permission table): an item's
 * saves newest first, one save with its data, and a restore that saves that data again through
 * the type's save pipeline (server/content/save.ts), which stores a new revision 'restore'.
 */
import type { Context } from "hono";
import { z } from "zod";
import { type EditorialType, editorialTypes, isEditorialType } from "#content-types/editorial.ts";
import type { EditorialSaves } from "../content/editorial-saves.ts";
import { editorialItemNotFound, editorialItemParams } from "../content/params.ts";
import { saveContextOf } from "../content/save.ts";
import { ADMIN, apiRoute } from "../http/api-route.ts";
import type { AppEnv } from "../http/context.ts";
import { createRouter, dataResponse, errorResponses, idParams, notFoundIn } from "../http/router.ts";
import type { Lang } from "../i18n/lang.ts";
import { revisionActions } from "./entity-types.ts";
import { findRevision, listRevisions } from "./service.ts";

const tags = ["Revisions"];

const messages = {
  item: editorialItemNotFound,
  revision: { en: "Revision not found", nl: "Versie niet gevonden" },
} as const;
const notFound = (what: keyof typeof messages, lang: Lang) => notFoundIn(messages[what], lang);

const revisionIdParams = z.object({
  revisionId: idParams(messages.revision).shape.id.openapi({ param: { name: "revisionId", in: "path" } }),
});

const actionSchema = z.enum(revisionActions);
const revisionSummarySchema = z
  .object({
    id: z.number().int(),
    created_at: z.string(),
    user_name: z.string(),
    action: actionSchema,
    language: z.enum(["nl", "en"]).nullable(),
  })
  .meta({ id: "RevisionSummary" });
const revisionSchema = z
  .object({
    id: z.number().int(),
    entity_type: z.enum(editorialTypes),
    entity_id: z.number().int(),
    created_at: z.string(),
    user_name: z.string(),
    action: actionSchema,
    data: z.record(z.string(), z.unknown()).meta({ description: "the item as the API answered it then" }),
  })
  .meta({ id: "Revision" });

/** the stored revision, or 404 */
async function revisionOf(c: Context<AppEnv>, id: number) {
  const found = await findRevision(c.var.deps.database.db, id);
  if (!found || !isEditorialType(found.entity_type)) throw notFound("revision", c.var.lang);
  return { ...found, entity_type: found.entity_type as EditorialType };
}

/** `saves`: the save pipeline of each editorial type (server/content/editorial-saves.ts): a restore saves through it */
export function revisionRoutes(saves: EditorialSaves) {
  const router = createRouter();

  router.openapi(
    apiRoute({
      method: "get",
      path: "/revisions/{type}/{id}",
      access: ADMIN,
      tags,
      summary: "The saves of a page, news item, tip or product",
      description: `Role: cms-admin. Newest first, without their data; \`type\` is ${editorialTypes.join(", ")}. The newest REVISIONS_KEEP (default 50) per item are kept.`,
      request: { params: editorialItemParams },
      responses: {
        200: dataResponse(z.array(revisionSummarySchema), "The revisions"),
        ...errorResponses(401, 403, 404),
      },
    }),
    async (c) => {
      const { type, id } = c.req.valid("param");
      if (!isEditorialType(type)) throw notFound("item", c.var.lang);
      const rows = await listRevisions(c.var.deps.database.db, type, id);
      const data = rows.map((row) => ({ ...row, action: actionSchema.parse(row.action) }));
      return c.json({ data }, 200);
    },
  );

  router.openapi(
    apiRoute({
      method: "get",
      path: "/revision/{revisionId}",
      access: ADMIN,
      tags,
      summary: "One save with the item's data as it was",
      description: "Role: cms-admin.",
      request: { params: revisionIdParams },
      responses: { 200: dataResponse(revisionSchema, "The revision"), ...errorResponses(401, 403, 404) },
    }),
    async (c) => {
      const { language: _language, ...found } = await revisionOf(c, c.req.valid("param").revisionId);
      return c.json({ data: { ...found, action: actionSchema.parse(found.action) } }, 200);
    },
  );

  router.openapi(
    apiRoute({
      method: "post",
      path: "/revision/restore/{revisionId}",
      access: ADMIN,
      tags,
      summary: "Restore an item to a save",
      description:
        "Role: cms-admin. Saves the revision's data again through the item's edit (its fields as the edit call takes them; " +
        "read-only ones such as id, created_at and the translation are left out), which stores a new revision 'restore'. " +
        "404 when the revision or the item is gone.",
      request: { params: revisionIdParams },
      responses: {
        200: dataResponse(z.record(z.string(), z.unknown()), "The restored item"),
        ...errorResponses(401, 403, 404, 422),
      },
    }),
    async (c) => {
      const revision = await revisionOf(c, c.req.valid("param").revisionId);
      const restored = await saves[revision.entity_type].restore(saveContextOf(c), revision);
      if (!restored) throw notFound("item", c.var.lang);
      return c.json({ data: restored as Record<string, unknown> }, 200);
    },
  );

  return router;
}
