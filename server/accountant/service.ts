/**
 * Accountant downloads (requirements §3 "editable settings, with a current one for the accountant"): the
 * admin edits them and adds documents; the accountant sees the current one and downloads its
 * documents, one by one or as one ZIP. Every download is logged (who, when, what).
 */
import { and, asc, count, desc, eq, inArray, ne, type SQL } from "drizzle-orm";
import { now } from "../auth/clock.ts";
import { type ListQuery, type ListResult, listOrder, searchIn } from "../content/list-query.ts";
import type { Tx } from "../db/client.ts";
import { accountantDocuments, accountantDownloads, downloadLog } from "../db/schema.ts";
import type { ObjectStorage } from "../storage/index.ts";
import { removeDocumentFile } from "./files.ts";
import type { AccountantDownloadInput } from "./schema.ts";

export type DownloadRow = typeof accountantDownloads.$inferSelect;
export type DocumentRow = typeof accountantDocuments.$inferSelect;
/** a document as the API shows it: never the path on disk */
export type AccountantDocument = Omit<DocumentRow, "stored_path"> & { url: string };
export type AccountantDownload = DownloadRow & { documents: AccountantDocument[] };
export type Viewer = { id: number; role: string };

const texts = {
  downloadNotFound: { en: "Accountant download not found", nl: "Boekhouddownload niet gevonden" },
  documentNotFound: { en: "Document not found", nl: "Document niet gevonden" },
};

/** the 404s of a download and of a document (the route answers them; these services return null) */
export const downloadNotFound = texts.downloadNotFound;
export const documentNotFound = texts.documentNotFound;

export function presentDocument(row: DocumentRow): AccountantDocument {
  const { stored_path: _path, ...rest } = row;
  return { ...rest, url: `/api/accountant-document/${row.id}` };
}

async function documentsOf(db: Tx, downloadIds: number[]): Promise<Map<number, AccountantDocument[]>> {
  const map = new Map<number, AccountantDocument[]>(downloadIds.map((id) => [id, []]));
  if (downloadIds.length === 0) return map;
  const rows = await db
    .select()
    .from(accountantDocuments)
    .where(inArray(accountantDocuments.download_id, downloadIds))
    .orderBy(asc(accountantDocuments.file_name), asc(accountantDocuments.id));
  for (const row of rows) map.get(row.download_id)?.push(presentDocument(row));
  return map;
}

const sortable = {
  title: accountantDownloads.title,
  period: accountantDownloads.period,
  is_current: accountantDownloads.is_current,
  updated_at: accountantDownloads.updated_at,
  id: accountantDownloads.id,
};

export async function listDownloads(db: Tx, q: ListQuery): Promise<ListResult<AccountantDownload>> {
  const where = searchIn(q.search, [accountantDownloads.title, accountantDownloads.period]);
  const order = listOrder(
    q,
    sortable,
    [desc(accountantDownloads.is_current), desc(accountantDownloads.id)],
    accountantDownloads.id,
  );
  const [{ total }] = await db.select({ total: count() }).from(accountantDownloads).where(where);
  const rows = await db
    .select()
    .from(accountantDownloads)
    .where(where)
    .orderBy(...order)
    .limit(q.per_page)
    .offset((q.page - 1) * q.per_page);
  const docs = await documentsOf(
    db,
    rows.map((r) => r.id),
  );
  return {
    items: rows.map((r) => ({ ...r, documents: docs.get(r.id) ?? [] })),
    total,
    page: q.page,
    perPage: q.per_page,
  };
}

async function findDownload(db: Tx, where: SQL): Promise<AccountantDownload | null> {
  const [row] = await db
    .select()
    .from(accountantDownloads)
    .where(where)
    .orderBy(desc(accountantDownloads.id))
    .limit(1);
  if (!row) return null;
  const docs = await documentsOf(db, [row.id]);
  return { ...row, documents: docs.get(row.id) ?? [] };
}

/** One download. The admin sees any; the accountant only the current one (others are not found). */
export async function getDownload(db: Tx, id: number, viewer: Viewer): Promise<AccountantDownload | null> {
  const onlyCurrent = viewer.role === "cms-admin" ? undefined : eq(accountantDownloads.is_current, true);
  return findDownload(db, and(eq(accountantDownloads.id, id), onlyCurrent)!);
}

