/** Test factories for content rows (options object, unique values), for the Vitest files of every area. */
import { randomUUID } from "node:crypto";
import type { Db } from "#server/db/client.ts";
import {
  features,
  newsCategories,
  newsGroups,
  newsItems,
  pages,
  products,
  reviews,
  serviceGroups,
  services,
  tips,
} from "#server/db/schema.ts";

let counter = 0;
const unique = (prefix: string) => `${prefix}-${Date.now().toString(36)}-${++counter}`;

type Insert<T extends { $inferInsert: unknown }> = Partial<T["$inferInsert"]>;

export async function makePage(db: Db, o: Insert<typeof pages> = {}) {
  const url = o.url ?? unique("page");
  const [row] = await db
    .insert(pages)
    .values({ language: "nl", title: unique("Page"), url, full_url: o.full_url ?? url, visible: true, ...o })
    .returning();
  return row;
}

export async function makeNewsCategory(db: Db, o: Insert<typeof newsCategories> = {}) {
  const [row] = await db
    .insert(newsCategories)
    .values({ title: unique("category"), ...o })
    .returning();
  return row;
}

export async function makeNewsGroup(db: Db, o: Insert<typeof newsGroups> = {}) {
  const [row] = await db
    .insert(newsGroups)
    .values({ language: "nl", title: unique("Group"), ...o })
    .returning();
  return row;
}

export async function makeNews(db: Db, o: Insert<typeof newsItems> = {}) {
  const [row] = await db
    .insert(newsItems)
    .values({
      language: "nl",
      title: unique("News"),
      url: unique("news"),
      image: "/uploads/news/1/a.jpg",
      visible: true,
      ...o,
    })
    .returning();
  return row;
}

export async function makeTip(db: Db, o: Insert<typeof tips> = {}) {
  const [row] = await db
    .insert(tips)
    .values({
      language: "nl",
      title: unique("Tip"),
      url: unique("tip"),
      image: "/uploads/tip/1/a.jpg",
      visible: true,
      ...o,
    })
    .returning();
  return row;
}

export async function makeProduct(db: Db, o: Insert<typeof products> = {}) {
  const [row] = await db
    .insert(products)
    .values({
      language: "nl",
      title: unique("Product"),
      url: unique("product"),
      image: "/uploads/product/1/a.jpg",
      visible: true,
      ...o,
    })
    .returning();
  return row;
}

export async function makeServiceGroup(db: Db, o: Insert<typeof serviceGroups> = {}) {
  const [row] = await db
    .insert(serviceGroups)
    .values({ language: "nl", title: unique("Group"), ...o })
    .returning();
  return row;
}

export async function makeService(db: Db, o: Insert<typeof services> = {}) {
  const [row] = await db
    .insert(services)
    .values({ language: "nl", title: unique("Service"), ...o })
    .returning();
  return row;
}

export async function makeFeature(db: Db, o: Insert<typeof features> = {}) {
  const [row] = await db
    .insert(features)
    .values({ language: "nl", title: unique("Feature"), ...o })
    .returning();
  return row;
}

export async function makeReview(db: Db, o: Insert<typeof reviews> = {}) {
  const [row] = await db
    .insert(reviews)
    .values({ name: unique("Name"), text: "Great help", ...o })
    .returning();
  return row;
}

/** a pair of siblings: the same translation key in nl and en */
export const newTranslationKey = () => randomUUID();
