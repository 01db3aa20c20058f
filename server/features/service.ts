/** Features ("kenmerken"): verb-noun functions over the database; no HTTP here. */
import { and, asc, eq } from "drizzle-orm";
import { type Plain, plain } from "../content/plain.ts";
import { findTranslations, type Lang, type SiblingSource, type Translation } from "../content/translation.ts";
import type { Tx } from "../db/client.ts";
import { features } from "../db/schema.ts";

export type FeatureRow = typeof features.$inferSelect;
export type Feature = Plain<FeatureRow> & {
  translation: Translation | null;
  feature_translation: Translation | null;
};

export const featureSiblings: SiblingSource = {
  table: features,
  id: features.id,
  language: features.language,
  key: features.translation_key,
  title: features.title,
  visible: features.visible,
};

export async function presentFeatures(db: Tx, rows: FeatureRow[], visibleOnly: boolean): Promise<Feature[]> {
  const translations = await findTranslations(db, featureSiblings, rows, { visibleOnly });
  return rows.map((row) => {
    const translation = translations.get(row.id) ?? null;
    return { ...plain(row), translation, feature_translation: translation };
  });
}

/** visible features of a language, by position */
export async function listPublicFeatures(db: Tx, language: Lang): Promise<Feature[]> {
  const rows = await db
    .select()
    .from(features)
    .where(and(eq(features.language, language), eq(features.visible, true)))
    .orderBy(asc(features.position), asc(features.id));
  return presentFeatures(db, rows, true);
}
