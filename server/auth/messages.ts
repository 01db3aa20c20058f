/**
 * API messages of the login machinery, nl and en (requirements §8 wording in English where it gives
 * one). The texts are the catalog ./messages.texts.json; `{minutes}` and the like are filled in from
 * `vars`. `already_logged_in` is requirements §8 verbatim, its Dutch as in the login screen
 * (app/i18n/locales/common.ts).
 */
import type { TextTable } from "#core/lang.ts";
import type { Lang } from "../i18n/lang.ts";
import catalog from "./messages.texts.json" with { type: "json" };

const texts = catalog satisfies TextTable;

export type AuthText = keyof typeof texts;

export function authText(key: AuthText, lang: Lang, vars: Record<string, string | number> = {}): string {
  return texts[key][lang].replace(/\{(\w+)\}/g, (_, name: string) => String(vars[name] ?? ""));
}
