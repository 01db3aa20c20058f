/**
 * The admin area's settings of the one API client (app/api-client.ts): server messages in the
 * interface language, a 401 without a stored user leads to the admin login, and no catalogue toasts:
 * the admin screens word every failure themselves, naming the entity (requirements §8, failure-text.ts).
 */
import type { ApiClientDeps } from "#app/api-client.ts";
import type { Language } from "#core/lang.ts";

export const adminApiSettings = (lang: Language): Partial<ApiClientDeps> => ({
  language: () => lang,
  areaRole: "cms-admin",
  catalogueToasts: false,
});
