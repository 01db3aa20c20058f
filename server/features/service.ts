/** Features ("kenmerken"): verb-noun functions over the database; no HTTP here. */

import { and, asc, eq, getTableColumns } from "drizzle-orm";
import { type FeatureCreate, type FeatureUpdate, featureType } from "#content-types/features.ts";
import { type Plain, plain } from "#core/content/plain.ts";
import { createCrud } from "../content/crud.ts";
import { findTranslations, siblingColumn, siblingsOf, type Translation } from "../content/translation.ts";
import type { Tx } from "../db/client.ts";
import { features } from "../db/schema.ts";
import type { Lang } from "../i18n/lang.ts";

export type FeatureRow = typeof features.$inferSelect;
export type Feature = Plain<FeatureRow> & {
  translation: Translation | null;
  feature_translation: Translation | null;
};

export const featureSiblings = siblingsOf(features);

export async function presentFeatures(db: Tx, rows: FeatureRow[], visibleOnly: boolean): Promise<Feature[]> {
  const translations = await findTranslations(db, featureSiblings, rows, { visibleOnly });
  return rows.map((row) => {
    const translation = translations.get(row.id) ?? null;
    return { ...plain(row), translation, feature_translation: translation };
  });
}

/** visible features of a language with their visible sibling, by position, in one statement */
export async function listPublicFeatures(db: Tx, language: Lang): Promise<Feature[]> {
  const rows = await db
    .select({ ...getTableColumns(features), translation: siblingColumn(featureSiblings) })
    .from(features)
    .where(and(eq(features.language, language), eq(features.visible, true)))
    .orderBy(asc(features.position), asc(features.id));
  return rows.map((row) => ({ ...plain(row), feature_translation: row.translation }));
}

// ---------------------------------------------------------------------------------------------
// Admin
// ---------------------------------------------------------------------------------------------

export const featureCrud = createCrud<FeatureRow, Feature>({
  table: features,
  siblings: featureSiblings,
  present: (db, rows) => presentFeatures(db, rows, false),
  definition: featureType,
  defaultOrder: [asc(features.language), asc(features.position), asc(features.id)],
});

export async function createFeature(db: Tx, input: FeatureCreate, lang: Lang): Promise<Feature> {
  const { translation_of, ...values } = input;
  return db.transaction((tx) => featureCrud.insert(tx, values, { lang, translationOf: translation_of }));
}

export function updateFeature(db: Tx, id: number, input: FeatureUpdate, lang: Lang) {
  return featureCrud.update(db, id, input, lang);
}
