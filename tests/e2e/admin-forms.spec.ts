/**
 * The shared admin add/edit form: numbers and amounts in the interface language, the
 * stored choice of every dropdown that points to another record, one click on Opslaan, the server's
 * rules and reasons on the form's fields, translations with their own url, required markers.
 */

import { slugify } from "#core/content/slug.ts";
import { resources } from "../../app/admin/resources/index.ts";
import { formatNumber } from "../../app/lib/number-format.ts";
import type { FieldDef, ResourceDef } from "../../content-types/types.ts";
import { apiGet, apiWrite, login, png, toast, unique } from "./admin-support.ts";
import { ADMIN_BASE, adminRe, expect, type Page, test } from "./fixtures.ts";

type Row = Record<string, unknown> & { id: number };

/** every money field of every section, found in the definitions so a new one is covered too */
const moneyFields: { def: ResourceDef; field: FieldDef }[] = resources.flatMap((def) =>
  def.fields.filter((f) => f.widget === "euro").map((field) => ({ def, field })),
);

/** every dropdown that points to records of another section */
const recordSelects: { def: ResourceDef; field: FieldDef }[] = resources.flatMap((def) =>
  def.screens.edit
    ? def.fields.filter((f) => f.widget === "select" && f.optionsFrom).map((field) => ({ def, field }))
    : [],
);

async function firstRow(page: Page, def: ResourceDef): Promise<Row> {
  const list = await apiGet<Row[]>(page, `${def.api.list}?per_page=1`);
  expect(list.data.length, `${def.section} has demo rows`).toBeGreaterThan(0);
  return list.data[0];
}

async function stored(page: Page, def: ResourceDef, id: number, name: string) {
  return (await apiGet<Row>(page, def.api.one(id))).data[name];
}

