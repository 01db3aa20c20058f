/**
 * Texts of the logins, logout, password self-service and the permission screens (requirements §2, §6, §8).
 * English uses the requirements' wording where it gives one; Dutch beside it. The requirements §8 catalogue itself
 * lives in `common`.
 */
import type { Language } from "#core/lang.ts";
import { type TextKey, type Translate, translator, useTexts } from "../text.ts";

type Texts<T> = { [K in keyof T]: T[K] extends string ? string : Texts<T[K]> };

const en = {
  login: {
    title: {
      "cms-admin": "Administrator login",
      "cms-status-user": "Customer login",
      "cms-zzp": "Partner login",
      "cms-accountant": "Accountant login",
    },
    intro: {
      "cms-admin": "Log in to manage the website.",
      "cms-status-user": "Log in to see the status of your new computer or repair.",
      "cms-zzp": "Log in to manage the stock of your products.",
      "cms-accountant": "Log in to download the administration documents.",
    },
    email: "E-mail address",
    password: "Password",
    submit: "Log in",
    forgot: "Forgot password?",
    lockedTitle: "Account temporarily locked",
    showPassword: "Show password",
    backToSite: "Back to the website",
    otherLogins: "Other logins",
  },
  logout: {
    title: "Logout",
    busy: "You are being logged out…",
    failed: "Logging out failed.",
    again: "Try again",
  },
  forgot: {
    title: "Forgot password",
    intro: "Enter the e-mail address of your account. We will send you a link to choose a new password.",
    submit: "Send link",
    backToLogin: "Back to login",
  },
  reset: {
    title: "Choose a new password",
    intro: "Choose a new password of at least {{min}} characters.",
    newPassword: "New password",
    repeat: "Repeat new password",
    mismatch: "The passwords do not match",
    submit: "Save new password",
    missingToken: "This link is incomplete. Request a new link to choose a password.",
    requestNew: "Request a new link",
    toLogin: "Go to login",
  },
  change: {
    title: "Change password",
    intro: "Enter your current password and choose a new one of at least {{min}} characters.",
    current: "Current password",
    newPassword: "New password",
    repeat: "Repeat new password",
    mismatch: "The passwords do not match",
    submit: "Change password",
    back: "Back",
  },
  screens: {
    noPermissionTitle: "No permission",
    notLoggedInTitle: "Not logged in",
    notLoggedInChoose: "Choose the login of your account:",
    toHome: "To the home page",
    loginLinksTitle: "Log in",
    loginLinksIntro: "Choose where you want to log in:",
  },
  twoFactor: {
    title: "Two-step verification",
    intro:
      "With two-step verification, logging in asks for a code from an app on your phone after your password, so a leaked password alone does not open your account.",
    codeTitle: "Enter your code",
    codeIntro: "Open the authenticator app on your phone and enter the 6-digit code for Delft IT Service.",
    recoveryTitle: "Enter a recovery code",
    recoveryIntro: "Enter one of the recovery codes you saved when you turned two-step verification on.",
    code: "Code",
    codeHint: "6 digits, e.g. 123 456",
    recoveryCode: "Recovery code",
    recoveryHint: "One of the 10 codes you saved when you turned two-step verification on, e.g. k3m9p-x2qfa",
    useRecovery: "Use a recovery code",
    useApp: "Use the code from the app",
    verify: "Verify",
    startOver: "Log in with another account",
    enrolTitle: "Set up two-step verification",
    enrolRequired: "Administrators must use two-step verification. Set it up now to continue.",
    step1:
      "Install an authenticator app on your phone (for example one of your phone maker, Google Authenticator, Microsoft Authenticator or 2FAS).",
    step2: "Scan this QR code with the app, or type in the key below.",
    step3: "Enter the 6-digit code the app shows.",
    qrLabel: "QR code for the authenticator app",
    secret: "Key to type in",
    confirm: "Turn on",
    loadingSetup: "Preparing…",
    codesTitle: "Your recovery codes",
    codesIntro:
      "Keep these 10 codes somewhere safe (a password manager or on paper). Each works once, instead of a code from the app, if you lose your phone. They are shown only now.",
    codesSaved: "I have saved these codes",
    copy: "Copy codes",
    copied: "Codes copied",
    on: "Two-step verification is on.",
    off: "Two-step verification is off.",
    codesLeft: "Recovery codes left: {{count}}.",
    requiredNote: "It is required for administrators on this website and cannot be turned off.",
    turnOn: "Set up two-step verification",
    disableTitle: "Turn off",
    disableIntro: "Enter a code from the app (or a recovery code) to turn two-step verification off.",
    disable: "Turn off two-step verification",
    enabled: "Two-step verification is on",
    back: "Back",
    changePassword: "Change password",
    passwordIntro: "Enter your password first, to confirm that it is you.",
    continue: "Continue",
    cancel: "Cancel",
  },
  roles: {
    "cms-admin": "Administrator",
    "cms-status-user": "Customer",
    "cms-zzp": "Partner",
    "cms-accountant": "Accountant",
  },
} as const;

