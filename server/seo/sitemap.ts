/**
 * sitemap.xml: every visible page, news item, tip and product of both languages plus the
 * overviews, each with xhtml:link alternates to its translation sibling (and x-default = Dutch).
 * Only public rows (visible and within their scheduled window: server/content/live.ts); a sibling
 * that is not public is not linked.
 */
import { and, eq, type SQL } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import {
  newsOverviewPath,
  newsPath,
  pagePath,
  productOverviewPath,
  productPath,
  tipOverviewPath,
  tipPath,
} from "#core/public/urls.ts";
import { liveAt } from "../content/live.ts";
import type { Tx } from "../db/client.ts";
import { newsItems, pages, products, tips } from "../db/schema.ts";
import type { Lang } from "../i18n/lang.ts";

export interface SitemapEntry {
  /** path per language; the entry is listed once per language it exists in */
  paths: Partial<Record<Lang, string>>;
  lastmod?: string;
}

interface Row {
  language: Lang;
  key: string;
  url: string;
  updated: Date;
}

async function visibleRows(
  db: Tx,
  table: PgTable,
  columns: { language: PgColumn; key: PgColumn; url: PgColumn; updated: PgColumn; live: SQL },
  extra?: SQL,
): Promise<Row[]> {
  return (await db
    .select({ language: columns.language, key: columns.key, url: columns.url, updated: columns.updated })
    .from(table)
    .where(extra ? and(columns.live, extra) : columns.live)) as Row[];
}

/** pair rows by translation key: one entry per key with the path of each language */
function pair(rows: Row[], toPath: (lang: Lang, url: string) => string): SitemapEntry[] {
  const byKey = new Map<string, SitemapEntry & { updated: Date }>();
  for (const row of rows) {
    const entry = byKey.get(row.key) ?? { paths: {}, updated: row.updated };
    entry.paths[row.language] = toPath(row.language, row.url);
    if (row.updated > entry.updated) entry.updated = row.updated;
    byKey.set(row.key, entry);
  }
  return [...byKey.values()].map(({ paths, updated }) => ({
    paths,
    lastmod: updated.toISOString().slice(0, 10),
  }));
}

export async function sitemapEntries(db: Tx): Promise<SitemapEntry[]> {
  const [pageRows, newsRows, tipRows, productRows] = await Promise.all([
    visibleRows(db, pages, {
      language: pages.language,
      key: pages.translation_key,
      url: pages.full_url,
      updated: pages.updated_at,
      live: liveAt(pages),
    }),
    visibleRows(db, newsItems, {
      language: newsItems.language,
      key: newsItems.translation_key,
      url: newsItems.url,
      updated: newsItems.updated_at,
      live: liveAt(newsItems),
    }),
    visibleRows(db, tips, {
      language: tips.language,
      key: tips.translation_key,
      url: tips.url,
      updated: tips.updated_at,
      live: liveAt(tips),
    }),
    visibleRows(
      db,
      products,
      {
        language: products.language,
        key: products.translation_key,
        url: products.url,
        updated: products.updated_at,
        live: liveAt(products),
      },
      eq(products.product_type, "product-sale"),
    ),
  ]);
  const overviews: SitemapEntry[] = [
    { paths: { nl: newsOverviewPath("nl"), en: newsOverviewPath("en") } },
    { paths: { nl: tipOverviewPath("nl"), en: tipOverviewPath("en") } },
    { paths: { nl: productOverviewPath("nl"), en: productOverviewPath("en") } },
  ];
  return [
    ...pair(pageRows, pagePath),
    ...overviews,
    ...pair(newsRows, newsPath),
    ...pair(tipRows, tipPath),
    ...pair(productRows, productPath),
  ];
}

const xml = (value: string) =>
  value.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

export function renderSitemap(entries: SitemapEntry[], publicUrl: string): string {
  const lines = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
  ];
  for (const entry of entries) {
    const langs = (["nl", "en"] as const).filter((l) => entry.paths[l]);
    for (const lang of langs) {
      lines.push("  <url>");
      lines.push(`    <loc>${xml(publicUrl + entry.paths[lang])}</loc>`);
      if (entry.lastmod) lines.push(`    <lastmod>${entry.lastmod}</lastmod>`);
      if (langs.length === 2) {
        for (const alt of langs)
          lines.push(
            `    <xhtml:link rel="alternate" hreflang="${alt}" href="${xml(publicUrl + entry.paths[alt])}"/>`,
          );
        lines.push(
          `    <xhtml:link rel="alternate" hreflang="x-default" href="${xml(publicUrl + entry.paths.nl)}"/>`,
        );
      }
      lines.push("  </url>");
    }
  }
  lines.push("</urlset>");
  return `${lines.join("\n")}\n`;
}
