/** Products for sale: verb-noun functions over the database; no HTTP here. */
import { and, count, desc, eq, type SQL } from "drizzle-orm";
import { centsToEuros, type Plain, plain } from "../content/plain.ts";
import { findTranslations, type Lang, type SiblingSource, type Translation } from "../content/translation.ts";
import type { Tx } from "../db/client.ts";
import { products } from "../db/schema.ts";

export type ProductRow = typeof products.$inferSelect;
export type Product = Plain<ProductRow> & {
  /** the price in euros (stored as `price_cents`) */
  price: number;
  translation: Translation | null;
  product_translation: Translation | null;
};

export const productSiblings: SiblingSource = {
  table: products,
  id: products.id,
  language: products.language,
  key: products.translation_key,
  title: products.title,
  url: products.url,
  visible: products.visible,
};

export async function presentProducts(db: Tx, rows: ProductRow[], visibleOnly: boolean): Promise<Product[]> {
  const translations = await findTranslations(db, productSiblings, rows, { visibleOnly });
  return rows.map((row) => {
    const translation = translations.get(row.id) ?? null;
    return {
      ...plain(row),
      price: centsToEuros(row.price_cents),
      translation,
      product_translation: translation,
    };
  });
}

function publicWhere(language: Lang, productType?: string): SQL {
  const conditions = [eq(products.language, language), eq(products.visible, true)];
  if (productType) conditions.push(eq(products.product_type, productType));
  return and(...conditions)!;
}

/** The product overview: visible products of the language (optionally one product type), newest first. */
export async function listPublicProducts(
  db: Tx,
  q: { language: Lang; page: number; perPage: number; productType?: string },
): Promise<{ items: Product[]; total: number; page: number; perPage: number }> {
  const where = publicWhere(q.language, q.productType);
  const [{ total }] = await db.select({ total: count() }).from(products).where(where);
  const rows = await db
    .select()
    .from(products)
    .where(where)
    .orderBy(desc(products.created_at), desc(products.id))
    .limit(q.perPage)
    .offset((q.page - 1) * q.perPage);
  return { items: await presentProducts(db, rows, true), total, page: q.page, perPage: q.perPage };
}

export async function countPublicProducts(db: Tx, language: Lang, productType?: string): Promise<number> {
  const [{ total }] = await db
    .select({ total: count() })
    .from(products)
    .where(publicWhere(language, productType));
  return total;
}

export async function findPublicProductByUrl(db: Tx, language: Lang, url: string): Promise<Product | null> {
  const rows = await db
    .select()
    .from(products)
    .where(and(publicWhere(language), eq(products.url, url)))
    .limit(1);
  return rows[0] ? (await presentProducts(db, rows, true))[0] : null;
}

/** any visibility: admin edit and preview */
export async function findProductById(db: Tx, id: number): Promise<Product | null> {
  const rows = await db.select().from(products).where(eq(products.id, id)).limit(1);
  return rows[0] ? (await presentProducts(db, rows, false))[0] : null;
}
