/** One query for the sizes and variants of every image a page shows. */
import { inArray } from "drizzle-orm";
import type { Tx } from "#server/db/client.ts";
import { uploads } from "#server/db/schema.ts";
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
