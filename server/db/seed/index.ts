/**
 * Demo content: a believable Delft IT-services company in Dutch and English.
 *
 * `seedDatabase` renders the demo images and documents into DATA_DIR, then, in ONE transaction,
 * writes the whole demo site. It never deletes anything unless told to (`reset`): without it, it
 * refuses a database whose content tables hold rows and leaves the accounts as they are, so the owner
 * created first keeps their login. With `reset` it first empties EVERY table, accounts included (one
 * TRUNCATE … RESTART IDENTITY CASCADE), so running it twice gives the same rows. Start-up calls it
 * only when the database is empty; `npm run db:seed` (`-- --reset`) is server/db/seed/cli.ts. The
 * content lives beside this file: catalog.ts (news, tips,
 * products, services, features, reviews), pages.ts (the page tree and its blocks), people.ts
 * (accounts, statuses, stock, messages, accountant documents).
 */
import path from "node:path";
import { getTableName, is, sql } from "drizzle-orm";
import { PgTable } from "drizzle-orm/pg-core";
import { blocksSchema } from "#core/blocks/index.ts";
import { amsterdamWallTime } from "#core/booking/time.ts";
import { now } from "../../auth/clock.ts";
import { hashPassword } from "../../auth/password.ts";
import type { Lang } from "../../i18n/lang.ts";
import type { Db, Tx } from "../client.ts";
import { rawRows } from "../raw.ts";
import * as schema from "../schema.ts";
import {
  accountantDocuments,
  accountantDownloads,
  emailMessages,
  features,
  newsCategories,
  newsGroups,
  newsItems,
  pages,
  products,
  redirects,
  reviews,
  serviceGroups,
  services,
  statusesNewPc,
  statusesRepair,
  statusHistoryNewPc,
  statusHistoryRepair,
  tips,
  uploads,
  users,
  zzpProducts,
} from "../schema.ts";
import { insertDemoBooking, insertDemoClosedDays } from "./booking.ts";
import {
  newsItems as demoNews,
  featureItems,
  newsCategoryLabels,
  newsCategoryTitles,
  newsGroupPairs,
  productHeader,
  productItems,
  reviewItems,
  serviceGroupItems,
  serviceItems,
  tipItems,
} from "./catalog.ts";
import { type DemoImage, type RenderedImage, renderDemoImages } from "./images.ts";
import { type DemoPage, galleryImages, type PageRefs, pageImages, pageTree } from "./pages.ts";
import {
  demoDownloads,
  demoEmails,
  demoStatusesNewPc,
  demoStatusesRepair,
  demoUsers,
  demoZzpProducts,
  writeDemoDocuments,
} from "./people.ts";
import { daysAgo } from "./util.ts";

export interface SeedOptions {
  /**
   * password of the demo accounts; accounts (and their statuses and stock) are skipped when undefined,
   * and when the database already has an account (they are never mixed with real ones)
   */
  demoPassword?: string;
  /** DATA_DIR, where generated demo images and documents are written */
  dataDir: string;
  /** empty every table first, accounts included; without it nothing is deleted */
  reset?: boolean;
}

export interface SeedSummary {
  /** rows per table after the seed */
  counts: Record<string, number>;
  /** e-mail addresses of the demo accounts that were created */
  accounts: string[];
  /** with `reset`: the rows per table that were deleted (tables that held any) */
  deleted: Record<string, number>;
  /** without `reset`: the accounts that were there and were left alone */
  keptAccounts: number;
  ms: number;
}

/**
 * The tables the demo content writes besides the accounts. Without `reset` the seed refuses a
 * database where any of them holds a row: its content would be mixed with the demo's.
 */
const contentTables = [
  pages,
  newsItems,
  newsCategories,
  newsGroups,
  tips,
  products,
  services,
  serviceGroups,
  features,
  reviews,
  redirects,
  uploads,
  emailMessages,
  accountantDownloads,
  accountantDocuments,
  schema.bookingKinds,
  schema.bookingExceptions,
] as const;

/** Thrown without `reset` when the database already holds content; nothing was written. */
export class DatabaseHoldsContent extends Error {
  constructor(
    /** rows per content table that holds any */
    readonly content: Record<string, number>,
    readonly accounts: number,
  ) {
    super("the database already holds content");
  }
}

async function countOf(db: Tx, table: PgTable): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(table);
  return Number(row.n);
}

