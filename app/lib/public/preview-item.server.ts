/**
 * The item a preview shows — a page, news item, tip or product in any state, published or not — with
 * what its public route would show, loaded by the same functions (detail-content.server.ts). Used by
 * the admin preview (app/routes/admin/preview.tsx) and the shareable preview link
 * (app/routes/public/preview-link.tsx), so both show exactly the same.
 */

import type { EditorialType } from "#content-types/editorial.ts";
import type { Language } from "#core/lang.ts";
import type { Tx } from "#server/db/client.ts";
import { findNewsById } from "#server/news/service.ts";
import { findPageById } from "#server/pages/service.ts";
import { findProductById } from "#server/products/service.ts";
import { findTipById } from "#server/tips/service.ts";
import { newsContent, pageContent, productContent, tipContent } from "./detail-content.server.ts";

/** `overlay`: fields put over the stored row (the admin's live preview of a draft, app/admin/drafts/apply.server.ts) */
export async function loadPreviewItem(
  db: Tx,
  type: EditorialType,
  id: number,
  overlay: Record<string, unknown> = {},
) {
  if (!Number.isInteger(id) || id <= 0) return null;
  const over = <T>(row: T | null): T | null => (row ? { ...row, ...overlay } : null);
  switch (type) {
    case "page": {
      const page = over(await findPageById(db, id));
      if (!page) return null;
      const lang = page.language as Language;
      return { type, lang, fullUrl: page.full_url, ...(await pageContent(db, lang, page)) };
    }
    case "news": {
      const item = over(await findNewsById(db, id));
      if (!item) return null;
      const lang = item.language as Language;
      return { type, lang, ...(await newsContent(db, lang, item)) };
    }
    case "tip": {
      const tip = over(await findTipById(db, id));
      if (!tip) return null;
      const lang = tip.language as Language;
      return { type, lang, ...(await tipContent(db, lang, tip)) };
    }
    case "product": {
      const product = over(await findProductById(db, id));
      if (!product) return null;
      const lang = product.language as Language;
      return { type, lang, ...(await productContent(db, lang, product)) };
    }
  }
}

export type PreviewItem = NonNullable<Awaited<ReturnType<typeof loadPreviewItem>>>;
/** what a preview route sends to the page: the item without its image sizes (those go as `images`) */
export type PreviewItemData = PreviewItem extends infer T
  ? T extends unknown
    ? Omit<T, "images">
    : never
  : never;
