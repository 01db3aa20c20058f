/**
 * The booking mails. The visitor's mails go to an address anybody can type in, so they carry NO text
 * the visitor chose (no name, phone or description): only the kind, the moment and the link, as the
 * contact form's confirmation (server/messages/mails.ts). Everything the visitor typed goes to the
 * company only.
 */
import { adminPath } from "#core/admin-path.ts";
import { formatBookingMoment, manageUrl } from "#core/booking/format.ts";
import { company } from "#core/company.ts";
import { oneLine } from "#core/messages/schema.ts";
import type { MailAttachment } from "../db/schema.ts";
import type { Lang } from "../i18n/lang.ts";
import { mailClosing } from "../mail/closing.ts";
import { bookingIcs } from "./ics.ts";

export interface BookingForMail {
  id: number;
  start_at: Date;
  end_at: Date;
  name: string;
  email: string;
  phone: string;
  description: string;
  language: Lang;
  kind: { name_nl: string; name_en: string };
}

export interface BookingMail {
  to: string;
  reply_to: string | null;
  subject: string;
  text: string;
  attachments: MailAttachment[] | null;
}

export type VisitorEvent = "booked" | "moved" | "cancelled";

const texts = {
  nl: {
    subject: {
      booked: "Je afspraak is bevestigd",
      moved: "Je afspraak is verzet",
      cancelled: "Je afspraak is geannuleerd",
    },
    body: {
      booked: "Bedankt voor je afspraak. We zien je graag op:",
      moved: "Je afspraak is verzet naar:",
      cancelled: "Deze afspraak is geannuleerd:",
    },
    manage: "Wil je de afspraak verzetten of annuleren? Gebruik deze link:",
    calendar: "In de bijlage zit de afspraak voor je agenda.",
    notYou:
      "Heb je geen afspraak gemaakt? Dan heeft iemand anders je e-mailadres ingevuld en kun je deze e-mail negeren.",
    address: "Adres",
  },
  en: {
    subject: {
      booked: "Your appointment is confirmed",
      moved: "Your appointment has been moved",
      cancelled: "Your appointment has been cancelled",
    },
    body: {
      booked: "Thank you for your appointment. We look forward to seeing you on:",
      moved: "Your appointment has been moved to:",
      cancelled: "This appointment has been cancelled:",
    },
    manage: "Want to move or cancel the appointment? Use this link:",
    calendar: "The appointment for your calendar is attached.",
    notYou:
      "Did you not make an appointment? Then someone else entered your e-mail address and you can ignore this e-mail.",
    address: "Address",
  },
} as const;

const kindName = (b: BookingForMail, lang: Lang) => (lang === "nl" ? b.kind.name_nl : b.kind.name_en);

/** The visitor's mail: fixed text, the kind, the moment, the link (not when cancelled) and an .ics. */
export function visitorMail(
  b: BookingForMail,
  event: VisitorEvent,
  opts: { publicUrl: string; token: string | null; now: Date },
): BookingMail {
  const lang = b.language;
  const t = texts[lang];
  const what = `${kindName(b, lang)} — ${formatBookingMoment(b.start_at, lang)}`;
  const link = opts.token && event !== "cancelled" ? `${opts.publicUrl}${manageUrl(lang, opts.token)}` : null;
  const ics = bookingIcs({
    id: b.id,
    start: b.start_at,
    end: b.end_at,
    summary: `${kindName(b, lang)} — ${company.name}`,
    description: link ?? "",
    host: new URL(opts.publicUrl).host,
    cancelled: event === "cancelled",
    now: opts.now,
  });
  return {
    to: b.email,
    reply_to: null,
    subject: t.subject[event],
    text: [
      t.body[event],
      "",
      what,
      `${t.address}: ${company.street}, ${company.zip} ${company.city}`,
      "",
      ...(link ? [t.manage, link, ""] : []),
      t.calendar,
      "",
      t.notYou,
      "",
      ...mailClosing(lang, { contact: true }),
    ].join("\n"),
    attachments: [{ filename: "afspraak.ics", content_type: "text/calendar; charset=utf-8", content: ics }],
  };
}

const ownerTitle: Record<VisitorEvent, string> = {
  booked: "Nieuwe afspraak",
  moved: "Afspraak verzet",
  cancelled: "Afspraak geannuleerd",
};

/** The company's mail, in Dutch, with everything the visitor typed; Reply-To the visitor. */
export function ownerMail(b: BookingForMail, event: VisitorEvent, companyEmail: string, publicUrl: string) {
  return {
    to: companyEmail,
    reply_to: b.email || null,
    subject: oneLine(
      `${ownerTitle[event]}: ${b.kind.name_nl}, ${formatBookingMoment(b.start_at, "nl")} (#${b.id})`,
    ).slice(0, 300),
    text: [
      `${ownerTitle[event]} via de website (taal: ${b.language}).`,
      "",
      `Soort: ${b.kind.name_nl}`,
      `Moment: ${formatBookingMoment(b.start_at, "nl")}`,
      `Naam: ${b.name}`,
      `E-mailadres: ${b.email}`,
      ...(b.phone ? [`Telefoonnummer: ${b.phone}`] : []),
      ...(b.description ? ["", "Omschrijving:", b.description] : []),
      "",
      `Bekijk het in het beheer: ${publicUrl}${adminPath("afspraken")}`,
    ].join("\n"),
    attachments: null,
  } satisfies BookingMail;
}
