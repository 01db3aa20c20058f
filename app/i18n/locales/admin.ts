/**
 * The content-management area (under the admin base path): menu, shared list/form screens, block editor, uploads.
 * English is requirements wording verbatim where the requirements gives it (§5, §8); Dutch beside it.
 * The texts are the catalogs ./admin.en.texts.json and ./admin.nl.texts.json.
 * Per-section field labels live in the resource definitions (app/admin/resources/*).
 */
import type { Language } from "#core/lang.ts";
import { type Catalog, type TextKey, type Translate, translator, useTexts } from "../text.ts";
import en from "./admin.en.texts.json" with { type: "json" };
import nl from "./admin.nl.texts.json" with { type: "json" };

export const admin = { en, nl } satisfies Catalog<typeof en, typeof nl>;

/** the texts of this area in the page's language (app/i18n/text.ts) */
export function useAdminText() {
  return useTexts(admin);
}
/** the same texts outside a component (meta functions, loaders, tests) */
export const adminTexts = (lang: Language) => translator(admin, lang);
export type AdminT = Translate<(typeof admin)["en"]>;
export type AdminKey = TextKey<(typeof admin)["en"]>;
