/**
 * The words for the fields many API calls share, each written once (requirements §5: a validation
 * message names the field). A call's own table (`createRouter({ labels })`, a content type's field
 * labels) names its other fields, and gives one of these fields another word where its own form says
 * it otherwise (a booking's "Korte omschrijving", the public message forms' "E-mail"). The words are
 * the catalog ./field-labels.texts.json.
 */
import type { TextTable } from "../lang.ts";
import labels from "./field-labels.texts.json" with { type: "json" };

export const commonFieldLabels = labels satisfies TextTable;
