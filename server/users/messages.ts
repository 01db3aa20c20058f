import type { Lang } from "../i18n/lang.ts";

/** API messages of the customers domain, nl and en. */

const texts = {
  not_found: { en: "Customer not found", nl: "Klant niet gevonden" },
  email_exists: {
    en: "There already exists a customer with this e-mail address, please choose another e-mail address",
    nl: "Er bestaat al een klant met dit e-mailadres, kies een ander e-mailadres",
  },
  delete_self: {
    en: "You cannot delete your own account",
    nl: "Je kunt je eigen account niet verwijderen",
  },
  own_role: {
    en: "You cannot change your own role",
    nl: "Je kunt je eigen rol niet wijzigen",
  },
} satisfies Record<string, Record<Lang, string>>;

export const customerText = (key: keyof typeof texts, lang: Lang) => texts[key][lang];

/** the 404 of a customer */
export const customerNotFound = texts.not_found;
