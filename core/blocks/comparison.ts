/** Comparison block (requirements §3): a before and an after image with their labels. Pure: browser-safe. */
import { z } from "zod";
import { blockOptions, imagePath, text } from "./shell.ts";

export const COMPARISON_LABEL_MAX = 100;

export const comparisonBlock = z.object({
  ...blockOptions,
  type: z.literal("comparison"),
  before_image: imagePath.refine((v) => v !== "", { message: "required" }),
  after_image: imagePath.refine((v) => v !== "", { message: "required" }),
  before_label: text(COMPARISON_LABEL_MAX).default(""),
  after_label: text(COMPARISON_LABEL_MAX).default(""),
});

export const newComparisonFields = () => ({
  before_image: "",
  after_image: "",
  before_label: "",
  after_label: "",
});
