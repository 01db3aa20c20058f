/**
 * Preview links API (requirements §2 "Preview links", cms-admin only by the permission table):
 * make a link to a page, news item, tip or product, list an item's links, revoke one.
 */
import { z } from "zod";
import { editorialTypes } from "#content-types/editorial.ts";
import {
  DEFAULT_PREVIEW_LINK_DAYS,
  PREVIEW_LINK_PATH,
  type PreviewLinkDays,
  previewLinkDays,
} from "#core/preview-links.ts";
import { audit } from "../audit/audit.ts";
import { editorialItemNotFound, editorialItemParams } from "../content/params.ts";
import { ADMIN, apiRoute } from "../http/api-route.ts";
import type { AppEnv } from "../http/context.ts";
import { createRouter, dataResponse, errorResponses, idParams, notFoundIn } from "../http/router.ts";
import type { Lang } from "../i18n/lang.ts";
import { previewLinkEvent } from "./audit.ts";
import {
  createPreviewLink,
  findPreviewEntity,
  listPreviewLinks,
  presentPreviewLink,
  revokePreviewLink,
} from "./service.ts";

const tags = ["Preview links"];

const messages = {
  item: editorialItemNotFound,
  link: { en: "Preview link not found", nl: "Voorbeeldlink niet gevonden" },
} as const;
const notFound = (what: keyof typeof messages, lang: Lang) => notFoundIn(messages[what], lang);

const linkIdParams = z.object({
  linkId: idParams(messages.link).shape.id.openapi({ param: { name: "linkId", in: "path" } }),
});

const createBody = z.strictObject({
  expires_in_days: z
    .union(previewLinkDays.map((d) => z.literal(d)))
    .optional()
    .meta({
      description: `days until the link stops working: 1, 7 or 30 (default ${DEFAULT_PREVIEW_LINK_DAYS})`,
    }),
});

const linkSchema = z
  .object({
    id: z.number().int(),
    created_at: z.string(),
    expires_at: z.string(),
    revoked_at: z.string().nullable(),
    active: z.boolean().meta({ description: "neither expired nor revoked" }),
  })
  .meta({ id: "PreviewLink" });

const labels = { expires_in_days: { en: "Expires after", nl: "Verloopt na" } };

/** the item of the path, or 404: an unknown type answers as an unknown id does */
async function itemOf(c: { var: AppEnv["Variables"] }, type: string, entityId: number) {
  const lang = c.var.lang;
  const entityType = editorialTypes.find((t) => t === type);
  if (!entityType) throw notFound("item", lang);
  const item = await findPreviewEntity(c.var.deps.database.db, entityType, entityId);
  if (!item) throw notFound("item", lang);
  return { type: entityType, id: entityId };
}

export function previewLinkRoutes() {
  const router = createRouter({ labels });
  router.openapi(
    apiRoute({
      method: "post",
      path: "/preview-link/{type}/{id}",
      access: ADMIN,
      tags,
      summary: "Make a preview link",
      description:
        "Role: cms-admin. A link to the item as it is saved now, published or not, that works without a login " +
        "until it expires or is revoked. The address holds a random token that is answered only here " +
        "(the database keeps its hash). `url` is built from PUBLIC_URL.",
      request: {
        params: editorialItemParams,
        body: { required: false, content: { "application/json": { schema: createBody } } },
      },
      responses: {
        201: dataResponse(
          z.object({ id: z.number().int(), url: z.string(), expires_at: z.string() }),
          "The new link",
        ),
        ...errorResponses(400, 401, 403, 404, 415, 422),
      },
    }),
    async (c) => {
      const params = c.req.valid("param");
      const item = await itemOf(c, params.type, params.id);
      const body = (c.req.valid("json") ?? {}) as z.infer<typeof createBody>;
      const days: PreviewLinkDays = body.expires_in_days ?? DEFAULT_PREVIEW_LINK_DAYS;
      const { row, token } = await createPreviewLink(c.var.deps.database.db, {
        ...item,
        days,
        userId: c.var.user?.id ?? null,
        now: new Date(),
      });
      c.var.log.info({ userId: c.var.user?.id, link: row.id, ...item }, "preview links: created");
      await audit(c, await previewLinkEvent(c.var.deps.database.db, "create", row));
      const url = `${c.var.deps.config.publicUrl}${PREVIEW_LINK_PATH}/${token}`;
      return c.json({ data: { id: row.id, url, expires_at: row.expires_at.toISOString() } }, 201);
    },
  );

  router.openapi(
    apiRoute({
      method: "get",
      path: "/preview-links/{type}/{id}",
      access: ADMIN,
      tags,
      summary: "The preview links of an item",
      description: "Role: cms-admin. Newest first, expired and revoked ones too; never the token.",
      request: { params: editorialItemParams },
      responses: { 200: dataResponse(z.array(linkSchema), "The links"), ...errorResponses(401, 403, 404) },
    }),
    async (c) => {
      const params = c.req.valid("param");
      const item = await itemOf(c, params.type, params.id);
      const now = new Date();
      const rows = await listPreviewLinks(c.var.deps.database.db, item.type, item.id);
      return c.json({ data: rows.map((row) => presentPreviewLink(row, now)) }, 200);
    },
  );

  router.openapi(
    apiRoute({
      method: "delete",
      path: "/preview-link/delete/{linkId}",
      access: ADMIN,
      tags,
      summary: "Revoke a preview link",
      description: "Role: cms-admin. The link stops working at once (410 for its visitors); the row is kept.",
      request: { params: linkIdParams },
      responses: { 200: dataResponse(linkSchema, "The revoked link"), ...errorResponses(401, 403, 404) },
    }),
    async (c) => {
      const lang = c.var.lang;
      const { linkId } = c.req.valid("param");
      const now = new Date();
      const row = await revokePreviewLink(c.var.deps.database.db, linkId, now);
      if (!row) throw notFound("link", lang);
      c.var.log.info({ userId: c.var.user?.id, link: row.id }, "preview links: revoked");
      await audit(c, await previewLinkEvent(c.var.deps.database.db, "revoke", row));
      return c.json({ data: presentPreviewLink(row, now) }, 200);
    },
  );
  return router;
}
