/**
 * The search's bounds (issue 22), apart from its zod schemas (./schema.ts) so that the header's
 * search island reads them without bringing zod to a public page (app/islands/search-combobox.ts).
 */
export const SEARCH_MIN = 2;
export const SEARCH_MAX = 100;
export const SEARCH_LIMIT_DEFAULT = 8;
export const SEARCH_LIMIT_MAX = 20;
