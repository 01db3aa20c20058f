/**
 * Accountant API. Admin: list, one, create, edit (only one current), add a document (multipart),
 * delete a document. Accountant (and admin): the current download, a document download and the ZIP
 * of a download, streamed and logged. Other roles are refused by the permission table.
 */

import type { Context, MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";
import { z } from "zod";
import { audit, recordEvent } from "../audit/audit.ts";
import { listEnvelope, listQuerySchema } from "../content/list-query.ts";
import { dbOf } from "../content/params.ts";
import { ADMIN, apiRoute } from "../http/api-route.ts";
import type { AppEnv } from "../http/context.ts";
import { recordRoutes } from "../http/record-routes.ts";
import {
  createRouter,
  dataResponse,
  errorResponses,
  listResponse,
  notFoundIn,
  orNotFound,
} from "../http/router.ts";
import { webStreamOf } from "../http/web-stream.ts";
import { fileStores } from "../storage/index.ts";
import { acceptDocument, downloadZip, uploadRefused } from "./archive.ts";
import { attachmentHeader, cleanFileName } from "./files.ts";
import {
  accountantDocumentSchema,
  accountantDownloadEditSchema,
  accountantDownloadOutSchema,
  accountantDownloadSchema,
  accountantLabels,
  MAX_DOCUMENT_BYTES,
} from "./schema.ts";
import {
  createDownload,
  deleteDocument,
  documentNotFound,
  downloadExists,
  downloadNotFound,
  findDocumentFor,
  getCurrentDownload,
  getDownload,
  listDownloads,
  logDownload,
  updateDownload,
} from "./service.ts";

export const accountantRoutes = createRouter({ labels: accountantLabels });

const tags = ["Accountant"];
/** the accountant downloads (the admin may too); everything else is the admin's */
const ACCOUNTANT = ["cms-admin", "cms-accountant"] as const;
const downloads = recordRoutes(accountantRoutes, {
  tags,
  item: accountantDownloadOutSchema,
  notFound: downloadNotFound,
  entity: "accountant download",
});
const documents = recordRoutes(accountantRoutes, {
  tags,
  item: accountantDocumentSchema,
  notFound: documentNotFound,
  entity: "accountant document",
});

/** the file plus the multipart envelope */
const documentBodyLimit: MiddlewareHandler<AppEnv> = bodyLimit({
  maxSize: MAX_DOCUMENT_BYTES + 64 * 1024,
  onError: (c) => {
    throw uploadRefused("too_large", "tooLarge", (c as Context<AppEnv>).var.lang);
  },
});

/** a streamed file answer */
const fileResponse = (mediaType: string) => ({
  description: "The file, as an attachment",
  content: { [mediaType]: { schema: z.string().meta({ format: "binary" }) } },
});

accountantRoutes.openapi(
  apiRoute({
    method: "get",
    path: "/accountant-downloads",
    access: ADMIN,
    tags,
    summary: "All accountant downloads with their documents (current first)",
    request: { query: listQuerySchema },
    responses: { 200: listResponse(accountantDownloadOutSchema), ...errorResponses(422) },
  }),
  async (c) => c.json(listEnvelope(await listDownloads(dbOf(c), c.req.valid("query"))), 200),
);

downloads.add(
  {
    path: "/accountant-downloads/add-accountant-download",
    access: ADMIN,
    summary: "Add an accountant download; `is_current: true` makes it the only current one",
  },
  accountantDownloadSchema,
  (c, input) => createDownload(dbOf(c), input),
);

accountantRoutes.openapi(
  apiRoute({
    method: "get",
    path: "/accountant-download-of-accountant",
    access: ACCOUNTANT,
    tags,
    summary: "The current download with its documents (null when none is current)",
    responses: { 200: dataResponse(accountantDownloadOutSchema.nullable()) },
  }),
  async (c) => c.json({ data: await getCurrentDownload(dbOf(c)) }, 200),
);

downloads.one(
  { path: "/accountant-download/{id}", access: ADMIN, summary: "One download with its documents" },
  (c, id) => getDownload(dbOf(c), id, c.var.user!),
);

downloads.edit(
  {
    path: "/accountant-download/edit/{id}",
    access: ADMIN,
    summary: "Change title, period, description, current flag (only one current)",
  },
  accountantDownloadEditSchema,
  (c, id, input) => updateDownload(dbOf(c), id, input),
);

accountantRoutes.openapi(
  apiRoute({
    method: "post",
    path: "/accountant-download/{id}/add-document",
    access: ADMIN,
    tags,
    summary: "Upload a document (multipart field `file`, at most 20 MiB)",
    description:
      "The type is decided by the content: PDF, ZIP, XLSX, DOCX, JPEG, PNG, WebP, GIF; CSV and TXT by extension when they hold no NUL byte. Stored under a generated name.",
    middleware: [documentBodyLimit] as const,
    request: {
      params: downloads.params,
      // described, not validated by the router (a plain schema, not zod): the upload reads its form
      // itself, so a missing or refused file keeps the upload's own answers (./archive.ts)
      body: {
        required: true,
        content: {
          "multipart/form-data": {
            schema: { type: "object", properties: { file: { type: "string", format: "binary" } } },
          },
        },
      },
    },
    responses: { 201: dataResponse(accountantDocumentSchema), ...errorResponses(400, 404, 413, 415, 422) },
  }),
  async (c) => {
    const lang = c.var.lang;
    const id = c.req.valid("param").id;
    if (!(await downloadExists(dbOf(c), id))) throw notFoundIn(downloadNotFound, lang);
    let form: Record<string, unknown>;
    try {
      form = await c.req.parseBody({ all: true });
    } catch {
      throw uploadRefused("bad_request", "missing", lang);
    }
    const documents = fileStores(c.var.deps.config).documents;
    const document = await acceptDocument(dbOf(c), documents, id, form.file, lang);
    c.var.log.info(
      { userId: c.var.user?.id, downloadId: id, documentId: document.id, mime: document.mime },
      "accountant: document added",
    );
    await audit(c, recordEvent("create", "accountant document", document));
    return c.json({ data: document }, 201);
  },
);

documents.remove(
  { path: "/accountant-document/delete/{id}", access: ADMIN, summary: "Delete a document and its file" },
  (c, id) => deleteDocument(dbOf(c), fileStores(c.var.deps.config).documents, id),
);

accountantRoutes.openapi(
  apiRoute({
    method: "get",
    path: "/accountant-document/{id}",
    access: ACCOUNTANT,
    tags,
    summary: "Download one document (streamed, logged); the accountant only of the current download",
    request: { params: documents.params },
    responses: { 200: fileResponse("application/octet-stream"), ...errorResponses(404) },
  }),
  async (c) => {
    const lang = c.var.lang;
    const user = c.var.user!;
    const id = c.req.valid("param").id;
    const document = orNotFound(await findDocumentFor(dbOf(c), id, user), documentNotFound, lang);
    const file = await fileStores(c.var.deps.config)
      .documents.get(document.stored_path)
      .catch(() => null);
    if (!file) {
      c.var.log.error({ documentId: id }, "accountant: document file missing on disk");
      throw notFoundIn(documentNotFound, lang);
    }
    await logDownload(dbOf(c), {
      userId: user.id,
      downloadId: document.download_id,
      documentId: document.id,
      what: `document ${document.file_name}`,
    });
    c.var.log.info({ userId: user.id, documentId: id }, "accountant: document downloaded");
    c.header("Content-Type", document.mime);
    c.header("Content-Length", String(file.size));
    c.header("Content-Disposition", attachmentHeader(document.file_name));
    c.header("Cache-Control", "no-store");
    return c.body(webStreamOf(file.body));
  },
);

accountantRoutes.openapi(
  apiRoute({
    method: "get",
    path: "/accountant-download-zip/{id}",
    access: ACCOUNTANT,
    tags,
    summary: "All documents of a download as one ZIP (streamed, logged); the accountant only the current one",
    request: { params: downloads.params },
    responses: { 200: fileResponse("application/zip"), ...errorResponses(404) },
  }),
  async (c) => {
    const lang = c.var.lang;
    const user = c.var.user!;
    const id = c.req.valid("param").id;
    const download = orNotFound(await getDownload(dbOf(c), id, user), downloadNotFound, lang);
    const zip = await downloadZip(dbOf(c), fileStores(c.var.deps.config).documents, id, c.var.log);
    await logDownload(dbOf(c), { userId: user.id, downloadId: id, what: `zip of ${download.title}` });
    c.var.log.info({ userId: user.id, downloadId: id }, "accountant: zip downloaded");
    const zipName = cleanFileName([download.title, download.period].filter(Boolean).join(" "), "zip");
    c.header("Content-Type", "application/zip");
    c.header("Content-Disposition", attachmentHeader(zipName));
    c.header("Cache-Control", "no-store");
    return c.body(webStreamOf(zip));
  },
);
