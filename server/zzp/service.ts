/**
 * Zzp products: a partner (cms-zzp) lists and changes only its own stock; another partner's product
 * is "not found" (404). The admin sees and manages all of them.
 */
import { type AnyColumn, and, asc, count, eq, type SQL } from "drizzle-orm";
import type { ZzpProductInput } from "#content-types/zzp-products.ts";
import type { TextTable } from "#core/lang.ts";
import { now } from "../auth/clock.ts";
import { ascText, type ListQuery, type ListResult, listOrder, searchIn } from "../content/list-query.ts";
import type { Tx } from "../db/client.ts";
import { nextSerialId } from "../db/raw.ts";
import { users, zzpProducts } from "../db/schema.ts";
import { DomainError } from "../domain-error.ts";
import type { Lang } from "../i18n/lang.ts";
import catalog from "./service.texts.json" with { type: "json" };

export type ZzpProductRow = typeof zzpProducts.$inferSelect;
export type ZzpProduct = ZzpProductRow & { price: number; owner_name: string };
export type Viewer = { id: number; role: string };

/** the refusals' messages: the catalog ./service.texts.json */
const texts = catalog satisfies TextTable;

/** the 404 of a zzp product (also of another partner's) */
export const zzpNotFound = texts.notFound;

const isAdmin = (viewer: Viewer) => viewer.role === "cms-admin";
/** the rows a viewer may see at all */
const visibleTo = (viewer: Viewer) => (isAdmin(viewer) ? undefined : eq(zzpProducts.owner_id, viewer.id));

const sortable: Record<string, AnyColumn> = {
  id: zzpProducts.id,
  title: zzpProducts.title,
  brand: zzpProducts.brand,
  sku: zzpProducts.sku,
  price: zzpProducts.price_cents,
  stock: zzpProducts.stock,
  updated_at: zzpProducts.updated_at,
  owner: users.name,
};

function present(row: ZzpProductRow, owner_name: string): ZzpProduct {
  return { ...row, price: row.price_cents / 100, owner_name };
}

async function select(db: Tx, where: SQL | undefined, order: SQL[], limit: number, offset = 0) {
  const rows = await db
    .select({ row: zzpProducts, owner_name: users.name })
    .from(zzpProducts)
    .innerJoin(users, eq(users.id, zzpProducts.owner_id))
    .where(where)
    .orderBy(...order)
    .limit(limit)
    .offset(offset);
  return rows.map((r) => present(r.row, r.owner_name));
}

export async function listZzpProducts(
  db: Tx,
  viewer: Viewer,
  q: ListQuery & { owner_id?: number },
): Promise<ListResult<ZzpProduct>> {
  const conditions: (SQL | undefined)[] = [
    visibleTo(viewer),
    searchIn(q.search, [zzpProducts.title, zzpProducts.brand, zzpProducts.sku]),
  ];
  if (q.owner_id && isAdmin(viewer)) conditions.push(eq(zzpProducts.owner_id, q.owner_id));
  const where = and(...conditions);
  const order = listOrder(q, sortable, [ascText(zzpProducts.title), asc(zzpProducts.id)], zzpProducts.id);
  const [{ total }] = await db
    .select({ total: count() })
    .from(zzpProducts)
    .innerJoin(users, eq(users.id, zzpProducts.owner_id))
    .where(where);
  const items = await select(db, where, order, q.per_page, (q.page - 1) * q.per_page);
  return { items, total, page: q.page, perPage: q.per_page };
}

/** null when there is no such product, or it is another partner's */
export async function getZzpProduct(db: Tx, id: number, viewer: Viewer): Promise<ZzpProduct | null> {
  const [found] = await select(db, and(eq(zzpProducts.id, id), visibleTo(viewer)), [asc(zzpProducts.id)], 1);
  return found ?? null;
}

/** a row this request has just written, read back */
async function readBack(db: Tx, id: number, viewer: Viewer): Promise<ZzpProduct> {
  const found = await getZzpProduct(db, id, viewer);
  if (!found) throw new Error(`zzp product ${id} could not be read back after writing it`);
  return found;
}

export const nextZzpProductId = (db: Tx) => nextSerialId(db, "zzp_products");

async function assertPartner(db: Tx, ownerId: number, lang: Lang) {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, ownerId), eq(users.role, "cms-zzp")))
    .limit(1);
  if (rows.length === 0) {
    throw new DomainError("invalid", texts.validation[lang], texts.validation[lang], {
      owner_id: [texts.notPartner[lang]],
    });
  }
}

function toValues(input: ZzpProductInput) {
  const values: Partial<typeof zzpProducts.$inferInsert> = {};
  if (input.title !== undefined) values.title = input.title;
  if (input.brand !== undefined) values.brand = input.brand;
  if (input.sku !== undefined) values.sku = input.sku;
  if (input.description !== undefined) values.description = input.description;
  if (input.stock !== undefined) values.stock = input.stock;
  if (input.price_cents !== undefined) values.price_cents = input.price_cents;
  else if (input.price !== undefined) values.price_cents = Math.round(input.price * 100);
  return values;
}

/** A partner's product is always its own; the admin may name a partner as owner (default: itself). */
export async function createZzpProduct(
  db: Tx,
  viewer: Viewer,
  input: ZzpProductInput & { title: string; stock: number },
  lang: Lang,
): Promise<ZzpProduct> {
  let ownerId = viewer.id;
  if (isAdmin(viewer) && input.owner_id !== undefined) {
    await assertPartner(db, input.owner_id, lang);
    ownerId = input.owner_id;
  }
  const [row] = await db
    .insert(zzpProducts)
    .values({ ...toValues(input), title: input.title, stock: input.stock, owner_id: ownerId })
    .returning();
  return readBack(db, row.id, viewer);
}

export async function updateZzpProduct(
  db: Tx,
  id: number,
  viewer: Viewer,
  input: ZzpProductInput,
  lang: Lang,
): Promise<ZzpProduct | null> {
  const values = toValues(input);
  if (isAdmin(viewer) && input.owner_id !== undefined) {
    await assertPartner(db, input.owner_id, lang);
    values.owner_id = input.owner_id;
  }
  const rows = await db
    .update(zzpProducts)
    .set({ ...values, updated_at: now() })
    .where(and(eq(zzpProducts.id, id), visibleTo(viewer)))
    .returning({ id: zzpProducts.id });
  if (rows.length === 0) return null;
  return readBack(db, id, viewer);
}

/** null when there is no such product, or it is another partner's */
export async function deleteZzpProduct(db: Tx, id: number, viewer: Viewer): Promise<ZzpProduct | null> {
  const existing = await getZzpProduct(db, id, viewer);
  if (!existing) return null;
  await db.delete(zzpProducts).where(and(eq(zzpProducts.id, id), visibleTo(viewer)));
  return existing;
}
