/**
 * Uploaded images: judged by their bytes, re-encoded with sharp (which drops metadata and
 * anything hidden after the image data), stored as <page-type>/<page-id>/<random>.<ext> in the uploads
 * storage (DATA_DIR/uploads, or the bucket: server/storage/), plus WebP and AVIF width variants. No
 * HTTP here; errors are DomainErrors with a message in the caller's language, which the router passes
 * through.
 */
import { randomBytes } from "node:crypto";
import { and, asc, eq } from "drizzle-orm";
import { fileTypeFromBuffer } from "file-type";
import sharp, { type Metadata, type OutputInfo, type Sharp, type SharpOptions } from "sharp";
import { MAX_IMAGE_BYTES, MAX_IMAGE_LABEL } from "#core/limits/uploads.ts";
import { uploads } from "../db/schema.ts";
import type { AppDeps } from "../deps.ts";
import { DomainError } from "../domain-error.ts";
import type { Lang } from "../i18n/lang.ts";
import { fileStores } from "../storage/index.ts";

export const uploadLimits = {
  /** bytes of the uploaded file (./limits.ts: the admin's upload field checks the same) */
  maxBytes: MAX_IMAGE_BYTES,
  /** width × height; protects against decompression bombs */
  maxPixels: 40_000_000,
  /** widths of the WebP/AVIF variants; only those not larger than the original are made */
  variantWidths: [480, 960, 1600] as const,
};

/** Content type (by magic bytes) -> stored extension. Everything else, SVG and HTML included, is refused. */
const accepted = {
  "image/jpeg": "jpg",
  "image/png": "png",
  "image/webp": "webp",
  "image/gif": "gif",
  "image/avif": "avif",
} as const;
type AcceptedMime = keyof typeof accepted;

export const pageTypePattern = /^[a-z0-9-]{1,40}$/;
export const pageIdPattern = /^[A-Za-z0-9-]{1,40}$/;

/** The upload messages (requirements §5/§8 use FilePond's wording: "File of invalid type", …). */
export const uploadMessages = {
  invalidType: {
    en: ["File of invalid type", "Only JPEG, PNG, WebP, GIF and AVIF images can be uploaded."],
    nl: [
      "Bestand van ongeldig type",
      "Alleen JPEG-, PNG-, WebP-, GIF- en AVIF-afbeeldingen kunnen worden geüpload.",
    ],
  },
  tooLarge: {
    en: ["File is too large", `The maximum file size is ${MAX_IMAGE_LABEL}.`],
    nl: ["Bestand is te groot", `De maximale bestandsgrootte is ${MAX_IMAGE_LABEL}.`],
  },
  tooManyPixels: {
    en: ["Image is too large", "The image may have at most 40 megapixels."],
    nl: ["Afbeelding is te groot", "De afbeelding mag maximaal 40 megapixels hebben."],
  },
  corrupt: {
    en: ["Invalid file", "The image could not be read; it may be damaged or incomplete."],
    nl: [
      "Ongeldig bestand",
      "De afbeelding kon niet worden gelezen; mogelijk is ze beschadigd of onvolledig.",
    ],
  },
  noFile: {
    en: ["No file", "Choose an image to upload."],
    nl: ["Geen bestand", "Kies een afbeelding om te uploaden."],
  },
  badFolder: {
    en: [
      "Invalid page type or page id",
      "The page type may only contain lower-case letters, digits and dashes, the page id letters, digits and dashes (at most 40).",
    ],
    nl: [
      "Ongeldig paginatype of pagina-id",
      "Het paginatype mag alleen kleine letters, cijfers en streepjes bevatten, de pagina-id letters, cijfers en streepjes (maximaal 40).",
    ],
  },
} satisfies Record<string, Record<Lang, [string, string]>>;

function fail(
  kind: "too_large" | "unsupported" | "invalid",
  which: keyof typeof uploadMessages,
  lang: Lang,
  errors?: Record<string, string[]>,
): DomainError {
  const [title, message] = uploadMessages[which][lang];
  return new DomainError(kind, title, message, errors ?? { file: [title] });
}

export type UploadVariant = { width: number; format: string; url: string };
export type SavedImage = {
  id: number;
  url: string;
  width: number;
  height: number;
  mime: string;
  size: number;
  variants: UploadVariant[];
};

export interface SaveImageInput {
  bytes: Uint8Array;
  originalName: string;
  pageType: string;
  pageId: string | number;
  /** language of the error messages */
  lang?: Lang;
}

function checkFolder(pageType: string, pageId: string, lang: Lang) {
  const errors: Record<string, string[]> = {};
  if (!pageTypePattern.test(pageType)) errors["page-type"] = [uploadMessages.badFolder[lang][0]];
  if (!pageIdPattern.test(pageId)) errors["page-id"] = [uploadMessages.badFolder[lang][0]];
  if (Object.keys(errors).length > 0) throw fail("invalid", "badFolder", lang, errors);
}

