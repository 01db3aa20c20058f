/**
 * The words of the draft banner, the autosave status and the live preview, in both admin languages.
 * Kept beside the feature (like the labels of the definitions, `l("English", "Nederlands")`), so the
 * feature is one folder.
 */
import type { Language } from "#app/i18n/lang.ts";

const texts = {
  banner: {
    en: "You have an unsaved draft from {date}.",
    nl: "Er is een niet-opgeslagen concept van {date}.",
  },
  bannerLabel: { en: "Unsaved draft", nl: "Niet-opgeslagen concept" },
  restore: { en: "Restore", nl: "Herstellen" },
  discard: { en: "Discard", nl: "Weggooien" },
  restored: { en: "Draft restored: save to keep it.", nl: "Concept hersteld: sla op om het te bewaren." },
  discarded: { en: "Draft discarded.", nl: "Concept weggegooid." },
  failed: { en: "The draft could not be reached.", nl: "Het concept kon niet worden bereikt." },
  saved: { en: "Draft kept {time}", nl: "Concept bewaard {time}" },
  notSaved: { en: "Draft not kept (no connection?)", nl: "Concept niet bewaard (geen verbinding?)" },
  preview: { en: "Live preview", nl: "Live voorbeeld" },
  hidePreview: { en: "Hide live preview", nl: "Live voorbeeld verbergen" },
  tabs: { en: "Form or preview", nl: "Formulier of voorbeeld" },
  tabForm: { en: "Form", nl: "Formulier" },
  tabPreview: { en: "Preview", nl: "Voorbeeld" },
  widths: { en: "Preview width", nl: "Breedte van het voorbeeld" },
  phone: { en: "Phone", nl: "Telefoon" },
  desktop: { en: "Desktop", nl: "Computer" },
  frameTitle: {
    en: "Live preview of the unsaved form",
    nl: "Live voorbeeld van het niet-opgeslagen formulier",
  },
  newItem: {
    en: "A new item has no preview yet: save it once, then the preview follows what you type.",
    nl: "Een nieuw item heeft nog geen voorbeeld: sla het één keer op, daarna volgt het voorbeeld wat u typt.",
  },
  followsDraft: {
    en: "Shows what you type, without saving (updated shortly after you stop typing).",
    nl: "Toont wat u typt, zonder op te slaan (bijgewerkt kort nadat u stopt met typen).",
  },
} as const satisfies Record<string, Record<Language, string>>;

export type DraftText = keyof typeof texts;

/** the text in `lang`, with `{name}` replaced by `params.name` */
export function draftText(key: DraftText, lang: Language, params: Record<string, string> = {}): string {
  return texts[key][lang].replace(/\{(\w+)\}/g, (_, name: string) => params[name] ?? "");
}
