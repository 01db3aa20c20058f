/**
 * Interface text used everywhere: the API client's error catalogue (requirements §8), role messages
 * (requirements §6), buttons. English is requirements wording verbatim; Dutch beside it. The texts are the
 * catalogs ./common.en.texts.json and ./common.nl.texts.json. `errors.sessionEnded` is shown on a login,
 * after a request of a logged-in screen found the session gone (ended elsewhere, expired).
 */
import type { Language } from "#core/lang.ts";
import { type Catalog, type TextKey, type Translate, translator, useTexts } from "../text.ts";
import en from "./common.en.texts.json" with { type: "json" };
import nl from "./common.nl.texts.json" with { type: "json" };

export const common = { en, nl } satisfies Catalog<typeof en, typeof nl>;

/** the texts of this area in the page's language (app/i18n/text.ts) */
export function useCommonText() {
  return useTexts(common);
}
/** the same texts outside a component (meta functions, loaders, tests) */
export const commonTexts = (lang: Language) => translator(common, lang);
export type CommonT = Translate<(typeof common)["en"]>;
export type CommonKey = TextKey<(typeof common)["en"]>;
