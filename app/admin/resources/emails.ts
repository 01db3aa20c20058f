import { col } from "#content-types/columns.ts";
import { l } from "#content-types/field.ts";
import type { ResourceDef } from "#content-types/types.ts";
import { ADMIN_BASE } from "#core/admin-path.ts";
import type { PathOf } from "../../api/typed.ts";

/** the three forms' message routes (server/messages/routes.ts): `<mailbox>/{id}`, `<mailbox>/mark-read/{id}` */
type Mailbox = "email" | "email-phone" | "email-remote-assistance";

/**
 * The view screen's calls of a section, as paths of the OpenAPI document (app/api/schema.ts): a mailbox
 * the server does not have is a type error here.
 */
export const emailCalls = {
  emails: { one: "/email/{id}", markRead: "/email/mark-read/{id}" },
  "emails-mobiel": { one: "/email-phone/{id}", markRead: "/email-phone/mark-read/{id}" },
  "emails-hulp-op-afstand": {
    one: "/email-remote-assistance/{id}",
    markRead: "/email-remote-assistance/mark-read/{id}",
  },
} as const satisfies Record<string, { one: `/${Mailbox}/{id}` & PathOf<"get">; markRead: PathOf<"put"> }>;

export type EmailSection = keyof typeof emailCalls;

/**
 * The messages of the three public forms (requirements §3): list and view only. requirements §8: a message that
 * cannot be loaded returns to the reviews list.
 */
function emailResource(
  section: string,
  list: string,
  one: Mailbox,
  title: ReturnType<typeof l>,
): ResourceDef {
  return {
    section,
    entity: l("e-mail", "de e-mail"),
    titles: { list: title, edit: title },
    api: {
      list,
      one: (id) => `${one}/${id}`,
      remove: (id) => `${one}/delete/${id}`,
    },
    notFound: l("E-mail not found", "E-mail niet gevonden"),
    notFoundReturn: `${ADMIN_BASE}/reviews/overzicht`,
    screens: { add: false, edit: false, remove: true, view: true },
    labelOf: (v) => String(v.name ?? ""),
    columns: [
      { key: "read_at", label: l("Read", "Gelezen"), kind: "read" },
      col.name,
      { key: "email", label: l("E-mail", "E-mail"), sortable: true },
      { key: "phone", label: l("Phone", "Telefoon") },
      { key: "created_at", label: l("Received", "Ontvangen"), kind: "datetime", sortable: true },
    ],
    defaultSort: { key: "created_at", order: "desc" },
    fields: [],
  };
}

export const emails = emailResource(
  "emails",
  "emails",
  "email",
  l("E-mails contact form", "E-mails contactformulier"),
);
export const emailsPhone = emailResource(
  "emails-mobiel",
  "emails-phone",
  "email-phone",
  l("E-mails phone form", "E-mails telefoonformulier"),
);
export const emailsRemote = emailResource(
  "emails-hulp-op-afstand",
  "emails-remote-assistance",
  "email-remote-assistance",
  l("E-mails remote assistance", "E-mails hulp op afstand"),
);
