/**
 * Accountant documents on disk: the type is decided by the content (magic bytes via file-type), not by
 * the name or the browser's claim; CSV and plain text (which have no magic bytes) are accepted by
 * extension when they contain no NUL byte. Files get a generated name in the documents storage
 * (DATA_DIR/documents, or the bucket: server/storage/).
 */
import { randomBytes } from "node:crypto";
import path from "node:path";
import { fileTypeFromBuffer } from "file-type";
import type { ObjectStorage } from "../storage/index.ts";

const ALLOWED: Record<string, string> = {
  "application/pdf": "pdf",
  "application/zip": "zip",
  "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": "xlsx",
  "application/vnd.openxmlformats-officedocument.wordprocessingml.document": "docx",
  "image/jpeg": "jpg",
  "image/png": "png",
  "image/webp": "webp",
  "image/gif": "gif",
};
const TEXT_EXTENSIONS: Record<string, string> = { csv: "text/csv", txt: "text/plain" };

export interface CheckedFile {
  mime: string;
  extension: string;
}

/** The allowed type of a file, or null when it is not one we accept. */
export async function detectDocumentType(
  content: Uint8Array,
  originalName: string,
): Promise<CheckedFile | null> {
  const detected = await fileTypeFromBuffer(content);
  if (detected) {
    const extension = ALLOWED[detected.mime];
    return extension ? { mime: detected.mime, extension } : null;
  }
  const extension = path.extname(originalName).slice(1).toLowerCase();
  const textMime = TEXT_EXTENSIONS[extension];
  if (textMime && content.length > 0 && !content.includes(0))
    return { mime: `${textMime}; charset=utf-8`, extension };
  return null;
}

/** A file name that is safe to show and to put in Content-Disposition (no path, no control chars). */
export function cleanFileName(name: string, extension: string): string {
  const base = path
    .basename(name.replace(/\\/g, "/"))
    .replace(/\p{Cc}/gu, "")
    .replace(/["\\/:*?<>|]/g, "")
    .replace(/\s+/g, " ")
    .trim()
    .slice(0, 150);
  const withoutExt = base.replace(/\.[^.]*$/, "") || "document";
  return `${withoutExt}.${extension}`;
}

/** Stores the content as <downloadId>/<random>.<ext>; returns that key (the row's stored_path). */
export async function storeDocument(
  storage: ObjectStorage,
  downloadId: number,
  content: Uint8Array,
  extension: string,
  mime: string,
): Promise<string> {
  const key = path.posix.join(String(downloadId), `${randomBytes(12).toString("hex")}.${extension}`);
  await storage.put(key, content, { exclusive: true, contentType: mime });
  return key;
}

export async function removeDocumentFile(storage: ObjectStorage, storedPath: string): Promise<void> {
  await storage.delete(storedPath);
}

/** Content-Disposition for a download: an ASCII fallback plus the UTF-8 name (RFC 6266). */
export function attachmentHeader(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, "_").replace(/["\\]/g, "_");
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}
