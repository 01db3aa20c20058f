/**
 * Accountant API. Admin: list, one, create, edit (only one current), add a document (multipart),
 * delete a document. Accountant (and admin): the current download, a document download and the ZIP
 * of a download, streamed and logged. Other roles are refused by the permission table.
 */

import { Readable } from "node:stream";
import { OpenAPIHono } from "@hono/zod-openapi";
import type { Context } from "hono";
import { bodyLimit } from "hono/body-limit";
import { z } from "zod";
import { audit, recordEvent } from "../audit/audit.ts";
import { listEnvelope, listQuerySchema } from "../content/list-query.ts";
import type { AppEnv } from "../http/context.ts";
import { idParam, readJsonBody } from "../http/request.ts";
import { documentRoutes } from "../http/route-docs.ts";
import { notFoundIn, orNotFound } from "../http/router.ts";
import { fileStores } from "../storage/index.ts";
import { validate } from "../validation/validate.ts";
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

export const accountantRoutes = new OpenAPIHono<AppEnv>();

const opts = { labels: accountantLabels };
const db = (c: Context<AppEnv>) => c.var.deps.database.db;

accountantRoutes.get("/accountant-downloads", async (c) => {
  const query = validate(listQuerySchema, c.req.query(), c.var.lang, opts);
  return c.json(listEnvelope(await listDownloads(db(c), query)));
});

accountantRoutes.post("/accountant-downloads/add-accountant-download", async (c) => {
  const input = validate(accountantDownloadSchema, await readJsonBody(c), c.var.lang, opts);
  const created = await createDownload(db(c), input);
  c.var.log.info({ userId: c.var.user?.id, id: created.id }, "accountant: download created");
  await audit(c, recordEvent("create", "accountant download", created));
  return c.json({ data: created }, 201);
});

accountantRoutes.get("/accountant-download-of-accountant", async (c) =>
  c.json({ data: await getCurrentDownload(db(c)) }),
);

accountantRoutes.get("/accountant-download/:id", async (c) => {
  const id = idParam(c, downloadNotFound);
  const download = await getDownload(db(c), id, c.var.user!);
  return c.json({ data: orNotFound(download, downloadNotFound, c.var.lang) });
});

accountantRoutes.put("/accountant-download/edit/:id", async (c) => {
  const id = idParam(c, downloadNotFound);
  const input = validate(accountantDownloadEditSchema, await readJsonBody(c), c.var.lang, opts);
  const updated = orNotFound(await updateDownload(db(c), id, input), downloadNotFound, c.var.lang);
  c.var.log.info({ userId: c.var.user?.id, id, fields: Object.keys(input) }, "accountant: download edited");
  await audit(c, recordEvent("update", "accountant download", updated, { fields: Object.keys(input) }));
  return c.json({ data: updated });
});

accountantRoutes.post(
  "/accountant-download/:id/add-document",
  bodyLimit({
    // the file plus the multipart envelope
    maxSize: MAX_DOCUMENT_BYTES + 64 * 1024,
    onError: (c) => {
      throw uploadRefused("too_large", "tooLarge", (c as Context<AppEnv>).var.lang);
    },
  }),
  async (c) => {
    const lang = c.var.lang;
    const id = idParam(c, downloadNotFound);
    if (!(await downloadExists(db(c), id))) throw notFoundIn(downloadNotFound, lang);
    let form: Record<string, unknown>;
    try {
      form = await c.req.parseBody({ all: true });
    } catch {
      throw uploadRefused("bad_request", "missing", lang);
    }
    const documents = fileStores(c.var.deps.config).documents;
    const document = await acceptDocument(db(c), documents, id, form.file, lang);
    c.var.log.info(
      { userId: c.var.user?.id, downloadId: id, documentId: document.id, mime: document.mime },
      "accountant: document added",
    );
    await audit(c, recordEvent("create", "accountant document", document));
    return c.json({ data: document }, 201);
  },
);

accountantRoutes.delete("/accountant-document/delete/:id", async (c) => {
  const id = idParam(c, documentNotFound);
  const removed = orNotFound(
    await deleteDocument(db(c), fileStores(c.var.deps.config).documents, id),
    documentNotFound,
    c.var.lang,
  );
  c.var.log.info({ userId: c.var.user?.id, documentId: id }, "accountant: document deleted");
  await audit(c, recordEvent("delete", "accountant document", removed));
  return c.json({ data: removed });
});

