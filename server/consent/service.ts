/**
 * The consent log: proof of each visitor's cookie choice (what, under which policy version, when,
 * from which network). A row is added when a consent id's choice changes, never for the same choice
 * again; rows older than the retention period are removed (./retention.ts). No HTTP here.
 *
 * Bounded without losing a visitor's record: what is limited is the rows added, not the choices
 * sent, so repeating a choice is never refused (it stores nothing). New rows are limited per network
 * (the stored truncation: an IPv6 range or a /24 counts as one, however many addresses it holds) and
 * in total, each generous for a small company's site (an office behind one address stays far below
 * them). A choice over a bound is refused with 429, counted in the metrics and logged once per
 * window; the banner's form sets the cookie anyway, marked, and the island sends the choice again
 * from a later page (server/consent/document-post.ts, app/islands/consent.ts): the
 * visitor's record is kept late, never dropped, and a flood cannot fill the disk.
 */
import { and, asc, desc, eq, gt, lt, type SQL, sql } from "drizzle-orm";
import { CONSENT_CATEGORIES, type ConsentCategory } from "#core/consent-cookie.ts";
import {
  type ListQuery,
  type ListResult,
  listPage,
  type SortColumns,
  searchIn,
} from "../content/list-query.ts";
import type { Tx } from "../db/client.ts";
import { consentLog } from "../db/schema.ts";
import type { AppDeps } from "../deps.ts";
import { DomainError } from "../domain-error.ts";
import { hitRateLimit, pruneRateLimits, type RateLimitResult } from "../http/rate-limit.ts";
import type { Lang } from "../i18n/lang.ts";
import { countConsentRefused } from "../metrics/metrics.ts";
import { amsterdamTimestamp, CSV_BOM, CSV_HEADER, csvLine } from "./csv.ts";
import { truncateAddress } from "./truncate-address.ts";

export type ConsentRow = typeof consentLog.$inferSelect;
export type ConsentEntry = Omit<ConsentRow, "created_at"> & { created_at: string };

/**
 * The rows the log adds at most: per network (the truncated address) and in total, per window. At
 * the total bound a flood adds about 14 000 rows (some 3 MB) a day.
 */
export const consentBounds = {
  network: { limit: 100, windowMs: 10 * 60_000 },
  total: { limit: 600, windowMs: 60 * 60_000 },
} as const;
export type ConsentBound = keyof typeof consentBounds;

const text = {
  tooMany: {
    en: ["Too many requests", "Too many cookie choices from this network. Please try again later."],
    nl: ["Te veel verzoeken", "Te veel cookiekeuzes vanaf dit netwerk. Probeer het later opnieuw."],
  },
  tooManyTotal: {
    en: ["Too many requests", "Too many cookie choices at the moment. Please try again later."],
    nl: [
      "Te veel verzoeken",
      "Op dit moment komen er te veel cookiekeuzes binnen. Probeer het later opnieuw.",
    ],
  },
  newerVersion: {
    en: "This policy version does not exist yet. Reload the page and choose again.",
    nl: "Deze versie van het beleid bestaat nog niet. Laad de pagina opnieuw en kies nog eens.",
  },
  invalid: { en: "The data is invalid.", nl: "De gegevens zijn ongeldig." },
} as const;

export interface ConsentChoice {
  categories: readonly ConsentCategory[];
  policy_version: number;
}

export interface RecordContext {
  /** the id in the visitor's consent cookie (null: none, a new one is made) */
  consentId: string | null;
  /** the client's address: only its truncation is stored, and the bound counts that network */
  ip: string;
  lang: Lang;
  now?: Date;
}

/** necessary is always on; the rest in one fixed order, so the same choice compares equal */
export function normalizeCategories(categories: readonly string[]): ConsentCategory[] {
  const chosen = new Set<string>([...categories, "necessary"]);
  return CONSENT_CATEGORIES.filter((category) => chosen.has(category));
}

const sameChoice = (row: ConsentRow, categories: string[], version: number) =>
  row.policy_version === version && row.categories.join(",") === categories.join(",");

export const toEntry = (row: ConsentRow): ConsentEntry => ({
  ...row,
  created_at: row.created_at.toISOString(),
});

/**
 * Records a choice. The same choice again for the same consent id (and policy version) stores
 * nothing; answers the consent id and whether a row was added.
 */
