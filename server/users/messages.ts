/** API messages of the customers domain, nl and en: the catalog ./messages.texts.json. */
import type { TextTable } from "#core/lang.ts";
import type { Lang } from "../i18n/lang.ts";
import catalog from "./messages.texts.json" with { type: "json" };

const texts = catalog satisfies TextTable;

export const customerText = (key: keyof typeof texts, lang: Lang) => texts[key][lang];

/** the 404 of a customer */
export const customerNotFound = texts.not_found;
