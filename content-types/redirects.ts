/**
 * Redirects (requirements §2 "Redirects"): an old address answering 301 to a path of this site. The
 * automatic ones are written when a page, news item, tip or product changes address
 * (server/redirects/record.ts); the owner adds, edits and removes any, e.g. the addresses of a
 * previous website. The address rules are core/redirect-paths.ts; the refusals that need the
 * database (a live old address, a loop) are server/redirects/service.ts.
 */
import type { z } from "zod";
import { requiredTextSchema } from "#core/content/fields.ts";
import { addressKey, PATH_MAX, pathProblem } from "#core/redirect-paths.ts";
import { message } from "#core/validation/messages.ts";
import { col } from "./columns.ts";
import { apiSchemas, crudPaths, defineContentType } from "./define.ts";
import { custom, l } from "./field.ts";

/** the labels of the two addresses, in the form and in the API's messages */
export const redirectFieldLabels = {
  from_path: l("Old address", "Oud adres"),
  to_path: l("New address", "Nieuw adres"),
};

/**
 * A path of this site as the API takes it: leading slash, at most PATH_MAX characters, not a full
 * address, and for a target one that stays on this site once normalised (`pathProblem`).
 */
const pathField = (which: "from" | "to", help: ReturnType<typeof l>) =>
  custom({
    label: redirectFieldLabels[which === "from" ? "from_path" : "to_path"],
    widget: "text",
    max: PATH_MAX,
    required: true,
    wide: true,
    help,
    schema: requiredTextSchema(PATH_MAX).superRefine((value, ctx) => {
      const problem = pathProblem(value, which);
      if (problem) ctx.addIssue({ code: "custom", message: problem });
    }),
  });

/** the messages of the rules the field schemas cannot check alone ({path}: the address concerned) */
export const redirectMessages = {
  same: l(
    "The new address must differ from the old address",
    "Het nieuwe adres moet verschillen van het oude adres",
  ),
  loop: l(
    "The new address leads back to the old address through another redirect",
    "Het nieuwe adres leidt via een andere doorverwijzing terug naar het oude adres",
  ),
  exists: l(
    "There already exists a redirect from this address",
    "Er bestaat al een doorverwijzing vanaf dit adres",
  ),
  live: l(
    "Visitors see a page at {path}, so a redirect from it would never be used. Change that page's url first, or choose another old address.",
    "Op {path} staat een pagina die bezoekers zien, dus een doorverwijzing vanaf dit adres wordt nooit gebruikt. Wijzig eerst de url van die pagina, of kies een ander oud adres.",
  ),
  missing: l(
    "Saved, but there is no page at {path} (yet): visitors will see the page-not-found page.",
    "Opgeslagen, maar op {path} staat (nog) geen pagina: bezoekers zien de pagina 'niet gevonden'.",
  ),
  onward: l(
    "The new address is itself redirected: visitors go on to {path}.",
    "Het nieuwe adres wordt zelf doorverwezen: bezoekers gaan verder naar {path}.",
  ),
};

/** does the redirect lead to where it starts (compared by address key: dot segments, case, /nl)? */
export const leadsToItself = (from: string, to: string) => addressKey(from) === addressKey(to);

/** the form's messages for the two addresses before sending: the API's rules, the form's label */
function pathMessages(values: Record<string, unknown>, lang: "nl" | "en"): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const [field, which] of [
    ["from_path", "from"],
    ["to_path", "to"],
  ] as const) {
    const value = values[field];
    const problem = typeof value === "string" ? pathProblem(value, which) : null;
    if (problem) errors[field] = message(problem, lang, redirectFieldLabels[field][lang]);
  }
  if (
    !errors.from_path &&
    !errors.to_path &&
    typeof values.from_path === "string" &&
    typeof values.to_path === "string" &&
    values.to_path.trim() !== "" &&
    leadsToItself(values.from_path, values.to_path)
  )
    errors.to_path = redirectMessages.same[lang];
  return errors;
}

export const redirectType = defineContentType({
  section: "doorverwijzingen",
  entity: l("redirect", "de doorverwijzing"),
  titles: { list: l("Redirects", "Doorverwijzingen") },
  paths: crudPaths({ list: "redirects", add: "redirects/add-redirect", one: "redirect" }),
  screens: { add: true, edit: true, remove: true },
  adminSearch: ["from_path", "to_path"],
  listSort: ["id", "from_path", "to_path", "language", "kind", "created_at", "updated_at"],
  labelOf: (v) => String(v.from_path ?? ""),
  searchLabel: l("Search an address", "Zoek een adres"),
  columns: [
    { key: "from_path", label: l("Old address", "Oud adres"), sortable: true, primary: true },
    { key: "to_path", label: l("New address", "Nieuw adres"), sortable: true },
    col.language,
    {
      key: "kind",
      label: l("Made", "Gemaakt"),
      kind: "option",
      sortable: true,
      priority: 3,
      options: [
        { value: "auto", label: l("Automatically", "Automatisch") },
        { value: "manual", label: l("By hand", "Met de hand") },
      ],
    },
    col.updated,
  ],
  defaultSort: { key: "updated_at", order: "desc" },
  fields: {
    from_path: pathField(
      "from",
      l(
        "A path starting with /, e.g. /old-page.html (upper and lower case are the same).",
        "Een pad dat met / begint, bijvoorbeeld /oude-pagina.html (hoofd- en kleine letters zijn gelijk).",
      ),
    ),
    to_path: pathField(
      "to",
      l(
        "A path of this website starting with /, e.g. /nieuws/mijn-bericht or /en/news/my-post.",
        "Een pad van deze website dat met / begint, bijvoorbeeld /nieuws/mijn-bericht of /en/news/my-post.",
      ),
    ),
  },
  validate: pathMessages,
});

export const redirectApi = apiSchemas(redirectType);
export type RedirectCreate = z.infer<typeof redirectApi.create>;
export type RedirectUpdate = z.infer<typeof redirectApi.update>;