export async function recordConsent(
  deps: AppDeps,
  choice: ConsentChoice,
  ctx: RecordContext,
): Promise<{ consent_id: string; stored: boolean }> {
  const { config, database, logger } = deps;
  if (choice.policy_version > config.consentPolicyVersion) {
    throw new DomainError("invalid", text.invalid[ctx.lang], text.invalid[ctx.lang], {
      policy_version: [text.newerVersion[ctx.lang]],
    });
  }
  const { db } = database;
  if (Math.random() < 0.02) await pruneRateLimits(db, "consent:", consentBounds.network.windowMs, ctx.now);

  const categories = normalizeCategories(choice.categories);
  const consentId = ctx.consentId ?? crypto.randomUUID();
  const network = truncateAddress(ctx.ip);
  type Outcome = { stored: boolean; refused?: undefined } | { refused: Refusal };
  const outcome = await db.transaction(async (tx): Promise<Outcome> => {
    // one writer per consent id at a time (across instances), so a double click stores one row
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`consent:${consentId}`}))`);
    const [latest] = await tx
      .select()
      .from(consentLog)
      .where(eq(consentLog.consent_id, consentId))
      .orderBy(desc(consentLog.created_at), desc(consentLog.id))
      .limit(1);
    if (latest && sameChoice(latest, categories, choice.policy_version)) return { stored: false };
    const refused = await overBound(tx, network, ctx.now);
    if (refused) return { refused };
    await tx.insert(consentLog).values({
      consent_id: consentId,
      categories,
      policy_version: choice.policy_version,
      ip_truncated: network,
      ...(ctx.now ? { created_at: ctx.now } : {}),
    });
    return { stored: true };
  });
  if (outcome.refused) {
    const { bound, rate } = outcome.refused;
    countConsentRefused(bound);
    // once per window, not per request: a flood must not fill the server's log instead
    if (rate.count === consentBounds[bound].limit + 1) {
      logger.warn(
        { bound, network, limit: consentBounds[bound] },
        "consent log: bound reached, choices refused",
      );
    }
    const [title, message] = (bound === "total" ? text.tooManyTotal : text.tooMany)[ctx.lang];
    throw new DomainError("rate_limited", title, message, undefined, rate.retryAfterS);
  }
  return { consent_id: consentId, stored: outcome.stored };
}

interface Refusal {
  bound: ConsentBound;
  rate: RateLimitResult;
}

/** Counts a new row against the network's and the total bound; answers the bound it passes, if any. */
async function overBound(tx: Tx, network: string, now: Date | undefined): Promise<Refusal | null> {
  const { network: perNetwork, total } = consentBounds;
  const own = await hitRateLimit(tx, `consent:${network}`, perNetwork.limit, perNetwork.windowMs, now);
  if (!own.allowed) return { bound: "network", rate: own };
  const all = await hitRateLimit(tx, "consent-total", total.limit, total.windowMs, now);
  if (!all.allowed) return { bound: "total", rate: all };
  return null;
}

/** the `sort` values of the admin list */
export const consentSortColumns: SortColumns = {
  id: consentLog.id,
  created_at: consentLog.created_at,
  policy_version: consentLog.policy_version,
};

/** `search` finds a consent id, whole or in part (the admin pastes what the visitor read out) */
function searchCondition(search: string | undefined): SQL | undefined {
  return searchIn(search?.toLowerCase(), [sql`${consentLog.consent_id}::text`]);
}

/** Newest first unless `sort` says otherwise. */
export async function listConsents(
  deps: AppDeps,
  query: Pick<ListQuery, "page" | "per_page" | "search" | "sort" | "order">,
): Promise<ListResult<ConsentEntry>> {
  return listPage(deps.database.db, query, {
    table: consentLog,
    where: searchCondition(query.search),
    sortable: consentSortColumns,
    fallback: [desc(consentLog.created_at), desc(consentLog.id)],
    tiebreak: consentLog.id,
    present: toEntry,
  });
}

/** the rows fetched per round of the export (memory stays flat however long the log is) */
const EXPORT_BATCH = 1000;

/**
 * The whole log (or the entries matching `search`) as CSV (./csv.ts: for Dutch Excel), oldest
 * first, streamed in batches. Categories are separated by spaces inside their field.
 */
export function exportConsentsCsv(deps: AppDeps, search?: string): ReadableStream<Uint8Array> {
  const { db } = deps.database;
  const encoder = new TextEncoder();
  let lastId = 0;
  let started = false;
  return new ReadableStream({
    async pull(controller) {
      if (!started) {
        started = true;
        controller.enqueue(encoder.encode(CSV_BOM + csvLine(CSV_HEADER)));
      }
      const rows = await db
        .select()
        .from(consentLog)
        .where(and(gt(consentLog.id, lastId), searchCondition(search)))
        .orderBy(asc(consentLog.id))
        .limit(EXPORT_BATCH);
      if (rows.length === 0) {
        controller.close();
        return;
      }
      lastId = rows[rows.length - 1].id;
      const lines = rows.map((row) =>
        csvLine([
          String(row.id),
          row.consent_id,
          amsterdamTimestamp(row.created_at),
          String(row.policy_version),
          row.categories.join(" "),
          row.ip_truncated,
        ]),
      );
      controller.enqueue(encoder.encode(lines.join("")));
    },
  });
}

/** Removes the entries older than the retention period, counted back from `now`; answers how many. */
export async function removeExpiredConsents(
  db: Tx,
  retentionDays: number,
  now: Date = new Date(),
): Promise<number> {
  const cutoff = new Date(now.getTime() - retentionDays * 24 * 60 * 60_000);
  const removed = await db
    .delete(consentLog)
    .where(lt(consentLog.created_at, cutoff))
    .returning({ id: consentLog.id });
  return removed.length;
}
