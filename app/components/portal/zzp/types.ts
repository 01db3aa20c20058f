import type { Schema } from "#app/api/typed.ts";

/**
 * A zzp product as the portal shows and edits it: the API's answer (app/api/schema.ts, price in euros
 * beside price_cents) without its owner and dates.
 */
export type ZzpProduct = Pick<
  Schema<"ZzpProduct">,
  "id" | "title" | "brand" | "sku" | "description" | "price" | "stock"
> & { price_cents?: number };

export type ZzpProductInput = Omit<ZzpProduct, "id" | "price_cents">;

/** the body of add / edit: the editable fields, money in euros (the server stores cents) */
export function toPayload(product: ZzpProductInput): ZzpProductInput {
  return {
    title: product.title,
    brand: product.brand,
    sku: product.sku,
    description: product.description,
    price: product.price,
    stock: product.stock,
  };
}

export function normalise(row: Partial<ZzpProduct> & { id: number }): ZzpProduct {
  const price =
    typeof row.price === "number"
      ? row.price
      : typeof row.price_cents === "number"
        ? row.price_cents / 100
        : Number(row.price ?? 0);
  return {
    id: row.id,
    title: row.title ?? "",
    brand: row.brand ?? "",
    sku: row.sku ?? "",
    description: row.description ?? "",
    price,
    stock: Number(row.stock ?? 0),
  };
}

export type SortKey = "title" | "brand" | "sku" | "price" | "stock";
export const sortKeys: SortKey[] = ["title", "brand", "sku", "price", "stock"];

/** search over title, brand and SKU (case- and accent-insensitive), then sort */
export function filterAndSort(
  rows: readonly ZzpProduct[],
  search: string,
  sort: SortKey,
  order: "asc" | "desc",
  lang: string,
): ZzpProduct[] {
  const fold = (value: string) =>
    value
      .normalize("NFD")
      .replace(/\p{Diacritic}/gu, "")
      .toLowerCase();
  const needle = fold(search.trim());
  const matches = needle
    ? rows.filter((row) => fold(`${row.title} ${row.brand} ${row.sku}`).includes(needle))
    : [...rows];
  const collator = new Intl.Collator(lang, { numeric: true, sensitivity: "base" });
  const direction = order === "asc" ? 1 : -1;
  return matches.sort((a, b) => {
    const x = a[sort];
    const y = b[sort];
    const result =
      typeof x === "number" && typeof y === "number" ? x - y : collator.compare(String(x), String(y));
    return direction * (result || a.id - b.id);
  });
}
