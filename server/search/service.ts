/**
 * The site search (issue 22): one SQL statement per search over the index that the triggers of
 * migration 0021 keep (`search.documents`), in the page's language, only what is public now
 * (`liveAt`, the one rule: a scheduled item is found from its moment on).
 *
 * How a query becomes a tsquery, inside that statement:
 *  - each word is a prefix (`'lapt':*`), so results come while a word is still being typed; the
 *    language's configuration stems it (dutch: "computers" → "computer", english: "repairs" → "repair");
 *  - a word of five letters or more also matches the words of the public texts that are one typo
 *    away (`search.one_edit`: one letter added, dropped, replaced, or two swapped: "laptpo" →
 *    "laptop", and "reparaties" → "reparatie", which the Dutch stemmer keeps apart); where the
 *    database has pg_trgm, words similar by trigrams count too (two typos in a long word);
 *  - the alternatives of one word are OR-ed, the words AND-ed.
 * Ranked by `ts_rank` over the weighted vector (title A above introduction B above body C, as the
 * definitions declare), with a `ts_headline` snippet of the best fragment.
 */
import { type SQL, sql } from "drizzle-orm";
import type { Language } from "#core/lang.ts";
import { homeFullUrl, newsPath, pagePath, productPath, tipPath } from "#core/public/urls.ts";
import { type SearchResult, type SearchResultType, searchWords } from "#core/search/schema.ts";
import { now } from "../auth/clock.ts";
import { liveAt } from "../content/live.ts";
import type { Database } from "../db/client.ts";
import { rawRows } from "../db/raw.ts";
import { pages } from "../db/schema.ts";
import { typeOfSource } from "./fields.ts";
import { searchDocuments } from "./tables.ts";

/** how typos are matched: with pg_trgm's similarity where installed, else by the one-typo rule only */
export type TypoMode = "trigram" | "one-edit";

const modes = new WeakMap<object, Promise<TypoMode>>();

/**
 * Whether this database has pg_trgm: asked once per database (one statement on the first search),
 * then remembered. A failed question is asked again next time.
 */
export function typoMode(database: Pick<Database, "db">): Promise<TypoMode> {
  let mode = modes.get(database.db);
  if (!mode) {
    mode = rawRows<{ present: boolean }>(
      database.db,
      sql`SELECT EXISTS (SELECT 1 FROM pg_extension WHERE extname = 'pg_trgm') AS present`,
    ).then(([row]) => (row?.present ? "trigram" : "one-edit"));
    mode.catch(() => modes.delete(database.db));
    modes.set(database.db, mode);
  }
  return mode;
}

/** trigram similarity at which a word counts as the same word mistyped (pg_trgm only) */
const SIMILAR = 0.5;
/** …and at which it is offered as "did you mean" when nothing was found */
const SUGGEST = 0.3;
/** the shortest word a typo is forgiven in (issue 22) */
const TYPO_MIN = 5;

const configOf = (lang: Language) => (lang === "en" ? "english" : "dutch");

export interface SearchOptions {
  lang: Language;
  limit: number;
  /** the moment "public now" is judged at (default: the controllable clock) */
  at?: Date;
  /** words to offer when nothing is found (the results page; the API has no place for them) */
  suggest?: boolean;
  /** force a typo mode (tests of the fallback on a database that has pg_trgm) */
  mode?: TypoMode;
}

export interface SearchAnswer {
  results: SearchResult[];
  /** words of the public texts close to the query's words, when nothing was found */
  suggestions: string[];
}

interface Row {
  kind: "hit" | "suggestion";
  source: string;
  title: string;
  path_key: string;
  service_page: string | null;
  snippet: string;
  /** the text the snippet was cut from ('' for a suggestion) */
  source_text: string;
}

/** Searches; at most one statement (two on a database's very first search, see typoMode). */
export async function searchSite(
  database: Pick<Database, "db">,
  q: string,
  options: SearchOptions,
): Promise<SearchAnswer> {
  const words = searchWords(q);
  if (words.length === 0) return { results: [], suggestions: [] };
  const mode = options.mode ?? (await typoMode(database));
  const rows = await rawRows<Row>(database.db, searchStatement(words, { ...options, mode }));
  const results: SearchResult[] = [];
  const suggestions: string[] = [];
  for (const row of rows) {
    if (row.kind === "suggestion") suggestions.push(row.title);
    else {
      const result = toResult(row, options.lang);
      if (result) results.push(result);
    }
  }
  return { results, suggestions };
}

