/** One query for the sizes and variants of every image a page shows (and its gallery images). */
import { and, asc, eq, inArray, or } from "drizzle-orm";
import type { Tx } from "#server/db/client.ts";
import { uploads } from "#server/db/schema.ts";
import { type GalleryImage, galleriesFrom } from "./gallery.server.ts";
import { type ImageMap, uploadUrls } from "./images.ts";

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
