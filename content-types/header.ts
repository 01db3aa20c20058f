/**
 * The header fields pages, news items, tips and products share (requirements §3): title, subtitle,
 * intro, action button, overview/header/Facebook images, slider, SEO description and url; plus the
 * language and the visibility every translatable type has.
 */
import { z } from "zod";
import { existsMessage } from "#core/content/entity-messages.ts";
import { imageSchema, TEXT_LIMITS, urlSegmentSchema } from "#core/content/fields.ts";
import type { Language } from "#core/lang.ts";
import { col } from "./columns.ts";
import { checkbox, custom, dateTime, image, l, language, requiredImage, text, textarea } from "./field.ts";
import { isoToAmsterdamLocal, validateSchedule } from "./schedule-time.ts";
import type { ColumnDef, L, Row, Uniqueness, Values } from "./types.ts";

const header = l("Header", "Header");
const images = l("Images", "Afbeeldingen");
const seo = l("Search engines and sharing", "Zoekmachines en delen");

/** the images and header switches the header-field types (pages, news, tips, products) share */
export const headerShared = [
  "image",
  "header_image",
  "show_slider",
  "slider_images",
  "facebook_image",
  "show_subtitle",
  "show_intro",
  "show_action_btn",
] as const;

/** The url segment: required by the API; the form proposes one from the title when left empty. */
export const urlField = () =>
  custom({
    label: l("Url", "Url"),
    widget: "text",
    max: 200,
    perLanguage: true,
    help: l(
      "Lower-case letters, digits and dashes; leave empty to derive it from the title.",
      "Kleine letters, cijfers en streepjes; laat leeg om hem uit de titel af te leiden.",
    ),
    schema: urlSegmentSchema,
  });

export function headerFields(options: { unique?: Uniqueness; titleLabel?: L } = {}) {
  return {
    language: language(),
    title: text(options.titleLabel ?? l("Title", "Titel"), {
      max: 200,
      required: true,
      unique: options.unique,
      group: header,
    }),
    subtitle: text(l("Subtitle", "Subtitel"), { max: 200 }),
    show_subtitle: checkbox(l("Show subtitle", "Subtitel tonen"), { default: true }),
    intro: textarea(l("Intro", "Intro"), { max: TEXT_LIMITS.intro, wide: true }),
    show_intro: checkbox(l("Show intro", "Intro tonen"), { default: true }),
    show_action_btn: checkbox(l("Show action button", "Actieknop tonen")),
    action_btn_title: text(l("Action button title", "Titel actieknop"), {
      max: 100,
      showWhen: (v) => v.show_action_btn === true,
    }),
    image: image(l("Overview image", "Overzichtsafbeelding"), { group: images }),
    header_image: image(l("Header image", "Headerafbeelding")),
    show_slider: checkbox(l("Show slider", "Slider tonen")),
    slider_images: custom({
      label: l("Slider images", "Sliderafbeeldingen"),
      widget: "images",
      showWhen: (v) => v.show_slider === true,
      wide: true,
      schema: z
        .array(imageSchema.refine((v) => v !== "", { message: "invalid_image" }))
        .max(20)
        .optional(),
    }),
    seo_description: textarea(l("SEO description", "SEO-omschrijving"), { max: 320, group: seo, wide: true }),
    facebook_image: image(l("Facebook image", "Facebook-afbeelding")),
    url: urlField(),
  };
}

/**
 * The header fields of an item shown in an overview (news items, tips, products): its title is unique
 * in its language (`check`: the API call that tells whether a title exists; the message names the
 * entity), and requirements §5 makes its overview image required (a page may leave it empty), same
 * label and group as headerFields' `image`.
 */
export const overviewItemFields = (entity: L, check: string) => ({
  ...headerFields({ unique: { path: check, message: existsMessage(entity) } }),
  image: requiredImage(l("Overview image", "Overzichtsafbeelding"), { group: images }),
});

/** "visible" of the content with a public page: it is what publishes it. */
const publishedField = () =>
  checkbox(l("Published (visible on the website)", "Gepubliceerd (zichtbaar op de website)"));

/**
 * Scheduled publishing (server/content/live.ts): a published item is public from `publish_at` (empty
 * = at once) until `unpublish_at` (empty = for good). Per language, like "Published"; the form shows
 * both right after that checkbox, in Amsterdam time.
 */
const scheduleFields = () => ({
  publish_at: dateTime(l("Online from", "Online vanaf"), {
    help: l(
      "Amsterdam time. Empty: online as soon as it is published.",
      "Amsterdamse tijd. Leeg: online zodra het gepubliceerd is.",
    ),
  }),
  unpublish_at: dateTime(l("Offline from", "Offline vanaf"), {
    help: l("Amsterdam time. Empty: stays online.", "Amsterdamse tijd. Leeg: blijft online."),
  }),
});

/**
 * A row's public address while it is visible, built by the public site's own url functions
 * (core/public/urls.ts), so the admin's "view" link and the site cannot disagree.
 */
export const publicAddress =
  (path: (lang: Language, url: string) => string, key: "url" | "full_url" = "url") =>
  (row: Row): string | null =>
    row.visible ? path(row.language === "en" ? "en" : "nl", String(row[key] ?? "")) : null;

/** the list of dated content (news items, tips): newest publication first */
export const datedColumns: ColumnDef[] = [
  col.title,
  col.language,
  col.translation,
  col.publicNow,
  col.schedule,
  { key: "published_at", label: l("Published", "Gepubliceerd"), kind: "date", sortable: true },
  col.updated,
];

/**
 * the publication datetime of the API as the date the form's date input holds: the day in
 * Amsterdam (the UTC date was the day before for an item published after midnight there)
 */
export const publicationDateFromApi = (row: Row): Values => ({
  ...row,
  published_at: isoToAmsterdamLocal(row.published_at).slice(0, 10),
});

/**
 * What the dated editorial types (news items, tips) declare alike: every screen, the list above
 * (newest publication first, searched in title, url and subtitle), the title as the item's name, the
 * schedule's check and the required overview image. Their fields and names stay in their own files.
 */
export const datedEditorial = {
  screens: { add: true, edit: true, remove: true },
  adminSearch: ["title", "url", "subtitle"],
  listSort: ["id", "title", "url", "language", "visible", "published_at", "created_at", "updated_at"],
  requiresImage: "image",
  labelOf: (v: Values) => String(v.title ?? ""),
  validate: validateSchedule,
  columns: datedColumns,
  defaultSort: { key: "published_at", order: "desc" },
  fromApi: publicationDateFromApi,
} as const;

/**
 * What publishes the content with a public page (pages, news items, tips, products): "Published" and,
 * right after it in the form, the scheduled window.
 */
export const publication = () => ({ visible: publishedField(), ...scheduleFields() });