/** rows per content table that holds any */
export async function contentRows(db: Tx): Promise<Record<string, number>> {
  const held: Record<string, number> = {};
  for (const table of contentTables) {
    const n = await countOf(db, table);
    if (n > 0) held[getTableName(table)] = n;
  }
  return held;
}

const languages = ["nl", "en"] as const;

export async function isDatabaseEmpty(db: Db): Promise<boolean> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(pages);
  const [userRow] = await db.select({ n: sql<number>`count(*)::int` }).from(users);
  return row.n === 0 && userRow.n === 0;
}

/** every table of the schema, for the one TRUNCATE and the summary */
export function allTableNames(): string[] {
  return (Object.values(schema) as unknown[])
    .filter((value): value is PgTable => is(value, PgTable))
    .map((table) => getTableName(table))
    .sort();
}

/** rows per table */
export async function countRows(db: Tx): Promise<Record<string, number>> {
  const names = allTableNames();
  const union = names
    .map((name) => `SELECT '${name}' AS name, count(*)::int AS n FROM "${name}"`)
    .join(" UNION ALL ");
  const rows = await rawRows<{ name: string; n: number }>(db, sql.raw(union));
  return Object.fromEntries(rows.map((row) => [row.name, Number(row.n)]));
}

/** every image the demo content shows */
export function demoImages(): DemoImage[] {
  const list = [
    ...demoNews.flatMap((item) => [item.image, item.header]),
    ...tipItems.flatMap((item) => [item.image, item.header]),
    ...productItems.map((item) => item.image),
    productHeader,
    ...pageImages(),
    ...galleryImages,
  ];
  return [...new Map(list.map((image) => [image.url, image])).values()];
}

/** uploads rows: /uploads/gallery/werkplaats/x.jpg → gallery/werkplaats; /uploads/demo/news/x.jpg → news/demo */
function uploadRow(image: RenderedImage): typeof uploads.$inferInsert {
  const parts = image.url.split("/");
  const [pageType, pageId] = parts[2] === "demo" ? [parts[3], "demo"] : [parts[2], parts[3]];
  return {
    page_type: pageType,
    page_id: pageId,
    url: image.url,
    original_name: parts.at(-1) ?? "",
    mime: image.mime,
    size: image.size,
    width: image.width,
    height: image.height,
    variants: image.variants,
  };
}

export async function seedDatabase(db: Db, options: SeedOptions): Promise<SeedSummary> {
  const started = performance.now();
  const uploadDir = path.join(options.dataDir, "uploads");
  const documentDir = path.join(options.dataDir, "documents");
  const downloads = demoDownloads();

  // files first (outside the transaction): images, documents, password hashes in parallel
  const [rendered, documentRows, hashes] = await Promise.all([
    renderDemoImages(demoImages(), uploadDir),
    Promise.all(downloads.map((download) => writeDemoDocuments(documentDir, download))),
    // one scrypt hash shared by the demo accounts: they have the same, publicly known password anyway,
    // and scrypt is deliberately slow (six hashes were most of a seed's time)
    options.demoPassword === undefined
      ? Promise.resolve([] as string[])
      : hashPassword(options.demoPassword).then((hash) => demoUsers.map(() => hash)),
  ]);

  let accounts: string[] = [];
  let deleted: Record<string, number> = {};
  let keptAccounts = 0;
  await db.transaction(async (tx) => {
    if (options.reset) {
      deleted = Object.fromEntries(Object.entries(await countRows(tx)).filter(([, n]) => n > 0));
      await tx.execute(
        sql.raw(
          `TRUNCATE ${allTableNames()
            .map((name) => `"${name}"`)
            .join(", ")} RESTART IDENTITY CASCADE`,
        ),
      );
    } else {
      const held = await contentRows(tx);
      keptAccounts = await countOf(tx, users);
      if (Object.keys(held).length > 0) throw new DatabaseHoldsContent(held, keptAccounts);
    }
    await tx.insert(uploads).values(rendered.map(uploadRow));
    const refs = await insertCatalog(tx);
    for (const language of languages) await insertPages(tx, pageTree, refs[language], null);
    if (options.demoPassword !== undefined && keptAccounts === 0) {
      accounts = await insertPeople(tx, hashes);
    }
    await tx.insert(emailMessages).values(demoEmails);
    for (const [index, download] of downloads.entries()) {
      const [row] = await tx
        .insert(accountantDownloads)
        .values({
          title: download.title,
          period: download.period,
          description: download.description,
          is_current: download.is_current,
        })
        .returning({ id: accountantDownloads.id });
      await tx
        .insert(accountantDocuments)
        .values(documentRows[index].map((doc) => ({ ...doc, download_id: row.id })));
    }
    await insertDemoBooking(tx);
    await insertDemoClosedDays(tx, amsterdamWallTime(now()).day);
  });

  return {
    counts: await countRows(db),
    accounts,
    deleted,
    keptAccounts,
    ms: Math.round(performance.now() - started),
  };
}

