/** Customer reviews: verb-noun functions over the database; no HTTP here. */
import { and, asc, eq } from "drizzle-orm";
import { type ReviewCreate, type ReviewUpdate, reviewType } from "#content-types/reviews.ts";
import { type Plain, plain } from "#core/content/plain.ts";
import { createCrud } from "../content/crud.ts";
import type { Tx } from "../db/client.ts";
import { reviews } from "../db/schema.ts";
import type { Lang } from "../i18n/lang.ts";

export type ReviewRow = typeof reviews.$inferSelect;
/** Reviews are quotes shown as written: each in its own language, never translated. */
export type Review = Plain<ReviewRow>;

/**
 * The reviews a language's site shows: visible (reviews have no schedule, so visible is "public
 * now") and written in that language, by position.
 */
export async function listPublicReviews(db: Tx, language: Lang): Promise<Review[]> {
  const rows = await db
    .select()
    .from(reviews)
    .where(and(eq(reviews.language, language), eq(reviews.visible, true)))
    .orderBy(asc(reviews.position), asc(reviews.id));
  return rows.map(plain);
}

// ---------------------------------------------------------------------------------------------
// Admin
// ---------------------------------------------------------------------------------------------

export const reviewCrud = createCrud<ReviewRow, Review>({
  table: reviews,
  language: reviews.language,
  present: async (_db, rows) => rows.map(plain),
  definition: reviewType,
  defaultOrder: [asc(reviews.language), asc(reviews.position), asc(reviews.id)],
});

/** Reviews are shown as plain text (React escapes them): stored as written, trimmed. */
export function createReview(db: Tx, input: ReviewCreate, lang: Lang) {
  return reviewCrud.insert(db, input, { lang });
}

export function updateReview(db: Tx, id: number, input: ReviewUpdate, lang: Lang) {
  return reviewCrud.update(db, id, input, lang);
}
