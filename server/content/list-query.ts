/**
 * The list query of DESIGN §5: page, per_page (max 100), search, sort, order. Pure zod: the admin
 * lists build the same query with it.
 */
import { z } from "zod";

export const MAX_PER_PAGE = 100;
export const DEFAULT_PER_PAGE = 20;

export const listQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  per_page: z.coerce.number().int().min(1).max(MAX_PER_PAGE).default(DEFAULT_PER_PAGE),
  search: z.string().trim().max(200).optional(),
  sort: z.string().trim().max(50).optional(),
  order: z.enum(["asc", "desc"]).optional(),
  /** admin lists of translatable content may be narrowed to one language */
  language: z.enum(["nl", "en"]).optional(),
  // the cache-busting timestamp and format parameter every call may carry (DESIGN §5)
  t: z.string().max(50).optional(),
  _format: z.string().max(10).optional(),
  lang: z.string().max(5).optional(),
});
export type ListQuery = z.infer<typeof listQuerySchema>;

export interface ListResult<T> {
  items: T[];
  total: number;
  page: number;
  perPage: number;
}

/** The envelope of a list answer: `{data, meta: {page, per_page, total}}`. */
export function listEnvelope<T>(result: ListResult<T>) {
  return { data: result.items, meta: { page: result.page, per_page: result.perPage, total: result.total } };
}

/** `%`/`_` are wildcards in LIKE; a search for "50%" means the text "50%". */
export const likePattern = (search: string) => `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
