/**
 * Every "Maak een afspraak" / "Make an appointment" button: a plain link to the booking page
 * (`/afspraak`, `/en/appointment`, issue 22). It used to open the contact form; the booking page
 * works without scripts and its calendar island loads there, so the link needs no island of its own.
 */
import type { AnchorHTMLAttributes, ReactNode } from "react";
import { appointmentPath } from "#core/booking/format.ts";
import type { Language } from "#core/lang.ts";

/** the words of the appointment button in either language (an editor's header button with these words leads here too) */
const appointmentWords = [
  "maak een afspraak",
  "make an appointment",
  "afspraak maken",
  "book an appointment",
];

export const isAppointmentAction = (words: string) => appointmentWords.includes(words.trim().toLowerCase());

export function AppointmentLink({
  lang,
  children,
  ...rest
}: { lang: Language; children: ReactNode } & Omit<
  AnchorHTMLAttributes<HTMLAnchorElement>,
  "href" | "children"
>) {
  return (
    <a href={appointmentPath[lang]} data-appointment-link="" {...rest}>
      {children}
    </a>
  );
}
