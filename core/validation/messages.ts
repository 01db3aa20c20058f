import type { Language as Lang } from "#core/lang.ts";

/**
 * Validation messages in both languages (requirements §5 wording verbatim in English). Zod schemas carry a
 * message key; `translateIssue` turns key + field label into the visitor's language. The messages that
 * name a content type ("Tip not found", "There already exists a tip …") are built from its definition's
 * entity: ./../content/entity-messages.ts.
 */

type Messages = Record<string, { nl: string; en: string }>;

export const validationMessages = {
  /** admin forms (requirements §5) */
  required: {
    en: "The '{field}' field is required",
    nl: "Het is verplicht om het veld '{field}' in te vullen",
  },
  /** the contact form's own wording (requirements §5) */
  required_contact: {
    en: "It is required to fill in the field '{field}'",
    nl: "Het is verplicht om het veld '{field}' in te vullen",
  },
  email: {
    en: "The '{field}' field must be a valid e-mail address",
    nl: "Het veld '{field}' moet een geldig e-mailadres zijn",
  },
  too_long: { en: "The '{field}' field is too long", nl: "Het veld '{field}' is te lang" },
  too_short: { en: "The '{field}' field is too short", nl: "Het veld '{field}' is te kort" },
  min_value: { en: "The '{field}' field is too low", nl: "De waarde van '{field}' is te laag" },
  max_value: { en: "The '{field}' field is too high", nl: "De waarde van '{field}' is te hoog" },
  invalid: { en: "The '{field}' field is not valid", nl: "Het veld '{field}' is niet geldig" },
  whole_number: {
    en: "The '{field}' field must be a whole number",
    nl: "Het veld '{field}' moet een heel getal zijn",
  },
  unknown_field: { en: "The field '{field}' is not allowed", nl: "Het veld '{field}' is niet toegestaan" },
  invalid_image: {
    en: "The '{field}' field must be an uploaded image",
    nl: "Het veld '{field}' moet een geüploade afbeelding zijn",
  },
  invalid_folder: {
    en: "The folder name may only contain lower-case letters, digits and dashes",
    nl: "De mapnaam mag alleen kleine letters, cijfers en streepjes bevatten",
  },
  image_required: { en: "An overview image is required", nl: "Een overzichtsafbeelding is verplicht" },
  cards_count: { en: "Choose 3 or 6 cards", nl: "Kies 3 of 6 kaarten" },
  columns_count: { en: "Fill in exactly three columns", nl: "Vul precies drie kolommen in" },
  services_max: { en: "Choose up to 6 services", nl: "Kies maximaal 6 services" },
  service_groups_max: { en: "Choose up to 3 service groups", nl: "Kies maximaal 3 servicegroepen" },
  service_background_blue: {
    en: "Avoid a blue background for services",
    nl: "Vermijd een blauwe achtergrond voor services",
  },
  news_one_choice: {
    en: "Choose one of random order, specific items, specific category or group",
    nl: "Kies één van: willekeurige volgorde, specifieke items, specifieke categorie of groep",
  },
  news_specific_required: { en: "Choose at least one news item", nl: "Kies minstens één nieuwsitem" },
  news_category_or_group_required: {
    en: "Choose a category, a group or both",
    nl: "Kies een categorie, een groep of beide",
  },
  duplicate_image_name: {
    en: "Do not use the same image name as other images within one page",
    nl: "Gebruik niet dezelfde afbeeldingsnaam als andere afbeeldingen binnen één pagina",
  },
  duplicate_block_id: { en: "Two blocks have the same id", nl: "Twee blokken hebben hetzelfde id" },
  url_exists: {
    en: "There already exists an item with this url, please choose another url",
    nl: "Er bestaat al een item met deze url, kies een andere url",
  },
  /** a redirect's address (core/redirect-paths.ts) */
  path_only: {
    en: "Give the path only, without https:// and the domain name, e.g. /old-page",
    nl: "Geef alleen het pad, zonder https:// en de domeinnaam, bijvoorbeeld /oude-pagina",
  },
  site_path: {
    en: "The '{field}' field must be a path of this website that starts with one /",
    nl: "Het veld '{field}' moet een pad van deze website zijn dat met één / begint",
  },
  /** a write the database refuses (server/content/errors.ts, server/content/crud.ts) */
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
  validation_failed: {
    en: "Some fields are not filled in correctly",
    nl: "Niet alle velden zijn goed ingevuld",
  },
} satisfies Messages;

export type MessageKey = keyof typeof validationMessages;

export function isMessageKey(value: string): value is MessageKey {
  return Object.hasOwn(validationMessages, value);
}

export function message(key: MessageKey, lang: Lang, field = ""): string {
  return validationMessages[key][lang].replace("{field}", field);
}
