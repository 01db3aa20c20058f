import { apiGet, login, toast, unique } from "./admin-support.ts";
import { ADMIN_BASE, adminRe, expect, type Locator, type Page, test } from "./fixtures.ts";

async function addBlock(page: Page, typeLabel: string): Promise<Locator> {
  await page.getByLabel("Bloktype").selectOption({ label: typeLabel });
  await page.getByRole("button", { name: "Blok toevoegen" }).click();
  const block = page.locator('[data-testid="block"]').last();
  await expect(block).toBeVisible();
  return block;
}

/** the block's own title (the options fieldset is the last part of a block) */
const blockTitle = (block: Locator) => block.getByRole("textbox", { name: "Titel", exact: true }).last();

test.describe("admin: page blocks", () => {
  test.beforeEach(async ({ page }) => {
    await login(page);
  });

  test("a page with six block types, reordered, saved and shown on the public site", async ({ page }) => {
    const title = unique("Werkplekservice");
    await page.goto(`${ADMIN_BASE}/paginas/toevoegen`);
    await page.getByRole("textbox", { name: "Titel", exact: true }).first().fill(title);
    await page.getByLabel("Gepubliceerd (zichtbaar op de website)").check();

    const intro = await addBlock(page, "Intro");
    await blockTitle(intro).fill("Blok intro");
    await intro.getByLabel("Tekst").fill("Wij komen bij u langs.");

    const text = await addBlock(page, "Tekst");
    await blockTitle(text).fill("Blok tekst");
    await text.locator(".ProseMirror").click();
    await page.keyboard.type("Een nette werkplek werkt prettiger.");

    const faq = await addBlock(page, "Veelgestelde vragen");
    await blockTitle(faq).fill("Blok vragen");
    await faq.getByLabel("Vraag", { exact: true }).fill("Komen jullie ook op zaterdag?");
    await faq.getByLabel("Antwoord").fill("Ja, op afspraak.");

    const contact = await addBlock(page, "Contact");
    await blockTitle(contact).fill("Blok contact");
    await contact.getByLabel("Tekst").fill("Bel of mail ons.");

    const columns = await addBlock(page, "Tekstkolommen");
    await blockTitle(columns).fill("Blok kolommen");
    for (let i = 0; i < 3; i++) {
      await columns
        .getByRole("group", { name: `Kolom ${i + 1}` })
        .getByRole("textbox", { name: "Titel" })
        .fill(`Kolom ${i + 1}`);
    }

    const slider = await addBlock(page, "Slidertekst");
    await blockTitle(slider).fill("Blok slider");
    await slider
      .getByRole("group", { name: "Slide 1" })
      .getByRole("textbox", { name: "Titel" })
      .fill("Snel geholpen");

    // reorder with the keyboard buttons: the intro goes below the text block
    await page.getByRole("button", { name: /^Omlaag: 1\. Intro/ }).click();
    await expect(page.locator('[data-testid="block"]').first()).toHaveAttribute("data-block-type", "text");
    await expect(page.locator('[data-testid="block"]').nth(1)).toHaveAttribute("data-block-type", "intro");

    await page.getByRole("button", { name: "Opslaan" }).click();
    await toast(page, `De pagina “${title}” is toegevoegd`);
    await expect(page).toHaveURL(adminRe(/\/paginas\/wijzigen\/\d+$/), { timeout: 15_000 });
    const id = Number(page.url().split("/").pop());
    const saved = (await apiGet<{ full_url: string; blocks: { type: string }[] }>(page, `page/${id}`)).data;
    expect(saved.blocks.map((b) => b.type)).toEqual([
      "text",
      "intro",
      "faq",
      "contact",
      "text_columns",
      "slider_text",
    ]);

    await page.goto(`/${saved.full_url}`);
    await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
    // biome-ignore lint/performance/useDomNodeTextContent: Playwright locator, the text as shown
    const body = await page.locator("main").innerText();
    const order = ["Blok tekst", "Blok intro", "Blok vragen", "Blok contact", "Blok kolommen"].map((t) =>
      body.indexOf(t),
    );
    expect(order.every((pos) => pos >= 0)).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
  });

  test("a tip block and a news block keep the items picked from their lists; the public page shows them", async ({
    page,
  }) => {
    await page.goto(`${ADMIN_BASE}/paginas/toevoegen`);
    const title = unique("Gekozen tips en nieuws");
    await page.getByRole("textbox", { name: "Titel", exact: true }).first().fill(title);
    await page.getByLabel("Gepubliceerd (zichtbaar op de website)").check();
    // the pickers list the page's language (Dutch), hidden items too (an editor may plan them):
    // pick one of each that the public site shows
    const shown = async (path: string) =>
      String(
        (
          await apiGet<{ title: string; visible: boolean }[]>(page, `${path}?per_page=100&language=nl`)
        ).data.find((r) => r.visible)?.title,
      );
    const tipTitle = await shown("tips");
    const newsTitle = await shown("news");
    const tipBlock = await addBlock(page, "Tips");
    await tipBlock
      .getByRole("group", { name: /^Tips \(leeg = nieuwste\)/ })
      .getByLabel(tipTitle)
      .check();
    const newsBlock = await addBlock(page, "Nieuws");
    await newsBlock.getByRole("radio", { name: "Specifieke items" }).check();
    await newsBlock
      .getByRole("group", { name: /^Nieuwsitems/ })
      .getByLabel(newsTitle)
      .check();

    await page.getByRole("button", { name: "Opslaan" }).click();
    await toast(page, `De pagina “${title}” is toegevoegd`);
    await expect(page).toHaveURL(adminRe(/\/paginas\/wijzigen\/\d+$/), { timeout: 15_000 });
    const id = Number(page.url().split("/").pop());
    type Saved = { full_url: string; blocks: { type: string; tip_ids?: number[]; news_ids?: number[] }[] };
    const saved = (await apiGet<Saved>(page, `page/${id}`)).data;
    expect(saved.blocks.map((b) => [b.type, (b.tip_ids ?? b.news_ids)?.length])).toEqual([
      ["tip", 1],
      ["news", 1],
    ]);

    await page.goto(`/${saved.full_url}`);
    await expect(page.getByRole("main").getByText(tipTitle).first()).toBeVisible();
    await expect(page.getByRole("main").getByText(newsTitle).first()).toBeVisible();
  });

  test("a services block with 7 services is refused", async ({ page }) => {
    await page.goto(`${ADMIN_BASE}/paginas/toevoegen`);
    await page.getByRole("textbox", { name: "Titel", exact: true }).first().fill(unique("Te veel services"));
    const block = await addBlock(page, "Services");
    const boxes = block.getByRole("group", { name: /^Services/ }).getByRole("checkbox");
    for (let i = 0; i < 7; i++) await boxes.nth(i).check();
    await expect(block.getByRole("alert").filter({ hasText: "Kies maximaal 6 services" })).toBeVisible();
    await page.getByRole("button", { name: "Opslaan" }).click();
    await expect(page).toHaveURL(adminRe(/\/paginas\/toevoegen$/), { timeout: 15_000 });
    await expect(block.getByRole("alert").filter({ hasText: "Kies maximaal 6 services" })).toBeVisible();
    await boxes.nth(6).uncheck();
    await expect(block.getByRole("alert").filter({ hasText: "Kies maximaal 6 services" })).toHaveCount(0);
  });
});
