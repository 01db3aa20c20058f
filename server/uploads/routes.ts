/**
 * POST image-upload/tiny-mce-upload (admin; multipart: file, page-type, page-id) -> {data: "/uploads/…"}
 * GET gallery-images/{folder} (public): the images of a gallery block's folder.
 */
import { bodyLimit } from "hono/body-limit";
import { z } from "zod";
import { MAX_IMAGE_LABEL } from "#core/limits/uploads.ts";
import { audit } from "../audit/audit.ts";
import { DomainError } from "../domain-error.ts";
import { ADMIN, apiRoute } from "../http/api-route.ts";
import type { AppEnv } from "../http/context.ts";
import { createRouter, dataResponse, errorResponses, ignoredQuery, validationHook } from "../http/router.ts";
import type { Lang } from "../i18n/lang.ts";
import { listUploadsFor, pageIdPattern, saveImage, uploadLimits, uploadMessages } from "./service.ts";

const uploadLabels = {
  "page-type": { nl: "Paginatype", en: "Page type" },
  "page-id": { nl: "Pagina-id", en: "Page id" },
};

const uploadForm = z.object({
  file: z.any().meta({
    type: "string",
    format: "binary",
    description: `JPEG, PNG, WebP, GIF or AVIF; ≤ ${MAX_IMAGE_LABEL}`,
  }),
  "page-type": z.string().min(1).max(40).meta({
    description: "lower-case letters, digits and dashes, e.g. `news`, `page`, `gallery`",
    example: "news",
  }),
  "page-id": z
    .string()
    .min(1)
    .max(40)
    .meta({ description: "letters, digits and dashes: the item id (or the gallery folder)", example: "12" }),
});

const galleryImageSchema = z
  .object({
    url: z.string(),
    width: z.number().int(),
    height: z.number().int(),
    variants: z.array(z.object({ width: z.number().int(), format: z.string(), url: z.string() })),
  })
  .meta({ id: "GalleryImage" });

/** Multipart overhead on top of the file itself. */
const MULTIPART_MARGIN = 64 * 1024;

export function uploadRoutes() {
  const router = createRouter();

  router.openapi(
    apiRoute({
      method: "post",
      path: "/image-upload/tiny-mce-upload",
      access: ADMIN,
      tags: ["Uploads"],
      summary: "Upload an image (editor, FilePond)",
      description:
        "The type is judged by the file's content (magic bytes), not its name: JPEG, PNG, WebP, GIF and AVIF " +
        "are accepted, anything else (SVG and HTML included) is 415 'File of invalid type'. " +
        `At most ${MAX_IMAGE_LABEL} ` +
        "(413 'File is too large') and 40 megapixels; a damaged or truncated image is 422. The image is " +
        "re-encoded (metadata removed, EXIF orientation applied) and stored under " +
        "`/uploads/<page-type>/<page-id>/<random>.<ext>` with WebP and AVIF variants `<random>-<width>.webp|avif` " +
        "at widths 480, 960 and 1600 (not wider than the original). The answer's `data` is the image's URL.",
      middleware: [
        bodyLimit({
          maxSize: uploadLimits.maxBytes + MULTIPART_MARGIN,
          onError: (c) => {
            const [title, message] = uploadMessages.tooLarge[(c.var as AppEnv["Variables"]).lang ?? "nl"];
            throw new DomainError("too_large", title, message, { file: [title] });
          },
        }),
      ] as const,
      request: {
        body: { required: true, content: { "multipart/form-data": { schema: uploadForm } } },
      },
      responses: {
        200: dataResponse(
          z.string().meta({ example: "/uploads/news/12/k3J9aQ2xv0PzLm4R.jpg" }),
          "The image's URL",
        ),
        ...errorResponses(401, 403, 413, 415, 422),
      },
    }),
    async (c) => {
      const form = c.req.valid("form");
      const file: unknown = form.file;
      const lang: Lang = c.var.lang;
      if (!(file instanceof File)) {
        const [title, message] = uploadMessages.noFile[lang];
        throw new DomainError("invalid", title, message, { file: [title] });
      }
      const saved = await saveImage(c.var.deps, {
        bytes: new Uint8Array(await file.arrayBuffer()),
        originalName: file.name,
        pageType: form["page-type"],
        pageId: form["page-id"],
        lang,
      });
      c.var.log.info({ url: saved.url, size: saved.size, userId: c.var.user?.id }, "image uploaded");
      await audit(c, { action: "create", entityType: "upload", entityId: saved.id, title: saved.url });
      return c.json({ data: saved.url }, 200);
    },
    validationHook({ labels: uploadLabels }),
  );

  router.openapi(
    apiRoute({
      method: "get",
      path: "/gallery-images/{folder}",
      access: "public",
      tags: ["Uploads"],
      summary: "The images of a gallery folder",
      description:
        "The uploads with page type `gallery` and page id = `folder`, oldest first, with their variants. " +
        "An unknown folder is an empty list.",
      request: {
        params: z.object({
          folder: z
            .string()
            .regex(pageIdPattern)
            .meta({ param: { name: "folder", in: "path" }, example: "workshop" }),
        }),
        query: z.object(ignoredQuery),
      },
      responses: { 200: dataResponse(z.array(galleryImageSchema)), ...errorResponses(422) },
    }),
    async (c) => {
      const rows = await listUploadsFor(c.var.deps, "gallery", c.req.valid("param").folder);
      const data = rows.map((row) => ({
        url: row.url,
        width: row.width,
        height: row.height,
        variants: row.variants,
      }));
      c.header("Cache-Control", "public, max-age=60");
      return c.json({ data }, 200);
    },
    validationHook({ labels: { folder: { nl: "Map", en: "Folder" } } }),
  );

  return router;
}
