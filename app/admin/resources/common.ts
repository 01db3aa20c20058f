/** Field and column building blocks shared by the resource definitions. */

import { l } from "#content-types/field.ts";
import type { FieldDef, L, Option, Row, Uniqueness } from "#content-types/types.ts";
import { TEXT_LIMITS } from "#server/content/fields.ts";
import { iconNames } from "#server/pages/blocks.ts";

export const languageOptions: Option[] = [
  { value: "nl", label: l("Dutch", "Nederlands") },
  { value: "en", label: l("English", "Engels") },
];

export const iconOptions: Option[] = iconNames.map((name) => ({ value: name, label: l(name, name) }));

export const f = {
  title: (unique?: Uniqueness): FieldDef => ({
    name: "title",
    label: l("Title", "Titel"),
    widget: "text",
    required: true,
    max: 200,
    unique,
  }),
  visible: (group?: L): FieldDef => ({
    name: "visible",
    label: l("Visible on the website", "Zichtbaar op de website"),
    widget: "checkbox",
    group,
  }),
  icon: (): FieldDef => ({ name: "icon", label: l("Icon", "Icoon"), widget: "icon", default: "star" }),
  position: (): FieldDef => ({
    name: "position",
    label: l("Position", "Positie"),
    widget: "number",
    min: 0,
    default: 0,
  }),
  url: (): FieldDef => ({
    name: "url",
    label: l("Url", "Url"),
    widget: "text",
    max: 200,
    perLanguage: true,
    help: l(
      "Lower-case letters, digits and dashes; leave empty to derive it from the title.",
      "Kleine letters, cijfers en streepjes; laat leeg om hem uit de titel af te leiden.",
    ),
  }),
};

/**
 * The header fields of pages, news items, tips and products (requirements §3): title, subtitle, intro,
 * action button, overview/header/Facebook images, slider, SEO description, url, visible.
 */
export function headerFields(options: { unique?: Uniqueness; titleLabel?: L }): FieldDef[] {
  const header = l("Header", "Header");
  const images = l("Images", "Afbeeldingen");
  const seo = l("Search engines and sharing", "Zoekmachines en delen");
  return [
    { ...f.title(options.unique), label: options.titleLabel ?? l("Title", "Titel"), group: header },
    { name: "subtitle", label: l("Subtitle", "Subtitel"), widget: "text", max: 200 },
    { name: "show_subtitle", label: l("Show subtitle", "Subtitel tonen"), widget: "checkbox", default: true },
    { name: "intro", label: l("Intro", "Intro"), widget: "textarea", max: TEXT_LIMITS.intro, wide: true },
    { name: "show_intro", label: l("Show intro", "Intro tonen"), widget: "checkbox", default: true },
    { name: "show_action_btn", label: l("Show action button", "Actieknop tonen"), widget: "checkbox" },
    {
      name: "action_btn_title",
      label: l("Action button title", "Titel actieknop"),
      widget: "text",
      max: 100,
      showWhen: (v) => v.show_action_btn === true,
    },
    { name: "image", label: l("Overview image", "Overzichtsafbeelding"), widget: "image", group: images },
    { name: "header_image", label: l("Header image", "Headerafbeelding"), widget: "image" },
    { name: "show_slider", label: l("Show slider", "Slider tonen"), widget: "checkbox" },
    {
      name: "slider_images",
      label: l("Slider images", "Sliderafbeeldingen"),
      widget: "images",
      showWhen: (v) => v.show_slider === true,
      wide: true,
    },
    {
      name: "seo_description",
      label: l("SEO description", "SEO-omschrijving"),
      widget: "textarea",
      max: 320,
      group: seo,
      wide: true,
    },
    { name: "facebook_image", label: l("Facebook image", "Facebook-afbeelding"), widget: "image" },
    f.url(),
  ];
}

/** the language a row's sibling link or public link uses */
export const langPrefix = (row: Row) => (row.language === "en" ? "/en" : "");

export function rowTitle(row: Record<string, unknown>): string {
  return String(row.title ?? row.name ?? row.status ?? row.id ?? "");
}
