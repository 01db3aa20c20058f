/**
 * The files of the accountant downloads: taking in an uploaded document (checked, typed by its
 * content, stored under a generated name, recorded) and building the ZIP of a download. The router
 * (./routes.ts) only maps HTTP to these.
 */
import { Readable } from "node:stream";
import yazl from "yazl";
import type { TextTable } from "#core/lang.ts";
import type { Tx } from "../db/client.ts";
import { DomainError } from "../domain-error.ts";
import type { Lang } from "../i18n/lang.ts";
import type { Logger } from "../logger.ts";
import type { ObjectStorage } from "../storage/index.ts";
import { LocalStorage } from "../storage/local.ts";
import catalog from "./archive.texts.json" with { type: "json" };
import { cleanFileName, detectDocumentType, storeDocument } from "./files.ts";
import { MAX_DOCUMENT_BYTES } from "./schema.ts";
import { type AccountantDocument, addDocument, documentRowsOf } from "./service.ts";

/** the refusals of an upload: the catalog ./archive.texts.json */
export const uploadTexts = catalog satisfies TextTable;

/** the refusal of an upload, on its `file` field */
export function uploadRefused(
  kind: "bad_request" | "too_large" | "unsupported" | "invalid",
  key: keyof typeof uploadTexts,
  lang: Lang,
): DomainError {
  const text = uploadTexts[key][lang];
  return new DomainError(kind, text, text, { file: [text] });
}

/**
 * The form field `file` of an upload, checked and stored as a document of the download. Refused: more
 * than one file, none or an empty one (422), too large (413), a type we do not accept (415).
 */
export async function acceptDocument(
  db: Tx,
  documents: ObjectStorage,
  downloadId: number,
  file: unknown,
  lang: Lang,
): Promise<AccountantDocument> {
  if (Array.isArray(file)) throw uploadRefused("invalid", "invalidFiles", lang);
  if (!(file instanceof File) || file.size === 0) throw uploadRefused("invalid", "missing", lang);
  if (file.size > MAX_DOCUMENT_BYTES) throw uploadRefused("too_large", "tooLarge", lang);
  const content = new Uint8Array(await file.arrayBuffer());
  const type = await detectDocumentType(content, file.name);
  if (!type) throw uploadRefused("unsupported", "invalidType", lang);
  const stored_path = await storeDocument(documents, downloadId, content, type.extension, type.mime);
  return addDocument(db, downloadId, {
    file_name: cleanFileName(file.name, type.extension),
    stored_path,
    mime: type.mime,
    size: content.length,
  });
}

/**
 * A ZIP of every document of the download, streamed: files are read only when the archive reaches
 * them. A document whose file is missing is left out (and logged); two documents with the same name
 * get "name (2).ext" in the archive.
 */
export async function downloadZip(
  db: Tx,
  documents: ObjectStorage,
  downloadId: number,
  log: Logger,
): Promise<NodeJS.ReadableStream> {
  const zip = new yazl.ZipFile();
  const used = new Set<string>();
  for (const document of await documentRowsOf(db, downloadId)) {
    const info = await documents.head(document.stored_path).catch(() => null);
    if (!info) {
      log.error(
        { documentId: document.id },
        "accountant: document file missing on disk, left out of the zip",
      );
      continue;
    }
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
            file
              ? done(null, file.body)
              : done(new Error("document vanished while zipping"), Readable.from([])),
          (error: Error) => done(error, Readable.from([])),
        );
      });
    }
  }
  zip.end();
  return zip.outputStream;
}
