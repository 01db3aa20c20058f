/** Customer reviews: verb-noun functions over the database; no HTTP here. */
import { asc, eq } from "drizzle-orm";
import { type Plain, plain } from "../content/plain.ts";
import type { Tx } from "../db/client.ts";
import { reviews } from "../db/schema.ts";

export type ReviewRow = typeof reviews.$inferSelect;
/** Reviews are quotes shown as written in both languages: no language, no translation. */
export type Review = Plain<ReviewRow>;

/** visible reviews, by position */
export async function listPublicReviews(db: Tx): Promise<Review[]> {
  const rows = await db
    .select()
    .from(reviews)
    .where(eq(reviews.visible, true))
    .orderBy(asc(reviews.position), asc(reviews.id));
  return rows.map(plain);
}
