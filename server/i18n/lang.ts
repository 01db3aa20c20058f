/** The two languages of the site and the API (requirements §1: Dutch by default, English). */
export type Lang = "nl" | "en";
