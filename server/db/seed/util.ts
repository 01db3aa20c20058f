/** Small helpers of the demo seed. */
import { createHash } from "node:crypto";
import type { DemoImage, Motif } from "./images.ts";

/**
 * A stable translation_key for a named pair of demo rows: the same name gives the same UUID on every
 * seed, so links and bookmarks into the demo keep working after `npm run db:seed`.
 */
export function demoKey(name: string): string {
  const hex = createHash("sha256").update(`delft-it-demo:${name}`).digest("hex");
  // shaped as a version-4 UUID (PostgreSQL's uuid type only checks the format)
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/**
 * "Now" of the seed, taken once: both language versions of an item get the very same date (a date is
 * shared by the two versions, docs/decisions/0008-shared-fields.md).
 */
const seedNow = Date.now();

/** a date `days` before now (content dates stay recent, so "the past year" queries find them) */
export const daysAgo = (days: number) => new Date(seedNow - days * 86_400_000);

/** the same, as a YYYY-MM-DD string for date columns */
export const dateDaysAgo = (days: number) => daysAgo(days).toISOString().slice(0, 10);

/** Sizes of the demo images (requirements §3 header, overview, card and gallery images). */
export const imageSizes = {
  header: { width: 1200, height: 675 },
  card: { width: 800, height: 600 },
  gallery: { width: 400, height: 400 },
} as const;

/** Declares a demo image; the seed renders every declared image once. */
export function demoImage(
  folder: string,
  name: string,
  motif: Motif,
  size: keyof typeof imageSizes,
): DemoImage {
  const url = folder.startsWith("/uploads/")
    ? `${folder}/${name}.jpg`
    : `/uploads/demo/${folder}/${name}.jpg`;
  // the palette follows from the name, so a drawing (and its cache entry) is the same on every seed
  const palette = createHash("sha256").update(url).digest()[0];
  return { url, motif, palette, ...imageSizes[size] };
}

/** Pairs of a Dutch and an English value. */
export interface Pair<T> {
  key: string;
  nl: T;
  en: T;
}

/** simple safe HTML: paragraphs from plain strings */
export const paragraphs = (...texts: string[]) => texts.map((text) => `<p>${text}</p>`).join("");

/** an HTML bullet list */
export const bulletList = (...items: string[]) =>
  `<ul>${items.map((item) => `<li>${item}</li>`).join("")}</ul>`;
