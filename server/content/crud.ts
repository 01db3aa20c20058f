/**
 * The admin side every content table shares: paginated/searchable/sortable lists, next id, insert with
 * an optional translation sibling, update, delete together with the sibling. Domain services wrap
 * these with their own field preparation (sanitising, full urls, cents).
 */
import { and, count, eq, getTableColumns, getTableName, ne, type SQL, sql } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import { type ContentType, columnOf, sharedColumns } from "#content-types/define.ts";
import { schedulesPublication } from "#content-types/schedule-time.ts";
import { now } from "../auth/clock.ts";
import type { Tx } from "../db/client.ts";
import { nextSerialId } from "../db/raw.ts";
import type { Lang } from "../i18n/lang.ts";
import { clearLiveAddress, recordAddressChange, removeRedirectsTo } from "../redirects/record.ts";
import { trackedTables } from "../redirects/tracked.ts";
import { type ConstraintMessages, conflict, invalid, rethrowWriteError } from "./errors.ts";
import { type ListQuery, type ListResult, listOrder, searchIn } from "./list-query.ts";
import { missingShared, type SharedSpec, sharedValuesFor } from "./shared-sync.ts";
import { otherLanguage, type SiblingSource } from "./translation.ts";
import { type ContentEditedRow, translationStatuses } from "./translation-status.ts";

export interface CrudSpec<Row, Out> {
  /** the Drizzle table: its SQL name (serial sequence `<name>_id_seq`) and its `id` column are read from it */
  table: PgTable;
  /** for translatable tables: the sibling columns */
  siblings?: SiblingSource;
  /**
   * the language column of a table whose rows have a language but no translation (reviews); the list's
   * `language` narrows by it, as it narrows translatable tables by their siblings' language column
   */
  language?: PgColumn;
  /**
   * of a translatable table's shared columns (the definition's `shared`, which every insert and update
   * copies to the sibling in the same transaction), those that point at another translatable table:
   * the sibling gets the referenced row's own translation (a news item's group, a service's group)
   */
  sharedRefs?: SharedSpec["refs"];
  /**
   * for pages, news items, tips and products: the row's `content_updated_at` moves only when its own
   * language's fields change, and the list answers carry each row's `translation_status`
   */
  tracksContentEdits?: boolean;
  /** rows -> API objects (admin view: any visibility) */
  present: (db: Tx, rows: Row[]) => Promise<Out[]>;
  /**
   * the type: its `adminSearch` fields are what `search` looks in, its `listSort` what `sort` accepts,
   * its `shared` fields what both language versions hold alike
   */
  definition: Pick<ContentType, "noun" | "fields" | "listSort" | "adminSearch" | "shared">;
  defaultOrder: SQL[];
  /** the table's own unique indexes and references (a translatable table's translation key is added below) */
  constraints?: ConstraintMessages;
}

/**
 * What `createCrud` reads of any row: its id, and of a translatable row its language and translation
 * key (and, where content edits are tracked, when its own fields last changed). Every table's row type
 * fits it; the translatable columns are optional because not every table has them.
 */
export type CrudRow = { id: number; language?: Lang; translation_key?: string; content_updated_at?: Date };

/** a row of a table that tracks content edits (`tracksContentEdits`) has all of them */
const hasContentEdits = <R extends CrudRow>(row: R): row is R & ContentEditedRow =>
  row.language !== undefined && row.translation_key !== undefined && row.content_updated_at instanceof Date;

