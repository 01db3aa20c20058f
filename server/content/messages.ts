import type { Lang } from "../i18n/lang.ts";
/**
 * Messages of the content API that are not field validation (those live in core/validation/messages.ts).
 * English wording of requirements §8 where it has one.
 */

export const contentMessages = {
  page_not_found: { en: "Page not found", nl: "Pagina niet gevonden" },
  feature_not_found: { en: "Feature not found", nl: "Kenmerk niet gevonden" },
  service_not_found: { en: "Service not found", nl: "Service niet gevonden" },
  news_item_not_found: { en: "News item not found", nl: "Nieuwsitem niet gevonden" },
  tip_not_found: { en: "Tip not found", nl: "Tip niet gevonden" },
  review_not_found: { en: "Review not found", nl: "Review niet gevonden" },
  redirect_not_found: { en: "Redirect not found", nl: "Doorverwijzing niet gevonden" },
  product_not_found: { en: "Product not found", nl: "Product niet gevonden" },
  news_group_not_found: { en: "News group not found", nl: "Nieuwsgroep niet gevonden" },
  news_category_not_found: { en: "News category not found", nl: "Nieuwscategorie niet gevonden" },
  service_group_not_found: { en: "Service group not found", nl: "Servicegroep niet gevonden" },
  duplicate: { en: "Already exists", nl: "Bestaat al" },
  translation_exists: {
    en: "This item already has a translation in that language",
    nl: "Dit item heeft al een vertaling in die taal",
  },
  translation_same_language: {
    en: "A translation must be in the other language",
    nl: "Een vertaling moet in de andere taal zijn",
  },
  translation_of_missing: {
    en: "The item to translate does not exist",
    nl: "Het te vertalen item bestaat niet",
  },
  news_group_title_exists: {
    en: "There already exists a news group with this title, please choose another title",
    nl: "Er bestaat al een nieuwsgroep met deze titel, kies een andere titel",
  },
  news_category_title_exists: {
    en: "There already exists a news category with this title, please choose another title",
    nl: "Er bestaat al een nieuwscategorie met deze titel, kies een andere titel",
  },
  reference_missing: {
    en: "The chosen '{field}' does not exist",
    nl: "De gekozen '{field}' bestaat niet",
  },
  unpublish_not_after_publish: {
    en: "“Offline from” must be later than “Online from”",
    nl: "“Offline vanaf” moet later zijn dan “Online vanaf”",
  },
  parent_invalid: {
    en: "A page cannot belong to itself, to one of its sub pages or to a page in another language",
    nl: "Een pagina kan niet onder zichzelf, een eigen subpagina of een pagina in een andere taal hangen",
  },
} satisfies Record<string, { nl: string; en: string }>;

export type ContentMessageKey = keyof typeof contentMessages;

export const contentMessage = (key: ContentMessageKey, lang: Lang, field = "") =>
  contentMessages[key][lang].replace("{field}", field);
