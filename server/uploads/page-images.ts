/**
 * The sizes and variants of the images a public page shows, and the images of its gallery folders
 * (uploads with page_type "gallery", page_id = folder): the SQL the public loaders need about uploads,
 * kept here with the other upload queries so loaders stay free of SQL.
 */
import { and, asc, eq, inArray, or } from "drizzle-orm";
import { type GalleryImage, type ImageMap, uploadUrls } from "#core/public/images.ts";
import type { Tx } from "../db/client.ts";
import { uploads } from "../db/schema.ts";

/** the images of several folders in one query, oldest first */
export async function loadGalleries(
  db: Tx,
  folders: readonly string[],
): Promise<Record<string, GalleryImage[]>> {
  const result: Record<string, GalleryImage[]> = {};
  if (folders.length === 0) return result;
  const rows = await db
    .select()
    .from(uploads)
    .where(and(eq(uploads.page_type, "gallery"), inArray(uploads.page_id, [...new Set(folders)])))
    .orderBy(asc(uploads.created_at), asc(uploads.id));
  return galleriesFrom(folders, rows);
}

/** uploads of gallery folders (oldest first) -> the images of each folder */
export function galleriesFrom(
  folders: readonly string[],
  rows: readonly (typeof uploads.$inferSelect)[],
): Record<string, GalleryImage[]> {
  const result: Record<string, GalleryImage[]> = {};
  for (const folder of folders) result[folder] = [];
  for (const row of rows) {
    if (row.page_type !== "gallery") continue;
    result[row.page_id]?.push({
      url: row.url,
      alt: altFromName(row.original_name),
      width: row.width,
      height: row.height,
      variants: row.variants ?? [],
    });
  }
  return result;
}

/** "keuken-voor.jpg" -> "keuken voor": the best alt text an upload has */
export function altFromName(name: string): string {
  return name
    .replace(/\.[a-z0-9]+$/i, "")
    .replace(/[-_]+/g, " ")
    .trim();
}

export async function loadImageInfo(db: Tx, urls: readonly (string | null | undefined)[]): Promise<ImageMap> {
  const wanted = uploadUrls(urls);
  if (wanted.length === 0) return {};
  const rows = await db
    .select({ url: uploads.url, width: uploads.width, height: uploads.height, variants: uploads.variants })
    .from(uploads)
    .where(inArray(uploads.url, wanted));
  const map: ImageMap = {};
  for (const row of rows)
    map[row.url] = { width: row.width, height: row.height, variants: row.variants ?? [] };
  return map;
}

/**
 * The sizes of the page's images and the images of its gallery folders: both are uploads, so one
 * statement answers both.
 */
export async function loadPageImages(
  db: Tx,
  urls: readonly (string | null | undefined)[],
  folders: readonly string[],
): Promise<{ images: ImageMap; galleries: Record<string, GalleryImage[]> }> {
  if (folders.length === 0) return { images: await loadImageInfo(db, urls), galleries: {} };
  const wanted = uploadUrls(urls);
  const rows = await db
    .select()
    .from(uploads)
    .where(
      or(
        wanted.length ? inArray(uploads.url, wanted) : undefined,
        and(eq(uploads.page_type, "gallery"), inArray(uploads.page_id, [...new Set(folders)])),
      ),
    )
    .orderBy(asc(uploads.created_at), asc(uploads.id));
  const images: ImageMap = {};
  for (const row of rows)
    if (wanted.includes(row.url))
      images[row.url] = { width: row.width, height: row.height, variants: row.variants ?? [] };
  return { images, galleries: galleriesFrom(folders, rows) };
}
