/**
 * The messages that name a content type's entity (requirements §8 "not found", §5 "already exists"),
 * built from the definition's `entity` (content-types/<type>.ts) so each wording is written once here
 * and each type names itself once there. Browser-safe: the admin's toasts and uniqueness checks read
 * the same texts the API answers with.
 */

type L = { nl: string; en: string };

/** "de tip" → "tip": the Dutch messages name the entity without its article */
const bare = (nl: string) => nl.replace(/^(de|het) /, "");
const capital = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** "Tip not found" / "Tip niet gevonden" */
export const notFoundMessage = (entity: L): L => ({
  en: `${capital(entity.en)} not found`,
  nl: `${capital(bare(entity.nl))} niet gevonden`,
});

const title: L = { en: "title", nl: "titel" };

/**
 * "There already exists a tip with this title, please choose another title" (requirements §5), for
 * another unique field (a page's menu title) with its own name
 */
export const existsMessage = (entity: L, what: L = title): L => ({
  en: `There already exists a ${entity.en} with this ${what.en}, please choose another ${what.en}`,
  nl: `Er bestaat al een ${bare(entity.nl)} met deze ${what.nl}, kies een andere ${what.nl}`,
});
