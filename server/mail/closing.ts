/**
 * How every mail of the company to a visitor or customer ends: the greeting and the company's name, and
 * (in the mails a stranger's address can trigger: forms and bookings) how to reach the company. One place,
 * so the signature reads the same in every mail and changes once.
 */
import { company } from "#core/company.ts";
import type { Lang } from "../i18n/lang.ts";

export const regards: Record<Lang, string> = { nl: "Met vriendelijke groet,", en: "Kind regards," };

/** the last lines: greeting, the company's name and, with `contact`, its phone number and e-mail address */
export function mailClosing(lang: Lang, { contact }: { contact: boolean }): string[] {
  return [regards[lang], company.name, ...(contact ? [`${company.phoneDisplay} · ${company.email}`] : [])];
}
