/**
 * Accountant API. Admin: list, one, create, edit (only one current), add a document (multipart),
 * delete a document. Accountant (and admin): the current download, a document download and the ZIP
 * of a download, streamed and logged. Other roles are refused by the permission table.
 */

import { Readable } from "node:stream";
import { OpenAPIHono } from "@hono/zod-openapi";
import type { Context } from "hono";
import { bodyLimit } from "hono/body-limit";
import yazl from "yazl";
import { z } from "zod";
import { audit, recordEvent } from "../audit/audit.ts";
import { documentRoutes } from "../auth/api-docs.ts";
import { idParam, readJsonBody } from "../auth/request.ts";
import { listEnvelope, listQuerySchema } from "../content/list-query.ts";
import type { AppEnv } from "../http/context.ts";
import { HttpError } from "../http/errors.ts";
import { fileStores } from "../storage/index.ts";
import { LocalStorage } from "../storage/local.ts";
import { validate } from "../validation/validate.ts";
import { attachmentHeader, cleanFileName, detectDocumentType, storeDocument } from "./files.ts";
import {
  accountantDocumentSchema,
  accountantDownloadEditSchema,
  accountantDownloadOutSchema,
  accountantDownloadSchema,
  accountantLabels,
  MAX_DOCUMENT_BYTES,
} from "./schema.ts";
import {
  addDocument,
  createDownload,
  deleteDocument,
  documentNotFound,
  documentRowsOf,
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

const uploadTexts = {
  invalidType: {
    en: "File of invalid type. Allowed: PDF, ZIP, XLSX, DOCX, CSV, TXT, JPEG, PNG, WebP, GIF.",
    nl: "Bestand van ongeldig type. Toegestaan: PDF, ZIP, XLSX, DOCX, CSV, TXT, JPEG, PNG, WebP, GIF.",
  },
  tooLarge: { en: "The file is too large (at most 20 MB)", nl: "Het bestand is te groot (maximaal 20 MB)" },
  missing: { en: "Choose a file to upload", nl: "Kies een bestand om te uploaden" },
  invalidFiles: { en: "Invalid files in this field", nl: "Ongeldige bestanden in dit veld" },
};

accountantRoutes.get("/accountant-downloads", async (c) => {
  const query = validate(listQuerySchema, c.req.query(), c.var.lang, opts);
  return c.json(listEnvelope(await listDownloads(db(c), query)));
});

accountantRoutes.post("/accountant-downloads/add-accountant-download", async (c) => {
  const input = validate(accountantDownloadSchema, await readJsonBody(c), c.var.lang, opts);
  const created = await createDownload(db(c), input, c.var.lang);
  c.var.log.info({ userId: c.var.user?.id, id: created.id }, "accountant: download created");
  await audit(c, recordEvent("create", "accountant download", created));
  return c.json({ data: created }, 201);
});

accountantRoutes.get("/accountant-download-of-accountant", async (c) =>
  c.json({ data: await getCurrentDownload(db(c)) }),
);

accountantRoutes.get("/accountant-download/:id", async (c) => {
  const id = idParam(c, "id", downloadNotFound(c.var.lang).title);
  return c.json({ data: await getDownload(db(c), id, c.var.user!, c.var.lang) });
});

accountantRoutes.put("/accountant-download/edit/:id", async (c) => {
  const id = idParam(c, "id", downloadNotFound(c.var.lang).title);
  const input = validate(accountantDownloadEditSchema, await readJsonBody(c), c.var.lang, opts);
  const updated = await updateDownload(db(c), id, input, c.var.lang);
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
      const lang = (c as Context<AppEnv>).var.lang;
      throw new HttpError(413, uploadTexts.tooLarge[lang], uploadTexts.tooLarge[lang], {
        file: [uploadTexts.tooLarge[lang]],
      });
    },
  }),
  async (c) => {
    const lang = c.var.lang;
    const id = idParam(c, "id", downloadNotFound(lang).title);
    if (!(await downloadExists(db(c), id))) throw downloadNotFound(lang);
    let form: Record<string, unknown>;
    try {
      form = await c.req.parseBody({ all: true });
    } catch {
      throw new HttpError(400, uploadTexts.missing[lang], uploadTexts.missing[lang], {
        file: [uploadTexts.missing[lang]],
      });
    }
    const file = form.file;
    if (Array.isArray(file)) {
      throw new HttpError(422, uploadTexts.invalidFiles[lang], uploadTexts.invalidFiles[lang], {
        file: [uploadTexts.invalidFiles[lang]],
      });
    }
    if (!(file instanceof File) || file.size === 0) {
      throw new HttpError(422, uploadTexts.missing[lang], uploadTexts.missing[lang], {
        file: [uploadTexts.missing[lang]],
      });
    }
    if (file.size > MAX_DOCUMENT_BYTES) {
      throw new HttpError(413, uploadTexts.tooLarge[lang], uploadTexts.tooLarge[lang], {
        file: [uploadTexts.tooLarge[lang]],
      });
    }
    const content = new Uint8Array(await file.arrayBuffer());
    const type = await detectDocumentType(content, file.name);
    if (!type) {
      throw new HttpError(415, uploadTexts.invalidType[lang], uploadTexts.invalidType[lang], {
        file: [uploadTexts.invalidType[lang]],
      });
    }
    const documents = fileStores(c.var.deps.config).documents;
    const stored_path = await storeDocument(documents, id, content, type.extension, type.mime);
    const document = await addDocument(db(c), id, {
      file_name: cleanFileName(file.name, type.extension),
      stored_path,
      mime: type.mime,
      size: content.length,
    });
    c.var.log.info(
      { userId: c.var.user?.id, downloadId: id, documentId: document.id, mime: type.mime },
      "accountant: document added",
    );
    await audit(c, recordEvent("create", "accountant document", document));
    return c.json({ data: document }, 201);
  },
);

