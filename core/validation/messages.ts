/**
 * Validation messages in both languages (requirements §5 wording verbatim in English). Zod schemas carry a
 * message key; `translateIssue` turns key + field label into the visitor's language. The messages that
 * name a content type ("Tip not found", "There already exists a tip …") are built from its definition's
 * entity: ./../content/entity-messages.ts.
 *
 * The texts are data: the catalog ./messages.texts.json, `{field}` standing for the field's label.
 * `required` is the admin forms' wording, `required_contact` the contact form's own (both requirements
 * §5); `path_only` is for a redirect's address (core/redirect-paths.ts); `duplicate` and the keys after
 * it answer a write the database refuses (server/content/errors.ts, server/content/crud.ts).
 */
import type { Language as Lang, TextTable } from "#core/lang.ts";
import texts from "./messages.texts.json" with { type: "json" };

export const validationMessages = texts satisfies TextTable;

export type MessageKey = keyof typeof validationMessages;

export function isMessageKey(value: string): value is MessageKey {
  return Object.hasOwn(validationMessages, value);
}

export function message(key: MessageKey, lang: Lang, field = ""): string {
  return validationMessages[key][lang].replace("{field}", field);
}
