/**
 * The public forms (send-contact-email, send-phone-email, send-remote-assistance-email) and the admin
 * API of the stored e-mail messages, one set of paths per kind (requirements §7):
 *
 *   GET emails | emails-phone | emails-remote-assistance            list, newest first
 *   GET email/{id} | email-phone/{id} | email-remote-assistance/{id}
 *   POST emails…/add-email · PUT email…/mark-read/{id} · DELETE email…/delete/{id}
 */
import { z } from "zod";
import {
  adminEmailSchemas,
  type EmailKind,
  labelsFor,
  markReadSchema,
  publicFormSchemas,
} from "#core/messages/schema.ts";
import { audit } from "../audit/audit.ts";
import { listEnvelope, listQuerySchema } from "../content/list-query.ts";
import { ADMIN, apiRoute } from "../http/api-route.ts";
import { clientIp } from "../http/client-ip.ts";
import {
  createRouter,
  dataResponse,
  errorResponses,
  idParams,
  jsonBody,
  listResponse,
  notFoundIn,
  orNotFound,
  validationHook,
} from "../http/router.ts";
import {
  addEmail,
  deleteEmail,
  emailNotFound,
  emailSortColumns,
  getEmail,
  listEmails,
  markEmailRead,
  submitForm,
} from "./service.ts";

const paths: Record<EmailKind, { form: string; list: string; one: string; label: string }> = {
  contact: { form: "send-contact-email", list: "emails", one: "email", label: "contact form" },
  phone: {
    form: "send-phone-email",
    list: "emails-phone",
    one: "email-phone",
    label: "phone (call-back) form",
  },
  "remote-assistance": {
    form: "send-remote-assistance-email",
    list: "emails-remote-assistance",
    one: "email-remote-assistance",
    label: "remote assistance form",
  },
};

export const emailMessageSchema = z
  .object({
    id: z.number().int(),
    kind: z.enum(["contact", "phone", "remote-assistance"]),
    name: z.string(),
    email: z.string(),
    phone: z.string(),
    preferred_moment: z.string(),
    message: z.string(),
    product_id: z.number().int().nullable(),
    product_title: z.string(),
    product_url: z.string(),
    language: z.enum(["nl", "en"]),
    read_at: z.string().nullable(),
    unread: z.boolean(),
    created_at: z.string(),
  })
  .meta({ id: "EmailMessage" });

const sentSchema = z.object({ sent: z.literal(true), message: z.string() });

// the list query every admin list takes (messages have no language filter) plus `unread`
const emailsQuery = listQuerySchema.omit({ language: true }).extend({
  unread: z
    .enum(["1", "true", "0", "false"])
    .optional()
    .meta({ description: "`1`/`true`: only unread messages" }),
});