function searchStatement(words: string[], o: SearchOptions & { mode: TypoMode }): SQL {
  const at = o.at ?? now();
  const cfg = configOf(o.lang);
  const trigram = o.mode === "trigram";
  const similar = trigram ? sql`OR similarity(w.word, v.word) >= ${SIMILAR}` : sql``;
  const close = sql`(search.one_edit(w.word, v.word) OR ${
    trigram
      ? sql`similarity(w.word, v.word) >= ${SUGGEST}`
      : sql`(length(w.word) >= 4 AND left(v.word, 4) = left(w.word, 4))`
  })`;
  const closeness = trigram ? sql`similarity(w.word, v.word)` : sql`-abs(length(v.word) - length(w.word))`;
  const suggestions = o.suggest
    ? sql`UNION ALL
      SELECT * FROM (
        SELECT 'suggestion' AS kind, '' AS source, v.word AS title, '' AS path_key, NULL AS service_page,
          '' AS snippet, '' AS source_text, NULL::real AS rank
        FROM words w JOIN vocabulary v ON v.word <> w.word AND ${close}
        WHERE NOT EXISTS (SELECT 1 FROM top)
        GROUP BY v.word ORDER BY max(${closeness}) DESC, v.word LIMIT 3
      ) s`
    : sql``;
  // the page a service is shown on: the first public page of its language with a services block
  // that lists it (or its group), the home page last (it shows a few services among much else, so a
  // visitor landed at the top of the home page); a service no public page shows is not found
  const servicePage = sql`(SELECT ${pages.full_url} FROM ${pages}
      WHERE ${pages.language} = live.language AND ${liveAt(pages, at)}
        AND EXISTS (SELECT 1 FROM jsonb_array_elements(${pages.blocks}) b
          WHERE b->>'type' = 'service' AND (
            (coalesce(b->>'mode', 'services') = 'services' AND b->'service_ids' @> to_jsonb(live.source_id))
            OR (b->>'mode' = 'service_groups' AND live.group_id IS NOT NULL
              AND b->'service_group_ids' @> to_jsonb(live.group_id))))
      ORDER BY ${pages.full_url} IN (${homeFullUrl("nl")}, ${homeFullUrl("en")}), ${pages.id} LIMIT 1)`;
  return sql`
    WITH words(word) AS (SELECT jsonb_array_elements_text(${JSON.stringify(words)}::jsonb)),
    live AS (
      SELECT source, source_id, language, title, path_key, group_id, body, document, words
      FROM ${searchDocuments}
      WHERE ${searchDocuments.language} = ${o.lang} AND ${liveAt(searchDocuments, at)}
    ),
    vocabulary AS (
      SELECT DISTINCT v AS word FROM live, unnest(tsvector_to_array(live.words)) v WHERE length(v) >= 3
    ),
    alternatives AS (
      SELECT word, word AS alt FROM words
      UNION
      SELECT w.word, v.word FROM words w JOIN vocabulary v
        ON length(w.word) >= ${TYPO_MIN} AND abs(length(v.word) - length(w.word)) <= 2
        AND (search.one_edit(w.word, v.word) ${similar})
    ),
    query AS (
      SELECT to_tsquery(${cfg}::regconfig, coalesce(string_agg(clause, ' & '), '')) AS q FROM (
        SELECT '(' || string_agg(quote_literal(alt) || ':*', ' | ') || ')' AS clause
        FROM alternatives GROUP BY word
      ) c
    ),
    hits AS (
      SELECT live.*, ts_rank(live.document, query.q) AS rank,
        CASE WHEN live.source = 'services' THEN ${servicePage} END AS service_page
      FROM live, query WHERE live.document @@ query.q
    ),
    top AS (
      SELECT * FROM hits WHERE source <> 'services' OR service_page IS NOT NULL
      ORDER BY rank DESC, title LIMIT ${o.limit}
    )
    SELECT * FROM (
      SELECT 'hit' AS kind, top.source, top.title, top.path_key, top.service_page,
        ts_headline(${cfg}::regconfig, CASE WHEN top.body = '' THEN top.title ELSE top.body END, query.q,
          'StartSel=' || chr(2) || ', StopSel=' || chr(3) || ', MaxWords=28, MinWords=12, ShortWord=2') AS snippet,
        CASE WHEN top.body = '' THEN top.title ELSE top.body END AS source_text,
        top.rank
      FROM top, query
      ${suggestions}
    ) answer ORDER BY kind, rank DESC NULLS LAST, title`;
}

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c] ?? c,
  );

const oneLine = (text: string) => text.replace(/\s+/g, " ").trim();

/**
 * The headline as safe HTML: everything escaped, the hits (between \x02 and \x03) in <mark>, and
 * "…" where it cuts the text it came from (`source`), so a snippet that starts or stops mid-sentence
 * does not read as the whole text.
 */
export function snippetHtml(headline: string, source = ""): string {
  const shown = oneLine(headline);
  const plain = shown.replaceAll("\u0002", "").replaceAll("\u0003", "");
  const whole = oneLine(source);
  const at = whole.indexOf(plain);
  const before = at > 0 ? "… " : "";
  const after = at >= 0 && at + plain.length < whole.length ? " …" : "";
  return `${before}${escapeHtml(shown)}${after}`
    .replaceAll("\u0002", "<mark>")
    .replaceAll("\u0003", "</mark>");
}

function urlOf(type: SearchResultType, row: Row, lang: Language): string | null {
  switch (type) {
    case "page":
      return pagePath(lang, row.path_key);
    case "news":
      return newsPath(lang, row.path_key);
    case "tip":
      return tipPath(lang, row.path_key);
    case "product":
      return productPath(lang, row.path_key);
    case "service":
      return row.service_page === null ? null : pagePath(lang, row.service_page);
  }
}

function toResult(row: Row, lang: Language): SearchResult | null {
  const type = typeOfSource.get(row.source);
  if (!type) return null;
  const url = urlOf(type, row, lang);
  return url === null
    ? null
    : { type, title: row.title, url, snippet: snippetHtml(row.snippet, row.source_text) };
}
