/**
 * The e-mail a customer gets when one of its new-PC or repair jobs is registered or its status changes:
 * the status in the words of the customer's /status page (core/statuses.ts), the date and
 * a link to the status page in the customer's language (/status, /en/status: its login when the
 * customer is not logged in). Plain text; the only text an admin typed is the job's title.
 */

import { homePath } from "#core/session/home.server.ts";
import { type NewPcStatus, type RepairStatus, statusLabels } from "#core/statuses.ts";
import type { Lang } from "../i18n/lang.ts";
import { mailClosing } from "./closing.ts";

export type StatusKind = "new-pc" | "repair";

export interface StatusMailInput {
  kind: StatusKind;
  /** a new job (its first status) or a change of the status of an existing one */
  event: "created" | "changed";
  status: string;
  /** what the job is about ("Gaming-pc Ryzen 7"); may be empty */
  title: string;
  name: string;
  changedAt: Date;
  lang: Lang;
  publicUrl: string;
}

/** the address of the customer's status page in a language (app/routes/portal/status.tsx) */
export const statusPagePath = (lang: Lang) => homePath("cms-status-user", lang);

const texts = {
  nl: {
    kind: { "new-pc": "je nieuwe pc", repair: "je reparatie" },
    subject: (kind: string, label: string) => `Nieuwe status van ${kind}: ${label}`,
    greeting: (name: string) => `Hallo ${name},`,
    body: (kind: string) => `De status van ${kind} is gewijzigd.`,
    registered: {
      "new-pc": "We hebben je bestelling van een nieuwe pc genoteerd",
      repair: "We hebben je reparatie geregistreerd",
    },
    job: "Opdracht",
    status: "Nieuwe status",
    firstStatus: "Status",
    date: "Datum",
    link: "Bekijk al je statussen na het inloggen op:",
    optOut: "Wil je deze e-mails niet meer krijgen? Laat het ons weten, dan zetten we ze uit.",
    locale: "nl-NL",
  },
  en: {
    kind: { "new-pc": "your new PC", repair: "your repair" },
    subject: (kind: string, label: string) => `New status of ${kind}: ${label}`,
    greeting: (name: string) => `Hello ${name},`,
    body: (kind: string) => `The status of ${kind} has changed.`,
    registered: {
      "new-pc": "We have registered your order for a new PC",
      repair: "We have registered your repair",
    },
    job: "Job",
    status: "New status",
    firstStatus: "Status",
    date: "Date",
    link: "See all your statuses after logging in at:",
    optOut: "Would you rather not get these e-mails? Let us know and we will turn them off.",
    locale: "en-GB",
  },
} as const;

export function statusLabel(kind: StatusKind, status: string, lang: Lang): string {
  const labels: Record<string, string> =
    kind === "new-pc" ? statusLabels[lang].newPc : statusLabels[lang].repair;
  return labels[status as NewPcStatus & RepairStatus] ?? status;
}

// biome-ignore lint/suspicious/noControlCharactersInRegex: a name or title never breaks a line of the mail
const oneLine = (value: string) => value.replace(/[\u0000-\u001f\u007f]+/g, " ").trim();

export function statusMail(input: StatusMailInput): { subject: string; text: string } {
  const t = texts[input.lang];
  const label = statusLabel(input.kind, input.status, input.lang);
  const kind = t.kind[input.kind];
  // the company is in Delft: the date is the Dutch calendar day, whatever the server's zone
  const date = new Intl.DateTimeFormat(t.locale, { dateStyle: "long", timeZone: "Europe/Amsterdam" }).format(
    input.changedAt,
  );
  const title = oneLine(input.title);
  const registered = input.event === "created";
  const subject = registered ? `${t.registered[input.kind]}: ${label}` : t.subject(kind, label);
  return {
    subject: oneLine(subject).slice(0, 300),
    text: [
      t.greeting(oneLine(input.name)),
      "",
      registered ? `${t.registered[input.kind]}.` : t.body(kind),
      "",
      ...(title ? [`${t.job}: ${title}`] : []),
      `${registered ? t.firstStatus : t.status}: ${label}`,
      `${t.date}: ${date}`,
      "",
      t.link,
      `${input.publicUrl}${statusPagePath(input.lang)}`,
      "",
      t.optOut,
      "",
      ...mailClosing(input.lang, { contact: false }),
    ].join("\n"),
  };
}
