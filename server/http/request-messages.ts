/**
 * The answers to a request body the API cannot read, the same on every route (requirements §10.5):
 * malformed JSON (400), a body that is not JSON (415), one that is too large (413). The texts are the
 * catalog ./request-messages.texts.json.
 */
import type { TextTable } from "#core/lang.ts";
import catalog from "./request-messages.texts.json" with { type: "json" };

export const requestMessages = catalog satisfies TextTable;

export type RequestMessageKey = keyof typeof requestMessages;
