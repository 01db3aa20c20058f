/** Tips: verb-noun functions over the database; no HTTP here. */

import { and, count, desc, eq, getTableColumns, inArray, sql } from "drizzle-orm";
import { unionAll } from "drizzle-orm/pg-core";
import { uniqueMessage } from "#content-types/define.ts";
import { type TipCreate, type TipUpdate, tipType } from "#content-types/tips.ts";
import { type Plain, plain } from "#core/content/plain.ts";
import { createCrud, existsWhere } from "../content/crud.ts";
import { liveAt } from "../content/live.ts";
import { sanitizeRichFields } from "../content/sanitize.ts";
import { findTranslations, siblingColumn, siblingsOf, type Translation } from "../content/translation.ts";
import type { Tx } from "../db/client.ts";
import { tips } from "../db/schema.ts";
import type { Lang } from "../i18n/lang.ts";

export type TipRow = typeof tips.$inferSelect;
export type Tip = Plain<TipRow> & { translation: Translation | null; tip_translation: Translation | null };

export const tipSiblings = siblingsOf(tips);

export async function presentTips(db: Tx, rows: TipRow[], visibleOnly: boolean): Promise<Tip[]> {
  const translations = await findTranslations(db, tipSiblings, rows, { visibleOnly });
  return rows.map((row) => {
    const translation = translations.get(row.id) ?? null;
    return { ...plain(row), translation, tip_translation: translation };
  });
}

/** visible tips with their visible sibling, in one statement */
const selectPublicTips = (db: Tx) =>
  db.select({ ...getTableColumns(tips), translation: siblingColumn(tipSiblings) }).from(tips);

const presentPublicTip = (row: TipRow & { translation: Translation | null }): Tip => ({
  ...plain(row),
  tip_translation: row.translation,
});

/** public now (server/content/live.ts: visible and within its scheduled window) in the language */
const publicOf = (language: Lang) => and(eq(tips.language, language), liveAt(tips));
const newestFirst = [desc(tips.published_at), desc(tips.id)];

/** The tips overview: visible tips of the language, newest first. */
export async function listPublicTips(
  db: Tx,
  q: { language: Lang; page: number; perPage: number },
): Promise<{ items: Tip[]; total: number; page: number; perPage: number }> {
  const where = publicOf(q.language);
  const [{ total }] = await db.select({ total: count() }).from(tips).where(where);
  const rows = await selectPublicTips(db)
    .where(where)
    .orderBy(...newestFirst)
    .limit(q.perPage)
    .offset((q.page - 1) * q.perPage);
  return { items: rows.map(presentPublicTip), total, page: q.page, perPage: q.perPage };
}

export async function countPublicTips(db: Tx, language: Lang): Promise<number> {
  const [{ total }] = await db.select({ total: count() }).from(tips).where(publicOf(language));
  return total;
}

export async function findPublicTipByUrl(db: Tx, language: Lang, url: string): Promise<Tip | null> {
  const rows = await selectPublicTips(db)
    .where(and(publicOf(language), eq(tips.url, url)))
    .limit(1);
  return rows[0] ? presentPublicTip(rows[0]) : null;
}

/** a visible tip by id, whatever its language (public-tip-by-id) */
export async function findPublicTipById(db: Tx, id: number): Promise<Tip | null> {
  const rows = await selectPublicTips(db)
    .where(and(eq(tips.id, id), liveAt(tips)))
    .limit(1);
  return rows[0] ? presentPublicTip(rows[0]) : null;
}

/** any visibility: admin edit and preview */
export async function findTipById(db: Tx, id: number): Promise<Tip | null> {
  const rows = await db.select().from(tips).where(eq(tips.id, id)).limit(1);
  return rows[0] ? (await presentTips(db, rows, false))[0] : null;
}

export async function latestTips(db: Tx, language: Lang, count: number): Promise<Tip[]> {
  const rows = await selectPublicTips(db)
    .where(publicOf(language))
    .orderBy(...newestFirst)
    .limit(count);
  return rows.map(presentPublicTip);
}

/** every visible tip of a language, newest first (public-tips-all) */
export async function allPublicTips(db: Tx, language: Lang): Promise<Tip[]> {
  const rows = await selectPublicTips(db)
    .where(publicOf(language))
    .orderBy(...newestFirst);
  return rows.map(presentPublicTip);
}

