/** Gallery block (requirements §3): the images of one upload folder. Pure: browser-safe. */
import { z } from "zod";
import { blockOptions } from "./shell.ts";

export const GALLERY_FOLDER_MAX = 60;
/** lower-case letters, digits and dashes: the folder is part of the upload path */
export const galleryFolderPattern = /^[a-z0-9-]+$/;

export const galleryBlock = z.object({
  ...blockOptions,
  type: z.literal("gallery"),
  /** the image folder: uploads with page_type "gallery" and this page_id */
  folder: z
    .string()
    .trim()
    .min(1, { message: "required" })
    .max(GALLERY_FOLDER_MAX)
    .regex(galleryFolderPattern, { message: "invalid_folder" }),
});

export const newGalleryFields = () => ({ folder: "" });
