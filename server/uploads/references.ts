/**
 * Uploads that nothing refers to any more are removed (the images of a deleted news item
 * stayed public). An upload is referenced when its address, or one of its variants', appears anywhere
 * in a content row of any type and language: image fields, slider lists, page blocks (JSON) and rich
 * text (HTML) alike. The one entry point, `removeUnreferencedUploads`, is called after every delete and
 * edit of content (server/content/save.ts), once the write has committed.
 */
import { and, eq, getTableName, inArray, is, or, sql } from "drizzle-orm";
import { PgTable } from "drizzle-orm/pg-core";
import type { Tx } from "../db/client.ts";
import { rawRows } from "../db/raw.ts";
import * as schema from "../db/schema.ts";
import type { AppDeps } from "../deps.ts";
import { fileStores } from "../storage/index.ts";
import { LocalStorage } from "../storage/local.ts";
import { checkKey } from "../storage/types.ts";

const { uploads } = schema;

/** technical tables: they never name an image */
const technicalTables: PgTable[] = [
  schema.uploads,
  schema.sessions,
  schema.loginAttempts,
  schema.csrfSecrets,
  schema.passwordResetTokens,
  schema.rateLimits,
  schema.mailOutbox,
  schema.downloadLog,
  schema.accountantDocuments,
  // names the uploads it records and the titles of deleted rows: history, not a use
  schema.auditLog,
  // earlier saves of an item: history, not a use (a restore may bring back an image since removed)
  schema.revisions,
];

/**
 * Every other table may name an upload in any column (the whole row is searched), so a content type
 * added to the schema later is covered without a change here.
 */
const referencingTables: PgTable[] = (Object.values(schema) as unknown[]).filter(
  (value): value is PgTable => is(value, PgTable) && !technicalTables.includes(value),
);

/**
 * Gallery images belong to their folder (a gallery block names the folder, not the files), so they are
 * never judged by reference.
 */
const keptPageTypes = ["gallery"];

const uploadUrlPattern = /\/uploads\/[A-Za-z0-9._\-/]+/g;

/** Every /uploads/… address in a value: a row, an API object, HTML or JSON. */
export function uploadUrlsIn(value: unknown): string[] {
  const text = typeof value === "string" ? value : JSON.stringify(value ?? null);
  const found = new Set<string>();
  for (const match of text.matchAll(uploadUrlPattern)) {
    const url = match[0].replace(/[./-]+$/, "");
    if (!url.includes("..")) found.add(url);
  }
  return [...found];
}

/** Does any content row contain one of these addresses? */
async function isReferenced(db: Tx, urls: string[]): Promise<boolean> {
  for (const table of referencingTables) {
    const name = sql.identifier(getTableName(table));
    const matches = sql.join(
      urls.map((url) => sql`strpos(t::text, ${url}) > 0`),
      sql` OR `,
    );
    const rows = await rawRows<unknown>(db, sql`SELECT 1 FROM ${name} t WHERE ${matches} LIMIT 1`);
    if (rows.length > 0) return true;
  }
  return false;
}

/** The storage key of an /uploads/… address, or null when it is not one. */
function keyOf(url: string): string | null {
  if (!url.startsWith("/uploads/")) return null;
  try {
    return checkKey(url.slice("/uploads/".length));
  } catch {
    return null;
  }
}

export interface UploadCandidates {
  /** addresses the deleted or changed rows held (from `uploadUrlsIn`) */
  urls?: string[];
  /** upload folders of deleted items: every upload in them is a candidate (also unsaved ones) */
  folders?: { pageType: string; pageId: string | number }[];
}

/**
 * Removes the candidate uploads no content row refers to any more: their `uploads` rows, the original
 * files and all variants, and folders left empty. Images still used elsewhere (the other language
 * version, another item, a page block, rich text) stay. Returns the removed addresses.
 */
export async function removeUnreferencedUploads(
  deps: Pick<AppDeps, "database" | "config">,
  candidates: UploadCandidates,
): Promise<string[]> {
  const db = deps.database.db;
  const urls = [...new Set(candidates.urls ?? [])];
  const folders = candidates.folders ?? [];
  if (urls.length === 0 && folders.length === 0) return [];
  const conditions = [
    ...(urls.length ? [inArray(uploads.url, urls)] : []),
    // a reference to a variant counts as one to its upload
    ...urls.map((url) => sql`${uploads.variants} @> ${JSON.stringify([{ url }])}::jsonb`),
    ...folders.map((f) => and(eq(uploads.page_type, f.pageType), eq(uploads.page_id, String(f.pageId)))),
  ];
  const rows = await db
    .select()
    .from(uploads)
    .where(or(...conditions));
  const removed: string[] = [];
  for (const row of rows) {
    if (keptPageTypes.includes(row.page_type)) continue;
    const addresses = [row.url, ...row.variants.map((v) => v.url)];
    if (await isReferenced(db, addresses)) continue;
    await db.delete(uploads).where(eq(uploads.id, row.id));
    const storage = fileStores(deps.config).uploads;
    const keys = addresses.map(keyOf).filter((k): k is string => k !== null);
    await Promise.all(keys.map((key) => storage.delete(key)));
    // a bucket has no folders; a directory left empty is removed
    if (keys[0] && storage instanceof LocalStorage) await storage.pruneEmptyFolders(keys[0]);
    removed.push(row.url);
  }
  return removed;
}