/** news, tips, products, services, features, reviews; returns the ids the page blocks refer to */
async function insertCatalog(tx: Tx): Promise<Record<Lang, PageRefs>> {
  const categoryRows = await tx
    .insert(newsCategories)
    .values(
      newsCategoryTitles.map((title) => ({
        title,
        title_nl: newsCategoryLabels[title].nl,
        title_en: newsCategoryLabels[title].en,
      })),
    )
    .returning({ id: newsCategories.id, title: newsCategories.title });
  const categoryIds = Object.fromEntries(categoryRows.map((row) => [row.title, row.id]));

  const refs = {} as Record<Lang, PageRefs>;
  for (const language of languages) {
    const groupRows = await tx
      .insert(newsGroups)
      .values(
        newsGroupPairs.map((pair) => ({ language, translation_key: pair.key, title: pair[language].title })),
      )
      .returning({ id: newsGroups.id });
    const newsGroupIds = groupRows.map((row) => row.id);

    const serviceGroupRows = await tx
      .insert(serviceGroups)
      .values(
        serviceGroupItems.map((group, position) => ({
          language,
          translation_key: group.key,
          icon: group.icon,
          position,
          ...group[language],
        })),
      )
      .returning({ id: serviceGroups.id });
    const serviceGroupIds = serviceGroupRows.map((row) => row.id);

    const serviceRows = await tx
      .insert(services)
      .values(
        serviceItems.map((item, position) => ({
          language,
          translation_key: item.key,
          icon: item.icon,
          position,
          service_group_id: serviceGroupIds[item.group],
          ...item[language],
        })),
      )
      .returning({ id: services.id });

    await tx.insert(features).values(
      featureItems.map((item, position) => ({
        language,
        translation_key: item.key,
        icon: item.icon,
        position,
        title: item[language].title,
      })),
    );

    const newsRows = await tx
      .insert(newsItems)
      .values(
        demoNews.map((item) => ({
          language,
          translation_key: item.key,
          ...item[language],
          image: item.image.url,
          header_image: item.header.url,
          facebook_image: item.header.url,
          category_id: categoryIds[item.category],
          news_group_id: newsGroupIds[item.group],
          is_teaser: item.is_teaser,
          visible: item.visible,
          show_action_btn: item.is_teaser,
          action_btn_title: item.is_teaser
            ? language === "nl"
              ? "Laat ons meekijken"
              : "Let us take a look"
            : "",
          published_at: daysAgo(item.daysAgo),
        })),
      )
      .returning({ id: newsItems.id });
    const newsIds = demoNews
      .map((item, index) => ({ item, id: newsRows[index].id }))
      .filter(({ item }) => item.visible)
      .sort((a, b) => a.item.daysAgo - b.item.daysAgo)
      .map(({ id }) => id);

    const tipRows = await tx
      .insert(tips)
      .values(
        tipItems.map((item) => {
          const { tips: four, ...text } = item[language];
          return {
            language,
            translation_key: item.key,
            ...text,
            tip_one: four[0],
            tip_two: four[1],
            tip_three: four[2],
            tip_four: four[3],
            image: item.image.url,
            header_image: item.header.url,
            facebook_image: item.header.url,
            visible: true,
            published_at: daysAgo(item.daysAgo),
          };
        }),
      )
      .returning({ id: tips.id });

    await tx.insert(products).values(
      productItems.map((item) => ({
        language,
        translation_key: item.key,
        ...item[language],
        brand: item.brand,
        price_cents: item.price_cents,
        condition: item.condition,
        stock: item.stock,
        product_type: "product-sale",
        image: item.image.url,
        product_image: item.image.url,
        header_image: productHeader.url,
        facebook_image: item.image.url,
        show_action_btn: true,
        action_btn_title: language === "nl" ? "Stel een vraag" : "Ask a question",
        visible: true,
      })),
    );

    refs[language] = {
      language,
      newsIds,
      categoryIds,
      newsGroupIds,
      tipIds: tipRows.map((row) => row.id),
      serviceIds: serviceRows.map((row) => row.id),
      serviceGroupIds,
    };
  }

  // positions count within each language: each home page shows its own reviews in this order
  await tx.insert(reviews).values(
    reviewItems.map((review) => ({
      ...review,
      position: reviewItems.filter((other) => other.language === review.language).indexOf(review),
    })),
  );
  // addresses of the company's previous website that keep working (the owner's manual redirects)
  await tx.insert(redirects).values([
    { from_path: "/oude-site/contact.html", to_path: "/contact", language: "nl", kind: "manual" },
    { from_path: "/oude-site/nieuws.php", to_path: "/nieuws", language: "nl", kind: "manual" },
    { from_path: "/old-site/contact.html", to_path: "/en/contact", language: "en", kind: "manual" },
  ]);
  return refs;
}

