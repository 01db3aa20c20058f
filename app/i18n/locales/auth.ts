/**
 * Texts of the logins, logout, password self-service and the permission screens (SPEC §2, §6, §8).
 * English uses the SPEC's wording where it gives one; Dutch beside it. The SPEC §8 catalogue itself
 * lives in `common`.
 */
type Texts<T> = { [K in keyof T]: T[K] extends string ? string : Texts<T[K]> };

const en = {
  login: {
    title: {
      "cms-admin": "Login administrator",
      "cms-status-user": "Login customers",
      "cms-zzp": "Login partners",
      "cms-accountant": "Login accountant",
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
  roles: {
    "cms-admin": "Beheerder",
    "cms-status-user": "Klant",
    "cms-zzp": "Partner",
    "cms-accountant": "Boekhouder",
  },
};

export const auth = { en, nl } as const;