/** Re-encode one image in its own format (animation of GIF/WebP kept). */
function encodeOriginal(image: Sharp, mime: AcceptedMime): Sharp {
  switch (mime) {
    case "image/jpeg":
      return image.jpeg({ quality: 85, mozjpeg: true });
    case "image/png":
      return image.png({ compressionLevel: 9 });
    case "image/webp":
      return image.webp({ quality: 85 });
    case "image/gif":
      return image.gif();
    case "image/avif":
      return image.avif({ quality: 60, effort: 3 });
  }
}

/**
 * Check, re-encode and store one image; insert its `uploads` row. Throws 413 (too large), 415 (not an
 * accepted image type) or 422 (bad folder, damaged image).
 */
export async function saveImage(deps: AppDeps, input: SaveImageInput): Promise<SavedImage> {
  const lang = input.lang ?? "nl";
  const pageType = String(input.pageType);
  const pageId = String(input.pageId);
  checkFolder(pageType, pageId, lang);
  if (input.bytes.byteLength === 0) throw fail("invalid", "noFile", lang);
  if (input.bytes.byteLength > uploadLimits.maxBytes) throw fail("too_large", "tooLarge", lang);

  const type = await fileTypeFromBuffer(input.bytes);
  if (!type || !Object.hasOwn(accepted, type.mime)) throw fail("unsupported", "invalidType", lang);
  const mime = type.mime as AcceptedMime;
  const ext = accepted[mime];
  const animated = mime === "image/gif" || mime === "image/webp";

  // failOn "warning" refuses truncated or damaged data instead of filling it with grey
  const open = (opts: SharpOptions = {}) =>
    sharp(input.bytes, { limitInputPixels: uploadLimits.maxPixels, failOn: "warning", ...opts });

  let meta: Metadata;
  try {
    meta = await open({ animated }).metadata();
  } catch (error) {
    if (error instanceof Error && /pixel limit/i.test(error.message))
      throw fail("too_large", "tooManyPixels", lang);
    throw fail("invalid", "corrupt", lang);
  }
  const frames = meta.pages ?? 1;
  if (!meta.width || !meta.height) throw fail("invalid", "corrupt", lang);
  if (meta.width * (meta.pageHeight ?? meta.height) * frames > uploadLimits.maxPixels) {
    throw fail("too_large", "tooManyPixels", lang);
  }

  let original: { data: Buffer; info: OutputInfo };
  try {
    original = await encodeOriginal(open({ animated }).rotate(), mime).toBuffer({ resolveWithObject: true });
  } catch (error) {
    if (error instanceof Error && /pixel limit/i.test(error.message))
      throw fail("too_large", "tooManyPixels", lang);
    throw fail("invalid", "corrupt", lang);
  }
  const width = original.info.width;
  const height = original.info.pageHeight ?? original.info.height;

  const name = randomBytes(12).toString("base64url").replace(/[_-]/g, "x");
  // the patterns allow neither dots nor slashes, so the key stays in its folder (the storage checks again)
  const folder = `${pageType}/${pageId}`;
  const urlBase = `/uploads/${folder}`;
  const storage = fileStores(deps.config).uploads;
  const written: string[] = [];
  try {
    const file = `${folder}/${name}.${ext}`;
    await storage.put(file, original.data, { contentType: mime });
    written.push(file);

    const variants: UploadVariant[] = [];
    // variants come from the re-encoded original (already rotated, first frame only)
    for (const w of uploadLimits.variantWidths) {
      if (w > width) continue;
      for (const format of ["webp", "avif"] as const) {
        const pipeline = sharp(original.data, { limitInputPixels: uploadLimits.maxPixels }).resize({
          width: w,
          withoutEnlargement: true,
        });
        const data = await (format === "webp"
          ? pipeline.webp({ quality: 80 })
          : pipeline.avif({ quality: 55, effort: 2 })
        ).toBuffer();
        const variantFile = `${folder}/${name}-${w}.${format}`;
        await storage.put(variantFile, data, { contentType: `image/${format}` });
        written.push(variantFile);
        variants.push({ width: w, format, url: `${urlBase}/${name}-${w}.${format}` });
      }
    }

    const [row] = await deps.database.db
      .insert(uploads)
      .values({
        page_type: pageType,
        page_id: pageId,
        url: `${urlBase}/${name}.${ext}`,
        original_name: input.originalName.replace(/[\r\n\0]/g, "").slice(0, 255),
        mime,
        size: original.data.byteLength,
        width,
        height,
        variants,
      })
      .returning();
    return {
      id: row.id,
      url: row.url,
      width,
      height,
      mime,
      size: row.size,
      variants,
    };
  } catch (error) {
    await Promise.all(written.map((file) => storage.delete(file).catch(() => undefined)));
    throw error;
  }
}

/** The uploads of one page (or gallery folder), oldest first. */
export async function listUploadsFor(deps: AppDeps, pageType: string, pageId: string | number) {
  return deps.database.db
    .select()
    .from(uploads)
    .where(and(eq(uploads.page_type, pageType), eq(uploads.page_id, String(pageId))))
    .orderBy(asc(uploads.created_at), asc(uploads.id));
}
