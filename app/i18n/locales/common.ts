/**
 * Interface text used everywhere: the API client's error catalogue (requirements §8), role messages (requirements §6),
 * buttons. English is requirements wording verbatim; Dutch beside it.
 */
import type { Language } from "#core/lang.ts";
import { type TextKey, type Translate, translator, useTexts } from "../text.ts";
export const common = {
  en: {
    companyName: "Delft IT Service",
    errors: {
      network: "Sorry, something went wrong. Please check your internet connection and try again.",
      notLoggedIn: "Sorry, you are not logged in yet, please login first to access this page.",
      /** on a login, after a request of a logged-in screen found the session gone (ended elsewhere, expired) */
      sessionEnded: "Your session has ended. Please log in again to continue.",
      general: "Sorry, something went wrong.",
      noPermission:
        "You do not have permission to view this page. The requested page requires proper authorization for access.",
      otherAccount:
        "You are already logged in with another account with another role, please logout first to be able to login with another account.",
      invalidLogin: "Invalid username or password",
    },
    actions: {
      save: "Save",
      cancel: "Cancel",
      delete: "Delete",
      close: "Close",
      logout: "Logout",
      loading: "Loading…",
    },
    languageSwitch: "English",
  },
  nl: {
    companyName: "Delft IT Service",
    errors: {
      network: "Sorry, er ging iets mis. Controleer je internetverbinding en probeer het opnieuw.",
      notLoggedIn: "Sorry, je bent nog niet ingelogd, log eerst in om deze pagina te bekijken.",
      sessionEnded: "Je sessie is beëindigd. Log opnieuw in om verder te gaan.",
      general: "Sorry, er ging iets mis.",
      noPermission:
        "Je hebt geen toestemming om deze pagina te bekijken. Voor de gevraagde pagina is de juiste autorisatie nodig.",
      otherAccount:
        "Je bent al ingelogd met een ander account met een andere rol, log eerst uit om met een ander account in te loggen.",
      invalidLogin: "Ongeldige gebruikersnaam of wachtwoord",
    },
    actions: {
      save: "Opslaan",
      cancel: "Annuleren",
      delete: "Verwijderen",
      close: "Sluiten",
      logout: "Uitloggen",
      loading: "Laden…",
    },
    languageSwitch: "Nederlands",
  },
} as const;

/** the texts of this area in the page's language (app/i18n/text.ts) */
export function useCommonText() {
  return useTexts(common);
}
/** the same texts outside a component (meta functions, loaders, tests) */
export const commonTexts = (lang: Language) => translator(common, lang);
export type CommonT = Translate<(typeof common)["en"]>;
export type CommonKey = TextKey<(typeof common)["en"]>;
