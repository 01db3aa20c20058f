/**
 * Accountant documents on disk: the type is decided by the content (magic bytes via file-type), not by
 * the name or the browser's claim; CSV and plain text (which have no magic bytes) are accepted by
 * extension when they contain no NUL byte. Files get a generated name under DATA_DIR/documents.
 */
import { randomBytes } from "node:crypto";
import { mkdir, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { fileTypeFromBuffer } from "file-type";

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

/** Writes the content under documentDir/<downloadId>/<random>.<ext>; returns the relative path. */
export async function storeDocument(
  documentDir: string,
  downloadId: number,
  content: Uint8Array,
  extension: string,
): Promise<string> {
  const relative = path.posix.join(String(downloadId), `${randomBytes(12).toString("hex")}.${extension}`);
  await mkdir(path.join(documentDir, String(downloadId)), { recursive: true });
  await writeFile(path.join(documentDir, relative), content, { flag: "wx" });
  return relative;
}

/** The absolute path of a stored document; refuses anything that would leave documentDir. */
export function documentPath(documentDir: string, storedPath: string): string {
  const root = path.resolve(documentDir);
  const full = path.resolve(root, storedPath);
  if (!full.startsWith(root + path.sep)) throw new Error("document path outside the document directory");
  return full;
}

export async function removeDocumentFile(documentDir: string, storedPath: string): Promise<void> {
  await rm(documentPath(documentDir, storedPath), { force: true });
}

/** Content-Disposition for a download: an ASCII fallback plus the UTF-8 name (RFC 6266). */
export function attachmentHeader(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, "_").replace(/["\\]/g, "_");
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}
