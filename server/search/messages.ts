/** The search API's own messages (the validation messages come from core/validation/messages.ts). */
import type { Language } from "#core/lang.ts";

export const searchLabels = {
  q: { nl: "Zoekterm", en: "Search term" },
  limit: { nl: "Aantal", en: "Number" },
};

export const tooManySearches: Record<Language, readonly [string, string]> = {
  en: ["Too many searches", "You have searched too often in a short time. Please try again in a minute."],
  nl: [
    "Te veel zoekopdrachten",
    "Je hebt in korte tijd te vaak gezocht. Probeer het over een minuut opnieuw.",
  ],
};