export function createCrud<Row extends CrudRow, Out>(spec: CrudSpec<Row, Out>) {
  // Drizzle's builders are typed per table; inside this generic helper the table is opaque.
  // biome-ignore lint/suspicious/noExplicitAny: see above
  const table = spec.table as any;
  const tableName = getTableName(spec.table);
  const idColumn = columnNamed(spec, "id");
  const sortable = Object.fromEntries(
    (spec.definition.listSort ?? []).map((name) => [name, columnNamed(spec, name)]),
  );
  const searched = (spec.definition.adminSearch ?? []).map((name) => columnNamed(spec, name));
  const sharedNames = spec.siblings ? sharedColumns(spec.definition) : [];
  const shared: SharedSpec | undefined =
    sharedNames.length > 0 ? { columns: sharedNames, refs: spec.sharedRefs } : undefined;
  // every translatable table has the unique index (language, translation_key) (server/db/schema.ts):
  // hitting it means the item already has a translation in that language
  const constraints: ConstraintMessages = {
    ...(spec.siblings && {
      [`${tableName}_language_translation_key_unique`]: { field: "language", key: "translation_exists" },
    }),
    ...spec.constraints,
  };

  /** a table with public addresses: address changes leave redirects (server/redirects/record.ts) */
  const tracked = () => trackedTables[tableName];

  const editSource =
    spec.tracksContentEdits && spec.siblings
      ? {
          table: spec.table,
          language: spec.siblings.language,
          key: spec.siblings.key,
          contentUpdatedAt: table.content_updated_at as PgColumn,
        }
      : undefined;

  /** the list rows with their translation status, when this table tracks content edits */
  async function withStatus(db: Tx, rows: Row[], items: Out[]): Promise<Out[]> {
    if (!editSource) return items;
    const statuses = await translationStatuses(db, editSource, rows.filter(hasContentEdits));
    return items.map((item, i) => ({ ...item, translation_status: statuses.get(rows[i].id) }));
  }

  /**
   * Does this write change the row's own language version? Shared fields belong to both versions,
   * and neither the publication flag and moments nor the address (url, a page's parent) are
   * content to translate, so none of them makes the other language outdated; a field given with
   * the value it already has (the admin form sends them all) is no change either.
   */
  function editsContent(before: Row | null, values: Record<string, unknown>): boolean {
    const notContent = new Set([
      ...(shared?.columns ?? []),
      "visible",
      "publish_at",
      "unpublish_at",
      "url",
      "full_url",
      "belongs_to",
      "language",
      "translation_key",
    ]);
    const old = (before ?? {}) as Record<string, unknown>;
    return Object.entries(values).some(
      ([column, value]) => value !== undefined && !notContent.has(column) && !sameValue(old[column], value),
    );
  }

  /**
   * Scheduled publishing (pages, news items, tips, products: ./live.ts): the API's ISO moments as
   * dates, and `unpublish_at` must come after `publish_at` — checked against the stored value of
   * the one not sent, so an edit of either alone cannot end before it starts. An unpublished item
   * given a publish moment still ahead is published by it (`schedulesPublication`).
   */
  function withSchedule(
    values: Record<string, unknown>,
    before: Record<string, unknown> | null,
    lang: Lang,
  ): Record<string, unknown> {
    if (!table.publish_at) return values;
    const out = { ...values };
    for (const key of ["publish_at", "unpublish_at"]) {
      if (typeof out[key] === "string") out[key] = new Date(out[key] as string);
    }
    const moment = (key: string) => {
      const value = key in out ? out[key] : before?.[key];
      return value == null ? null : new Date(value as Date).getTime();
    };
    const publish = moment("publish_at");
    const unpublish = moment("unpublish_at");
    if (publish !== null && unpublish !== null && unpublish <= publish)
      throw invalid("unpublish_not_after_publish", lang, "unpublish_at");
    // a draft with a publish moment ahead is scheduled: published now, public from that moment (liveAt)
    const visible = "visible" in out ? out.visible : (before?.visible ?? false);
    if (schedulesPublication({ visible, publish_at: publish === null ? null : new Date(publish) }, now()))
      out.visible = true;
    return out;
  }

  async function list(db: Tx, q: ListQuery): Promise<ListResult<Out>> {
    const conditions: (SQL | undefined)[] = [searchIn(q.search, searched)];
    const languageColumn = spec.language ?? spec.siblings?.language;
    if (q.language && languageColumn) conditions.push(eq(languageColumn, q.language));
    const where = and(...conditions);
    const order = listOrder(q, sortable, spec.defaultOrder, idColumn);
    const [{ total }] = await db.select({ total: count() }).from(table).where(where);
    const rows = (await db
      .select()
      .from(table)
      .where(where)
      .orderBy(...order)
      .limit(q.per_page)
      .offset((q.page - 1) * q.per_page)) as Row[];
    const items = await withStatus(db, rows, await spec.present(db, rows));
    return { items, total, page: q.page, perPage: q.per_page };
  }

  async function findRow(db: Tx, id: number): Promise<Row | null> {
    const rows = (await db.select().from(table).where(eq(idColumn, id)).limit(1)) as Row[];
    return rows[0] ?? null;
  }

  async function get(db: Tx, id: number): Promise<Out | null> {
    const row = await findRow(db, id);
    return row ? (await spec.present(db, [row]))[0] : null;
  }

  /** The id the next insert will most likely get (the admin uploads images before the first save). */
  async function nextId(db: Tx): Promise<number> {
    return nextSerialId(db, tableName);
  }

  /**
   * The translation key a new row must take to become the sibling of `translationOf`, after checking
   * that row exists, is in the other language and has no sibling in this language yet.
   */
  async function translationKeyFor(
    db: Tx,
    translationOf: number | undefined,
    language: Lang,
    lang: Lang,
  ): Promise<string | undefined> {
    if (translationOf === undefined || !spec.siblings) return undefined;
    const s = spec.siblings;
    const [other] = (await db
      .select({ key: s.key, language: s.language })
      .from(s.table)
      .where(eq(s.id, translationOf))
      .limit(1)) as { key: string; language: Lang }[];
    if (!other) throw invalid("translation_of_missing", lang, "translation_of");
    if (other.language === language) throw invalid("translation_same_language", lang, "translation_of");
    const [taken] = await db
      .select({ id: s.id })
      .from(s.table)
      .where(and(eq(s.key, other.key), eq(s.language, language)))
      .limit(1);
    if (taken) throw conflict("translation_exists", lang, "translation_of");
    return other.key;
  }

  /**
   * Inserts a row. As the translation of `translationOf` it takes the sibling's shared fields it was not
   * given, and gives the sibling the shared fields it was given (the latest write wins for both).
   */
  async function insert(
    db: Tx,
    given: Record<string, unknown>,
    options: { lang: Lang; translationOf?: number },
  ): Promise<Out> {
    const values = withSchedule(given, null, options.lang);
    return db.transaction(async (tx) => {
      const language = values.language as Lang;
      const translationKey = await translationKeyFor(tx, options.translationOf, language, options.lang);
      let fromSibling: Record<string, unknown> = {};
      let toSibling: Record<string, unknown> = {};
      let sibling: Row | null = null;
      if (translationKey && shared && options.translationOf !== undefined) {
        sibling = await findRow(tx, options.translationOf);
        if (sibling) {
          const siblingValues: Record<string, unknown> = sibling;
          const missing = Object.fromEntries(
            missingShared(shared, values).map((column) => [column, siblingValues[column]]),
          );
          fromSibling = await sharedValuesFor(tx, shared, missing, language);
          toSibling = await sharedValuesFor(tx, shared, values, siblingValues.language as Lang);
        }
      }
      try {
        const [row] = (await tx
          .insert(table)
          .values({
            ...fromSibling,
            ...values,
            ...(translationKey ? { translation_key: translationKey } : {}),
            ...(editSource ? { content_updated_at: new Date() } : {}),
          })
          .returning()) as Row[];
        await clearLiveAddress(tx, tracked()?.publicUrl(row) ?? null);
        if (sibling && Object.keys(toSibling).length > 0) {
          await tx
            .update(table)
            .set({ ...toSibling, updated_at: new Date() })
            .where(eq(idColumn, sibling.id));
        }
        return (await spec.present(tx, [row]))[0];
      } catch (error) {
        rethrowWriteError(error, constraints, options.lang);
      }
    });
  }

  /** null when the row does not exist. The shared fields given are copied to the sibling. */
  async function update(db: Tx, id: number, given: Record<string, unknown>, lang: Lang): Promise<Out | null> {
    return db.transaction(async (tx) => {
      try {
        const addressed = tracked();
        const scheduled = Boolean(table.publish_at);
        const before = addressed || editSource || scheduled ? await findRow(tx, id) : null;
        if (scheduled && !before) return null;
        const values = withSchedule(given, before as Record<string, unknown> | null, lang);
        const now = new Date();
        const edited = editSource && editsContent(before, values) ? { content_updated_at: now } : {};
        const rows = (await tx
          .update(table)
          .set({ ...values, updated_at: now, ...edited })
          .where(eq(idColumn, id))
          .returning()) as Row[];
        if (!rows[0]) return null;
        if (addressed && before) await recordAddressChange(tx, addressed, before, rows[0]);
        const s = spec.siblings;
        if (shared && s) {
          const { language, translation_key } = rows[0];
          const toSibling =
            language && translation_key
              ? await sharedValuesFor(tx, shared, values, otherLanguage(language))
              : {};
          if (language && translation_key && Object.keys(toSibling).length > 0) {
            await tx
              .update(table)
              .set({ ...toSibling, updated_at: new Date() })
              .where(and(eq(s.key, translation_key), ne(s.language, language)));
          }
        }
        return (await spec.present(tx, rows))[0];
      } catch (error) {
        rethrowWriteError(error, constraints, lang);
      }
    });
  }

  /**
   * Deletes the row and its translation sibling in one transaction (requirements §8: deletion messages note
   * that translations are deleted too). null when the row does not exist.
   */
  async function remove(
    db: Tx,
    id: number,
  ): Promise<{ deleted: number[]; translations_deleted: boolean } | null> {
    return db.transaction(async (tx) => {
      const s = spec.siblings;
      const addressed = tracked();
      const doomed = addressed ? await findRow(tx, id) : null;
      if (addressed && doomed) {
        // the row and its sibling, read before they go: the redirects that lead to them go too
        const key = doomed.translation_key;
        const family = s && key ? ((await tx.select().from(table).where(eq(s.key, key))) as Row[]) : [doomed];
        await removeRedirectsTo(tx, addressed, family);
      }
      if (!s) {
        const gone = (await tx.delete(table).where(eq(idColumn, id)).returning({ id: idColumn })) as {
          id: number;
        }[];
        return gone.length ? { deleted: [id], translations_deleted: false } : null;
      }
      const [row] = (await tx.select({ key: s.key }).from(s.table).where(eq(s.id, id)).limit(1)) as {
        key: string;
      }[];
      if (!row) return null;
      const gone = (await tx.delete(table).where(eq(s.key, row.key)).returning({ id: idColumn })) as {
        id: number;
      }[];
      const deleted = [id, ...gone.map((g) => g.id).filter((other) => other !== id)];
      return { deleted, translations_deleted: deleted.length > 1 };
    });
  }

  return { list, get, findRow, nextId, insert, update, remove, translationKeyFor };
}