accountantRoutes.delete("/accountant-document/delete/:id", async (c) => {
  const id = idParam(c, "id", documentNotFound(c.var.lang).title);
  const removed = await deleteDocument(db(c), fileStores(c.var.deps.config).documents, id, c.var.lang);
  c.var.log.info({ userId: c.var.user?.id, documentId: id }, "accountant: document deleted");
  await audit(c, recordEvent("delete", "accountant document", removed));
  return c.json({ data: removed });
});

const toWeb = (stream: NodeJS.ReadableStream) =>
  Readable.toWeb(Readable.from(stream)) as unknown as ReadableStream;

accountantRoutes.get("/accountant-document/:id", async (c) => {
  const lang = c.var.lang;
  const user = c.var.user!;
  const id = idParam(c, "id", documentNotFound(lang).title);
  const document = await findDocumentFor(db(c), id, user, lang);
  const file = await fileStores(c.var.deps.config)
    .documents.get(document.stored_path)
    .catch(() => null);
  if (!file) {
    c.var.log.error({ documentId: id }, "accountant: document file missing on disk");
    throw documentNotFound(lang);
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
  const id = idParam(c, "id", downloadNotFound(lang).title);
  const download = await getDownload(db(c), id, user, lang);
  const documents = fileStores(c.var.deps.config).documents;
  const zip = new yazl.ZipFile();
  const used = new Set<string>();
  for (const document of await documentRowsOf(db(c), id)) {
    const info = await documents.head(document.stored_path).catch(() => null);
    if (!info) {
      c.var.log.error(
        { documentId: document.id },
        "accountant: document file missing on disk, left out of the zip",
      );
      continue;
    }
    // two documents with the same name get "name (2).ext" in the archive
    let name = document.file_name;
    for (let n = 2; used.has(name.toLowerCase()); n++)
      name = document.file_name.replace(/(\.[^.]*)?$/, ` (${n})$1`);
    used.add(name.toLowerCase());
    if (documents instanceof LocalStorage) {
      // a file on disk keeps its own date in the archive
      zip.addFile(documents.pathOf(document.stored_path), name);
    } else {
      // fetched only when the archive reaches it, so no connection waits open meanwhile
      zip.addReadStreamLazy(name, { mtime: info.lastModified ?? new Date() }, (done) => {
        documents.get(document.stored_path).then(
          (file) =>
            file ? done(null, file.body) : done(new Error("document vanished while zipping"), null as never),
          (error: Error) => done(error, null as never),
        );
      });
    }
  }
  zip.end();
  await logDownload(db(c), { userId: user.id, downloadId: id, what: `zip of ${download.title}` });
  c.var.log.info({ userId: user.id, downloadId: id }, "accountant: zip downloaded");
  const zipName = cleanFileName([download.title, download.period].filter(Boolean).join(" "), "zip");
  c.header("Content-Type", "application/zip");
  c.header("Content-Disposition", attachmentHeader(zipName));
  c.header("Cache-Control", "no-store");
  return c.body(toWeb(zip.outputStream));
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
