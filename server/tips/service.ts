/** Tips: verb-noun functions over the database; no HTTP here. */
import { and, count, desc, eq, inArray, sql } from "drizzle-orm";
import { type Plain, plain } from "../content/plain.ts";
import { findTranslations, type Lang, type SiblingSource, type Translation } from "../content/translation.ts";
import type { Tx } from "../db/client.ts";
import { tips } from "../db/schema.ts";

export type TipRow = typeof tips.$inferSelect;
export type Tip = Plain<TipRow> & { translation: Translation | null; tip_translation: Translation | null };

export const tipSiblings: SiblingSource = {
  table: tips,
  id: tips.id,
  language: tips.language,
  key: tips.translation_key,
  title: tips.title,
  url: tips.url,
  visible: tips.visible,
};

export async function presentTips(db: Tx, rows: TipRow[], visibleOnly: boolean): Promise<Tip[]> {
  const translations = await findTranslations(db, tipSiblings, rows, { visibleOnly });
  return rows.map((row) => {
    const translation = translations.get(row.id) ?? null;
    return { ...plain(row), translation, tip_translation: translation };
  });
}

const publicOf = (language: Lang) => and(eq(tips.language, language), eq(tips.visible, true));
const newestFirst = [desc(tips.published_at), desc(tips.id)];

/** The tips overview: visible tips of the language, newest first. */
export async function listPublicTips(
  db: Tx,
  q: { language: Lang; page: number; perPage: number },
): Promise<{ items: Tip[]; total: number; page: number; perPage: number }> {
  const where = publicOf(q.language);
  const [{ total }] = await db.select({ total: count() }).from(tips).where(where);
  const rows = await db
    .select()
    .from(tips)
    .where(where)
    .orderBy(...newestFirst)
    .limit(q.perPage)
    .offset((q.page - 1) * q.perPage);
  return { items: await presentTips(db, rows, true), total, page: q.page, perPage: q.perPage };
}

export async function countPublicTips(db: Tx, language: Lang): Promise<number> {
  const [{ total }] = await db.select({ total: count() }).from(tips).where(publicOf(language));
  return total;
}

export async function findPublicTipByUrl(db: Tx, language: Lang, url: string): Promise<Tip | null> {
  const rows = await db
    .select()
    .from(tips)
    .where(and(publicOf(language), eq(tips.url, url)))
    .limit(1);
  return rows[0] ? (await presentTips(db, rows, true))[0] : null;
}

/** a visible tip by id, whatever its language (public-tip-by-id) */
export async function findPublicTipById(db: Tx, id: number): Promise<Tip | null> {
  const rows = await db
    .select()
    .from(tips)
    .where(and(eq(tips.id, id), eq(tips.visible, true)))
    .limit(1);
  return rows[0] ? (await presentTips(db, rows, true))[0] : null;
}

/** any visibility: admin edit and preview */
export async function findTipById(db: Tx, id: number): Promise<Tip | null> {
  const rows = await db.select().from(tips).where(eq(tips.id, id)).limit(1);
  return rows[0] ? (await presentTips(db, rows, false))[0] : null;
}

export async function latestTips(db: Tx, language: Lang, count: number): Promise<Tip[]> {
  const rows = await db
    .select()
    .from(tips)
    .where(publicOf(language))
    .orderBy(...newestFirst)
    .limit(count);
  return presentTips(db, rows, true);
}

/** every visible tip of a language, newest first (public-tips-all) */
export async function allPublicTips(db: Tx, language: Lang): Promise<Tip[]> {
  const rows = await db
    .select()
    .from(tips)
    .where(publicOf(language))
    .orderBy(...newestFirst);
  return presentTips(db, rows, true);
}

export async function randomTips(db: Tx, language: Lang, count: number): Promise<Tip[]> {
  const rows = await db.select().from(tips).where(publicOf(language)).orderBy(sql`random()`).limit(count);
  return presentTips(db, rows, true);
}

/** visible tips of the language with these ids, in the order of `ids` (a tip block's choice) */
export async function tipsByIds(db: Tx, language: Lang, ids: readonly number[]): Promise<Tip[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select()
    .from(tips)
    .where(and(publicOf(language), inArray(tips.id, [...ids])));
  const items = await presentTips(db, rows, true);
  return ids.flatMap((id) => items.filter((item) => item.id === id));
}
