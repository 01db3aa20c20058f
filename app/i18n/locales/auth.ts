/**
 * Texts of the logins, logout, password self-service and the permission screens (requirements §2, §6, §8).
 * English uses the requirements' wording where it gives one; Dutch beside it. The requirements §8 catalogue itself
 * lives in `common`. The texts are the catalogs ./auth.en.texts.json and ./auth.nl.texts.json.
 */
import type { Language } from "#core/lang.ts";
import { type Catalog, type TextKey, type Translate, translator, useTexts } from "../text.ts";
import en from "./auth.en.texts.json" with { type: "json" };
import nl from "./auth.nl.texts.json" with { type: "json" };

export const auth = { en, nl } satisfies Catalog<typeof en, typeof nl>;

/** the texts of this area in the page's language (app/i18n/text.ts) */
export function useAuthText() {
  return useTexts(auth);
}
/** the same texts outside a component (meta functions, loaders, tests) */
export const authTexts = (lang: Language) => translator(auth, lang);
export type AuthT = Translate<(typeof auth)["en"]>;
export type AuthKey = TextKey<(typeof auth)["en"]>;
