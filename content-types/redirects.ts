/**
 * Redirects (requirements §2 "Redirects"): an old address answering 301 to a path of this site. The
 * automatic ones are written when a page, news item, tip or product changes address
 * (server/redirects/record.ts); the owner adds, edits and removes any, e.g. the addresses of a
 * previous website. The address rules are server/redirects/paths.ts.
 */
import type { z } from "zod";
import { requiredTextSchema } from "#server/content/fields.ts";
import { normaliseFromPath, normaliseToPath, PATH_MAX, PATH_PATTERN } from "#server/redirects/paths.ts";
import { col } from "./columns.ts";
import { apiSchemas, defineContentType } from "./define.ts";
import { custom, l } from "./field.ts";

/** a path of this site as the API takes it: leading slash, at most PATH_MAX characters */
const pathField = (label: ReturnType<typeof l>, help: ReturnType<typeof l>) =>
  custom({
    label,
    widget: "text",
    max: PATH_MAX,
    required: true,
    wide: true,
    help,
    schema: requiredTextSchema(PATH_MAX).regex(PATH_PATTERN, { message: "invalid" }),
  });

/** the messages of the two rules the field schemas cannot check alone */
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
};

/** does the redirect lead to where it starts (compared as stored)? */
export const leadsToItself = (from: string, to: string) =>
  normaliseFromPath(from) === normaliseFromPath(normaliseToPath(to));

export const redirectType = defineContentType({
  noun: "redirect",
  section: "doorverwijzingen",
  entity: l("redirect", "de doorverwijzing"),
  titles: {
    list: l("Redirects", "Doorverwijzingen"),
    add: l("Add redirect", "Doorverwijzing toevoegen"),
    edit: l("Edit redirect", "Doorverwijzing wijzigen"),
  },
  paths: {
    list: "redirects",
    add: "redirects/add-redirect",
    get: "redirect/{id}",
    edit: "redirect/edit/{id}",
    delete: "redirect/delete/{id}",
  },
  notFound: l("Redirect not found", "Doorverwijzing niet gevonden"),
  screens: { add: true, edit: true, remove: true },
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
      l("Old address", "Oud adres"),
      l(
        "A path starting with /, e.g. /old-page.html (upper and lower case are the same).",
        "Een pad dat met / begint, bijvoorbeeld /oude-pagina.html (hoofd- en kleine letters zijn gelijk).",
      ),
    ),
    to_path: pathField(
      l("New address", "Nieuw adres"),
      l(
        "A path of this website starting with /, e.g. /nieuws/mijn-bericht or /en/news/my-post.",
        "Een pad van deze website dat met / begint, bijvoorbeeld /nieuws/mijn-bericht of /en/news/my-post.",
      ),
    ),
  },
  validate: (values, lang): Record<string, string> =>
    typeof values.from_path === "string" &&
    typeof values.to_path === "string" &&
    values.to_path.trim() !== "" &&
    leadsToItself(values.from_path, values.to_path)
      ? { to_path: redirectMessages.same[lang] }
      : {},
});

export const redirectApi = apiSchemas(redirectType);
export type RedirectCreate = z.infer<typeof redirectApi.create>;
export type RedirectUpdate = z.infer<typeof redirectApi.update>;
