/**
 * The translations panel of the dashboard: a tip without an English version is listed there, and its
 * link opens the add screen of that translation (the same screen as the form's "Engelse versie maken");
 * an outdated one can be marked "Nog actueel" when the other language's edit needs nothing here.
 */
import path from "node:path";
import { and, eq, sql } from "drizzle-orm";
import { openDatabase } from "#server/db/client.ts";
import { tips } from "#server/db/schema.ts";
import { apiWrite, toast, unique } from "./admin-support.ts";
import { loginAs } from "./auth-helpers.ts";
import { ADMIN_BASE, expect, test, withSite } from "./fixtures.ts";
import type { Site } from "./site.ts";

test("the admin goes from the dashboard's translations panel to the missing translation", async ({
  page,
}) => {
  await loginAs(page, "admin");
  const title = unique("Vertaaltip");
  const tip = await apiWrite<{ id: number }>(page, "POST", "tip/add-tip", {
    language: "nl",
    title,
    url: title.toLowerCase().replace(/\s+/g, "-"),
    image: "/uploads/tip/1/a.jpg",
  });

  await page.goto(ADMIN_BASE);
  const panel = page.getByRole("region", { name: "Vertalingen" });
  await expect(panel).toBeVisible();
  const entry = panel.getByRole("listitem").filter({ hasText: title });
  await expect(entry).toContainText("nog geen Engelse versie");

  await entry.getByRole("link", { name: "Engelse versie maken" }).click();
  await expect(page).toHaveURL(new RegExp(`${ADMIN_BASE}/tips/toevoegen\\?translation_of=${tip.data.id}$`));
  await expect(page.getByText(`Dit wordt de Engelse versie van “${title}”.`)).toBeVisible();
});

/**
 * A version counts as outdated when the other was edited over a minute after it
 * (server/content/translation-status.ts). Instead of editing and waiting that minute, this journey's
 * server starts on a copy of the template in which the Dutch tip "sterke-wachtwoorden" was last
 * edited two minutes before its English version: written into the data directory before the server
 * opens it (./site.ts, `prepare`). The time is what the site cannot be asked to make; the rest the
 * translator does on the screen.
 */
const outdated = test.extend<{ outdated: { site: Site; title: string } }>({
  outdated: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads the fixtures a fixture needs from this pattern
    async ({}, use) => {
      let title = "";
      await withSite(
        (site) => use({ site, title }),
        {},
        async (dataDir) => {
          const database = await openDatabase({ kind: "pglite", dir: path.join(dataDir, "db") });
          try {
            const [row] = await database.db
              .update(tips)
              .set({ content_updated_at: sql`${tips.content_updated_at} - interval '2 minutes'` })
              .where(and(eq(tips.language, "nl"), eq(tips.url, "sterke-wachtwoorden")))
              .returning({ title: tips.title });
            title = row?.title ?? "";
          } finally {
            await database.close();
          }
          if (!title) throw new Error("the template has no Dutch tip 'sterke-wachtwoorden'");
        },
      );
    },
    // a server's start (a copy of the template, then its boot) is not the journey's own time
    { timeout: 150_000 },
  ],
  baseURL: async ({ outdated }, use) => use(outdated.site.url),
});

outdated(
  "the translator marks a Dutch tip 'Nog actueel' after an English edit that needs nothing in Dutch",
  async ({ page, outdated: { title } }) => {
    await loginAs(page, "admin");
    await page.goto(ADMIN_BASE);
    const entry = page
      .getByRole("region", { name: "Vertalingen" })
      .getByRole("listitem")
      .filter({ hasText: title });
    await expect(entry).toHaveCount(1);
    await expect(entry).toContainText("de Engelse versie is later gewijzigd");
    await entry
      .getByRole("button", { name: `Nog actueel: “${title}” (NL) hoeft niet te veranderen` })
      .click();
    await toast(page, `“${title}” telt weer als bijgewerkt`);
    await expect(entry).toHaveCount(0);
    // and it stays so: the status is the server's, not the screen's
    await page.reload();
    await expect(page.getByRole("region", { name: "Vertalingen" })).toBeVisible();
    await expect(entry).toHaveCount(0);
  },
);