const toWeb = (stream: NodeJS.ReadableStream) =>
  Readable.toWeb(Readable.from(stream)) as unknown as ReadableStream;

accountantRoutes.get("/accountant-document/:id", async (c) => {
  const lang = c.var.lang;
  const user = c.var.user!;
  const id = idParam(c, documentNotFound);
  const document = orNotFound(await findDocumentFor(db(c), id, user), documentNotFound, lang);
  const file = await fileStores(c.var.deps.config)
    .documents.get(document.stored_path)
    .catch(() => null);
  if (!file) {
    c.var.log.error({ documentId: id }, "accountant: document file missing on disk");
    throw notFoundIn(documentNotFound, lang);
  }
  await logDownload(db(c), {
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
  return c.body(toWeb(file.body));
});

accountantRoutes.get("/accountant-download-zip/:id", async (c) => {
  const lang = c.var.lang;
  const user = c.var.user!;
  const id = idParam(c, downloadNotFound);
  const download = orNotFound(await getDownload(db(c), id, user), downloadNotFound, lang);
  const zip = await downloadZip(db(c), fileStores(c.var.deps.config).documents, id, c.var.log);
  await logDownload(db(c), { userId: user.id, downloadId: id, what: `zip of ${download.title}` });
  c.var.log.info({ userId: user.id, downloadId: id }, "accountant: zip downloaded");
  const zipName = cleanFileName([download.title, download.period].filter(Boolean).join(" "), "zip");
  c.header("Content-Type", "application/zip");
  c.header("Content-Disposition", attachmentHeader(zipName));
  c.header("Cache-Control", "no-store");
  return c.body(toWeb(zip));
});

const tags = ["Accountant"];
documentRoutes(accountantRoutes, [
  {
    method: "get",
    path: "/accountant-downloads",
    tags,
    summary: "All accountant downloads with their documents (current first)",
    query: listQuerySchema,
    list: accountantDownloadOutSchema,
    errors: [422],
  },
  {
    method: "post",
    path: "/accountant-downloads/add-accountant-download",
    tags,
    summary: "Add an accountant download; `is_current: true` makes it the only current one",
    body: accountantDownloadSchema,
    data: accountantDownloadOutSchema,
    status: 201,
    errors: [422],
  },
  {
    method: "get",
    path: "/accountant-download-of-accountant",
    tags,
    summary: "The current download with its documents (null when none is current)",
    data: accountantDownloadOutSchema.nullable(),
  },
  {
    method: "get",
    path: "/accountant-download/:id",
    tags,
    summary: "One download with its documents",
    data: accountantDownloadOutSchema,
    errors: [404],
  },
  {
    method: "put",
    path: "/accountant-download/edit/:id",
    tags,
    summary: "Change title, period, description, current flag (only one current)",
    body: accountantDownloadEditSchema,
    data: accountantDownloadOutSchema,
    errors: [404, 422],
  },
  {
    method: "post",
    path: "/accountant-download/:id/add-document",
    tags,
    summary: "Upload a document (multipart field `file`, at most 20 MB)",
    description:
      "The type is decided by the content: PDF, ZIP, XLSX, DOCX, JPEG, PNG, WebP, GIF; CSV and TXT by extension when they hold no NUL byte. Stored under a generated name.",
    form: z.object({ file: z.string().meta({ format: "binary" }) }),
    data: accountantDocumentSchema,
    status: 201,
    errors: [400, 404, 413, 415, 422],
  },
  {
    method: "delete",
    path: "/accountant-document/delete/:id",
    tags,
    summary: "Delete a document and its file",
    data: accountantDocumentSchema,
    errors: [404],
  },
  {
    method: "get",
    path: "/accountant-document/:id",
    tags,
    summary: "Download one document (streamed, logged); the accountant only of the current download",
    file: "application/octet-stream",
    errors: [404],
  },
  {
    method: "get",
    path: "/accountant-download-zip/:id",
    tags,
    summary: "All documents of a download as one ZIP (streamed, logged); the accountant only the current one",
    file: "application/zip",
    errors: [404],
  },
]);
