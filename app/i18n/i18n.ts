/**
 * i18next with typed, bundled resources: nl default and fallback, en second. One namespace per area;
 * each area owns its file under ./locales and registers it in `namespaces` below.
 */
import i18next, { type i18n } from "i18next";
import { initReactI18next } from "react-i18next";
import type { Language } from "./lang.ts";
import { admin } from "./locales/admin.ts";
import { auth } from "./locales/auth.ts";
import { common } from "./locales/common.ts";
import { portal } from "./locales/portal.ts";
import { publicText } from "./locales/public.ts";

/** add a namespace: import its { nl, en } object and list it here */
export const namespaces = { common, admin, public: publicText, auth, portal } as const;

type Namespaces = typeof namespaces;
export type NamespaceName = keyof Namespaces;

function resourcesFor(lang: Language) {
  return Object.fromEntries(Object.entries(namespaces).map(([ns, value]) => [ns, value[lang]]));
}

const instances = new Map<Language, i18n>();

/** A ready instance per language (resources are static, so one instance per language is shared). */
export function getI18n(lang: Language): i18n {
  let instance = instances.get(lang);
  if (!instance) {
    instance = i18next.createInstance();
    void instance.use(initReactI18next).init({
      lng: lang,
      fallbackLng: "nl",
      supportedLngs: ["nl", "en"],
      defaultNS: "common",
      ns: Object.keys(namespaces),
      resources: { [lang]: resourcesFor(lang), nl: resourcesFor("nl") },
      interpolation: { escapeValue: false },
      initAsync: false,
      returnNull: false,
    });
    instances.set(lang, instance);
  }
  return instance;
}

declare module "i18next" {
  interface CustomTypeOptions {
    defaultNS: "common";
    resources: { [K in NamespaceName]: Namespaces[K]["en"] };
  }
}
