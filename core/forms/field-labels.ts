/**
 * The words the public message forms show beside their fields. Two readers: the public dictionary
 * (app/i18n/locales/public.ts, what the form shows) and a post without scripts
 * (server/forms/message-forms.ts), whose messages must name a field as the visitor saw it.
 */
export const formFieldLabels = {
  en: {
    name: "Name",
    email: "E-mail",
    phone: "Phone number",
    message: "Message",
    moment: "Preferred moment",
    problem: "Describe the problem",
  },
  nl: {
    name: "Naam",
    email: "E-mail",
    phone: "Telefoonnummer",
    message: "Bericht",
    moment: "Voorkeursmoment",
    problem: "Beschrijf het probleem",
  },
} as const;
