/**
 * "Interesse? Vraag naar dit product": a form may name the product it is about by its id.
 * The title and the address are looked up here, never taken from the post, so nobody can make a
 * message (or the company's mail) claim to be about a product that the site does not show.
 */
import { and, eq } from "drizzle-orm";
import { formLabels } from "#core/messages/schema.ts";
import { productPath } from "#core/public/urls.ts";
import { validationMessages } from "#core/validation/messages.ts";
import { liveAt } from "../content/live.ts";
import type { Tx } from "../db/client.ts";
import { products } from "../db/schema.ts";
import { DomainError } from "../domain-error.ts";
import type { Lang } from "../i18n/lang.ts";

export interface ProductReference {
  product_id: number;
  product_title: string;
  /** the public path of the product page, e.g. /producten/… (mails prefix PUBLIC_URL) */
  product_url: string;
}

/** A public product by id (visible and within its scheduled window), as stored with the message; 422 on the `product_id` field otherwise. */
export async function resolveProductReference(db: Tx, id: number, lang: Lang): Promise<ProductReference> {
  const [row] = await db
    .select({ id: products.id, title: products.title, url: products.url, language: products.language })
    .from(products)
    .where(and(eq(products.id, id), liveAt(products)))
    .limit(1);
  if (!row) {
    const text = validationMessages.invalid[lang].replace("{field}", formLabels.product_id[lang]);
    throw new DomainError("invalid", text, text, { product_id: [text] });
  }
  return { product_id: row.id, product_title: row.title, product_url: productPath(row.language, row.url) };
}
