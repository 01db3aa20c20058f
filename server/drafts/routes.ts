/**
 * Drafts API (issue 13 item 2; cms-admin only by the permission table): the admin form keeps its
 * unsaved values here while the owner types, offers them back when the screen opens again, and the
 * live preview (app/routes/admin/preview.tsx) renders them. A draft belongs to the logged-in user:
 * nobody else reads or removes it. `{id}` is the item's id, or `new` for an add screen.
 *
 * No audit entries: a draft changes no record (the audit log is about records, server/audit/); the
 * save that turns it into one is audited by the item's own route.
 */
import type { Context } from "hono";
import { z } from "zod";
import { NEW_ITEM } from "#content-types/drafts.ts";
import { type EditorialType, editorialTypes } from "#content-types/editorial.ts";
import { editorialItemNotFound, editorialTypeParam } from "../content/params.ts";
import { ADMIN, apiRoute } from "../http/api-route.ts";
import type { AppEnv } from "../http/context.ts";
import { createRouter, dataResponse, errorResponses, jsonRequest, notFoundIn } from "../http/router.ts";
import type { Lang } from "../i18n/lang.ts";
import { findPreviewEntity } from "../preview-links/service.ts";
import { type DraftKey, deleteDraft, findDraft, presentDraft, saveDraft } from "./service.ts";

const tags = ["Drafts"];

const languageSchema = z.enum(["nl", "en"]);

const draftParams = z.object({
  type: editorialTypeParam,
  id: z
    .string()
    .max(20)
    .openapi({
      param: { name: "id", in: "path" },
      example: "12",
      description: `the item's id, or \`${NEW_ITEM}\` for an item not saved yet`,
    }),
});

const languageQuery = z.object({
  language: languageSchema.optional().openapi({
    description:
      "a new item's draft in this language (default: the newest of either); an existing item's draft is always in the item's language",
  }),
});

const draftBody = z.strictObject({
  language: languageSchema.optional().meta({
    description: "the language of a new item's draft; an existing item's draft is in the item's language",
  }),
  values: z
    .record(z.string().max(100), z.unknown())
    .meta({ description: "the form's values as typed (not validated as the item: it may be half done)" }),
});

const draftSchema = z
  .object({
    type: z.enum(editorialTypes),
    id: z.number().int().nullable().meta({ description: "null: a new item" }),
    language: languageSchema,
    values: z.record(z.string(), z.unknown()),
    updated_at: z.string(),
  })
  .meta({ id: "Draft" });

const labels = { values: { en: "Values", nl: "Waarden" }, language: { en: "Language", nl: "Taal" } };

const idPattern = /^[1-9][0-9]{0,9}$/;

/** the user's key of the path's item (and the item's language), or 404 for an unknown type or item */
async function keyOf(
  c: Context<AppEnv>,
  type: string,
  id: string,
): Promise<{ key: DraftKey; itemLanguage: Lang | null }> {
  const lang = c.var.lang;
  const notFound = () => notFoundIn(editorialItemNotFound, lang);
  const entityType = editorialTypes.find((t) => t === type) as EditorialType | undefined;
  const userId = c.var.user?.id;
  if (!entityType || userId === undefined) throw notFound();
  if (id === NEW_ITEM) return { key: { userId, type: entityType, entityId: null }, itemLanguage: null };
  const entityId = idPattern.test(id) ? Number(id) : Number.NaN;
  if (!(entityId <= 2_147_483_647)) throw notFound();
  const item = await findPreviewEntity(c.var.deps.database.db, entityType, entityId);
  if (!item) throw notFound();
  return {
    key: { userId, type: entityType, entityId },
    itemLanguage: item.language === "en" ? "en" : "nl",
  };
}

export function draftRoutes() {
  const router = createRouter({ labels });

  router.openapi(
    apiRoute({
      method: "get",
      path: "/draft/{type}/{id}",
      access: ADMIN,
      tags,
      summary: "Your draft of an item",
      description:
        "Role: cms-admin. The logged-in user's unsaved form values of the item (`new`: of an add screen), " +
        "or `data: null` when there is none. Other users' drafts are never shown.",
      request: { params: draftParams, query: languageQuery },
      responses: {
        200: dataResponse(draftSchema.nullable(), "The draft, or null"),
        ...errorResponses(401, 403, 404, 422),
      },
    }),
    async (c) => {
      const { type, id } = c.req.valid("param");
      const { language } = c.req.valid("query");
      const { key, itemLanguage } = await keyOf(c, type, id);
      const row = await findDraft(c.var.deps.database.db, key, itemLanguage ?? language);
      return c.json({ data: row ? presentDraft(row) : null }, 200);
    },
  );

  router.openapi(
    apiRoute({
      method: "put",
      path: "/draft/{type}/{id}",
      access: ADMIN,
      tags,
      summary: "Keep your draft of an item",
      description:
        "Role: cms-admin. Stores (or replaces) the logged-in user's draft of the item in its language; " +
        "one per user, item and language. At most 256 KB (413). Drafts not written for 30 days are removed.",
      ...jsonRequest(draftBody, { params: draftParams }),
      responses: {
        200: dataResponse(draftSchema, "The stored draft"),
        ...errorResponses(400, 401, 403, 404, 413, 415, 422),
      },
    }),
    async (c) => {
      const { type, id } = c.req.valid("param");
      const body = c.req.valid("json");
      const { key, itemLanguage } = await keyOf(c, type, id);
      const typed = body.values.language;
      const language: Lang = itemLanguage ?? body.language ?? (typed === "en" ? "en" : "nl");
      const row = await saveDraft(c.var.deps.database.db, key, language, body.values, new Date());
      return c.json({ data: presentDraft(row) }, 200);
    },
  );

  router.openapi(
    apiRoute({
      method: "delete",
      path: "/draft/{type}/{id}",
      access: ADMIN,
      tags,
      summary: "Discard your draft of an item",
      description:
        "Role: cms-admin. Removes the logged-in user's draft of the item (in `language`, or in both). " +
        "Answers the number removed; 0 when there was none.",
      request: { params: draftParams, query: languageQuery },
      responses: {
        200: dataResponse(z.object({ deleted: z.number().int() }), "How many drafts were removed"),
        ...errorResponses(401, 403, 404, 422),
      },
    }),
    async (c) => {
      const { type, id } = c.req.valid("param");
      const { language } = c.req.valid("query");
      const { key, itemLanguage } = await keyOf(c, type, id);
      const deleted = await deleteDraft(c.var.deps.database.db, key, itemLanguage ?? language);
      return c.json({ data: { deleted } }, 200);
    },
  );
  return router;
}
