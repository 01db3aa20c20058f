/**
 * The answers to a request body the API cannot read, the same on every route (requirements §10.5):
 * malformed JSON (400), a body that is not JSON (415), one that is too large (413).
 */
import type { Lang } from "../i18n/lang.ts";

export const requestMessages = {
  malformed_json: {
    en: "The request body is not valid JSON",
    nl: "De inhoud van het verzoek is geen geldige JSON",
  },
  unsupported_media_type: {
    en: "Send the request body as application/json",
    nl: "Stuur de inhoud van het verzoek als application/json",
  },
  too_large: { en: "The request body is too large", nl: "De inhoud van het verzoek is te groot" },
  bad_request: { en: "Bad request", nl: "Ongeldig verzoek" },
} satisfies Record<string, Record<Lang, string>>;

export type RequestMessageKey = keyof typeof requestMessages;