export function messagesRoutes() {
  const router = createRouter();

  for (const kind of ["contact", "phone", "remote-assistance"] as const) {
    const p = paths[kind];
    const tags = [
      kind === "contact" ? "E-mails" : kind === "phone" ? "E-mails (phone)" : "E-mails (remote assistance)",
    ];
    const formHook = validationHook({ labels: labelsFor(kind), requiredKey: "required_contact" });
    const adminHook = validationHook({ labels: labelsFor(kind) });

    router.openapi(
      apiRoute({
        method: "post",
        path: `/${p.form}`,
        access: "public",
        tags: ["Public forms"],
        summary: `Send the ${p.label}`,
        description:
          "Stores the message and queues the notification (to the company, Reply-To the sender, with " +
          "everything sent) and the confirmation (to the sender, in `language`: fixed text only, at most one " +
          "per address per 24 hours) in one transaction; the mail outbox sends them with retries. `website` is a honeypot (filled in: success, nothing stored). A repeat with the same " +
          "`idempotency_key` stores once. At most 5 messages per 10 minutes per client address (429).",
        request: { body: jsonBody(publicFormSchemas[kind]) },
        responses: {
          200: dataResponse(sentSchema, "Stored; the mails are on their way"),
          ...errorResponses(403, 422, 429),
        },
      }),
      async (c) => {
        const body = c.req.valid("json");
        const result = await submitForm(c.var.deps, kind, body, { ip: clientIp(c), lang: c.var.lang });
        return c.json({ data: { sent: result.sent, message: result.message } }, 200);
      },
      formHook,
    );

    router.openapi(
      apiRoute({
        method: "get",
        path: `/${p.list}`,
        access: ADMIN,
        tags,
        summary: `List the messages of the ${p.label}`,
        description: `Newest first, or by \`sort\` (${Object.keys(emailSortColumns).join(", ")}) and \`order\` (asc|desc). \`search\` looks in name, e-mail, phone, message and product title.`,
        request: { query: emailsQuery },
        responses: { 200: listResponse(emailMessageSchema), ...errorResponses(401, 403, 422) },
      }),
      async (c) => {
        const q = c.req.valid("query");
        const { unread, ...list } = q;
        const result = await listEmails(c.var.deps, kind, {
          ...list,
          unread: unread === "1" || unread === "true",
        });
        return c.json(listEnvelope(result), 200);
      },
    );

    router.openapi(
      apiRoute({
        method: "get",
        path: `/${p.one}/{id}`,
        access: ADMIN,
        tags,
        summary: `One message of the ${p.label}`,
        description: "A message of another kind is not found here (404 'E-mail not found').",
        request: { params: idParams(emailNotFound) },
        responses: { 200: dataResponse(emailMessageSchema), ...errorResponses(401, 403, 404) },
      }),
      async (c) => {
        const id = c.req.valid("param").id;
        const found = await getEmail(c.var.deps, kind, id);
        return c.json({ data: orNotFound(found, emailNotFound, c.var.lang) }, 200);
      },
    );

    router.openapi(
      apiRoute({
        method: "post",
        path: `/${p.list}/add-email`,
        access: ADMIN,
        tags,
        summary: `Add a message of the ${p.label} by hand`,
        description: "Stored as read; no mails are sent.",
        request: { body: jsonBody(adminEmailSchemas[kind]) },
        responses: { 200: dataResponse(emailMessageSchema), ...errorResponses(401, 403, 422) },
      }),
      async (c) => {
        const data = await addEmail(c.var.deps, kind, c.req.valid("json"));
        return c.json({ data }, 200);
      },
      adminHook,
    );

    router.openapi(
      apiRoute({
        method: "put",
        path: `/${p.one}/mark-read/{id}`,
        access: ADMIN,
        tags,
        summary: "Mark a message read (or unread with `{read: false}`)",
        request: {
          params: idParams(emailNotFound),
          body: { required: false, content: { "application/json": { schema: markReadSchema } } },
        },
        responses: { 200: dataResponse(emailMessageSchema), ...errorResponses(401, 403, 404, 422) },
      }),
      async (c) => {
        const id = c.req.valid("param").id;
        // the body is optional: without a JSON body the validator is skipped and `read` defaults to true
        const body = (c.req.valid("json") as { read?: boolean } | undefined) ?? {};
        const changed = await markEmailRead(c.var.deps, kind, id, body.read ?? true);
        const data = orNotFound(changed, emailNotFound, c.var.lang);
        return c.json({ data }, 200);
      },
      adminHook,
    );

    router.openapi(
      apiRoute({
        method: "delete",
        path: `/${p.one}/delete/{id}`,
        access: ADMIN,
        tags,
        summary: "Delete a message (its unsent mails go with it)",
        request: { params: idParams(emailNotFound) },
        responses: {
          200: dataResponse(z.object({ deleted: z.literal(true), id: z.number().int() })),
          ...errorResponses(401, 403, 404),
        },
      }),
      async (c) => {
        const id = c.req.valid("param").id;
        if (!(await deleteEmail(c.var.deps, kind, id))) throw notFoundIn(emailNotFound, c.var.lang);
        await audit(c, { action: "delete", entityType: "message", entityId: id, detail: { kind } });
        return c.json({ data: { deleted: true as const, id } }, 200);
      },
    );
  }

  return router;
}
