/** The two languages of the site and the API (requirements §1: Dutch by default, English): core/lang.ts's. */
export type { Language as Lang } from "#core/lang.ts";
