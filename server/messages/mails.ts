/**
 * The two mails of every form: the notification to the company (Dutch; Reply-To the sender, so
 * "reply" answers the visitor) and the confirmation to the sender in the sender's language.
 * Plain text only: nothing a visitor typed is ever interpreted as HTML.
 */
import { company } from "../company.ts";
import type { Lang } from "../http/context.ts";
import { type EmailKind, oneLine } from "./schema.ts";

export interface StoredMessage {
  id: number;
  kind: EmailKind;
  name: string;
  email: string;
  phone: string;
  preferred_moment: string;
  message: string;
  language: Lang;
}

export interface OutboxMail {
  to: string;
  reply_to: string | null;
  subject: string;
  text: string;
}

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
  problem: { nl: "Omschrijving van het probleem", en: "Description of the problem" },
};

function details(m: StoredMessage, lang: Lang): string {
  const lines: string[] = [`${fieldLabels.name[lang]}: ${m.name}`];
  if (m.email) lines.push(`${fieldLabels.email[lang]}: ${m.email}`);
  if (m.phone) lines.push(`${fieldLabels.phone[lang]}: ${m.phone}`);
  if (m.preferred_moment) lines.push(`${fieldLabels.preferred_moment[lang]}: ${m.preferred_moment}`);
  if (m.message) {
    const label = m.kind === "remote-assistance" ? fieldLabels.problem[lang] : fieldLabels.message[lang];
    lines.push("", `${label}:`, m.message);
  }
  return lines.join("\n");
}

export function notificationMail(m: StoredMessage, companyEmail: string): OutboxMail {
  return {
    to: companyEmail,
    reply_to: m.email || null,
    subject: oneLine(`${kindTitle[m.kind].nl} van ${m.name} (#${m.id})`).slice(0, 300),
    text: [
      `Er is een nieuw ${kindTitle[m.kind].nl.toLowerCase()} binnengekomen via de website (taal: ${m.language}).`,
      "",
      details(m, "nl"),
      "",
      `Bekijk het in het beheer: /cougarXr7/${adminSection[m.kind]}/bekijken/${m.id}`,
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
    greeting: (name: string) => `Beste ${name},`,
    body: (kind: EmailKind) =>
      kind === "phone"
        ? "Bedankt voor je terugbelverzoek. We bellen je zo snel mogelijk terug."
        : "Bedankt voor je bericht. We nemen zo snel mogelijk contact met je op.",
    copy: "Dit is wat je ons stuurde:",
    regards: "Met vriendelijke groet,",
  },
  en: {
    subject: (kind: EmailKind) => `We have received your ${kindTitle[kind].en.toLowerCase()}`,
    greeting: (name: string) => `Dear ${name},`,
    body: (kind: EmailKind) =>
      kind === "phone"
        ? "Thank you for your call-back request. We will call you back as soon as possible."
        : "Thank you for your message. We will contact you as soon as possible.",
    copy: "This is what you sent us:",
    regards: "Kind regards,",
  },
} as const;

/** The confirmation to the sender; null when the sender left no e-mail address (phone form). */
export function confirmationMail(m: StoredMessage): OutboxMail | null {
  if (!m.email) return null;
  const t = confirmation[m.language];
  return {
    to: m.email,
    reply_to: null,
    subject: t.subject(m.kind),
    text: [
      t.greeting(m.name),
      "",
      t.body(m.kind),
      "",
      t.copy,
      "",
      details(m, m.language),
      "",
      t.regards,
      company.name,
      `${company.phoneDisplay} · ${company.email}`,
    ].join("\n"),
  };
}