test.describe("admin forms", () => {
  test.beforeEach(async ({ page }) => {
    await login(page);
  });

  test("the money fields are found", () => {
    expect(moneyFields.map(({ def, field }) => `${def.section}.${field.name}`).sort()).toEqual([
      "producten.price",
      "reparaties.costs",
      "zzp-producten.price",
    ]);
  });

  test("the record dropdowns are found", () => {
    expect(recordSelects.map(({ def, field }) => `${def.section}.${field.name}`).sort()).toEqual([
      "nieuwe-pcs.user_id",
      "nieuws.category_id",
      "nieuws.news_group_id",
      "paginas.belongs_to",
      "reparaties.user_id",
      "services.service_group_id",
      "zzp-producten.owner_id",
    ]);
  });

  for (const { def, field } of recordSelects) {
    test(`${def.section}: the edit screen shows the stored ${field.name}`, async ({ page }) => {
      const from = field.optionsFrom;
      if (!from) throw new Error("a record dropdown");
      // a demo record that links to another record
      const list = await apiGet<Row[]>(page, `${def.api.list}?per_page=100`);
      let row: Row | undefined;
      for (const candidate of list.data) {
        const full = (await apiGet<Row>(page, def.api.one(candidate.id))).data;
        if (full[field.name] !== null && full[field.name] !== undefined) {
          row = full;
          break;
        }
      }
      if (!row) throw new Error(`no demo ${def.section} with a ${field.name}`);
      const query = new URLSearchParams({ per_page: "100", ...from.query });
      const options = await apiGet<Row[]>(page, `${from.path}?${query}`);
      const target = options.data.find((o) => o.id === row[field.name]);
      if (!target) throw new Error(`${field.name} ${row[field.name]} is listed`);

      await page.goto(`${ADMIN_BASE}/${def.section}/wijzigen/${row.id}`);
      const select = page.getByRole("combobox", { name: field.label.nl, exact: true });
      await expect(select).toHaveValue(String(target.id));
      await expect(select.locator("option:checked")).toHaveText(from.label(target, "nl"));
    });
  }

  for (const { def, field } of moneyFields) {
    test(`${def.section}: ${field.name} is typed and shown the Dutch and the English way`, async ({
      page,
    }) => {
      const row = await firstRow(page, def);
      const save = async (typed: string) => {
        const input = page.getByRole("textbox", { name: field.label.nl, exact: true });
        await input.fill(typed);
        await page.getByRole("button", { name: "Opslaan" }).click();
      };
      await page.goto(`${ADMIN_BASE}/${def.section}/wijzigen/${row.id}`);
      const nl = page.getByRole("textbox", { name: field.label.nl, exact: true });
      await expect(nl).toHaveValue(formatNumber(Number(row[field.name]), "nl", 2));

      // Dutch: comma decimals, dot thousands
      for (const [typed, value, shown] of [
        ["139,50", 139.5, "139,50"],
        ["45,50", 45.5, "45,50"],
        ["1.299,00", 1299, "1.299,00"],
      ] as const) {
        await save(typed);
        await toast(page, /is gewijzigd/);
        await expect.poll(() => stored(page, def, row.id, field.name)).toBe(value);
        await expect(nl).toHaveValue(shown);
      }
      await page.reload();
      await expect(nl).toHaveValue("1.299,00");

      // the English way in a Dutch interface is refused with a message, nothing is saved
      await save("139.50");
      await expect(
        page.getByText(`Vul in het veld '${field.label.nl}' een bedrag in zoals 1.299,50`),
      ).toBeVisible();
      expect(await stored(page, def, row.id, field.name)).toBe(1299);

      // the English interface reads and shows the English way
      await nl.fill("1.299,00");
      await page.getByRole("button", { name: "English" }).click();
      const en = page.getByRole("textbox", { name: field.label.en, exact: true });
      await expect(en).toHaveValue("1,299.00");
      await en.fill("1,250.75");
      await page.getByRole("button", { name: "Save" }).click();
      await toast(page, /has been changed/);
      await expect.poll(() => stored(page, def, row.id, field.name)).toBe(1250.75);
      await expect(en).toHaveValue("1,250.75");
      await en.fill("45,50");
      await page.getByRole("button", { name: "Save" }).click();
      await expect(
        page.getByText(`The '${field.label.en}' field must be an amount like 1,299.50`),
      ).toBeVisible();
      expect(await stored(page, def, row.id, field.name)).toBe(1250.75);
      await page.getByRole("button", { name: "Nederlands" }).click();
    });
  }

  test("one click on Opslaan shows every message at once, also in a short form", async ({ page }) => {
    await page.goto(`${ADMIN_BASE}/reviews/toevoegen`);
    // the pointer is held a moment, as a person clicks: leaving the empty field must not move the button
    await page.getByRole("textbox", { name: "Naam", exact: true }).click();
    const button = page.getByRole("button", { name: "Opslaan" });
    const box = await button.boundingBox();
    if (!box) throw new Error("the button is shown");
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    await page.waitForTimeout(250);
    await page.mouse.up();
    await expect(page.getByText("Het is verplicht om het veld 'Naam' in te vullen")).toBeVisible();
    await expect(page.getByText("Het is verplicht om het veld 'Tekst' in te vullen")).toBeVisible();
    await toast(page, "Niet alle velden zijn goed ingevuld");
    await expect(page.getByRole("textbox", { name: "Naam", exact: true })).toBeFocused();
  });

  test("the duplicate-title message stays beside the other messages on save", async ({ page }) => {
    const tips = await apiGet<Row[]>(page, "tips?per_page=100");
    const existing = tips.data.find((tip) => tip.language === "nl");
    if (!existing) throw new Error("a Dutch demo tip");
    await page.goto(`${ADMIN_BASE}/tips/toevoegen`);
    await page.getByRole("textbox", { name: "Titel", exact: true }).fill(String(existing.title));
    const duplicate = page.getByText("Er bestaat al een tip met deze titel, kies een andere titel");
    await expect(duplicate).toBeVisible();
    // no overview image: a second message on save
    await page.getByRole("button", { name: "Opslaan" }).click();
    await expect(page.getByText("Een overzichtsafbeelding is verplicht")).toBeVisible();
    await expect(duplicate).toBeVisible();
    await toast(page, "Niet alle velden zijn goed ingevuld");
    const after = await apiGet<Row[]>(page, "tips?per_page=100");
    expect(after.data.length).toBe(tips.data.length);
  });

  test("the customer's start password is checked by the server's rule, server refusals land on the field", async ({
    page,
  }) => {
    const before = (await apiGet<Row[]>(page, "customers?per_page=1")).meta?.total;
    const email = `start-${Date.now().toString(36)}@example.test`;
    await page.goto(`${ADMIN_BASE}/klanten/toevoegen`);
    await page.getByRole("textbox", { name: "Naam", exact: true }).fill("Klaas Startwachtwoord");
    await page.getByRole("textbox", { name: "E-mail", exact: true }).fill(email);
    await page.getByLabel("Toegang").selectOption("password");
    const password = page.getByRole("textbox", { name: "Wachtwoord", exact: true });
    const box = page.locator('[data-field="password"]');

    // the form checks the length itself, with its own label
    await password.fill("kort");
    await page.getByRole("button", { name: "Opslaan" }).click();
    await expect(box.getByRole("alert")).toHaveText("Het veld 'Wachtwoord' is te kort (minstens 10 tekens)");
    expect((await apiGet<Row[]>(page, "customers?per_page=1")).meta?.total).toBe(before);

    // a rule only the server knows: its 422 is shown on the field
    await password.fill("1234567890");
    await page.getByRole("button", { name: "Opslaan" }).click();
    await expect(box.getByRole("alert")).toHaveText(
      "Dit wachtwoord komt te vaak voor, kies een minder voorspelbaar wachtwoord",
    );
    await toast(page, "Niet alle velden zijn goed ingevuld");

    await password.fill("Een-goed-Startwachtwoord");
    await page.getByRole("button", { name: "Opslaan" }).click();
    await toast(page, "De klant “Klaas Startwachtwoord” is toegevoegd");
  });

  test("a refused upload shows the server's title; previews are not blocked by the CSP", async ({ page }) => {
    const blocked: string[] = [];
    page.on("console", (m) => {
      if (m.type() === "error" && /Content Security Policy/i.test(m.text())) blocked.push(m.text());
    });
    await page.goto(`${ADMIN_BASE}/tips/toevoegen`);
    const box = page.locator('[data-field="image"]');
    // a text file with a .png name: FilePond lets it through, the server judges the content (415)
    const refused = page.waitForResponse((r) => r.url().includes("image-upload/tiny-mce-upload"));
    await box.locator("input[type=file]").setInputFiles({
      name: "nep.png",
      mimeType: "image/png",
      buffer: Buffer.from("dit is geen afbeelding"),
    });
    const answer = await refused;
    expect(answer.status()).toBe(415);
    const title = ((await answer.json()) as { title: string }).title;
    expect(title).toBe("Bestand van ongeldig type");
    await expect(box.locator(".filepond--file-status-main")).toHaveText(title);

    // a real image: FilePond's own preview is drawn, without CSP complaints
    await box.locator("input[type=file]").setInputFiles(await png("#2a9d8f", "echt.png"));
    await expect(box.locator("img[src^='/uploads/']")).toBeVisible({ timeout: 20_000 });
    await expect(box.locator(".filepond--image-preview canvas")).toBeVisible();
    expect(blocked).toEqual([]);
  });

  for (const def of resources.filter((d) => d.translation && d.fields.some((f) => f.name === "url"))) {
    test(`${def.section}: a new English version starts with an empty url, derived from its own title`, async ({
      page,
    }) => {
      const title = unique(`Vertaaltest ${def.section}`);
      const dutch = (
        await apiWrite<Row>(page, "POST", def.api.create ?? "", {
          language: "nl",
          title,
          url: slugify(title),
          image: "/uploads/products/demo/laptop.jpg",
          ...(def.section === "producten" ? { price: 10, condition: "used" } : {}),
        })
      ).data;
      await page.goto(`${ADMIN_BASE}/${def.section}/wijzigen/${dutch.id}`);
      await page.getByRole("link", { name: "Engelse versie maken" }).click();
      await expect(page).toHaveURL(
        new RegExp(`${ADMIN_BASE}/${def.section}/toevoegen\\?translation_of=${dutch.id}$`),
      );
      const titleBox = page.getByRole("textbox", { name: /^Titel$/ }).first();
      await expect(titleBox).toHaveValue(title);
      await expect(page.getByRole("textbox", { name: "Url", exact: true })).toHaveValue("");

      const english = `${title} in English`;
      await titleBox.fill(english);
      await page.getByRole("button", { name: "Opslaan" }).click();
      await toast(page, /is toegevoegd/);
      await expect(page).toHaveURL(new RegExp(`${ADMIN_BASE}/${def.section}/wijzigen/\\d+$`));
      const id = Number(page.url().split("/").pop());
      const saved = (await apiGet<Row>(page, def.api.one(id))).data;
      expect(saved.language).toBe("en");
      expect(saved.url).toBe(slugify(english));
      expect((await apiGet<Row>(page, def.api.one(dutch.id))).data.url).toBe(slugify(title));
    });
  }

  test("a required overview image is marked with '*'", async ({ page }) => {
    await page.goto(`${ADMIN_BASE}/tips/toevoegen`);
    await expect(page.locator('[data-field="image"]').getByText("Overzichtsafbeelding *")).toBeVisible();
    await expect(
      page.locator('[data-field="header_image"]').getByText("Headerafbeelding", { exact: true }),
    ).toBeVisible();
  });

  test("the accountant download goes back to the dashboard, and says so", async ({ page }) => {
    await page.goto(ADMIN_BASE);
    await page
      .getByRole("navigation", { name: "Beheermenu" })
      .getByRole("link", { name: "Boekhouding" })
      .click();
    await expect(page).toHaveURL(adminRe(/\/boekhouding\/downloads\/wijzigen\/\d+$/));
    await expect(page.getByRole("link", { name: "Terug naar de lijst" })).toHaveCount(0);
    await page.getByRole("link", { name: "Terug naar het dashboard" }).click();
    await expect(page).toHaveURL(adminRe(/$/));
  });
});
