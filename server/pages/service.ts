/** Pages: verb-noun functions over the database; no HTTP here. */
import { and, eq } from "drizzle-orm";
import type { Tx } from "../db/client.ts";
import { pages } from "../db/schema.ts";

export type Page = typeof pages.$inferSelect;

export async function findPublicPageByFullUrl(
  db: Tx,
  language: "nl" | "en",
  fullUrl: string,
): Promise<Page | null> {
  const rows = await db
    .select()
    .from(pages)
    .where(and(eq(pages.language, language), eq(pages.full_url, fullUrl), eq(pages.visible, true)))
    .limit(1);
  return rows[0] ?? null;
}
