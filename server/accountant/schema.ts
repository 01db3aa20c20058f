/** Request schemas of the accountant downloads; pure, shared with the admin form. */
import { z } from "zod";

export const accountantDownloadSchema = z.strictObject({
  title: z.string().trim().min(1).max(200),
  period: z.string().trim().max(50).optional(),
  description: z.string().max(5000).optional(),
  /** the one the accountant sees; setting it clears the flag on every other download */
  is_current: z.boolean().optional(),
});
export const accountantDownloadEditSchema = accountantDownloadSchema.partial();
export type AccountantDownloadInput = z.infer<typeof accountantDownloadEditSchema>;

export const MAX_DOCUMENT_BYTES = 20 * 1024 * 1024;

export const accountantLabels = {
  period: { en: "Period", nl: "Periode" },
  is_current: { en: "Current", nl: "Actueel" },
};

export const accountantDocumentSchema = z
  .object({
    id: z.number().int(),
    download_id: z.number().int(),
    file_name: z.string(),
    mime: z.string(),
    size: z.number().int(),
    url: z.string().meta({ description: "the download address (GET, logged)" }),
    created_at: z.string(),
  })
  .meta({ id: "AccountantDocument" });
export const accountantDownloadOutSchema = z
  .object({
    id: z.number().int(),
    title: z.string(),
    period: z.string(),
    description: z.string(),
    is_current: z.boolean(),
    documents: z.array(accountantDocumentSchema),
    created_at: z.string(),
    updated_at: z.string(),
  })
  .meta({ id: "AccountantDownload" });