const nl: Texts<typeof en> = {
  login: {
    title: {
      "cms-admin": "Inloggen beheer",
      "cms-status-user": "Inloggen klanten",
      "cms-zzp": "Inloggen partners",
      "cms-accountant": "Inloggen boekhouding",
    },
    intro: {
      "cms-admin": "Log in om de website te beheren.",
      "cms-status-user": "Log in om de status van je nieuwe computer of reparatie te zien.",
      "cms-zzp": "Log in om de voorraad van je producten te beheren.",
      "cms-accountant": "Log in om de administratieve documenten te downloaden.",
    },
    email: "E-mailadres",
    password: "Wachtwoord",
    submit: "Inloggen",
    forgot: "Wachtwoord vergeten?",
    lockedTitle: "Account tijdelijk geblokkeerd",
    showPassword: "Wachtwoord tonen",
    backToSite: "Terug naar de website",
    otherLogins: "Andere logins",
  },
  logout: {
    title: "Uitloggen",
    busy: "Je wordt uitgelogd…",
    failed: "Uitloggen is mislukt.",
    again: "Opnieuw proberen",
  },
  forgot: {
    title: "Wachtwoord vergeten",
    intro: "Vul het e-mailadres van je account in. We sturen je een link om een nieuw wachtwoord te kiezen.",
    submit: "Link versturen",
    backToLogin: "Terug naar inloggen",
  },
  reset: {
    title: "Kies een nieuw wachtwoord",
    intro: "Kies een nieuw wachtwoord van minstens {{min}} tekens.",
    newPassword: "Nieuw wachtwoord",
    repeat: "Herhaal nieuw wachtwoord",
    mismatch: "De wachtwoorden zijn niet gelijk",
    submit: "Nieuw wachtwoord opslaan",
    missingToken: "Deze link is onvolledig. Vraag een nieuwe link aan om een wachtwoord te kiezen.",
    requestNew: "Nieuwe link aanvragen",
    toLogin: "Naar inloggen",
  },
  change: {
    title: "Wachtwoord wijzigen",
    intro: "Vul je huidige wachtwoord in en kies een nieuw wachtwoord van minstens {{min}} tekens.",
    current: "Huidig wachtwoord",
    newPassword: "Nieuw wachtwoord",
    repeat: "Herhaal nieuw wachtwoord",
    mismatch: "De wachtwoorden zijn niet gelijk",
    submit: "Wachtwoord wijzigen",
    back: "Terug",
  },
  screens: {
    noPermissionTitle: "Geen toegang",
    notLoggedInTitle: "Niet ingelogd",
    notLoggedInChoose: "Kies de login van je account:",
    toHome: "Naar de startpagina",
    loginLinksTitle: "Inloggen",
    loginLinksIntro: "Kies waar je wilt inloggen:",
  },
  twoFactor: {
    title: "Tweestapsverificatie",
    intro:
      "Met tweestapsverificatie vraagt het inloggen na je wachtwoord om een code uit een app op je telefoon. Zo opent een uitgelekt wachtwoord alleen je account niet.",
    codeTitle: "Vul je code in",
    codeIntro:
      "Open de authenticator-app op je telefoon en vul de code van 6 cijfers voor Delft IT Service in.",
    recoveryTitle: "Vul een herstelcode in",
    recoveryIntro: "Vul een van de herstelcodes in die je bewaarde toen je tweestapsverificatie aanzette.",
    code: "Code",
    codeHint: "6 cijfers, bijvoorbeeld 123 456",
    recoveryCode: "Herstelcode",
    recoveryHint:
      "Een van de 10 codes die je bewaarde toen je tweestapsverificatie aanzette, bijvoorbeeld k3m9p-x2qfa",
    useRecovery: "Gebruik een herstelcode",
    useApp: "Gebruik de code uit de app",
    verify: "Controleren",
    startOver: "Inloggen met een ander account",
    enrolTitle: "Tweestapsverificatie instellen",
    enrolRequired: "Beheerders moeten tweestapsverificatie gebruiken. Stel het nu in om verder te gaan.",
    step1:
      "Installeer een authenticator-app op je telefoon (bijvoorbeeld die van je telefoonmerk, Google Authenticator, Microsoft Authenticator of 2FAS).",
    step2: "Scan deze QR-code met de app, of typ de sleutel hieronder over.",
    step3: "Vul de code van 6 cijfers in die de app laat zien.",
    qrLabel: "QR-code voor de authenticator-app",
    secret: "Sleutel om over te typen",
    confirm: "Aanzetten",
    loadingSetup: "Bezig met voorbereiden…",
    codesTitle: "Je herstelcodes",
    codesIntro:
      "Bewaar deze 10 codes op een veilige plek (een wachtwoordmanager of op papier). Elke code werkt één keer, in plaats van een code uit de app, als je je telefoon kwijt bent. Je ziet ze alleen nu.",
    codesSaved: "Ik heb deze codes bewaard",
    copy: "Codes kopiëren",
    copied: "Codes gekopieerd",
    on: "Tweestapsverificatie staat aan.",
    off: "Tweestapsverificatie staat uit.",
    codesLeft: "Herstelcodes over: {{count}}.",
    requiredNote: "Het is verplicht voor beheerders van deze website en kan niet uit.",
    turnOn: "Tweestapsverificatie instellen",
    disableTitle: "Uitzetten",
    disableIntro: "Vul een code uit de app (of een herstelcode) in om tweestapsverificatie uit te zetten.",
    disable: "Tweestapsverificatie uitzetten",
    enabled: "Tweestapsverificatie staat aan",
    back: "Terug",
    changePassword: "Wachtwoord wijzigen",
    passwordIntro: "Vul eerst je wachtwoord in, zodat we weten dat jij het bent.",
    continue: "Verder",
    cancel: "Annuleren",
  },
  roles: {
    "cms-admin": "Beheerder",
    "cms-status-user": "Klant",
    "cms-zzp": "Partner",
    "cms-accountant": "Boekhouder",
  },
};

export const auth = { en, nl } as const;

/** the texts of this area in the page's language (app/i18n/text.ts) */
export function useAuthText() {
  return useTexts(auth);
}
/** the same texts outside a component (meta functions, loaders, tests) */
export const authTexts = (lang: Language) => translator(auth, lang);
export type AuthT = Translate<(typeof auth)["en"]>;
export type AuthKey = TextKey<(typeof auth)["en"]>;