const admin: Viewer = { id: 0, role: "cms-admin" };

/** a download this request has just written, read back */
async function readBack(db: Tx, id: number): Promise<AccountantDownload> {
  const found = await getDownload(db, id, admin);
  if (!found) throw new Error(`accountant download ${id} could not be read back after writing it`);
  return found;
}

/** The accountant's download: the current one, or null when none is marked current. */
export function getCurrentDownload(db: Tx): Promise<AccountantDownload | null> {
  return findDownload(db, eq(accountantDownloads.is_current, true));
}

function values(input: AccountantDownloadInput) {
  return Object.fromEntries(Object.entries(input).filter(([, v]) => v !== undefined));
}

export async function createDownload(
  db: Tx,
  input: AccountantDownloadInput & { title: string },
): Promise<AccountantDownload> {
  const id = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(accountantDownloads)
      .values({ ...values(input), title: input.title })
      .returning();
    if (row.is_current) await clearOtherCurrent(tx, row.id);
    return row.id;
  });
  return readBack(db, id);
}

async function clearOtherCurrent(tx: Tx, keepId: number) {
  await tx
    .update(accountantDownloads)
    .set({ is_current: false, updated_at: now() })
    .where(and(eq(accountantDownloads.is_current, true), ne(accountantDownloads.id, keepId)));
}

/**
 * Edits the settings; marking one current un-marks every other one (only one current). null when
 * there is no such download.
 */
export async function updateDownload(
  db: Tx,
  id: number,
  input: AccountantDownloadInput,
): Promise<AccountantDownload | null> {
  const found = await db.transaction(async (tx) => {
    const rows = await tx
      .update(accountantDownloads)
      .set({ ...values(input), updated_at: now() })
      .where(eq(accountantDownloads.id, id))
      .returning({ id: accountantDownloads.id });
    if (rows.length === 0) return false;
    if (input.is_current === true) await clearOtherCurrent(tx, id);
    return true;
  });
  return found ? readBack(db, id) : null;
}

export async function addDocument(
  db: Tx,
  downloadId: number,
  document: { file_name: string; stored_path: string; mime: string; size: number },
): Promise<AccountantDocument> {
  const [row] = await db
    .insert(accountantDocuments)
    .values({ ...document, download_id: downloadId, created_at: now() })
    .returning();
  return presentDocument(row);
}

export async function downloadExists(db: Tx, id: number): Promise<boolean> {
  const rows = await db
    .select({ id: accountantDownloads.id })
    .from(accountantDownloads)
    .where(eq(accountantDownloads.id, id));
  return rows.length > 0;
}

/**
 * A document row for download: the admin any, the accountant only those of the current download (null
 * for the others).
 */
export async function findDocumentFor(db: Tx, id: number, viewer: Viewer): Promise<DocumentRow | null> {
  const rows = await db
    .select({ doc: accountantDocuments, is_current: accountantDownloads.is_current })
    .from(accountantDocuments)
    .innerJoin(accountantDownloads, eq(accountantDownloads.id, accountantDocuments.download_id))
    .where(eq(accountantDocuments.id, id))
    .limit(1);
  const row = rows[0];
  if (!row || (viewer.role !== "cms-admin" && !row.is_current)) return null;
  return row.doc;
}

/** The stored documents of a download (for the ZIP), with their paths. */
export async function documentRowsOf(db: Tx, downloadId: number): Promise<DocumentRow[]> {
  return db
    .select()
    .from(accountantDocuments)
    .where(eq(accountantDocuments.download_id, downloadId))
    .orderBy(asc(accountantDocuments.file_name), asc(accountantDocuments.id));
}

/** null when there is no such document */
export async function deleteDocument(
  db: Tx,
  documents: ObjectStorage,
  id: number,
): Promise<AccountantDocument | null> {
  const [row] = await db.delete(accountantDocuments).where(eq(accountantDocuments.id, id)).returning();
  if (!row) return null;
  await removeDocumentFile(documents, row.stored_path);
  return presentDocument(row);
}

export async function logDownload(
  db: Tx,
  entry: { userId: number; downloadId: number; documentId?: number; what: string },
): Promise<void> {
  await db.insert(downloadLog).values({
    user_id: entry.userId,
    download_id: entry.downloadId,
    document_id: entry.documentId ?? null,
    what: entry.what.slice(0, 300),
    at: now(),
  });
}
