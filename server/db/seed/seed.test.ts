/**
 * The demo seed: idempotent (same rows after a second run), and it holds what the README's "Demo content" promises —
 * every block type on both home pages, a page tree three levels deep, the eight news categories,
 * translation pairs, real images on disk, demo accounts only when a password is given.
 */
import { existsSync } from "node:fs";
import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sharedColumns } from "#content-types/define.ts";
import { featureType } from "#content-types/features.ts";
import { newsType } from "#content-types/news.ts";
import { pageType } from "#content-types/pages.ts";
import { productType } from "#content-types/products.ts";
import { serviceGroupType, serviceType } from "#content-types/services.ts";
import { tipType } from "#content-types/tips.ts";
import { blocksSchema, blockTypes, iconNames } from "#core/blocks/index.ts";
import { createTestDatabase, type TestDatabase } from "#tests/support/db.ts";
import { verifyPassword } from "../../auth/password.ts";
import * as schema from "../schema.ts";
import { demoImageSvg } from "./images.ts";
import {
  contentRows,
  countRows,
  DatabaseHoldsContent,
  demoImages,
  isDatabaseEmpty,
  type SeedSummary,
  seedDatabase,
} from "./index.ts";

const DEMO_PASSWORD = "Demo-2026!";

describe("the demo seed", () => {
  let database: TestDatabase;
  let dataDir: string;
  let first: SeedSummary;
  let second: SeedSummary;

  beforeAll(async () => {
    database = await createTestDatabase();
    dataDir = await mkdtemp(path.join(tmpdir(), "seed-test-"));
    expect(await isDatabaseEmpty(database.db)).toBe(true);
    first = await seedDatabase(database.db, { dataDir, demoPassword: DEMO_PASSWORD });
    second = await seedDatabase(database.db, { dataDir, demoPassword: DEMO_PASSWORD, reset: true });
  }, 120_000);
  afterAll(async () => {
    await database.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  const db = () => database.db;

  it("is idempotent with reset: a second run gives the same rows and ids, and names what it deleted", async () => {
    expect(second.deleted).toEqual(Object.fromEntries(Object.entries(first.counts).filter(([, n]) => n > 0)));
    expect(second.counts).toEqual(first.counts);
    expect(await countRows(db())).toEqual(first.counts);
    expect(await isDatabaseEmpty(db())).toBe(false);
    // RESTART IDENTITY: the ids start again at 1
    const ids = (await db().select({ id: schema.pages.id }).from(schema.pages)).map((row) => row.id);
    expect(Math.min(...ids)).toBe(1);
  });

  it("has the home pages with every block type, valid against the block rules", async () => {
    for (const full_url of ["home-nl", "home-en"]) {
      const [home] = await db().select().from(schema.pages).where(eq(schema.pages.full_url, full_url));
      expect(home.url).toBe(full_url);
      expect(home.visible).toBe(true);
      const blocks = blocksSchema.parse(home.blocks);
      expect(new Set(blocks.map((block) => block.type))).toEqual(new Set(blockTypes));
      expect(new Set(blocks.map((block) => block.background))).toEqual(new Set(["white", "gray", "blue"]));
      const news = blocks.filter((block) => block.type === "news");
      expect(new Set(news.map((block) => block.mode))).toEqual(
        new Set(["random", "specific", "category_group"]),
      );
      const service = blocks.filter((block) => block.type === "service");
      expect(new Set(service.map((block) => block.mode))).toEqual(new Set(["services", "service_groups"]));
      expect(service.every((block) => block.background !== "blue")).toBe(true);
      const cards = blocks.filter((block) => block.type === "card").map((block) => block.cards.length);
      expect(cards.sort()).toEqual([3, 6]);
      expect(blocks.some((block) => block.bevelled_edge)).toBe(true);
      expect(blocks.some((block) => block.show_contact_buttons)).toBe(true);
      expect(home.show_slider && home.slider_images.length).toBeGreaterThan(0);
    }
  });

  it("stores blocks that pass the admin's rules on every page", async () => {
    for (const page of await db().select().from(schema.pages)) {
      expect(() => blocksSchema.parse(page.blocks), page.full_url).not.toThrow();
    }
  });

  it("builds a page tree at least three levels deep with derived full urls and menu flags", async () => {
    const rows = await db().select().from(schema.pages);
    const byId = new Map(rows.map((row) => [row.id, row]));
    let deepest = 0;
    for (const row of rows) {
      const parent = row.belongs_to ? byId.get(row.belongs_to) : undefined;
      if (parent) {
        expect(row.full_url).toBe(`${parent.full_url}/${row.url}`);
        expect(parent.language).toBe(row.language);
      } else {
        expect(row.full_url).toBe(row.url);
      }
      deepest = Math.max(deepest, row.full_url.split("/").length);
    }
    expect(deepest).toBeGreaterThanOrEqual(3);
    const urls = rows.map((row) => `${row.language}:${row.full_url}`);
    expect(urls).toEqual(
      expect.arrayContaining([
        "nl:contact-nl",
        "en:contact-en",
        "nl:diensten/computer-reparatie/laptop-scherm-vervangen",
        "en:services/computer-repair/laptop-screen-replacement",
      ]),
    );
    for (const language of ["nl", "en"] as const) {
      const mine = rows.filter((row) => row.language === language);
      expect(mine.filter((row) => row.visible_in_menu).length).toBeGreaterThan(3);
      expect(mine.filter((row) => row.visible_in_top_menu).length).toBeGreaterThan(1);
      expect(mine.filter((row) => row.visible_in_footer_menu).length).toBeGreaterThan(2);
      expect(mine.filter((row) => !row.visible)).toHaveLength(1);
    }
  });

  it("pairs every translatable row with its sibling in the other language", async () => {
    const tables = [
      schema.pages,
      schema.newsItems,
      schema.newsGroups,
      schema.tips,
      schema.products,
      schema.services,
      schema.serviceGroups,
      schema.features,
    ];
    for (const table of tables) {
      const rows = await db().select({ language: table.language, key: table.translation_key }).from(table);
      const nl = rows.filter((row) => row.language === "nl").map((row) => row.key);
      const en = rows.filter((row) => row.language === "en").map((row) => row.key);
      expect(nl.length).toBeGreaterThan(0);
      expect(new Set(nl)).toEqual(new Set(en));
    }
  });

  it("gives both language versions the same shared fields (docs/decisions/0008-shared-fields.md)", async () => {
    const tables = [
      [schema.pages, pageType],
      [schema.newsItems, newsType],
      [schema.tips, tipType],
      [schema.products, productType],
      [schema.services, serviceType],
      [schema.serviceGroups, serviceGroupType],
      [schema.features, featureType],
    ] as const;
    // references to another translatable table point at that row's own translation instead
    const translatedRefs = ["news_group_id", "service_group_id"];
    for (const [table, type] of tables) {
      const rows = (await db().select().from(table)) as unknown as Record<string, unknown>[];
      const columns = sharedColumns(type).filter((column) => !translatedRefs.includes(column));
      for (const nl of rows.filter((row) => row.language === "nl")) {
        const en = rows.find((row) => row.language === "en" && row.translation_key === nl.translation_key);
        const pick = (row: Record<string, unknown> | undefined) =>
          Object.fromEntries(columns.map((column) => [column, row?.[column]]));
        expect(pick(en), `${type.noun} ${nl.title}`).toEqual(pick(nl));
      }
    }
    const categories = await db().select().from(schema.newsCategories);
    for (const category of categories) {
      expect(category.title_nl, category.title).not.toBe("");
      expect(category.title_en, category.title).not.toBe("");
    }
  });

  it("has the required amounts of news, tips, products, services, features and reviews", async () => {
    const categories = await db().select().from(schema.newsCategories);
    expect(categories.map((row) => row.title).sort()).toEqual(
      [
        "phishing-mail",
        "phishing-sms",
        "phishing-whatsapp",
        "spam",
        "general",
        "software",
        "internet",
        "security",
      ].sort(),
    );
    for (const language of ["nl", "en"] as const) {
      const news = await db().select().from(schema.newsItems).where(eq(schema.newsItems.language, language));
      expect(news.filter((row) => row.visible).length).toBeGreaterThanOrEqual(8);
      expect(news.filter((row) => !row.visible)).toHaveLength(1);
      expect(new Set(news.map((row) => row.category_id)).size).toBe(8);
      expect(news.every((row) => row.image && row.header_image && row.seo_description && row.text)).toBe(
        true,
      );
      const groups = await db()
        .select()
        .from(schema.newsGroups)
        .where(eq(schema.newsGroups.language, language));
      expect(groups.length).toBeGreaterThanOrEqual(2);

      const tips = await db().select().from(schema.tips).where(eq(schema.tips.language, language));
      expect(tips).toHaveLength(4);
      expect(tips.every((tip) => tip.tip_one && tip.tip_two && tip.tip_three && tip.tip_four)).toBe(true);

      const products = await db()
        .select()
        .from(schema.products)
        .where(eq(schema.products.language, language));
      expect(products).toHaveLength(8);
      expect(new Set(products.map((row) => row.condition))).toEqual(new Set(["new", "as-new", "used"]));
      expect(
        products.every((row) => row.price_cents > 0 && row.brand && row.specifications.includes("<li>")),
      ).toBe(true);

      const services = await db()
        .select()
        .from(schema.services)
        .where(eq(schema.services.language, language));
      expect(services.length).toBeGreaterThanOrEqual(8);
      expect(services.every((row) => (iconNames as readonly string[]).includes(row.icon))).toBe(true);
      expect(new Set(services.map((row) => row.service_group_id)).size).toBe(3);

      const features = await db()
        .select()
        .from(schema.features)
        .where(eq(schema.features.language, language));
      expect(features).toHaveLength(6);

      // each home page shows its own language's reviews (the English site no Dutch quotes)
      const reviews = await db().select().from(schema.reviews).where(eq(schema.reviews.language, language));
      expect(reviews).toHaveLength(6);
      expect(reviews.every((row) => row.visible && row.name && row.text)).toBe(true);
      expect(new Set(reviews.map((row) => row.position)).size).toBe(6);
    }
    const english = await db().select().from(schema.reviews).where(eq(schema.reviews.language, "en"));
    const dutch = await db().select().from(schema.reviews).where(eq(schema.reviews.language, "nl"));
    // no quote is on both sites: the English reviews are not the Dutch ones marked English
    expect(english.filter((en) => dutch.some((nl) => nl.text === en.text || nl.name === en.name))).toEqual(
      [],
    );
    expect(english.every((row) => !/\b(mijn|geholpen|heel|ons)\b/i.test(row.text))).toBe(true);
  });

  it("creates the demo accounts with the demo password and their records", async () => {
    const users = await db().select().from(schema.users);
    const byEmail = new Map(users.map((user) => [user.email, user]));
    expect(byEmail.get("admin@example.com")?.role).toBe("cms-admin");
    expect(byEmail.get("klant@example.com")?.role).toBe("cms-status-user");
    expect(byEmail.get("zzp@example.com")?.role).toBe("cms-zzp");
    expect(byEmail.get("boekhouding@example.com")?.role).toBe("cms-accountant");
    expect(users.filter((user) => user.role === "cms-status-user")).toHaveLength(2);
    expect(users.filter((user) => user.role === "cms-zzp")).toHaveLength(2);
    const customer = byEmail.get("klant@example.com")!;
    expect(await verifyPassword(DEMO_PASSWORD, customer.password_hash)).toBe(true);
    expect(await verifyPassword("wrong-password", customer.password_hash)).toBe(false);

    const newPc = await db()
      .select()
      .from(schema.statusesNewPc)
      .where(eq(schema.statusesNewPc.user_id, customer.id));
    expect(new Set(newPc.map((row) => row.status)).size).toBeGreaterThanOrEqual(3);
    const repairs = await db()
      .select()
      .from(schema.statusesRepair)
      .where(eq(schema.statusesRepair.user_id, customer.id));
    expect(new Set(repairs.map((row) => row.status))).toEqual(
      new Set(["in-treatment", "waiting-for-size", "closed"]),
    );
    expect(repairs.find((row) => row.status === "closed")?.costs_cents).toBeGreaterThan(0);
    // every demo job has a history, oldest first, that ends in its current status
    const histories = [
      ...(await db().select().from(schema.statusHistoryNewPc)).map((h) => ({ ...h, job: newPc })),
      ...(await db().select().from(schema.statusHistoryRepair)).map((h) => ({ ...h, job: repairs })),
    ];
    for (const job of [...newPc, ...repairs]) {
      const own = histories
        .filter((h) => h.job.includes(job as never) && h.status_id === job.id)
        .sort((a, b) => a.changed_at.getTime() - b.changed_at.getTime());
      expect(own.length, job.title).toBeGreaterThan(0);
      expect(own.at(-1)?.status, job.title).toBe(job.status);
    }

    const partner = byEmail.get("zzp@example.com")!;
    const stock = await db()
      .select()
      .from(schema.zzpProducts)
      .where(eq(schema.zzpProducts.owner_id, partner.id));
    expect(stock.length).toBeGreaterThanOrEqual(5);
    expect((await db().select().from(schema.zzpProducts)).length).toBeGreaterThan(stock.length);
  });

  it("writes the accountant's current download with real documents", async () => {
    const downloads = await db().select().from(schema.accountantDownloads);
    const current = downloads.filter((row) => row.is_current);
    expect(current).toHaveLength(1);
    const documents = await db()
      .select()
      .from(schema.accountantDocuments)
      .where(eq(schema.accountantDocuments.download_id, current[0].id));
    expect(documents.length).toBeGreaterThanOrEqual(2);
    for (const document of documents) {
      const bytes = await readFile(path.join(dataDir, "documents", document.stored_path));
      expect(bytes.length).toBe(document.size);
      if (document.mime === "application/pdf") {
        expect(bytes.subarray(0, 5).toString()).toBe("%PDF-");
        expect(bytes.toString("latin1")).toMatch(/startxref\n\d+\n%%EOF\n$/);
      }
    }
    expect(documents.map((row) => row.mime)).toEqual(expect.arrayContaining(["text/csv", "application/pdf"]));
  });

  it("stores every e-mail kind, with an unread one", async () => {
    const messages = await db().select().from(schema.emailMessages);
    expect(new Set(messages.map((row) => row.kind))).toEqual(
      new Set(["contact", "phone", "remote-assistance"]),
    );
    expect(messages.some((row) => row.read_at === null)).toBe(true);
  });

  it("registers real images (and their WebP variants) that exist on disk", async () => {
    const rows = await db().select().from(schema.uploads);
    const file = (url: string) => path.join(dataDir, url.replace(/^\//, ""));
    for (const row of rows) {
      expect(existsSync(file(row.url)), row.url).toBe(true);
      for (const variant of row.variants) expect(existsSync(file(variant.url)), variant.url).toBe(true);
    }
    const header = rows.find((row) => row.width === 1200)!;
    expect(await sharp(file(header.url)).metadata()).toMatchObject({
      format: "jpeg",
      width: 1200,
      height: 675,
    });
    expect(header.variants.map((variant) => variant.width)).toEqual([480, 960]);
    expect(
      rows.filter((row) => row.page_type === "gallery" && row.page_id === "werkplaats").length,
    ).toBeGreaterThan(3);

    // every image the content points to is registered
    const known = new Set(rows.map((row) => row.url));
    const news = await db().select().from(schema.newsItems);
    const products = await db().select().from(schema.products);
    for (const url of [
      ...news.flatMap((row) => [row.image, row.header_image]),
      ...products.map((row) => row.image),
    ]) {
      expect(known.has(url), url).toBe(true);
    }
  });

  it("draws no words on its images: one image serves both languages", () => {
    const images = demoImages();
    expect(images.length).toBeGreaterThan(40);
    for (const image of images) expect(demoImageSvg(image), image.url).not.toMatch(/<text\b/);
  });

  it("never repeats a page's intro block in the block after it", async () => {
    const rows = await db().select().from(schema.pages);
    let checked = 0;
    for (const row of rows) {
      const blocks = blocksSchema.parse(row.blocks);
      for (const [index, block] of blocks.entries()) {
        const next = blocks[index + 1];
        if (block.type !== "intro" || next?.type !== "text") continue;
        checked += 1;
        expect(next.html, `${row.language} ${row.full_url}`).not.toContain(block.text);
      }
    }
    expect(checked).toBeGreaterThan(10);
  });

  it("creates no accounts without a demo password", async () => {
    const summary = await seedDatabase(db(), { dataDir, reset: true });
    expect(summary.accounts).toEqual([]);
    expect(summary.counts.users).toBe(0);
    expect(summary.counts.pages).toBe(first.counts.pages);
    // restore for any test that runs after this one
    await seedDatabase(db(), { dataDir, demoPassword: DEMO_PASSWORD, reset: true });
  });

  it("without reset deletes nothing: it refuses a database that holds content", async () => {
    const before = await countRows(db());
    const refused = await seedDatabase(db(), { dataDir, demoPassword: DEMO_PASSWORD }).catch((e) => e);
    expect(refused).toBeInstanceOf(DatabaseHoldsContent);
    expect((refused as DatabaseHoldsContent).content.pages).toBe(first.counts.pages);
    expect((refused as DatabaseHoldsContent).accounts).toBe(first.counts.users);
    expect(await countRows(db())).toEqual(before);
  });
});

describe("the demo seed on a database that has an account but no content", () => {
  it("writes the content and leaves the account alone (no demo accounts beside it)", async () => {
    const database = await createTestDatabase();
    const dataDir = await mkdtemp(path.join(tmpdir(), "seed-test-"));
    try {
      const [owner] = await database.db
        .insert(schema.users)
        .values({ email: "owner@example.com", name: "Owner", role: "cms-admin", password_hash: "x" })
        .returning();
      const summary = await seedDatabase(database.db, { dataDir, demoPassword: DEMO_PASSWORD });
      expect(summary.deleted).toEqual({});
      expect(summary.keptAccounts).toBe(1);
      expect(summary.accounts).toEqual([]);
      expect(summary.counts.pages).toBeGreaterThan(10);
      expect(await database.db.select().from(schema.users)).toEqual([owner]);
      expect(await contentRows(database.db)).toMatchObject({ pages: summary.counts.pages });
    } finally {
      await database.close();
      await rm(dataDir, { recursive: true, force: true });
    }
  }, 120_000);
});
