import type { Lang } from "../i18n/lang.ts";

/** API messages of the login machinery, nl and en (requirements §8 wording in English where it gives one). */

const texts = {
  invalid_credentials: { en: "Invalid username or password", nl: "Ongeldige gebruikersnaam of wachtwoord" },
  locked_title: { en: "Account temporarily locked", nl: "Account tijdelijk geblokkeerd" },
  locked: {
    en: "This account is temporarily locked because of too many failed login attempts. Try again in {minutes} minutes.",
    nl: "Dit account is tijdelijk geblokkeerd vanwege te veel mislukte inlogpogingen. Probeer het over {minutes} minuten opnieuw.",
  },
  throttled_title: { en: "Too many attempts", nl: "Te veel pogingen" },
  throttled: {
    en: "Too many failed login attempts from your address. Try again in {minutes} minutes.",
    nl: "Te veel mislukte inlogpogingen vanaf jouw adres. Probeer het over {minutes} minuten opnieuw.",
  },
  forgot_throttled: {
    en: "Too many requests for a new password from your address. Try again in {minutes} minutes.",
    nl: "Te veel aanvragen voor een nieuw wachtwoord vanaf jouw adres. Probeer het over {minutes} minuten opnieuw.",
  },
  /** requirements §8, verbatim; the Dutch as in the login screen (app/i18n/locales/common.ts) */
  already_logged_in: {
    en: "You are already logged in with another account with another role, please logout first to be able to login with another account.",
    nl: "Je bent al ingelogd met een ander account met een andere rol, log eerst uit om met een ander account in te loggen.",
  },
  wrong_current_password: {
    en: "The current password is not correct",
    nl: "Het huidige wachtwoord is niet juist",
  },
  password_changed: { en: "Your password has been changed", nl: "Je wachtwoord is gewijzigd" },
  forgot_sent: {
    en: "If an account exists for this e-mail address, we have sent a link to choose a new password. The link is valid for 30 minutes.",
    nl: "Als er een account bij dit e-mailadres hoort, hebben we een link gestuurd om een nieuw wachtwoord te kiezen. De link is 30 minuten geldig.",
  },
  reset_invalid_title: { en: "Invalid link", nl: "Ongeldige link" },
  reset_invalid: {
    en: "This link to choose a new password is invalid, already used or expired. Request a new one.",
    nl: "Deze link om een nieuw wachtwoord te kiezen is ongeldig, al gebruikt of verlopen. Vraag een nieuwe aan.",
  },
  password_reset_done: {
    en: "Your new password has been saved; you can log in with it now",
    nl: "Je nieuwe wachtwoord is opgeslagen; je kunt er nu mee inloggen",
  },
  common_password: {
    en: "This password is too common, choose a less predictable one",
    nl: "Dit wachtwoord komt te vaak voor, kies een minder voorspelbaar wachtwoord",
  },
  invalid_code: { en: "This code is not correct", nl: "Deze code klopt niet" },
  code_used: {
    en: "This code has just been used. Wait for the next code in your app and enter that one.",
    nl: "Deze code is net al gebruikt. Wacht op de volgende code in je app en vul die in.",
  },
  two_factor_expired: {
    en: "Your login has expired. Enter your e-mail address and password again.",
    nl: "Je inlogpoging is verlopen. Vul je e-mailadres en wachtwoord opnieuw in.",
  },
  two_factor_already_on: {
    en: "Two-step verification is already on for this account",
    nl: "Tweestapsverificatie staat al aan voor dit account",
  },
  two_factor_not_on: {
    en: "Two-step verification is not on for this account",
    nl: "Tweestapsverificatie staat niet aan voor dit account",
  },
  two_factor_not_started: {
    en: "Start the setup of two-step verification first",
    nl: "Begin eerst met het instellen van tweestapsverificatie",
  },
  two_factor_required: {
    en: "Two-step verification is required for administrators and cannot be turned off",
    nl: "Tweestapsverificatie is verplicht voor beheerders en kan niet uit",
  },
  two_factor_disabled: { en: "Two-step verification is off", nl: "Tweestapsverificatie staat uit" },
} satisfies Record<string, Record<Lang, string>>;

export type AuthText = keyof typeof texts;

export function authText(key: AuthText, lang: Lang, vars: Record<string, string | number> = {}): string {
  return texts[key][lang].replace(/\{(\w+)\}/g, (_, name: string) => String(vars[name] ?? ""));
}
