/** The admin interface language: a cookie, Dutch by default (admin paths carry no /en prefix). */

import { useAdminText } from "#app/i18n/locales/admin.ts";
import type { Language } from "#core/lang.ts";

export const ADMIN_LANG_COOKIE = "admin_lang";

export function adminLanguageFrom(cookieHeader: string | null): Language {
  const m = /(?:^|;\s*)admin_lang=(nl|en)/.exec(cookieHeader ?? "");
  return m?.[1] === "en" ? "en" : "nl";
}

/** the interface language of the current admin screen */
export function useLang(): Language {
  return useAdminText().lang;
}

/** the entity of a resource for messages: `entity` as is, `Entity` starting with a capital (Dutch "Het nieuwsitem …") */
export function entityParams(def: { entity: { nl: string; en: string } }, lang: Language) {
  const entity = def.entity[lang];
  return { entity, Entity: entity.charAt(0).toUpperCase() + entity.slice(1) };
}