/** one language of the page tree, parents before children (full_url = parent's full_url + "/" + url) */
async function insertPages(
  tx: Tx,
  list: DemoPage[],
  refs: PageRefs,
  parent: { id: number; full_url: string } | null,
): Promise<void> {
  for (const item of list) {
    const text = item[refs.language];
    const full_url = parent ? `${parent.full_url}/${text.url}` : text.url;
    const [row] = await tx
      .insert(pages)
      .values({
        language: refs.language,
        translation_key: item.key,
        title: text.title,
        subtitle: text.subtitle,
        show_subtitle: text.subtitle !== "",
        intro: text.intro,
        show_intro: true,
        show_action_btn: Boolean(text.action_btn_title),
        action_btn_title: text.action_btn_title ?? "",
        image: item.header.url,
        header_image: item.header.url,
        show_slider: Boolean(item.slider?.length),
        slider_images: (item.slider ?? []).map((image) => image.url),
        seo_description: text.seo_description,
        facebook_image: item.header.url,
        menu_title: text.menu_title,
        url: text.url,
        full_url,
        visible: item.visible ?? true,
        visible_in_menu: item.menu !== undefined,
        visible_in_top_menu: item.topMenu !== undefined,
        visible_in_footer_menu: item.footerMenu !== undefined,
        position_in_menu: item.menu ?? 0,
        position_in_top_menu: item.topMenu ?? 0,
        position_in_footer_menu: item.footerMenu ?? 0,
        belongs_to: parent?.id ?? null,
        // validated like an admin save: a demo page that breaks a block rule fails the seed
        blocks: blocksSchema.parse(item.blocks(refs)),
      })
      .returning({ id: pages.id });
    if (item.children?.length) await insertPages(tx, item.children, refs, { id: row.id, full_url });
  }
}

/** the demo accounts and what belongs to them; returns their e-mail addresses */
async function insertPeople(tx: Tx, hashes: string[]): Promise<string[]> {
  const rows = await tx
    .insert(users)
    .values(
      demoUsers.map(({ ref: _ref, ...user }, index) => ({
        ...user,
        password_hash: hashes[index],
        login_count: user.role === "cms-status-user" ? 3 : 0,
      })),
    )
    .returning({ id: users.id });
  const idOf = Object.fromEntries(demoUsers.map((user, index) => [user.ref, rows[index].id]));
  // each job with its history; created_at/updated_at are the first and the last change
  const jobTimes = (history: { changed_at: Date }[]) => ({
    created_at: history[0].changed_at,
    updated_at: history[history.length - 1].changed_at,
  });
  const newPcIds = await tx
    .insert(statusesNewPc)
    .values(
      demoStatusesNewPc.map(({ owner, history, ...row }) => ({
        ...row,
        ...jobTimes(history),
        user_id: idOf[owner],
      })),
    )
    .returning({ id: statusesNewPc.id });
  await tx
    .insert(statusHistoryNewPc)
    .values(
      demoStatusesNewPc.flatMap((job, i) =>
        job.history.map((entry) => ({ ...entry, status_id: newPcIds[i].id })),
      ),
    );
  const repairIds = await tx
    .insert(statusesRepair)
    .values(
      demoStatusesRepair.map(({ owner, history, ...row }) => ({
        ...row,
        ...jobTimes(history),
        user_id: idOf[owner],
      })),
    )
    .returning({ id: statusesRepair.id });
  await tx
    .insert(statusHistoryRepair)
    .values(
      demoStatusesRepair.flatMap((job, i) =>
        job.history.map((entry) => ({ ...entry, status_id: repairIds[i].id })),
      ),
    );
  await tx
    .insert(zzpProducts)
    .values(demoZzpProducts.map(({ owner, ...row }) => ({ ...row, owner_id: idOf[owner] })));
  return demoUsers.map((user) => user.email);
}
