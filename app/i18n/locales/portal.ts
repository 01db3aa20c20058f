/**
 * Texts of the three portals /status, /zzp, /boekhouding and their shared header (requirements §2, §4, §6).
 * The texts are the catalogs ./portal.en.texts.json and ./portal.nl.texts.json; the status names
 * (`status.newPcStatus`, `status.repairStatus`) are the ones the server uses too (#core/statuses.ts), added
 * here.
 *
 * Some texts say what they are for only together with their use: `status.dateOf` is what the date of a new
 * computer is (the appointment's, or the day the status was set); `status.repair.costsUnknown` the costs of
 * a repair still in progress, before there is a price; `zzp.gone` a product deleted meanwhile (in another
 * tab, by the company).
 */
import type { Language } from "#core/lang.ts";
import { statusLabels } from "#core/statuses.ts";
import { type Catalog, type TextKey, type Translate, translator, useTexts } from "../text.ts";
import en from "./portal.en.texts.json" with { type: "json" };
import nl from "./portal.nl.texts.json" with { type: "json" };

const texts = { en, nl } satisfies Catalog<typeof en, typeof nl>;

/** one language's texts with the status names of that language */
function withStatusNames<T extends (typeof texts)[Language]>(tree: T, lang: Language) {
  const names = statusLabels[lang];
  return { ...tree, status: { ...tree.status, newPcStatus: names.newPc, repairStatus: names.repair } };
}

export const portal = { en: withStatusNames(texts.en, "en"), nl: withStatusNames(texts.nl, "nl") };

/** the texts of this area in the page's language (app/i18n/text.ts) */
export function usePortalText() {
  return useTexts(portal);
}
/** the same texts outside a component (meta functions, loaders, tests) */
export const portalTexts = (lang: Language) => translator(portal, lang);
export type PortalT = Translate<(typeof portal)["en"]>;
export type PortalKey = TextKey<(typeof portal)["en"]>;
