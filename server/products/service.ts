/** Products for sale: verb-noun functions over the database; no HTTP here. */

import { and, count, desc, eq, getTableColumns, type SQL, sql } from "drizzle-orm";
import { uniqueMessage } from "#content-types/define.ts";
import { type ProductCreate, type ProductUpdate, productType } from "#content-types/products.ts";
import { centsToEuros, eurosToCents, type Plain, plain } from "#core/content/plain.ts";
import { createCrud, existsWhere } from "../content/crud.ts";
import { liveAt } from "../content/live.ts";
import { sanitizeRichFields } from "../content/sanitize.ts";
import { findTranslations, siblingColumn, siblingsOf, type Translation } from "../content/translation.ts";
import type { Tx } from "../db/client.ts";
import { products } from "../db/schema.ts";
import type { Lang } from "../i18n/lang.ts";

export type ProductRow = typeof products.$inferSelect;
export type Product = Plain<ProductRow> & {
  /** the price in euros (stored as `price_cents`) */
  price: number;
  translation: Translation | null;
  product_translation: Translation | null;
};

export const productSiblings = siblingsOf(products);

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

/** visible products with their visible sibling, in one statement */
const selectPublicProducts = (db: Tx) =>
  db.select({ ...getTableColumns(products), translation: siblingColumn(productSiblings) }).from(products);

const presentPublicProduct = ({
  translation,
  ...row
}: ProductRow & { translation: Translation | null }): Product => ({
  ...plain(row),
  price: centsToEuros(row.price_cents),
  translation,
  product_translation: translation,
});

function publicWhere(language: Lang, productType?: string): SQL {
  // public now: visible and within its scheduled window (server/content/live.ts)
  const conditions = [eq(products.language, language), liveAt(products)];
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
  const rows = await selectPublicProducts(db)
    .where(where)
    .orderBy(desc(products.created_at), desc(products.id))
    .limit(q.perPage)
    .offset((q.page - 1) * q.perPage);
  return { items: rows.map(presentPublicProduct), total, page: q.page, perPage: q.perPage };
}

export async function countPublicProducts(db: Tx, language: Lang, productType?: string): Promise<number> {
  const [{ total }] = await db
    .select({ total: count() })
    .from(products)
    .where(publicWhere(language, productType));
  return total;
}

export async function findPublicProductByUrl(db: Tx, language: Lang, url: string): Promise<Product | null> {
  const rows = await selectPublicProducts(db)
    .where(and(publicWhere(language), eq(products.url, url)))
    .limit(1);
  return rows[0] ? presentPublicProduct(rows[0]) : null;
}

/** any visibility: admin edit and preview */
export async function findProductById(db: Tx, id: number): Promise<Product | null> {
  const rows = await db.select().from(products).where(eq(products.id, id)).limit(1);
  return rows[0] ? (await presentProducts(db, rows, false))[0] : null;
}

// ---------------------------------------------------------------------------------------------
// Admin
// ---------------------------------------------------------------------------------------------

export const productCrud = createCrud<ProductRow, Product>({
  table: products,
  siblings: productSiblings,
  tracksContentEdits: true,
  present: (db, rows) => presentProducts(db, rows, false),
  definition: productType,
  defaultOrder: [desc(products.created_at), desc(products.id)],
  constraints: {
    products_language_title_unique: { field: "title", message: uniqueMessage(productType, "title") },
    products_language_url_unique: { field: "url", key: "url_exists" },
  },
});

/** Is this title taken (case-insensitive) in the language (any when omitted), other than by `exceptId`? */
export async function productTitleExists(
  db: Tx,
  title: string,
  options: { language?: Lang; exceptId?: number } = {},
) {
  const where = and(
    sql`lower(${products.title}) = lower(${title.trim()})`,
    options.language ? eq(products.language, options.language) : undefined,
  )!;
  return existsWhere(db, products, products.id, where, options.exceptId);
}

/** Is there a visible product with this url (in the language, or any language)? */
export async function publicProductUrlExists(db: Tx, url: string, language?: Lang): Promise<boolean> {
  const where = and(
    eq(products.url, url),
    liveAt(products),
    language ? eq(products.language, language) : undefined,
  )!;
  return existsWhere(db, products, products.id, where);
}

function productValues<T extends ProductUpdate>(input: T) {
  const { price, ...rest } = input;
  const values: Record<string, unknown> = { ...rest };
  sanitizeRichFields(productType, values);
  if (price !== undefined) values.price_cents = eurosToCents(price);
  return values;
}

export async function createProduct(db: Tx, input: ProductCreate, lang: Lang): Promise<Product> {
  const { translation_of, ...values } = input;
  return db.transaction((tx) =>
    productCrud.insert(tx, productValues(values), { lang, translationOf: translation_of }),
  );
}

export function updateProduct(db: Tx, id: number, input: ProductUpdate, lang: Lang) {
  return productCrud.update(db, id, productValues(input), lang);
}
