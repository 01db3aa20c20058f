/**
 * Interface text of the public website. English is requirements wording verbatim where the requirements
 * gives it; Dutch beside it. Content (titles, texts) comes from the database, not from here. The texts are
 * the catalogs ./public.en.texts.json and ./public.nl.texts.json; the contact forms' field labels
 * (`contact.name`, `contact.email`, `contact.phone`, `contact.message`, `contact.callback.moment`,
 * `contact.remote.problem`) are the ones a post without scripts names too (#core/forms/field-labels.ts),
 * added here.
 *
 * Some texts say what they are for only together with their use: `footer.message` opens the contact form
 * (the appointment button leads to the booking page); `preview.title` is the browser tab's title after the
 * item's (the preview link and the admin's preview); `booking` holds the booking pages' texts (issue 22,
 * app/routes/public/appointment*.tsx).
 */
import { formFieldLabels } from "#core/forms/field-labels.ts";
import type { Language } from "#core/lang.ts";
import { type Catalog, type TextKey, type Translate, translator, useTexts } from "../text.ts";
import en from "./public.en.texts.json" with { type: "json" };
import nl from "./public.nl.texts.json" with { type: "json" };

const texts = { en, nl } satisfies Catalog<typeof en, typeof nl>;

/** one language's texts with the contact forms' field labels of that language */
function withFieldLabels<T extends (typeof texts)[Language]>(tree: T, lang: Language) {
  const { moment, problem, ...fields } = formFieldLabels[lang];
  const { contact } = tree;
  return {
    ...tree,
    contact: {
      ...contact,
      ...fields,
      callback: { ...contact.callback, moment },
      remote: { ...contact.remote, problem },
    },
  };
}

export const publicText = { en: withFieldLabels(texts.en, "en"), nl: withFieldLabels(texts.nl, "nl") };

/** the texts of this area in the page's language (app/i18n/text.ts) */
export function usePublicText() {
  return useTexts(publicText);
}
/** the same texts outside a component (meta functions, loaders, tests) */
export const publicTexts = (lang: Language) => translator(publicText, lang);
export type PublicT = Translate<(typeof publicText)["en"]>;
export type PublicKey = TextKey<(typeof publicText)["en"]>;
