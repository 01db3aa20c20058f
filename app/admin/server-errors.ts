/**
 * Server field messages in the form's words. A 422/409 message is written with the server's label of
 * the field ("Het veld 'Wachtwoord' is te kort"), which need not be the form's label of it
 * ("Startwachtwoord"). A message of the server's catalog (core/validation/messages.ts) is written
 * again with the form's label; any other message (it names no field) is kept as the server wrote it.
 */
import type { Language } from "#core/lang.ts";
import { validationMessages } from "#core/validation/messages.ts";

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

const templates = (lang: Language) =>
  Object.values(validationMessages)
    .map((m) => m[lang])
    .filter((text) => text.includes("{field}"))
    .map((text) => {
      const [before, after] = text.split("{field}");
      return { text, pattern: new RegExp(`^${escapeRegExp(before)}.*${escapeRegExp(after)}$`, "s") };
    });

const byLanguage = new Map<Language, ReturnType<typeof templates>>();

export function withFormLabel(message: string, label: string, lang: Language): string {
  let list = byLanguage.get(lang);
  if (!list) {
    list = templates(lang);
    byLanguage.set(lang, list);
  }
  // the longest template first: "… is too short" must not be taken for a shorter look-alike
  const hit = list
    .filter((template) => template.pattern.test(message))
    .sort((a, b) => b.text.length - a.text.length)[0];
  return hit ? hit.text.replace("{field}", label) : message;
}