export async function randomTips(db: Tx, language: Lang, count: number): Promise<Tip[]> {
  const rows = await selectPublicTips(db).where(publicOf(language)).orderBy(sql`random()`).limit(count);
  return rows.map(presentPublicTip);
}

/** visible tips of the language with these ids, in the order of `ids` (a tip block's choice) */
export async function tipsByIds(db: Tx, language: Lang, ids: readonly number[]): Promise<Tip[]> {
  if (ids.length === 0) return [];
  const rows = await selectPublicTips(db).where(and(publicOf(language), inArray(tips.id, [...ids])));
  const items = rows.map(presentPublicTip);
  return ids.flatMap((id) => items.filter((item) => item.id === id));
}

/**
 * The tips of a page's tip blocks in one statement: those with `ids` (in the order of the ids) and,
 * when `latest` is given, that many newest ones.
 */
export async function tipsForBlocks(
  db: Tx,
  language: Lang,
  wanted: { ids: readonly number[]; latest?: number },
): Promise<{ chosen: Tip[]; latest: Tip[] }> {
  const part = (slot: number) =>
    db
      .select({
        ...getTableColumns(tips),
        translation: siblingColumn(tipSiblings),
        slot: sql<number>`${sql.raw(String(slot))}::integer`,
      })
      .from(tips);
  const chosen = wanted.ids.length
    ? part(0).where(and(publicOf(language), inArray(tips.id, [...wanted.ids])))
    : undefined;
  const latest = wanted.latest
    ? part(1)
        .where(publicOf(language))
        .orderBy(...newestFirst)
        .limit(wanted.latest)
    : undefined;
  const rows = chosen && latest ? await unionAll(chosen, latest) : ((await (chosen ?? latest)) ?? []);
  const items = rows.map(({ slot, ...row }) => ({ slot, tip: presentPublicTip(row) }));
  const ofSlot = (slot: number) => items.filter((i) => i.slot === slot).map((i) => i.tip);
  const picked = ofSlot(0);
  return { chosen: wanted.ids.flatMap((id) => picked.filter((t) => t.id === id)), latest: ofSlot(1) };
}

// ---------------------------------------------------------------------------------------------
// Admin
// ---------------------------------------------------------------------------------------------

export const tipCrud = createCrud<TipRow, Tip>({
  table: tips,
  siblings: tipSiblings,
  tracksContentEdits: true,
  present: (db, rows) => presentTips(db, rows, false),
  definition: tipType,
  defaultOrder: [desc(tips.published_at), desc(tips.id)],
  constraints: {
    tips_language_title_unique: { field: "title", message: uniqueMessage(tipType, "title") },
    tips_language_url_unique: { field: "url", key: "url_exists" },
  },
});

/** Is this title taken (case-insensitive) in the language (any when omitted), other than by `exceptId`? */
export async function tipTitleExists(
  db: Tx,
  title: string,
  options: { language?: Lang; exceptId?: number } = {},
) {
  const where = and(
    sql`lower(${tips.title}) = lower(${title.trim()})`,
    options.language ? eq(tips.language, options.language) : undefined,
  )!;
  return existsWhere(db, tips, tips.id, where, options.exceptId);
}

/** Is there a visible tip with this url (in the language, or any language)? */
export async function publicTipUrlExists(db: Tx, url: string, language?: Lang): Promise<boolean> {
  const where = and(eq(tips.url, url), liveAt(tips), language ? eq(tips.language, language) : undefined)!;
  return existsWhere(db, tips, tips.id, where);
}

function tipValues<T extends TipUpdate>(input: T) {
  const { published_at, ...rest } = input;
  const values: Record<string, unknown> = { ...rest };
  sanitizeRichFields(tipType, values);
  if (published_at !== undefined) values.published_at = new Date(published_at);
  return values;
}

export async function createTip(db: Tx, input: TipCreate, lang: Lang): Promise<Tip> {
  const { translation_of, ...values } = input;
  return db.transaction((tx) =>
    tipCrud.insert(tx, tipValues(values), { lang, translationOf: translation_of }),
  );
}

export function updateTip(db: Tx, id: number, input: TipUpdate, lang: Lang) {
  return tipCrud.update(db, id, tipValues(input), lang);
}
