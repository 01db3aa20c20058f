/**
 * The two mails of every form: the notification to the company (Dutch; Reply-To the sender, so
 * "reply" answers the visitor) and the confirmation to the sender in the sender's language.
 * Plain text only: nothing a visitor typed is ever interpreted as HTML.
 *
 * The confirmation goes to an address anybody can type in, so it carries NO text chosen by the sender
 * (no name, phone, message or product): otherwise the form relays spam and phishing text to strangers
 * from the company's domain. Everything the sender typed goes to the company only; how often
 * an address gets a confirmation is limited in service.ts.
 */

import { adminPath } from "#core/admin-path.ts";
import { type EmailKind, oneLine } from "#core/messages/schema.ts";
import type { Lang } from "../i18n/lang.ts";
import { mailClosing } from "../mail/closing.ts";

export interface StoredMessage {
  id: number;
  kind: EmailKind;
  name: string;
  email: string;
  phone: string;
  preferred_moment: string;
  message: string;
  /** the product a question is about (looked up by the server), or "" */
  product_title: string;
  /** its public path, or "" */
  product_url: string;
  language: Lang;
}

export interface OutboxMail {
  to: string;
  reply_to: string | null;
  subject: string;
  text: string;
}

/** "Er is een nieuw contactbericht / nieuwe aanvraag …": the Dutch adjective follows the noun's gender */
const newKindNl: Record<EmailKind, string> = {
  contact: "nieuw contactbericht",
  phone: "nieuw terugbelverzoek",
  "remote-assistance": "nieuwe aanvraag voor hulp op afstand",
};

const kindTitle: Record<EmailKind, Record<Lang, string>> = {
  contact: { nl: "Contactbericht", en: "Contact message" },
  phone: { nl: "Terugbelverzoek", en: "Call-back request" },
  "remote-assistance": { nl: "Aanvraag hulp op afstand", en: "Remote assistance request" },
};

const fieldLabels: Record<string, Record<Lang, string>> = {
  name: { nl: "Naam", en: "Name" },
  email: { nl: "E-mailadres", en: "E-mail" },
  phone: { nl: "Telefoonnummer", en: "Phone" },
  preferred_moment: { nl: "Voorkeursmoment", en: "Preferred moment" },
  message: { nl: "Bericht", en: "Message" },
  product: { nl: "Over product", en: "About product" },
  problem: { nl: "Omschrijving van het probleem", en: "Description of the problem" },
};

function details(m: StoredMessage, lang: Lang, publicUrl: string): string {
  const lines: string[] = [`${fieldLabels.name[lang]}: ${m.name}`];
  if (m.product_title) {
    lines.push(`${fieldLabels.product[lang]}: ${m.product_title}`, `${publicUrl}${m.product_url}`);
  }
  if (m.email) lines.push(`${fieldLabels.email[lang]}: ${m.email}`);
  if (m.phone) lines.push(`${fieldLabels.phone[lang]}: ${m.phone}`);
  if (m.preferred_moment) lines.push(`${fieldLabels.preferred_moment[lang]}: ${m.preferred_moment}`);
  if (m.message) {
    const label = m.kind === "remote-assistance" ? fieldLabels.problem[lang] : fieldLabels.message[lang];
    lines.push("", `${label}:`, m.message);
  }
  return lines.join("\n");
}

/** `publicUrl`: links are built from PUBLIC_URL, never from a request (README, Configuration). */
export function notificationMail(m: StoredMessage, companyEmail: string, publicUrl: string): OutboxMail {
  return {
    to: companyEmail,
    reply_to: m.email || null,
    subject: oneLine(`${kindTitle[m.kind].nl} van ${m.name} (#${m.id})`).slice(0, 300),
    text: [
      `Er is een ${newKindNl[m.kind]} binnengekomen via de website (taal: ${m.language}).`,
      "",
      details(m, "nl", publicUrl),
      "",
      `Bekijk het in het beheer: ${publicUrl}${adminPath(adminSection[m.kind], "bekijken", m.id)}`,
    ].join("\n"),
  };
}

const adminSection: Record<EmailKind, string> = {
  contact: "emails",
  phone: "emails-mobiel",
  "remote-assistance": "emails-hulp-op-afstand",
};

const confirmation = {
  nl: {
    subject: (kind: EmailKind) => `We hebben je ${kindTitle[kind].nl.toLowerCase()} ontvangen`,
    greeting: "Hallo,",
    body: (kind: EmailKind) =>
      kind === "phone"
        ? "Bedankt voor je terugbelverzoek. We bellen je zo snel mogelijk terug."
        : "Bedankt voor je bericht via onze website. We nemen zo snel mogelijk contact met je op.",
    notYou:
      "Heb je ons niets gestuurd? Dan heeft iemand anders je e-mailadres ingevuld en kun je deze e-mail negeren.",
  },
  en: {
    subject: (kind: EmailKind) => `We have received your ${kindTitle[kind].en.toLowerCase()}`,
    greeting: "Hello,",
    body: (kind: EmailKind) =>
      kind === "phone"
        ? "Thank you for your call-back request. We will call you back as soon as possible."
        : "Thank you for your message through our website. We will contact you as soon as possible.",
    notYou:
      "Did you not send us anything? Then someone else entered your e-mail address and you can ignore this e-mail.",
  },
} as const;

/**
 * The confirmation to the sender; null when the sender left no e-mail address (phone form). Only fixed
 * texts: the address is the one thing the sender chose, and it is the recipient.
 */
export function confirmationMail(m: Pick<StoredMessage, "kind" | "email" | "language">): OutboxMail | null {
  if (!m.email) return null;
  const t = confirmation[m.language];
  return {
    to: m.email,
    reply_to: null,
    subject: t.subject(m.kind),
    text: [
      t.greeting,
      "",
      t.body(m.kind),
      "",
      t.notYou,
      "",
      ...mailClosing(m.language, { contact: true }),
    ].join("\n"),
  };
}
