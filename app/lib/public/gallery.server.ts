/** Gallery blocks show the uploads of a folder (uploads with page_type "gallery", page_id = folder). */
import { and, asc, eq, inArray } from "drizzle-orm";
import type { Tx } from "#server/db/client.ts";
import { uploads } from "#server/db/schema.ts";

export interface GalleryImage {
  url: string;
  alt: string;
  width: number;
  height: number;
  variants: { width: number; format: string; url: string }[];
}

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