export type Crud<Row extends CrudRow, Out> = ReturnType<typeof createCrud<Row, Out>>;

/**
 * The table's column of a name the definition lists in `listSort` or `adminSearch`. A name the table
 * does not have fails at start-up, not as a list that silently ignores it.
 */
function columnNamed(spec: Pick<CrudSpec<unknown, unknown>, "table" | "definition">, name: string) {
  const column = getTableColumns(spec.table)[columnOf(spec.definition, name)];
  if (!column)
    throw new Error(
      `${getTableName(spec.table)}: the ${spec.definition.noun} definition lists "${name}", not a column`,
    );
  return column;
}

/** equal as stored: dates by their moment, JSON (blocks, image lists) by content whatever its key order */
function sameValue(a: unknown, b: unknown): boolean {
  if (a instanceof Date || b instanceof Date) {
    return a != null && b != null && new Date(a as Date).getTime() === new Date(b as Date).getTime();
  }
  if (typeof a === "object" || typeof b === "object") return stableJson(a) === stableJson(b);
  return a === b;
}

function stableJson(value: unknown): string {
  return JSON.stringify(value, (_key, v) =>
    v && typeof v === "object" && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v).sort(([x], [y]) => x.localeCompare(y)))
      : v,
  );
}

/** Is there a row matching `where` (other than `exceptId`)? For the *-exists calls. */
export async function existsWhere(db: Tx, table: PgTable, id: PgColumn, where: SQL, exceptId?: number) {
  const conditions = exceptId ? and(where, sql`${id} <> ${exceptId}`) : where;
  const rows = await db.select({ id }).from(table).where(conditions).limit(1);
  return rows.length > 0;
}
